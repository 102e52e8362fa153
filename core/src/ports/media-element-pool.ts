/**
 * Pre-created media elements (001 §9: up to 100), so playback started from a user gesture can
 * keep its permission on later elements. The element type is opaque to the core.
 */
export interface MediaElementPool {
  acquire(kind: 'audio' | 'video'): PooledMediaElement;
  release(element: PooledMediaElement): void;
  readonly size: number;
}
export const MediaElementPool: unique symbol = Symbol.for('mediakit.MediaElementPool');

/** A handle the adapters resolve to their platform element. */
export interface PooledMediaElement {
  readonly kind: 'audio' | 'video';
  readonly id: string;
}
