// 000 §1 full or preview, and issue 17: foreseeing which kind of source an item will resolve to,
// so its backend loads while the play service and manifests are asked.
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '@mediakit/adapters/node';
import { FeatureService, MediaItem, type PlaybackSource } from '@mediakit/core';
import { PreviewSourceResolver } from '@mediakit/core/internal';
import { FullOrPreviewSourceResolver } from '../../../../core/src/services/playback/full-playback.resolver.ts';

const song = (): MediaItem => new MediaItem({ id: '7', type: 'songs', attributes: { name: 'Seven', playParams: { id: '7', kind: 'song' }, previews: [{ url: 'https://x/7.m3u8' }] } });

function setup(eligible: boolean) {
  let checks = 0;
  const resolved: string[] = [];
  const prepared: Array<string | undefined> = [];
  const full = {
    resolve: async (item: MediaItem): Promise<PlaybackSource> => {
      resolved.push(item.id);
      return { url: 'https://play/7.m3u8', kind: 'audio', format: 'hls', encrypted: true };
    },
    prepareNext: async (item: { id: string } | undefined) => (prepared.push(item?.id), null),
    didTransition: () => undefined,
  };
  const resolver = new FullOrPreviewSourceResolver(new FeatureService('gapless source', async () => full, new MemoryLogger()), new PreviewSourceResolver(), {
    isEligible: async () => {
      checks++;
      return eligible;
    },
  });
  return { resolver, resolved, prepared, checks: () => checks };
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

const musicVideo = (): MediaItem =>
  new MediaItem({ id: '1700000001', type: 'music-videos', attributes: { name: 'Clip', playParams: { id: '1700000001', kind: 'musicVideo' }, previews: [{ url: 'https://x/mv.m3u8' }] } });

describe('issue 20: every video kind plays in full for subscribers; only songs are prepared ahead (002 §9 seamless transitions)', () => {
  it('a subscriber\'s music video resolves through the full path and is foreseen as a video', async () => {
    const { resolver, resolved } = setup(true);
    const item = musicVideo();
    expect(await resolver.foresee(item)).toMatchObject({ kind: 'video', format: 'hls' });
    await resolver.resolve(item);
    expect(resolved).toEqual(['1700000001']);
    expect(item.playbackType).toBe(3); // PlaybackType.encryptedFull (the full resolver's source is encrypted)
  });

  it('signed out, the music video plays its preview', async () => {
    const { resolver, resolved } = setup(false);
    const source = await resolver.resolve(musicVideo());
    expect(source).toMatchObject({ url: 'https://x/mv.m3u8', kind: 'video' });
    expect(resolved).toEqual([]);
  });

  it('a music video after a song is not prepared for a seamless join', async () => {
    const { resolver, prepared } = setup(true);
    await resolver.resolve(song());
    expect(await resolver.prepareNextItem(musicVideo())).toBeNull();
    // Only "nothing next" reaches the full-track resolver: the song's prepared next is dropped.
    expect(prepared).toEqual([undefined]);
    await resolver.prepareNextItem(song());
    expect(prepared).toEqual([undefined, '7']);
  });
});
