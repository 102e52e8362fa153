import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@mediakit/adapters/node';
import { MediaItemState } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { MediaItem, MediaItemFactory, type MediaItemStateChange } from '../../../../core/src/domain/media-item/index.ts';
import { testContext } from './media-item.fixtures.ts';

describe('000 §3 MediaItem: identity', () => {
  it('000 §3 a new item without attributes gets a generated 16-character hex id, type song and playParams {id, kind}', () => {
    const { context } = testContext(7);
    const item = new MediaItem({}, context);
    expect(item.id).toMatch(/^[0-9a-f]{16}$/);
    expect(item.type).toBe('song');
    expect(item.attributes.playParams).toEqual({ id: item.id, kind: 'song' });
  });

  it('000 §9 Random id: ids are drawn from the Random port (same seed, same ids; distinct within a run)', () => {
    const a = testContext(42).context;
    const b = testContext(42).context;
    const first = new MediaItem({}, a);
    expect(new MediaItem({}, b).id).toBe(first.id);
    expect(new MediaItem({}, a).id).not.toBe(first.id);
  });

  it('000 §3 a given id and type are kept when attributes are missing; playParams take them', () => {
    const item = new MediaItem({ id: '123', type: 'musicVideo' }, testContext().context);
    expect(item.id).toBe('123');
    expect(item.type).toBe('musicVideo');
    expect(item.playParams).toEqual({ id: '123', kind: 'musicVideo' });
  });

  it('000 §3 type defaults to song when attributes are given', () => {
    expect(new MediaItem({ id: '1', attributes: { name: 'x' } }).type).toBe('song');
  });

  it('MUSICKIT-SURFACE new MediaItem(descriptor) works without a context, with distinct hex ids', () => {
    const a = new MediaItem();
    const b = new MediaItem();
    expect(a.id).toMatch(/^[0-9a-f]{16}$/);
    expect(a.id).not.toBe(b.id);
  });

  it('000 §3 MediaItem: MediaItem.withContext and MediaItemFactory build items that use the given Random', () => {
    const Bound = MediaItem.withContext({ ...testContext().context, random: new SeededRandom(5) });
    const factory = new MediaItemFactory({ ...testContext().context, random: new SeededRandom(5) });
    const bound = new Bound();
    expect(bound).toBeInstanceOf(MediaItem);
    expect(factory.create().id).toBe(bound.id);
    expect(factory.from(bound)).toBe(bound);
  });

  it('MUSICKIT-SURFACE MediaItem isEqual compares id and canonical kind', () => {
    const a = new MediaItem({ id: '1', type: 'songs', attributes: {} });
    expect(a.isEqual(new MediaItem({ id: '1', type: 'song', attributes: {} }))).toBe(true);
    expect(a.isEqual(new MediaItem({ id: '1', type: 'musicVideo', attributes: {} }))).toBe(false);
    expect(a.isEqual(undefined)).toBe(false);
  });
});

