import type { Cancel, EventEmitter, MediaSinkEvents } from '@mediakit/core';

/** Forwards an HTMLMediaElement's events as MediaSink events; returns the detach function. */
export function mediaElementEvents(element: HTMLMediaElement, events: EventEmitter<MediaSinkEvents>): Cancel {
  const handlers: Record<string, () => void> = {
    playing: () => events.emit('playing', undefined),
    pause: () => events.emit('paused', undefined),
    waiting: () => events.emit('waiting', undefined),
    ended: () => events.emit('ended', undefined),
    timeupdate: () => events.emit('timeupdate', { currentTime: element.currentTime }),
    durationchange: () => events.emit('durationchange', { duration: element.duration }),
    progress: () => {
      const { buffered } = element;
      events.emit('progress', { bufferedEnd: buffered.length > 0 ? buffered.end(buffered.length - 1) : 0 });
    },
    volumechange: () => events.emit('volumechange', { volume: element.volume, muted: element.muted }),
    ratechange: () => events.emit('ratechange', { rate: element.playbackRate }),
  };
  for (const [name, handler] of Object.entries(handlers)) element.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) element.removeEventListener(name, handler);
  };
}
