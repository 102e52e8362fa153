import { describe, expect, it } from 'vitest';
import { FeatureService, MediaItem, MediaItemState, MKError, PlaybackStates, type LicenseExchange, type PlaybackSource } from '@mediakit/core';
import { PreviewSourceResolver, SinkPlaybackEngine, SinkPlayer, SinkSelector, type NextItemPreparer } from '@mediakit/core/internal';
import { FakeMediaSinkLoader, MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';

function setup() {
  const clock = new SimulatedClock();
  const loader = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 10 });
  const player = new SinkPlayer(new SinkSelector([loader], { audio: ['fake'], video: [] }, new MemoryLogger()), new MemoryLogger());
  const engine = new SinkPlaybackEngine(player, new PreviewSourceResolver());
  const item = new MediaItem({ id: '1', type: 'songs', attributes: { name: 'One', playParams: { id: '1', kind: 'song' }, previews: [{ url: 'https://x/1.m3u8' }] } });
  return { clock, loader, player, engine, item };
}

describe('SinkPlaybackEngine: item states follow playback (001 §4 Item and player)', () => {
  it('an item goes loading → ready → playing → ended', async () => {
    const { clock, engine, item } = setup();
    const states: MediaItemState[] = [];
    item.addEventListener('mediaItemStateDidChange', ({ state }) => states.push(state));
    await engine.play(item, { userInitiated: true });
    clock.advance(10_000);
    expect(states).toEqual([MediaItemState.loading, MediaItemState.ready, MediaItemState.playing, MediaItemState.ended]);
  });

  it('a retry after a failed load loads the item again (its terminal error state is reset first)', async () => {
    const { loader, engine, item, player } = setup();
    await engine.play(item, { userInitiated: true });
    const sink = loader.created[0]!;
    sink.failNextLoad = { kind: 'network', message: 'HTTP 503', fatal: true };
    await expect(engine.play(item, { userInitiated: true })).rejects.toMatchObject({ errorCode: 'MEDIA_PLAYBACK' });
    expect(item.state).toBe(MediaItemState.error);
    expect(player.state).toBe(PlaybackStates.stopped);

    await engine.resume();
    expect(player.state).toBe(PlaybackStates.playing);
    expect(item.state).toBe(MediaItemState.playing);
    expect(sink.loads).toHaveLength(3);
  });

  it('001 §4: an item no backend here can play becomes unsupported (not error), so the controller can skip it', async () => {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 10, accepts: () => false });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['fake'], video: [] }, new MemoryLogger()), new MemoryLogger());
    const engine = new SinkPlaybackEngine(player, new PreviewSourceResolver());
    const { item } = setup();
    await expect(engine.play(item, { userInitiated: true })).rejects.toMatchObject({ errorCode: MKError.CONTENT_UNSUPPORTED });
    expect(item.state).toBe(MediaItemState.unsupported);
  });

  it('a retry after a fatal error mid-playback resumes from where it stopped', async () => {
    const { clock, loader, engine, item, player } = setup();
    await engine.play(item, { userInitiated: true });
    clock.advance(4_000);
    loader.created[0]!.fail({ kind: 'network', message: 'segment 503', fatal: true });
    expect(player.state).toBe(PlaybackStates.stopped);
    await engine.resume();
    expect(loader.created[0]!.loads.at(-1)?.startTime).toBe(4);
    expect(player.state).toBe(PlaybackStates.playing);
  });
});

describe('issue 21 state always true: a failed play before the player got the source', () => {
  it('keeps what played as the engine item, still playing; the failed item is in its error state', async () => {
    const { loader, player, item } = setup();
    const preview = new PreviewSourceResolver();
    const failing = new MediaItem({ id: '2', type: 'songs', attributes: { name: 'Two', playParams: { id: '2', kind: 'song' }, previews: [{ url: 'https://x/2.m3u8' }] } });
    const sources = {
      resolve: async (wanted: MediaItem) => {
        if (wanted === failing) throw new MKError(MKError.SERVICE_UNAVAILABLE);
        return preview.resolve(wanted);
      },
    };
    const engine = new SinkPlaybackEngine(player, sources);
    await engine.play(item, { userInitiated: true });
    await expect(engine.play(failing, { userInitiated: true })).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(engine.nowPlayingItem).toBe(item);
    expect(player.state).toBe(PlaybackStates.playing);
    expect(failing.state).toBe(MediaItemState.error);
    expect(loader.created[0]!.loads).toHaveLength(1);
  });
});

