import { EventEmitter, MKError, type Cancel, type PlaybackTargets, type PlaybackTargetsEvents } from '@mediakit/core';

/** Safari's AirPlay API on media elements, older than Remote Playback and still the one it fires. */
interface WebKitPlaybackTargetElement {
  webkitShowPlaybackTargetPicker?: () => void;
  readonly webkitCurrentPlaybackTargetIsWireless?: boolean;
}

/** The Remote Playback state that means the media plays on the remote device. */
const CONNECTED: RemotePlaybackState = 'connected';

/**
 * Remote playback of one media element (AirPlay, Cast): the W3C Remote Playback API where the
 * browser has it (`element.remote`), Safari's webkit AirPlay events where it has those, since
 * Safari reports AirPlay availability only through them.
 */
export class ElementPlaybackTargets implements PlaybackTargets {
  readonly #element: HTMLMediaElement & WebKitPlaybackTargetElement;
  readonly #events = new EventEmitter<PlaybackTargetsEvents>();
  readonly #detach: Cancel[] = [];
  #available = false;
  #wireless = false;
  #destroyed = false;

  constructor(element: HTMLMediaElement) {
    this.#element = element;
    if (typeof this.#element.webkitShowPlaybackTargetPicker === 'function') this.#watchWebKit();
    else if (element.remote) this.#watchRemote(element.remote);
  }

  get available(): boolean {
    return this.#available;
  }

  get wireless(): boolean {
    return this.#wireless;
  }

  async showPicker(): Promise<void> {
    const element = this.#element;
    if (typeof element.webkitShowPlaybackTargetPicker === 'function') {
      element.webkitShowPlaybackTargetPicker();
      return;
    }
    try {
      await element.remote.prompt();
    } catch (error) {
      // NotSupportedError: this element (or this browser) cannot play remotely at all; other
      // refusals (no user gesture, no device, picker dismissed) reach the app as the browser sent them.
      if (error instanceof Error && error.name === 'NotSupportedError') throw new MKError(MKError.UNSUPPORTED_ERROR, `Remote playback is not supported here: ${error.message}`);
      throw error;
    }
  }

  on<E extends keyof PlaybackTargetsEvents>(event: E, listener: (payload: PlaybackTargetsEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  destroy(): void {
    this.#destroyed = true;
    for (const detach of this.#detach.splice(0)) detach();
  }

  #watchWebKit(): void {
    const element = this.#element;
    this.#listen(element, 'webkitplaybacktargetavailabilitychanged', (event) => {
      this.#setAvailable((event as Event & { readonly availability?: string }).availability === 'available');
    });
    this.#listen(element, 'webkitcurrentplaybacktargetiswirelesschanged', () => this.#setWireless(element.webkitCurrentPlaybackTargetIsWireless === true));
  }

  #watchRemote(remote: RemotePlayback): void {
    const follow = (): void => this.#setWireless(remote.state === CONNECTED);
    for (const name of ['connecting', 'connect', 'disconnect'] as const) this.#listen(remote, name, follow);
    follow();
    remote
      .watchAvailability((available) => this.#setAvailable(available))
      .then((id) => {
        const cancel = (): void => void remote.cancelWatchAvailability(id).catch(() => undefined);
        if (this.#destroyed) cancel();
        else this.#detach.push(cancel);
      })
      // NotSupportedError: the browser cannot watch continuously (a low-end device, or the
      // element disables remote playback); no target is then reported available, the picker may still work.
      .catch(() => undefined);
  }

  #listen(target: EventTarget, name: string, listener: (event: Event) => void): void {
    target.addEventListener(name, listener);
    this.#detach.push(() => target.removeEventListener(name, listener));
  }

  #setAvailable(available: boolean): void {
    if (this.#destroyed || available === this.#available) return;
    this.#available = available;
    this.#events.emit('availabilityChanged', { available });
  }

  #setWireless(wireless: boolean): void {
    if (this.#destroyed || wireless === this.#wireless) return;
    this.#wireless = wireless;
    this.#events.emit('wirelessChanged', { wireless });
  }
}

/** The playback targets of an element, or undefined where the browser has no remote playback. */
export function playbackTargetsOf(element: HTMLMediaElement): ElementPlaybackTargets | undefined {
  const webkit = typeof (element as WebKitPlaybackTargetElement).webkitShowPlaybackTargetPicker === 'function';
  return webkit || element.remote ? new ElementPlaybackTargets(element) : undefined;
}
