// 000 §1 full or preview, and issue 17: foreseeing which kind of source an item will resolve to,
// so its backend loads while the play service and manifests are asked.
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '@mediakit/adapters/node';
import { FeatureService, MediaItem, MKError, PlaybackType, type PlaybackSource } from '@mediakit/core';
import { PreviewSourceResolver } from '@mediakit/core/internal';
import { FullOrPreviewSourceResolver } from '../../../../core/src/services/playback/full-playback.resolver.ts';
import { fullPlayback } from '../../../../core/src/services/playback/full-playback.warm-up.ts';
import type { GaplessSources } from '../../../../core/src/services/playback/gapless-source.resolver.ts';
import { gaplessItemOf } from '../../../../core/src/services/playback/gapless-item.ts';

const song = (): MediaItem => new MediaItem({ id: '7', type: 'songs', attributes: { name: 'Seven', playParams: { id: '7', kind: 'song' }, previews: [{ url: 'https://x/7.m3u8' }] } });

const SEGMENTS = { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: 'https://x/init.mp4' }, segments: [], duration: 30, keys: [] };

/** Backends as the browser host lists them: the gapless engine takes segment lists, hls.js bare URLs. */
const gaplessThenHlsjs = { select: (source: PlaybackSource) => (source.stream ? 'mse-audio' : 'hlsjs') };

