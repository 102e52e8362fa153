import type { Cancel, EventEmitter, MediaSinkEvents } from '@mediakit/core';

/** What the sink adds to the element's own events. */
export interface ElementEventHooks {
  /** Every timeupdate, before it is forwarded (the sink drives transitions from it). */
  readonly onTime: () => void;
  /** The track-relative time the sink reports. */
  readonly currentTime: () => number;
  readonly bufferedEnd: () => number;
  /** Whether a media error belongs to a live MediaSource (not to one being torn down). */
  readonly attached: () => boolean;
}

/** Forwards an audio element's events as MediaSink events (times relative to the current track). */
export function forwardElementEvents(element: HTMLMediaElement, events: EventEmitter<MediaSinkEvents>, hooks: ElementEventHooks): Cancel {
  const handlers: Record<string, () => void> = {
    playing: () => events.emit('playing', undefined),
    pause: () => events.emit('paused', undefined),
    waiting: () => events.emit('waiting', undefined),
    ended: () => events.emit('ended', undefined),
    timeupdate: () => {
      hooks.onTime();
      events.emit('timeupdate', { currentTime: hooks.currentTime() });
    },
    progress: () => events.emit('progress', { bufferedEnd: hooks.bufferedEnd() }),
    volumechange: () => events.emit('volumechange', { volume: element.volume, muted: element.muted }),
    ratechange: () => events.emit('ratechange', { rate: element.playbackRate }),
    error: () => {
      if (!hooks.attached()) return;
      // MEDIA_ERR_SRC_NOT_SUPPORTED (4): the element cannot play this at all (001 §8 UNSUPPORTED_ERROR).
      const kind = element.error?.code === 4 ? 'unsupported' : 'decode';
      events.emit('error', { kind, message: element.error?.message || `Media error ${element.error?.code ?? ''}`, fatal: true, cause: element.error });
    },
  };
  for (const [name, handler] of Object.entries(handlers)) element.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) element.removeEventListener(name, handler);
  };
}
