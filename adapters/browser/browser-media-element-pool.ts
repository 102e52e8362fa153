import { MEDIA_ELEMENT_DEFAULTS, MEDIA_ELEMENT_POOL_SIZE } from '@mediakit/core';

/**
 * A handle to a pooled element. The pool is the browser host's own business (the core never
 * asks for an element), so its types live here and not as a core port (docs/decisions.md).
 */
export interface PooledMediaElement {
  readonly kind: 'audio' | 'video';
  readonly id: string;
}

/**
 * Media elements created on demand (never at import, so SSR is safe), configured as 001 §2 and
 * §9 say: hidden audio attached to the body with a player identifier, no native controls,
 * inline video, volume 1, rate 1, preload metadata, autoplay off. Released elements are reused.
 */
export class BrowserMediaElementPool {
  readonly #elements = new Map<string, HTMLMediaElement>();
  readonly #free: Record<'audio' | 'video', PooledMediaElement[]> = { audio: [], video: [] };
  #created = 0;

  acquire(kind: 'audio' | 'video'): PooledMediaElement {
    const reused = this.#free[kind].pop();
    if (reused) return reused;
    if (this.#created >= MEDIA_ELEMENT_POOL_SIZE) throw new RangeError(`The media element pool is limited to ${MEDIA_ELEMENT_POOL_SIZE} elements`);
    const id = `mediakit-${kind}-player-${++this.#created}`;
    const element = document.createElement(kind);
    element.id = id;
    element.controls = false;
    element.autoplay = MEDIA_ELEMENT_DEFAULTS.autoplay;
    element.preload = MEDIA_ELEMENT_DEFAULTS.preload;
    element.volume = MEDIA_ELEMENT_DEFAULTS.volume;
    element.playbackRate = MEDIA_ELEMENT_DEFAULTS.playbackRate;
    element.crossOrigin = 'anonymous';
    if (element instanceof HTMLVideoElement) element.playsInline = true;
    else {
      element.hidden = true;
      document.body.appendChild(element);
    }
    this.#elements.set(id, element);
    return { kind, id };
  }

  release(handle: PooledMediaElement): void {
    const element = this.#elements.get(handle.id);
    if (!element) return;
    element.pause();
    this.#free[handle.kind].push(handle);
  }

  /** The DOM element behind a handle, for adapters wired to this pool by a host. */
  elementFor(handle: PooledMediaElement): HTMLMediaElement {
    const element = this.#elements.get(handle.id);
    if (!element) throw new RangeError(`Unknown media element ${handle.id}`);
    return element;
  }

  get size(): number {
    return this.#created;
  }
}
