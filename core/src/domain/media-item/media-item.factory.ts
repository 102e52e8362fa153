import type { MediaItemContext } from './media-item-context.ts';
import { MediaItem } from './media-item.ts';
import type { MediaItemDescriptor } from './media-item.types.ts';

/**
 * Builds media items that share one context (Random, Logger, flags, preparer): what services
 * and the queue use instead of `new MediaItem(descriptor)`.
 *
 * @example
 * const items = new MediaItemFactory({ random, logger });
 * const item = items.create({ id: '1', type: 'songs', attributes });
 */
export class MediaItemFactory {
  readonly #context: MediaItemContext;

  constructor(context: MediaItemContext) {
    this.#context = context;
  }

  get context(): MediaItemContext {
    return this.#context;
  }

  create(descriptor: MediaItemDescriptor = {}): MediaItem {
    return new MediaItem(descriptor, this.#context);
  }

  /** An item as is, or a new one built from a descriptor. */
  from(itemOrDescriptor: MediaItem | MediaItemDescriptor): MediaItem {
    return itemOrDescriptor instanceof MediaItem ? itemOrDescriptor : this.create(itemOrDescriptor);
  }
}
