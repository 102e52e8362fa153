// Loaded with the first episode, podcast or audiobook queued (a feature, services/features):
// most pages queue only music, so the podcasts and books clients stay out of the first download.
import { BooksClient } from '../../domain/api/clients/books.client.ts';
import { PodcastsClient } from '../../domain/api/clients/podcasts.client.ts';
import type { DataContext } from '../../domain/api/data-context.ts';
import type { DataRecord } from '../../domain/api/data-record.ts';
import type { MediaItemDescriptor } from '../../domain/media-item/media-item.types.ts';
import { descriptorOf, type MediaCatalogReads } from './queue-content.loader.ts';

/**
 * What episodes, podcasts and audiobooks queue as, from the podcasts and books catalogues
 * (002 §7) over `context`: a podcast queues its episodes (its `episodes` relationship, every
 * page), never `tracks`.
 *
 * @example
 * const media = features.start(MediaCataloguesFeature, ({ createMediaCatalogReads }) => createMediaCatalogReads(context));
 */
export function createMediaCatalogReads(context: DataContext): MediaCatalogReads {
  const podcasts = new PodcastsClient(context);
  const books = new BooksClient(context);
  return {
    itemsFor: async (resource, ids) => {
      if (resource === 'audio-books') return (await books.audioBooks(ids)).map((record) => descriptorOf(record));
      if (resource === 'podcast-episodes') return (await podcasts.episodes(ids)).map((record) => descriptorOf(record));
      const shows = await podcasts.podcasts(ids);
      return (await Promise.all(shows.map((show) => episodesOf(podcasts, show)))).flat();
    },
  };
}

/** A podcast's episodes: those it came with, or every page when it has more (a `next` link). */
async function episodesOf(podcasts: PodcastsClient, show: DataRecord): Promise<MediaItemDescriptor[]> {
  const related = show.relationships['episodes'] as { data?: unknown[]; next?: string } | undefined;
  const records = related?.next || !related?.data ? await podcasts.allEpisodesOf(show.id) : related.data;
  const name = typeof show.attributes['name'] === 'string' ? show.attributes['name'] : undefined;
  return records.map((record) => descriptorOf(record, { id: show.id, type: show.type, ...(name ? { name } : {}) }));
}