function setup(eligible: boolean, options: { backends?: { select(source: PlaybackSource): unknown }; previewFails?: boolean } = {}) {
  let checks = 0;
  const resolved: string[] = [];
  const previews: string[] = [];
  const prepared: Array<string | undefined> = [];
  const full = {
    resolve: async (item: MediaItem): Promise<PlaybackSource> => {
      resolved.push(item.id);
      return { url: 'https://play/7.m3u8', kind: 'audio', format: 'hls', encrypted: true };
    },
    resolvePreview: async (preview: PlaybackSource): Promise<PlaybackSource> => {
      previews.push(preview.url);
      if (options.previewFails) throw new Error('not fMP4');
      return { ...preview, stream: SEGMENTS };
    },
    prepareNextOf: async (item: MediaItem | undefined) => (prepared.push(item?.id), null),
    didTransition: () => undefined,
    playbackDataOf: async (item: MediaItem) => {
      const { adamId } = gaplessItemOf(item);
      return { itemName: `Full ${adamId}`, URL: `https://play/${adamId}.m3u8` };
    },
  };
  const resolver = new FullOrPreviewSourceResolver(
    new FeatureService('gapless source', async () => full, new MemoryLogger()),
    new PreviewSourceResolver(),
    {
      isEligible: async () => {
        checks++;
        return eligible;
      },
    },
    options.backends,
  );
  return { resolver, resolved, previews, prepared, checks: () => checks };
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

// issue 17 (docs/decisions.md): a clear HLS audio preview plays on the gapless engine when the
// configured backends would rather take it as a segment list; 000 §1 it stays a preview.
describe('FullOrPreviewSourceResolver: previews on the gapless engine (issue 17)', () => {
  it('signed out, with the gapless engine first, the preview is foreseen and resolved as a segment list', async () => {
    const { resolver, previews, resolved } = setup(false, { backends: gaplessThenHlsjs });
    const item = song();
    expect(await resolver.foresee(item)).toMatchObject({ url: 'https://x/7.m3u8', kind: 'audio', format: 'hls', stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"' } });
    expect(previews).toEqual([]);
    const source = await resolver.resolve(item);
    expect(source).toEqual({ url: 'https://x/7.m3u8', kind: 'audio', format: 'hls', encrypted: false, stream: SEGMENTS });
    expect(previews).toEqual(['https://x/7.m3u8']);
    expect(resolved).toEqual([]);
    expect(item.playbackType).toBe(PlaybackType.preview);
  });

  it('a preview the gapless engine cannot read plays as its bare URL (the next backend reads it)', async () => {
    const { resolver } = setup(false, { backends: gaplessThenHlsjs, previewFails: true });
    expect(await resolver.resolve(song())).toEqual({ url: 'https://x/7.m3u8', kind: 'audio', format: 'hls', encrypted: false });
  });

  it('when one backend plays both alike (hls.js only), the preview is not read ahead', async () => {
    const { resolver, previews } = setup(false, { backends: { select: () => 'hlsjs' } });
    const item = song();
    expect(await resolver.resolve(item)).toEqual({ url: 'https://x/7.m3u8', kind: 'audio', format: 'hls', encrypted: false });
    expect(await resolver.foresee(item)).toEqual(await resolver.resolve(item));
    expect(previews).toEqual([]);
  });

  it('a music video\'s preview stays a bare URL for the video backends', async () => {
    const { resolver, previews } = setup(false, { backends: gaplessThenHlsjs });
    const video = new MediaItem({ id: '9', type: 'music-videos', attributes: { name: 'Nine', playParams: { id: '9', kind: 'musicVideo' }, previews: [{ url: 'https://x/9.m3u8' }] } });
    expect(await resolver.resolve(video)).toMatchObject({ kind: 'video', url: 'https://x/9.m3u8' });
    expect(previews).toEqual([]);
  });
});

describe('full-playback.warm-up.ts: a queue of songs is being set (issue 17)', () => {
  const unused = { resolve: async () => Promise.reject(new Error('unused')), prepareNextOf: async () => null, didTransition: () => undefined, playbackDataOf: async () => Promise.reject(new Error('unused')) };
  /** The full-or-preview feature over `full`, and the warm-up the main script runs without its code. */
  function warmUpOf(full: FeatureService<GaplessSources>, eligible: boolean, backends: { select(source: PlaybackSource): unknown }) {
    let choiceLoads = 0;
    const choice = new FeatureService('full or preview', async () => (choiceLoads++, new FullOrPreviewSourceResolver(full, new PreviewSourceResolver(), { isEligible: async () => eligible }, backends)), new MemoryLogger());
    return { playback: fullPlayback(choice, full, backends), choiceLoads: () => choiceLoads };
  }

  it('with the gapless engine configured, foresees a segment list at once and loads the reader of such sources and the choice beside it', async () => {
    let loads = 0;
    const full = new FeatureService('gapless source', async () => (loads++, unused), new MemoryLogger());
    const { playback, choiceLoads } = warmUpOf(full, false, gaplessThenHlsjs);
    expect(playback.warmUp()).toMatchObject({ kind: 'audio', format: 'hls', stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"' } });
    await full.get();
    await playback.preparer.get();
    expect([loads, choiceLoads()]).toEqual([1, 1]);
  });

  it('issue 17: an eligible listener\'s first catalogue song is prepared ahead; ineligible listeners and library ids are not', async () => {
    const run = async (eligible: boolean, songId: string): Promise<unknown[]> => {
      const ahead: unknown[] = [];
      const full = new FeatureService('gapless source', async () => ({ ...unused, prepareAhead: (item: unknown) => void ahead.push(item) }), new MemoryLogger());
      warmUpOf(full, eligible, gaplessThenHlsjs).playback.warmUp(songId);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return ahead;
    };
    expect(await run(true, '1440857781')).toEqual([{ id: '1440857781', adamId: '1440857781' }]);
    expect(await run(false, '1440857781')).toEqual([]);
    expect(await run(true, 'i.Zp1aB2')).toEqual([]);
  });

  it('with no backend for segment lists, nothing is foreseen and the full-track code is not loaded', async () => {
    let loads = 0;
    const full = new FeatureService('gapless source', async () => (loads++, unused), new MemoryLogger());
    const { playback } = warmUpOf(full, false, { select: () => null });
    expect(playback.warmUp()).toBeNull();
    await playback.preparer.get();
    expect(loads).toBe(0);
  });

  it('issue 17: the warm-up hands out the key-system order for a listener who plays full tracks only', async () => {
    const order = ['com.apple.fps', 'com.widevine.alpha', 'org.w3.clearkey'];
    const run = async (eligible: boolean): Promise<Array<readonly string[]>> => {
      const told: Array<readonly string[]> = [];
      const full = new FeatureService('gapless source', async () => ({ ...unused, keySystemOrder: () => order }), new MemoryLogger());
      warmUpOf(full, eligible, gaplessThenHlsjs).playback.warmUp(undefined, (keySystems) => told.push(keySystems));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return told;
    };
    expect(await run(true)).toEqual([order]);
    expect(await run(false)).toEqual([]);
  });

  it('a queue of any kind being set loads the choice, and nothing else', async () => {
    let loads = 0;
    const full = new FeatureService('gapless source', async () => (loads++, unused), new MemoryLogger());
    const { playback, choiceLoads } = warmUpOf(full, false, gaplessThenHlsjs);
    playback.queueAhead();
    await playback.preparer.get();
    expect([choiceLoads(), loads]).toEqual([1, 0]);
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
