// The listener's library (002 §7) as a feature: its client, and how `setQueue` reads library ids
// (000 §5: a., i., l., p.) into queue items. A page that queues catalogue ids never loads it.
import type { LibraryClient } from '../../domain/api/clients/library.client.ts';
import { descriptorOf } from './queue-content.loader.ts';
import type { MediaItemDescriptor } from '../../domain/media-item/media-item.types.ts';

export { LibraryClient } from '../../domain/api/clients/library.client.ts';

/**
 * The queue items of library `ids` of `resource`: the resources themselves, or a container's
 * tracks (an album, a playlist), each with the container it was read from.
 *
 * @example
 * await libraryItemsFor(library, { resource: 'albums', container: true }, ['l.abc']);
 */
export async function libraryItemsFor(
  library: Pick<LibraryClient, 'resources' | 'resource'>,
  type: { readonly resource: string; readonly container: boolean },
  ids: readonly string[],
): Promise<MediaItemDescriptor[]> {
  if (!type.container) return (await library.resources(type.resource, ids)).map((record) => descriptorOf(record));
  const containers = await Promise.all(ids.map((id) => library.resource(type.resource, id, { include: 'tracks' })));
  return containers.flatMap((container) => {
    const tracks = (container.relationships['tracks'] as { data?: unknown[] } | undefined)?.data ?? [];
    const name = typeof container.attributes['name'] === 'string' ? container.attributes['name'] : undefined;
    return tracks.map((record) => descriptorOf(record, { id: container.id, type: container.type, ...(name ? { name } : {}) }));
  });
}