describe('issue 17: the backend is fetched while the source resolves, not after', () => {
  it("the item's backend sink is created as soon as play() starts resolving, and the load then uses that same sink", async () => {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 10 });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['fake'], video: [] }, new MemoryLogger()), new MemoryLogger());
    const preview = new PreviewSourceResolver();
    let release: () => void = () => undefined;
    const slow = {
      // Resolution waits (as web playback and manifests do); foreseeing does not.
      resolve: async (item: MediaItem) => {
        await new Promise<void>((resolve) => (release = resolve));
        return preview.resolve(item);
      },
      foresee: (item: MediaItem) => preview.foresee(item),
    };
    const engine = new SinkPlaybackEngine(player, slow);
    const item = new MediaItem({ id: '1', type: 'songs', attributes: { name: 'One', playParams: { id: '1', kind: 'song' }, previews: [{ url: 'https://x/1.m3u8' }] } });
    const playing = engine.play(item, { userInitiated: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.created).toHaveLength(1);
    expect(loader.created[0]?.loads).toEqual([]);
    release();
    await playing;
    expect(loader.created).toHaveLength(1);
    expect(loader.created[0]?.loads.map((s) => s.url)).toEqual(['https://x/1.m3u8']);
    expect(player.state).toBe(PlaybackStates.playing);
  });
});

describe('issue 17: the full-or-preview preparer foresees for the engine', () => {
  it('with resolvers that cannot foresee in front, the preparer\'s choice still creates the backend early', async () => {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 10 });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['fake'], video: [] }, new MemoryLogger()), new MemoryLogger());
    const preview = new PreviewSourceResolver();
    let release: () => void = () => undefined;
    const wrapped = {
      resolve: async (item: MediaItem) => {
        await new Promise<void>((resolve) => (release = resolve));
        return preview.resolve(item);
      },
    };
    const preparer = { prepareNextItem: async () => null, itemDidTransition: () => undefined, foresee: (item: MediaItem) => preview.foresee(item) };
    const engine = new SinkPlaybackEngine(player, wrapped, { preparer: running(preparer) });
    const item = new MediaItem({ id: '2', type: 'songs', attributes: { name: 'Two', playParams: { id: '2', kind: 'song' }, previews: [{ url: 'https://x/2.m3u8' }] } });
    const playing = engine.play(item, { userInitiated: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.created).toHaveLength(1);
    release();
    await playing;
    expect(loader.created).toHaveLength(1);
  });
});

describe('issue 17: a queue of songs being set fetches the backend its first play will need', () => {
  it('warmUp() creates the sink of the preparer\'s stand-in, and the play that follows loads into that same sink', async () => {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 10 });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['fake'], video: [] }, new MemoryLogger()), new MemoryLogger());
    const preview = new PreviewSourceResolver();
    const preparer = { prepareNextItem: async () => null, itemDidTransition: () => undefined };
    const warmUp = () => ({ url: '', kind: 'audio', format: 'hls', encrypted: false }) as const;
    const engine = new SinkPlaybackEngine(player, preview, { preparer: running(preparer), warmUp });
    engine.warmUp();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.created).toHaveLength(1);
    expect(loader.created[0]?.loads).toEqual([]);
    const item = new MediaItem({ id: '3', type: 'songs', attributes: { name: 'Three', playParams: { id: '3', kind: 'song' }, previews: [{ url: 'https://x/3.m3u8' }] } });
    await engine.play(item, { userInitiated: true });
    expect(loader.created).toHaveLength(1);
    expect(player.state).toBe(PlaybackStates.playing);
  });

  it('without a stand-in (no preparer, or none foreseen) nothing is fetched', async () => {
    const { loader, engine } = setup();
    engine.warmUp();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.created).toEqual([]);
  });
});

