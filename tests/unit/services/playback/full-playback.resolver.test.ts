// 000 §1 full or preview, and issue 17: foreseeing which kind of source an item will resolve to,
// so its backend loads while the play service and manifests are asked.
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '@mediakit/adapters/node';
import { FeatureService, MediaItem, MKError, type PlaybackSource } from '@mediakit/core';
import { PreviewSourceResolver } from '@mediakit/core/internal';
import { FullOrPreviewSourceResolver } from '../../../../core/src/services/playback/full-playback.resolver.ts';

const song = (): MediaItem => new MediaItem({ id: '7', type: 'songs', attributes: { name: 'Seven', playParams: { id: '7', kind: 'song' }, previews: [{ url: 'https://x/7.m3u8' }] } });

function setup(eligible: boolean) {
  let checks = 0;
  const resolved: string[] = [];
  const full = {
    resolve: async (item: MediaItem): Promise<PlaybackSource> => {
      resolved.push(item.id);
      return { url: 'https://play/7.m3u8', kind: 'audio', format: 'hls', encrypted: true };
    },
    prepareNext: async () => null,
    didTransition: () => undefined,
    playbackData: async (item: { adamId: string }) => ({ itemName: `Full ${item.adamId}`, URL: `https://play/${item.adamId}.m3u8` }),
  };
  const resolver = new FullOrPreviewSourceResolver(new FeatureService('gapless source', async () => full, new MemoryLogger()), new PreviewSourceResolver(), {
    isEligible: async () => {
      checks++;
      return eligible;
    },
  });
  return { resolver, resolved, checks: () => checks };
}

describe('FullOrPreviewSourceResolver.foresee (000 §1, issue 17)', () => {
  it('a subscriber\'s song is foreseen as segmented HLS audio, without preparing it', async () => {
    const { resolver, resolved } = setup(true);
    const foreseen = await resolver.foresee(song());
    expect(foreseen).toMatchObject({ kind: 'audio', format: 'hls', stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"' } });
    expect(resolved).toEqual([]);
  });

  it('signed out, the song is foreseen as exactly its preview', async () => {
    const { resolver } = setup(false);
    const item = song();
    expect(await resolver.foresee(item)).toEqual(await resolver.resolve(item));
  });

  it('foresee and resolve of one play share one eligibility check', async () => {
    const { resolver, checks } = setup(true);
    const item = song();
    await Promise.all([resolver.foresee(item), resolver.resolve(item)]);
    expect(checks()).toBe(1);
    await resolver.resolve(item);
    expect(checks()).toBe(2);
  });
});

describe('FullOrPreviewSourceResolver.playbackDataOf: the items\' preparer (002 §4 Preparation, issue 15)', () => {
  it('a subscriber\'s song is prepared through the web-playback data of its full track', async () => {
    const { resolver } = setup(true);
    expect(await resolver.playbackDataOf(song())).toEqual({ itemName: 'Full 7', URL: 'https://play/7.m3u8' });
  });

  it('signed out, the song is prepared as its preview', async () => {
    const { resolver } = setup(false);
    expect(await resolver.playbackDataOf(song())).toEqual({ previewURL: 'https://x/7.m3u8' });
  });

  it('signed out, an item without a preview is CONTENT_UNAVAILABLE (000 §4: the item becomes unavailable)', async () => {
    const { resolver } = setup(false);
    const bare = new MediaItem({ id: '8', type: 'songs', attributes: { name: 'Eight' } });
    await expect(resolver.playbackDataOf(bare)).rejects.toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
  });
});
