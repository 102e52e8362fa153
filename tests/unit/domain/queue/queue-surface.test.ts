import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@mediakit/adapters/node';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { Queue } from '../../../../core/src/domain/queue/index.ts';

/** Every getter and method name a class instance answers to, through its prototype chain. */
function membersOf(value: object): Set<string> {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(value); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
  }
  return names;
}

describe('MUSICKIT-SURFACE names', () => {
  it('MUSICKIT-SURFACE MediaItem: every getter and method of the public surface exists', () => {
    const members = membersOf(new MediaItem());
    const surface = [
      'id', 'type', 'title', 'artistName', 'albumName', 'albumInfo', 'info', 'attributes', 'artwork', 'artworkURL', 'contentRating',
      'discNumber', 'trackNumber', 'isrc', 'releaseDate', 'playlistName', 'playlistArtworkURL', 'playbackDuration', 'previewURL',
      'isExplicitItem', 'isPlayable', 'isPreparedToPlay', 'state', 'container', 'context', 'assets', 'flavor', 'keyURLs',
      'hlsMetadata', 'songId', 'isCloudUpload', 'isLiveRadioStation', 'prepareToPlay', 'isEqual', 'restrict',
      'addEventListener', 'removeEventListener',
    ];
    expect(surface.filter((name) => !members.has(name))).toEqual([]);
  });

  it('MUSICKIT-SURFACE Queue: every property and method of the public surface exists, plus move, remove and insertAt', () => {
    const members = membersOf(new Queue({ random: new SeededRandom(1) }));
    const surface = [
      'items', 'length', 'isEmpty', 'position', 'currentItem', 'nextPlayableItem', 'nextPlayableItemIndex', 'previousPlayableItem',
      'previousPlayableItemIndex', 'hasAutoplayStation', 'isRestricted', 'append', 'prepend', 'indexForItem', 'item', 'remove',
      'shuffle', 'unshuffle', 'reset', 'addEventListener', 'removeEventListener', 'move', 'insertAt',
    ];
    expect(surface.filter((name) => !members.has(name))).toEqual([]);
  });
});