describe('000 §3 MediaItem: attributes read', () => {
  it('000 §3 title is name, else title', () => {
    expect(new MediaItem({ attributes: { name: 'N', title: 'T' } }).title).toBe('N');
    expect(new MediaItem({ attributes: { title: 'T' } }).title).toBe('T');
  });

  it('000 §3 for classical genre items the shown artist is the composer when one exists', () => {
    const classical = { artistName: 'Berliner Phil', composerName: 'Brahms', genreNames: ['Classical', 'Music'] };
    expect(new MediaItem({ attributes: classical }).artistName).toBe('Brahms');
    expect(new MediaItem({ attributes: { ...classical, composerName: undefined } }).artistName).toBe('Berliner Phil');
    expect(new MediaItem({ attributes: { ...classical, genreNames: ['Pop'] } }).artistName).toBe('Berliner Phil');
  });

  it("000 §3 album info is artist and album joined with ' - '", () => {
    const item = new MediaItem({ attributes: { name: 'Song', artistName: 'Artist', albumName: 'Album' } });
    expect(item.albumInfo).toBe('Artist - Album');
    expect(item.info).toBe('Song - Artist - Album');
  });

  it('000 §3 a release date is accepted only if it starts with yyyy-m-d', () => {
    const date = (releaseDate: string) => new MediaItem({ attributes: { releaseDate } }).releaseDate;
    expect(date('2001-02-03')?.toISOString()).toBe('2001-02-03T00:00:00.000Z');
    expect(date('2001-2-3')?.toISOString()).toBe('2001-02-03T00:00:00.000Z');
    expect(date('2001-02-03T10:20:30Z')?.toISOString()).toBe('2001-02-03T10:20:30.000Z');
    expect(date('2001/02/03')).toBeUndefined();
    expect(date('01-02-03')).toBeUndefined();
    expect(date('February 3, 2001')).toBeUndefined();
    expect(new MediaItem({ attributes: { releaseDateTime: '1999-12-31T00:00:00Z' } }).releaseDate?.getUTCFullYear()).toBe(1999);
  });

  it('000 §3 duration is durationInMillis, else durationInMilliseconds', () => {
    expect(new MediaItem({ attributes: { durationInMillis: 1000, durationInMilliseconds: 2 } }).playbackDuration).toBe(1000);
    expect(new MediaItem({ attributes: { durationInMilliseconds: 2000 } }).playbackDuration).toBe(2000);
  });

  it('000 §3 previews (url or hlsUrl), trailers, artwork and images.coverArt16X9, contentRating, numbers, isrc, offers', () => {
    expect(new MediaItem({ attributes: { previews: [{ url: 'u' }] } }).previewURL).toBe('u');
    expect(new MediaItem({ attributes: { previews: [{ hlsUrl: 'h' }] } }).previewURL).toBe('h');
    expect(new MediaItem({ attributes: { trailers: [{ assets: { hlsUrl: 't' } }] } }).previewURL).toBe('t');
    const art = { url: 'https://a/{w}x{h}.{f}', width: 10, height: 10 };
    expect(new MediaItem({ attributes: { artwork: art } }).artworkURL).toBe(art.url);
    expect(new MediaItem({ attributes: { images: { coverArt16X9: art } } }).artwork).toEqual(art);
    const item = new MediaItem({ attributes: { contentRating: 'explicit', discNumber: 2, trackNumber: 5, isrc: 'US1', offers: [{ hlsUrl: 'o' }] } });
    expect([item.isExplicitItem, item.discNumber, item.trackNumber, item.isrc, item.hasOffersHlsUrl]).toEqual([true, 2, 5, 'US1', true]);
  });

  it('000 §3 container, context, keyURLs, assetURL (attribute assetUrl) and live/AOD flags', () => {
    const item = new MediaItem({
      type: 'stations',
      container: { id: 'pl.1', type: 'playlists', name: 'My list' },
      context: { featureName: 'station' },
      keyURLs: { 'hls-key-server-url': 'k' },
      attributes: { assetUrl: 'a', isLive: true, isAOD: true, streamingRadioSubType: 'Episode' },
    });
    expect(item.container?.id).toBe('pl.1');
    expect(item.playlistName).toBe('My list');
    expect(item.context.featureName).toBe('station');
    expect(item.keyURLs?.['hls-key-server-url']).toBe('k');
    expect(item.assetURL).toBe('a');
    expect([item.isLiveRadioStation, item.isAOD, item.isRadioEpisode]).toEqual([true, true, true]);
  });
});