describe('issue 21 state always true: a play overtaken while its source resolves', () => {
  /** A resolver whose answers the test releases one by one, in any order. */
  function heldSources() {
    const preview = new PreviewSourceResolver();
    const held = new Map<string, () => void>();
    return {
      release: (id: string) => held.get(id)?.(),
      resolve: async (item: MediaItem) => {
        await new Promise<void>((resolve) => held.set(item.id, resolve));
        return preview.resolve(item);
      },
    };
  }
  const song = (id: string) => new MediaItem({ id, type: 'songs', attributes: { name: id, playParams: { id, kind: 'song' }, previews: [{ url: `https://x/${id}.m3u8` }] } });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a stop (a new queue) before the source arrived: the source never reaches the player, which stays stopped, not "loading"; play() resolves false', async () => {
    const { loader, player } = setup();
    const sources = heldSources();
    const engine = new SinkPlaybackEngine(player, sources);
    const a = song('a');
    const playing = engine.play(a, { userInitiated: true });
    await tick();
    expect(player.state).toBe(PlaybackStates.loading);
    await engine.stop({ endReason: 5, userInitiated: true });
    sources.release('a');
    expect(await playing).toBe(false);
    expect(player.state).toBe(PlaybackStates.stopped);
    expect(loader.created.flatMap((sink) => sink.loads)).toEqual([]);
  });

  it('a newer play whose source arrives first: the older one, answering later, does not replace its source; the newer plays', async () => {
    const { loader, player } = setup();
    const sources = heldSources();
    const engine = new SinkPlaybackEngine(player, sources);
    const [a, b] = [song('a'), song('b')];
    const playingA = engine.play(a, { userInitiated: true });
    await tick();
    await engine.stop({ endReason: 5, userInitiated: true });
    const playingB = engine.play(b, { userInitiated: true });
    await tick();
    sources.release('b');
    expect(await playingB).toBe(true);
    sources.release('a');
    expect(await playingA).toBe(false);
    expect(player.state).toBe(PlaybackStates.playing);
    expect(engine.nowPlayingItem).toBe(b);
    expect(loader.created.flatMap((sink) => sink.loads.map((source) => source.url))).toEqual(['https://x/b.m3u8']);
    expect(loader.created[0]!.source?.url).toBe('https://x/b.m3u8');
  });
});

/** A preparer whose feature already runs (as on a host that preloads features). */
function running(preparer: NextItemPreparer): FeatureService<NextItemPreparer> {
  return new FeatureService('full or preview', async () => preparer, new MemoryLogger(), preparer);
}

