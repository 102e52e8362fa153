import type { Cancel, FrameHandle, PopupFeatures, PopupHandle, WindowHost, WindowMessage } from '@mediakit/core';

/** Something the page posted to a pop-up or frame, with the target origin it named. */
export interface PostedMessage {
  readonly message: unknown;
  readonly targetOrigin: string;
}

/** A pop-up the page opened; the test plays the provider's page and the listener. */
export class ScriptedPopup implements PopupHandle {
  readonly url: string;
  readonly target: string;
  readonly features: PopupFeatures;
  /** What the page posted to this pop-up. */
  readonly received: PostedMessage[] = [];
  #closed = false;
  #closedByPage = false;
  readonly #host: ScriptedWindowHost;

  constructor(host: ScriptedWindowHost, url: string, target: string, features: PopupFeatures) {
    this.#host = host;
    this.url = url;
    this.target = target;
    this.features = features;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Whether the page (not the listener) closed it. */
  get closedByPage(): boolean {
    return this.#closedByPage;
  }

  close(): void {
    if (!this.#closed) this.#closedByPage = true;
    this.#closed = true;
  }

  postMessage(message: unknown, targetOrigin: string): void {
    this.received.push({ message, targetOrigin });
  }

  /** The listener closes the window. */
  closeByUser(): void {
    this.#closed = true;
  }

  /** The pop-up's page posts to the opener from `origin`. */
  post(data: unknown, origin: string): void {
    this.#host.post(data, { origin, source: 'popup' });
  }
}

/** A hidden frame the page added (the auth bridge). */
export class ScriptedFrame implements FrameHandle {
  readonly url: string;
  readonly received: PostedMessage[] = [];
  removed = false;
  readonly #host: ScriptedWindowHost;

  constructor(host: ScriptedWindowHost, url: string) {
    this.#host = host;
    this.url = url;
  }

  postMessage(message: unknown, targetOrigin: string): void {
    if (!this.removed) this.received.push({ message, targetOrigin });
  }

  remove(): void {
    this.removed = true;
  }

  /** The frame's page posts to its parent from `origin`. */
  post(data: unknown, origin: string): void {
    this.#host.post(data, { origin, source: 'frame' });
  }
}

export interface ScriptedWindowHostOptions {
  readonly origin?: string;
  readonly hash?: string;
}

/**
 * The WindowHost fake for Node: a test opens and answers pop-ups, plays the bridge frame, and
 * posts messages from chosen origins and sources. Nothing happens unless the test says so.
 *
 * @example
 * const host = new ScriptedWindowHost({ origin: 'https://app.example' });
 * const pending = auth.authorize();
 * await flushMicrotasks();
 * host.lastPopup!.post({ action: 'decline' }, 'https://authorize.music.apple.com');
 */
export class ScriptedWindowHost implements WindowHost {
  readonly origin: string;
  readonly popups: ScriptedPopup[] = [];
  readonly frames: ScriptedFrame[] = [];
  readonly forms: Array<{ readonly action: string; readonly fields: Readonly<Record<string, string>>; readonly target: string }> = [];
  readonly externalUrls: string[] = [];
  /** Where `navigate` sent the page (a redirect sign-in), in order. */
  readonly navigations: string[] = [];
  /** When true, openPopup answers null as a pop-up blocker does. */
  blockPopups = false;
  hashClears = 0;
  #hash: string;
  #visibility: 'visible' | 'hidden' = 'visible';
  readonly #messageListeners = new Set<(message: WindowMessage) => void>();
  readonly #visibilityListeners = new Set<(visibility: 'visible' | 'hidden') => void>();
  readonly #unloadListeners = new Set<() => void>();

  constructor(options: ScriptedWindowHostOptions = {}) {
    this.origin = options.origin ?? 'https://app.example';
    this.#hash = (options.hash ?? '').replace(/^#/, '');
  }

  get lastPopup(): ScriptedPopup | undefined {
    return this.popups.at(-1);
  }

  get lastFrame(): ScriptedFrame | undefined {
    return this.frames.at(-1);
  }

  get messageListenerCount(): number {
    return this.#messageListeners.size;
  }

  openPopup(url: string, target: string, features: PopupFeatures): PopupHandle | null {
    if (this.blockPopups) return null;
    const popup = new ScriptedPopup(this, url, target, features);
    this.popups.push(popup);
    return popup;
  }

  submitForm(action: string, fields: Readonly<Record<string, string>>, target: string): void {
    this.forms.push({ action, fields: { ...fields }, target });
  }

  openHiddenFrame(url: string): FrameHandle {
    const frame = new ScriptedFrame(this, url);
    this.frames.push(frame);
    return frame;
  }

  onMessage(listener: (message: WindowMessage) => void): Cancel {
    this.#messageListeners.add(listener);
    return () => this.#messageListeners.delete(listener);
  }

  /** Delivers a message to the page as the browser would, with this origin and source. */
  post(data: unknown, from: { readonly origin: string; readonly source?: WindowMessage['source'] }): void {
    const message: WindowMessage = { origin: from.origin, data, source: from.source ?? 'other' };
    for (const listener of [...this.#messageListeners]) listener(message);
  }

  get hash(): string {
    return this.#hash;
  }

  setHash(hash: string): void {
    this.#hash = hash.replace(/^#/, '');
  }

  clearHash(): void {
    this.#hash = '';
    this.hashClears += 1;
  }

  get visibility(): 'visible' | 'hidden' {
    return this.#visibility;
  }

  setVisibility(visibility: 'visible' | 'hidden'): void {
    this.#visibility = visibility;
    for (const listener of [...this.#visibilityListeners]) listener(visibility);
  }

  onVisibilityChange(listener: (visibility: 'visible' | 'hidden') => void): Cancel {
    this.#visibilityListeners.add(listener);
    return () => this.#visibilityListeners.delete(listener);
  }

  onUnload(listener: () => void): Cancel {
    this.#unloadListeners.add(listener);
    return () => this.#unloadListeners.delete(listener);
  }

  /** The page is being unloaded (pagehide). */
  unload(): void {
    for (const listener of [...this.#unloadListeners]) listener();
  }

  openExternal(url: string): void {
    this.externalUrls.push(url);
  }

  /** The page's address without hash: its origin and '/'. */
  get address(): string {
    return `${this.origin}/`;
  }

  navigate(url: string): void {
    this.navigations.push(url);
  }
}
