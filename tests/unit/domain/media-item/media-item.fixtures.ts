// Builders shared by the media-item, queue and playback tests.
import { MemoryLogger, SeededRandom } from '@mediakit/adapters/node';
import { MediaItem, type MediaItemAttributes, type MediaItemContext } from '../../../../core/src/domain/media-item/index.ts';

export interface TestContext {
  readonly logger: MemoryLogger;
  readonly random: SeededRandom;
  readonly context: MediaItemContext;
}

export function testContext(seed = 1, extra: Partial<MediaItemContext> = {}): TestContext {
  const logger = new MemoryLogger();
  const random = new SeededRandom(seed);
  return { logger, random, context: { logger, random, ...extra } };
}

const sharedContext = testContext(99).context;

/** A playable catalogue song (playParams, 200 s). */
export function song(id: string, attributes: MediaItemAttributes = {}, context: MediaItemContext = sharedContext): MediaItem {
  return new MediaItem(
    {
      id,
      type: 'songs',
      attributes: { name: `Song ${id}`, playParams: { id, kind: 'song' }, durationInMillis: 200_000, ...attributes },
    },
    context,
  );
}

/** A playable explicit song. */
export function explicitSong(id: string, context: MediaItemContext = sharedContext): MediaItem {
  return song(id, { contentRating: 'explicit' }, context);
}

/** A song with neither playParams nor previews: not playable in any mode. */
export function unplayableSong(id: string, context: MediaItemContext = sharedContext): MediaItem {
  return new MediaItem({ id, type: 'songs', attributes: { name: `Unplayable ${id}` } }, context);
}

/** A song with only a preview: playable unless the mode is FULL_PLAYBACK_ONLY. */
export function previewOnlySong(id: string, context: MediaItemContext = sharedContext): MediaItem {
  return new MediaItem({ id, type: 'songs', attributes: { name: `Preview ${id}`, previews: [{ url: `https://p/${id}.m4a` }] } }, context);
}

export function ids(items: readonly MediaItem[]): string[] {
  return items.map((item) => item.id);
}