describe('issue 17: the first item of a queue set while nothing plays is resolved and loaded before its play (prepareAhead)', () => {
  /** A preview resolver that resolves ahead, counting the resolutions it made (a taken ahead is not one). */
  function aheadSetup(options: { loadsAhead: boolean; failAhead?: unknown }) {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 10 });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['fake'], video: [] }, new MemoryLogger()), new MemoryLogger());
    const previews = new PreviewSourceResolver();
    const resolutions: string[] = [];
    const sources = {
      resolve: (item: MediaItem, ahead?: Promise<PlaybackSource>) => ahead ?? (resolutions.push(`play ${item.id}`), previews.resolve(item)),
      resolveAhead: (item: MediaItem) => {
        resolutions.push(`ahead ${item.id}`);
        return options.failAhead === undefined ? previews.resolve(item) : Promise.reject(options.failAhead);
      },
    };
    const engine = new SinkPlaybackEngine(player, sources, undefined, () => options.loadsAhead);
    const song = (id: string) => new MediaItem({ id, type: 'songs', attributes: { name: id, playParams: { id, kind: 'song' }, previews: [{ url: `https://x/${id}.m3u8` }] } });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const loads = () => loader.created.flatMap((sink) => sink.loads.map((source) => `${source.url}${source.startTime ? ` @${source.startTime}` : ''}`));
    return { engine, player, song, settle, loads, resolutions };
  }

  it('the sink has the item before play() (the state still none); the play resolves and loads nothing more, and plays', async () => {
    const { engine, player, song, settle, loads, resolutions } = aheadSetup({ loadsAhead: true });
    const item = song('1');
    engine.prepareAhead(item);
    await settle();
    expect(loads()).toEqual(['https://x/1.m3u8']);
    expect(player.state).toBe(PlaybackStates.none);
    expect(item.state).toBe(MediaItemState.none);
    await engine.play(item, { userInitiated: true });
    expect(resolutions).toEqual(['ahead 1']);
    expect(loads()).toEqual(['https://x/1.m3u8']);
    expect(player.state).toBe(PlaybackStates.playing);
  });

  it('where the user saves data the item is resolved ahead but its media loads only with the play', async () => {
    const { engine, song, settle, loads, resolutions } = aheadSetup({ loadsAhead: false });
    const item = song('1');
    engine.prepareAhead(item);
    await settle();
    expect(resolutions).toEqual(['ahead 1']);
    expect(loads()).toEqual([]);
    await engine.play(item, { userInitiated: true });
    expect(resolutions).toEqual(['ahead 1']);
    expect(loads()).toEqual(['https://x/1.m3u8']);
  });

  it('a play of another item, or of the item from another start time, does not take it: that play resolves and loads its own', async () => {
    const { engine, song, settle, loads, resolutions } = aheadSetup({ loadsAhead: true });
    const [first, second] = [song('1'), song('2')];
    engine.prepareAhead(first, 30);
    await settle();
    expect(loads()).toEqual(['https://x/1.m3u8 @30']);
    await engine.play(first, { userInitiated: true });
    engine.prepareAhead(second);
    await engine.stop({ endReason: 5, userInitiated: true });
    await engine.play(first, { userInitiated: true });
    expect(resolutions).toEqual(['ahead 1', 'play 1', 'play 1']);
    expect(loads()).toEqual(['https://x/1.m3u8 @30', 'https://x/1.m3u8', 'https://x/1.m3u8']);
  });

  it('nothing is readied while an item plays (a queue set by the controllers stops first)', async () => {
    const { engine, song, settle, loads, resolutions } = aheadSetup({ loadsAhead: true });
    await engine.play(song('1'), { userInitiated: true });
    engine.prepareAhead(song('2'));
    await settle();
    expect(resolutions).toEqual(['play 1']);
    expect(loads()).toEqual(['https://x/1.m3u8']);
  });

  it('a network failure ahead is not the press\'s (the press resolves again on the network of now); any other failure is', async () => {
    const offline = aheadSetup({ loadsAhead: true, failAhead: new TypeError('Failed to fetch') });
    const item = offline.song('1');
    offline.engine.prepareAhead(item);
    await offline.settle();
    await offline.engine.play(item, { userInitiated: true });
    expect(offline.resolutions).toEqual(['ahead 1', 'play 1']);
    expect(offline.player.state).toBe(PlaybackStates.playing);

    const refused = aheadSetup({ loadsAhead: true, failAhead: new MKError(MKError.CONTENT_RESTRICTED, 'Content restricted') });
    const other = refused.song('1');
    refused.engine.prepareAhead(other);
    await expect(refused.engine.play(other, { userInitiated: true })).rejects.toMatchObject({ errorCode: MKError.CONTENT_RESTRICTED });
    expect(refused.resolutions).toEqual(['ahead 1']);
    expect(refused.loads()).toEqual([]);
  });

  it('001 §7: a licence starts a lease (001 §8 DEVICE_LIMIT counts them), so a cued item\'s licence is asked for only once its play is pressed; the key-system order stays the exchange\'s own', async () => {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 10 });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['fake'], video: [] }, new MemoryLogger()), new MemoryLogger());
    const acquired: string[] = [];
    let order = ['com.widevine.alpha', 'org.w3.clearkey'];
    const license: LicenseExchange = {
      get keySystems() {
        return order;
      },
      certificate: async () => null,
      acquire: async (request) => (acquired.push(request.keyUri), { license: new Uint8Array([1]) }),
      sessions: { has: () => false, add: () => undefined, beginRenewal: () => undefined, completeRenewal: () => undefined, remove: () => undefined },
    };
    const encrypted: PlaybackSource = { url: 'https://x/full.m3u8', kind: 'audio', format: 'hls', encrypted: true, license };
    const engine = new SinkPlaybackEngine(player, { resolve: async (_item, ahead) => ahead ?? encrypted, resolveAhead: async () => encrypted }, undefined, () => true);
    const item = new MediaItem({ id: '1', type: 'songs', attributes: { name: 'One', playParams: { id: '1', kind: 'song' } } });
    engine.prepareAhead(item);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cued = loader.created[0]!.loads[0]!.license!;
    // The sink asks as soon as its CDM has a challenge: the request waits for the press.
    const grant = cued.acquire({ keySystem: 'org.w3.clearkey', keyUri: 'skd://key-1', challenge: new Uint8Array([2]), renewal: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(acquired).toEqual([]);
    order = ['org.w3.clearkey'];
    expect(cued.keySystems).toEqual(['org.w3.clearkey']);
    await engine.play(item, { userInitiated: true });
    await expect(grant).resolves.toMatchObject({ license: new Uint8Array([1]) });
    expect(acquired).toEqual(['skd://key-1']);
  });
});

