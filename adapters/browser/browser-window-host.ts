import type { Cancel, FrameHandle, PopupFeatures, PopupHandle, WindowHost, WindowMessage } from '@mediakit/core';

/** 000 §2: every pop-up chrome feature off. */
const DISABLED_FEATURES = ['menubar', 'resizable', 'scrollbars', 'status', 'toolbar'] as const;

/**
 * The `window.open` features string: the size, the position centred on the opener unless given,
 * and menubar, resizable, scrollbars, status and toolbar off (000 §2).
 *
 * @example
 * popupFeaturesString({ width: 650, height: 650 }, { screenX: 0, screenY: 0, outerWidth: 1250, outerHeight: 950 });
 * // 'width=650,height=650,left=300,top=150,menubar=no,resizable=no,scrollbars=no,status=no,toolbar=no'
 */
export function popupFeaturesString(
  features: PopupFeatures,
  opener: { readonly screenX: number; readonly screenY: number; readonly outerWidth: number; readonly outerHeight: number },
): string {
  const left = features.left ?? Math.round(opener.screenX + (opener.outerWidth - features.width) / 2);
  const top = features.top ?? Math.round(opener.screenY + (opener.outerHeight - features.height) / 2);
  return [
    `width=${features.width}`,
    `height=${features.height}`,
    `left=${Math.max(0, left)}`,
    `top=${Math.max(0, top)}`,
    ...DISABLED_FEATURES.map((feature) => `${feature}=no`),
  ].join(',');
}

/**
 * The WindowHost port on the real window (000 §2, §4, §7): pop-ups with their closed state,
 * hidden POST forms into the pop-up's named target, the hidden auth-bridge frame, messages
 * with the origin the browser reports and whether their sender is a pop-up or frame this host
 * opened, the address hash (cleared with history.replaceState, no reload), visibility and
 * pagehide.
 *
 * @example
 * const host = new BrowserWindowHost(window);
 * host.onMessage(({ origin, source, data }) => ...);
 */
export class BrowserWindowHost implements WindowHost {
  readonly #window: Window;
  readonly #popups = new Set<Window>();
  readonly #frames = new Set<HTMLIFrameElement>();

  constructor(win: Window = window) {
    this.#window = win;
  }

  get origin(): string {
    return this.#window.location.origin;
  }

  openPopup(url: string, target: string, features: PopupFeatures): PopupHandle | null {
    const popup = this.#window.open(url, target, popupFeaturesString(features, this.#window));
    if (!popup) return null;
    this.#popups.add(popup);
    return {
      get closed() {
        return popup.closed;
      },
      close: () => {
        popup.close();
        this.#popups.delete(popup);
      },
      postMessage: (message, targetOrigin) => popup.postMessage(message, targetOrigin),
    };
  }

  submitForm(action: string, fields: Readonly<Record<string, string>>, target: string): void {
    const document = this.#window.document;
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = action;
    form.target = target;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    try {
      form.submit();
    } finally {
      form.remove();
    }
  }

  openHiddenFrame(url: string): FrameHandle {
    const document = this.#window.document;
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = 'MediaKit auth bridge';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'display:none;width:0;height:0;border:0;position:absolute';
    document.body.append(frame);
    this.#frames.add(frame);
    return {
      postMessage: (message, targetOrigin) => frame.contentWindow?.postMessage(message, targetOrigin),
      remove: () => {
        frame.remove();
        this.#frames.delete(frame);
      },
    };
  }

  onMessage(listener: (message: WindowMessage) => void): Cancel {
    const handler = (event: MessageEvent): void => {
      listener({ origin: event.origin, data: event.data as unknown, source: this.#sourceOf(event.source) });
    };
    this.#window.addEventListener('message', handler);
    return () => this.#window.removeEventListener('message', handler);
  }

  get hash(): string {
    return this.#window.location.hash.replace(/^#/, '');
  }

  clearHash(): void {
    const { history, location } = this.#window;
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }

  get address(): string {
    const { location } = this.#window;
    return `${location.origin}${location.pathname}${location.search}`;
  }

  navigate(url: string): void {
    this.#window.location.assign(url);
  }

  get visibility(): 'visible' | 'hidden' {
    return this.#window.document.visibilityState === 'hidden' ? 'hidden' : 'visible';
  }

  onVisibilityChange(listener: (visibility: 'visible' | 'hidden') => void): Cancel {
    const handler = (): void => listener(this.visibility);
    this.#window.document.addEventListener('visibilitychange', handler);
    return () => this.#window.document.removeEventListener('visibilitychange', handler);
  }

  get online(): boolean {
    return this.#window.navigator.onLine;
  }

  onOnline(listener: () => void): Cancel {
    const handler = (): void => listener();
    this.#window.addEventListener('online', handler);
    return () => this.#window.removeEventListener('online', handler);
  }

  onUnload(listener: () => void): Cancel {
    const handler = (): void => listener();
    this.#window.addEventListener('pagehide', handler);
    return () => this.#window.removeEventListener('pagehide', handler);
  }

  openExternal(url: string): void {
    this.#window.open(url, '_blank', 'noopener');
  }

  // A WindowProxy stays the same object across the pop-up's navigations, so identity is enough.
  #sourceOf(source: MessageEventSource | null): WindowMessage['source'] {
    if (source === null) return 'other';
    for (const popup of this.#popups) if (popup === source) return 'popup';
    for (const frame of this.#frames) if (frame.contentWindow === source) return 'frame';
    return 'other';
  }
}