describe('000 §4 MediaItem state', () => {
  const S = MediaItemState;

  function tracked() {
    const ctx = testContext();
    const item = new MediaItem({ id: 'x', attributes: { contentRating: 'explicit', playParams: { id: 'x' }, previews: [{ url: 'p' }], trailers: [{}] } }, ctx.context);
    return { ...ctx, item };
  }

  it.each([
    [S.none, S.loading],
    [S.loading, S.ready],
    [S.loading, S.restricted],
    [S.loading, S.error],
    [S.loading, S.unsupported],
    [S.ready, S.playing],
    [S.playing, S.ended],
    [S.playing, S.error],
  ].map(named))('000 §4 expected move %s -> %s is applied without a log', (_f, _t, from, to) => {
    const { item, logger } = tracked();
    item.reset();
    path(item, from);
    logger.entries.length = 0;
    expect(item.transitionTo(to)).toBe(true);
    expect(item.state).toBe(to);
    expect(logger.entries).toEqual([]);
  });

  it.each([
    [S.none, S.ended],
    [S.none, S.unavailable],
    [S.none, S.restricted],
    [S.none, S.error],
    [S.none, S.unsupported],
    [S.ready, S.error],
    [S.playing, S.unavailable],
    [S.playing, S.restricted],
    [S.playing, S.unsupported],
  ].map(named))("000 §4 move %s -> %s is logged as 'unknown whether allowed' and applied", (_f, _t, from, to) => {
    const { item, logger } = tracked();
    path(item, from);
    logger.entries.length = 0;
    expect(item.transitionTo(to)).toBe(true);
    expect(item.state).toBe(to);
    expect(logger.messages()).toEqual([expect.stringContaining('unknown whether allowed')]);
  });

  it.each([
    [S.none, S.ready],
    [S.none, S.playing],
    [S.loading, S.playing],
    [S.ready, S.loading],
    [S.playing, S.ready],
    [S.ended, S.loading],
  ].map(named))('000 §4 any other move (%s -> %s) is logged as not supposed to happen, but applied anyway', (_f, _t, from, to) => {
    const { item, logger } = tracked();
    path(item, from);
    logger.entries.length = 0;
    expect(item.transitionTo(to)).toBe(true);
    expect(item.state).toBe(to);
    expect(logger.messages('warning')).toEqual([expect.stringContaining('not supposed to happen')]);
  });

  it.each([S.unavailable, S.restricted, S.error, S.unsupported].map((state) => [S[state], state] as const))(
    '000 §4 terminal states have no exits: %s refuses every move (logged), reset still returns to none',
    (_name, terminal) => {
      const { item, logger } = tracked();
      item.transitionTo(S.loading);
      item.transitionTo(terminal);
      logger.entries.length = 0;
      const targets = [S.none, S.loading, S.ready, S.playing, S.ended, S.error, S.unsupported].filter((t) => t !== terminal);
      for (const target of targets) {
        expect(item.transitionTo(target)).toBe(false);
        expect(item.state).toBe(terminal);
      }
      expect(logger.messages('warning')).toHaveLength(targets.length);
      expect(logger.messages('warning').every((message) => message.includes('terminal'))).toBe(true);
      expect(item.isInTerminalState).toBe(true);
      item.reset();
      expect(item.state).toBe(S.none);
    },
  );

  it('000 §4 a state change fires a will-change event, then a did-change event', () => {
    const { item } = tracked();
    const seen: string[] = [];
    const record = (name: string) => (change: MediaItemStateChange) =>
      seen.push(`${name}:${S[change.oldState]}->${S[change.state]}:now=${S[item.state]}`);
    item.addEventListener('mediaItemStateWillChange', record('will'));
    item.addEventListener('mediaItemStateDidChange', record('did'));
    item.transitionTo(S.loading);
    item.transitionTo(S.loading); // not a move: no events
    expect(seen).toEqual(['will:none->loading:now=none', 'did:none->loading:now=loading']);
  });

  it('000 §4 MediaItem state events: removeEventListener stops delivery', () => {
    const { item } = tracked();
    let calls = 0;
    const listener = () => calls++;
    item.addEventListener('mediaItemStateDidChange', listener);
    item.removeEventListener('mediaItemStateDidChange', listener);
    item.transitionTo(S.loading);
    expect(calls).toBe(0);
  });

  it('000 §4 a load error maps content-restricted to restricted, content-unavailable to unavailable, anything else to error', () => {
    const cases: Array<[unknown, MediaItemState]> = [
      [new MKError(MKError.CONTENT_RESTRICTED), S.restricted],
      [new MKError(MKError.CONTENT_UNAVAILABLE), S.unavailable],
      [new MKError(MKError.NETWORK_ERROR), S.error],
      [new TypeError('boom'), S.error],
    ];
    for (const [error, expected] of cases) {
      const { item } = tracked();
      item.transitionTo(S.loading);
      item.updateFromLoadError(error);
      expect(item.state).toBe(expected);
    }
  });

  it('000 §4 restrict sets restricted only if the item is explicit, and strips playParams, previews and trailers', () => {
    const { item } = tracked();
    item.restrict();
    expect(item.state).toBe(S.restricted);
    expect(item.attributes.playParams).toBeUndefined();
    expect(item.attributes.previews).toBeUndefined();
    expect(item.attributes.trailers).toBeUndefined();
    expect(item.previewURL).toBeUndefined();
    expect(item.isPlayable).toBe(false);

    const clean = new MediaItem({ attributes: { playParams: { id: '1' }, previews: [{ url: 'p' }] } });
    clean.restrict();
    expect(clean.state).toBe(S.none);
    expect(clean.attributes.playParams).toEqual({ id: '1' });
    expect(clean.previewURL).toBe('p');
  });

  it('000 §4 marking unsupported sets unsupported and strips the same data', () => {
    const item = new MediaItem({ attributes: { playParams: { id: '1' }, previews: [{ url: 'p' }], trailers: [{}] } });
    item.transitionTo(S.loading);
    item.markUnsupported();
    expect(item.state).toBe(S.unsupported);
    expect([item.attributes.playParams, item.attributes.previews, item.attributes.trailers]).toEqual([undefined, undefined, undefined]);
  });

  it("000 §3-§4 merging playback data maps it to item metadata and makes the item ready", () => {
    const item = new MediaItem({ id: '1', attributes: { name: 'Old', playParams: { id: '1', kind: 'song' } } });
    item.transitionTo(S.loading);
    item.mergePlaybackData({
      itemName: 'New',
      itemId: '991',
      artistName: 'Artist',
      playlistName: 'List',
      composerName: 'Comp',
      discNumber: 1,
      trackNumber: 3,
      duration: 123_000,
      genre: 'Rock',
      releaseDate: '2020-01-02',
      explicit: 1,
      xid: 'ISRC1',
      'cloud-id': 'c1',
      artworkURL: 'https://art/{w}x{h}.{f}',
      previewURL: 'https://prev',
      URL: 'https://asset.m3u8',
      flavor: '28:ctrp256',
    });
    expect(item.state).toBe(S.ready);
    expect(item.title).toBe('New');
    expect(item.songId).toBe('991');
    expect([item.artistName, item.playlistName, item.composerName, item.discNumber, item.trackNumber]).toEqual(['Artist', 'List', 'Comp', 1, 3]);
    expect(item.playbackDuration).toBe(123_000);
    expect(item.genreNames).toEqual(['Rock']);
    expect(item.releaseDate?.toISOString()).toBe('2020-01-02T00:00:00.000Z');
    expect(item.isExplicitItem).toBe(true);
    expect([item.isrc, item.cloudId, item.artworkURL, item.previewURL, item.assetURL, item.flavor]).toEqual([
      'ISRC1',
      'c1',
      'https://art/{w}x{h}.{f}',
      'https://prev',
      'https://asset.m3u8',
      '28:ctrp256',
    ]);
    expect(item.isPreparedToPlay).toBe(true);
  });

  it('000 §4 reset returns the item to none', () => {
    const { item } = tracked();
    item.transitionTo(S.loading);
    item.transitionTo(S.ready);
    item.reset();
    expect(item.state).toBe(S.none);
  });

  it('002 §4 Preparation: prepareToPlay goes loading, then ready with the merged data; calls share one preparation', async () => {
    const states: MediaItemState[] = [];
    let calls = 0;
    const item = new MediaItem(
      { id: '1', attributes: { playParams: { id: '1' } } },
      { ...testContext().context, preparer: async () => { calls++; return { URL: 'https://a.m3u8' }; } },
    );
    item.addEventListener('mediaItemStateDidChange', ({ state }) => states.push(state));
    await Promise.all([item.prepareToPlay(), item.prepareToPlay()]);
    expect(calls).toBe(1);
    expect(states).toEqual([S.loading, S.ready]);
    expect(item.assetURL).toBe('https://a.m3u8');
    await item.prepareToPlay();
    expect(calls).toBe(1);
  });

  it('002 §4 Preparation: a failed preparation maps through the load-error rule and rejects with an MKError', async () => {
    const item = new MediaItem(
      { id: '1', attributes: { playParams: { id: '1' } } },
      { ...testContext().context, preparer: () => Promise.reject(new MKError(MKError.CONTENT_UNAVAILABLE, 'gone')) },
    );
    await expect(item.prepareToPlay()).rejects.toMatchObject({ errorCode: 'CONTENT_UNAVAILABLE' });
    expect(item.state).toBe(S.unavailable);
    const plain = new MediaItem({ id: '2', attributes: { playParams: { id: '2' } } }, { ...testContext().context, preparer: () => Promise.reject(new Error('x')) });
    await expect(plain.prepareToPlay()).rejects.toMatchObject({ errorCode: 'MEDIA_PLAYBACK', message: 'x' });
    expect(plain.state).toBe(S.error);
  });

  it('002 §4 Preparation: prepareToPlay without a preparer rejects with CONFIGURATION_ERROR and leaves the state alone', async () => {
    const item = new MediaItem({ id: '1', attributes: { playParams: { id: '1' } } });
    await expect(item.prepareToPlay()).rejects.toMatchObject({ errorCode: 'CONFIGURATION_ERROR' });
    expect(item.state).toBe(S.none);
  });
});

function named([from, to]: readonly MediaItemState[]): [string, string, MediaItemState, MediaItemState] {
  return [MediaItemState[from as MediaItemState], MediaItemState[to as MediaItemState], from as MediaItemState, to as MediaItemState];
}

/** Drives an item from none to `target` along expected moves. */
function path(item: MediaItem, target: MediaItemState): void {
  const S = MediaItemState;
  const routes: Partial<Record<MediaItemState, MediaItemState[]>> = {
    [S.none]: [],
    [S.loading]: [S.loading],
    [S.ready]: [S.loading, S.ready],
    [S.playing]: [S.loading, S.ready, S.playing],
    [S.ended]: [S.loading, S.ready, S.playing, S.ended],
  };
  for (const step of routes[target] ?? []) item.transitionTo(step);
  expect(item.state).toBe(target);
}
