import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks } from '@mediakit/adapters/node';
import { MediaItemState, MKError } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { catalogExtrasOf } from '../../tools/emulator/catalog/catalog-extras.ts';
import { signInThroughPopup } from './emulated-instance.helper.ts';

// Issue 15: capabilities the core had built that nothing an app calls could reach, each reached
// here through an instance built by the headless host, against the provider emulator.

const PAGE_ORIGIN = 'http://localhost:4512';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

async function configured() {
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
  return { MusicKit, music, host: host() };
}

type Configured = Awaited<ReturnType<typeof configured>>;

/** The listener signs in as `listener` in the pop-up the instance opened (000 §4). */
async function signIn({ music, host }: Configured, listener = 'subscriber'): Promise<string> {
  return signInThroughPopup(music, host, emulator.origin, listener);
}

const albumId = () => [...emulator.catalog.albums.values()].find((album) => !album.isSingle)!.id;

describe('002 §4 Preparation: MediaItem.prepareToPlay() and music.prepareToPlay() (issue 15, issue 16)', () => {
  it('signed out, an item prepares as its preview and becomes ready, without a web-playback call', async () => {
    const kit = await configured();
    const queue = await kit.music.setQueue({ album: albumId() });
    const item = queue.item(1)!;
    const from = kit.host.http.requests.length;
    await item.prepareToPlay();
    expect(item.isPreparedToPlay).toBe(true);
    expect(item.state).toBe(MediaItemState.ready);
    expect(item.previewURL).toBeTruthy();
    expect(kit.host.http.requests.slice(from).some((request) => request.url.includes('webPlayback'))).toBe(false);
  });

  it('a subscriber’s song prepares through the web-playback service (002 §7 Play preparation): its asset URL is known', async () => {
    const kit = await configured();
    await signIn(kit);
    const queue = await kit.music.setQueue({ album: albumId() });
    const item = queue.item(2)!;
    const from = kit.host.http.requests.length;
    await kit.music.prepareToPlay(item);
    // The item's own call (the queue's first song is readied for its play meanwhile, issue 17).
    const calls = kit.host.http.requests.slice(from).filter((request) => request.url.includes('/WebObjects/MZPlay.woa/wa/webPlayback') && String(request.body ?? '').includes(item.id));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(item.state).toBe(MediaItemState.ready);
    expect(item.assetURL).toMatch(/^http/);
  });

  it('music.prepareToPlay() prepares the item playing now; with something that is not an item, INVALID_ARGUMENTS', async () => {
    const kit = await configured();
    await kit.music.setQueue({ album: albumId(), startWith: 1 });
    expect(kit.music.nowPlayingItem).toBeDefined();
    await kit.music.prepareToPlay();
    expect(kit.music.nowPlayingItem!.isPreparedToPlay).toBe(true);
    await expect(kit.music.prepareToPlay('1' as never)).rejects.toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
  });
});

describe('000 §2-§4, §7 the account through the instance (issue 15)', () => {
  async function configuredWith(options: Record<string, unknown>) {
    const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true, ...options });
    return { MusicKit, music, host: host() };
  }

  it('000 §2 deeplinks: the configured deeplink parameters, `at` from affiliateToken and `ct` from campaignToken, on every link and the pop-ups', async () => {
    const kit = await configuredWith({ affiliateToken: 'aff-1', campaignToken: 'camp-1', deeplink: { itscg: '30200' } });
    for (const link of [kit.music.account.storeDeeplink(), kit.music.account.financeAppDeeplink({ p: 'manage' }), kit.music.subscribeURL]) {
      const query = new URL(link).searchParams;
      expect([query.get('at'), query.get('ct'), query.get('itscg')]).toEqual(['aff-1', 'camp-1', '30200']);
    }
    expect(new URL(kit.music.account.storeDeeplink()).searchParams.get('p')).toBe('browse');
    void kit.music.authorize().catch(() => undefined);
    await flushMicrotasks();
    const authorize = new URL(kit.host.window.lastPopup!.url).searchParams;
    expect([authorize.get('at'), authorize.get('ct')]).toEqual(['aff-1', 'camp-1']);
  });

  it('000 §2 subscribe view: music.account.openSubscribeView() opens /upsell (app=music, p=subscribe, at/ct) and ends with its closeWindow message', async () => {
    const kit = await configuredWith({ affiliateToken: 'aff-2' });
    const outcome = kit.music.account.openSubscribeView();
    await flushMicrotasks();
    const popup = kit.host.window.lastPopup!;
    const url = new URL(popup.url);
    expect(url.origin + url.pathname).toBe(`${emulator.origin}/upsell`);
    expect([url.searchParams.get('app'), url.searchParams.get('p'), url.searchParams.get('at')]).toEqual(['music', 'subscribe', 'aff-2']);
    popup.post({ action: 'closeWindow' }, emulator.origin);
    await expect(outcome).resolves.toEqual({ action: 'closeWindow' });
  });

  it('000 §7 subscription offers for the listener’s storefront, through music.account', async () => {
    const kit = await configured();
    await signIn(kit);
    const offers = (await kit.music.account.subscriptionOffers('en-US')) as Array<Record<string, unknown>>;
    expect(offers.length).toBeGreaterThan(0);
  });

  it('000 §3, §9: the account info (GDPR, parental controls) is read at sign-in, without me(); needsGDPRDidChange and the listener’s storefront are announced', async () => {
    const kit = await configured();
    const gdpr: boolean[] = [];
    const storefronts: string[] = [];
    kit.music.addEventListener('needsGDPRDidChange', ({ needsGDPR }) => gdpr.push(needsGDPR));
    kit.music.addEventListener('storefrontIdentifierDidChange', ({ storefrontIdentifier }) => storefronts.push(storefrontIdentifier));
    await signIn(kit, 'non-subscriber');
    expect(kit.music.needsGDPR).toBe(true);
    expect(kit.music.account.needsGDPR).toBe(true);
    expect(gdpr).toEqual([true]);
    expect(storefronts).toEqual(['gb']);
    expect(kit.music.storefrontId).toBe('gb');
    await kit.music.unauthorize();
    expect(kit.music.needsGDPR).toBe(false);
    expect(gdpr).toEqual([true, false]);
  });

  it('000 §3 meParameters go with /me/account; disableLogoutURL skips the provider’s logout on sign-out', async () => {
    const kit = await configuredWith({ meParameters: { include: 'social' }, disableLogoutURL: true });
    await signIn(kit);
    const from = kit.host.http.requests.length;
    await kit.music.me();
    const account = kit.host.http.requests.slice(from).map((request) => new URL(request.url)).find((url) => url.pathname === '/v1/me/account')!;
    expect([account.searchParams.get('meta'), account.searchParams.get('include')]).toEqual(['subscription', 'social']);
    const beforeSignOut = kit.host.http.requests.length;
    await kit.music.unauthorize();
    expect(kit.host.http.requests.slice(beforeSignOut).some((request) => request.url.includes('/account/web/logout'))).toBe(false);
  });

  it('002 §6: the restricted listener’s queue restriction is theirs: lifted on sign-out, absent for the next listener', async () => {
    const kit = await configured();
    await signIn(kit, 'restricted');
    await kit.music.setQueue({ album: albumId() });
    expect(kit.music.queue.isRestricted).toBe(true);
    expect(kit.music.isRestricted).toBe(true);
    await kit.music.unauthorize();
    expect(kit.music.queue.isRestricted).toBe(false);
    expect(kit.music.isRestricted).toBe(false);
    await signIn(kit, 'subscriber');
    expect(kit.music.isRestricted).toBe(false);
    await kit.music.setQueue({ album: albumId() });
    expect(kit.music.queue.isRestricted).toBe(false);
  });
});

describe('002 §2 share links in setQueue({ url }) (issue 15)', () => {
  const sentPaths = (kit: Configured, from: number) => kit.host.http.requests.slice(from).map((request) => new URL(request.url));

  it('the personal station link (/station/…/me) plays the listener’s own station, found by filter[identity]=personal', async () => {
    const kit = await configured();
    await signIn(kit);
    const from = kit.host.http.requests.length;
    await kit.music.setQueue({ url: 'https://music.apple.com/us/station/my-station/me' });
    const urls = sentPaths(kit, from);
    expect(urls.some((url) => url.pathname === '/v1/catalog/us/stations' && url.searchParams.get('filter[identity]') === 'personal')).toBe(true);
    expect(urls.some((url) => /^\/v1\/me\/stations\/next-tracks\/ra\.u-/.test(url.pathname))).toBe(true);
  });

  it('a genre-station link (/stations/genres/{slug}/{id}) plays that genre’s station', async () => {
    const kit = await configured();
    await signIn(kit);
    const extras = catalogExtrasOf(emulator.catalog);
    const station = [...extras.stations.values()].find((candidate) => candidate.kind === 'genre')!;
    const from = kit.host.http.requests.length;
    await kit.music.setQueue({ url: `https://music.apple.com/us/stations/genres/some-genre/${station.seed!.id}` });
    expect(sentPaths(kit, from).some((url) => url.pathname === `/v1/me/stations/next-tracks/${station.id}`)).toBe(true);
  });

  it('a library album link (/library/albums/l.…?i=i.…) queues the listener’s album from its library and starts with that song', async () => {
    const kit = await configured();
    await signIn(kit);
    await kit.music.addToLibrary(albumId(), 'albums');
    const [album] = (await kit.music.api.library.collection('albums')).data;
    const tracks = (await kit.music.api.library.resource('albums', album!.id, { include: 'tracks' })).relationships['tracks'] as { data: Array<{ id: string }> };
    const second = tracks.data[1]!.id;
    const from = kit.host.http.requests.length;
    const queue = await kit.music.setQueue({ url: `https://music.apple.com/library/albums/${album!.id}?i=${second}` });
    expect(sentPaths(kit, from).some((url) => url.pathname === `/v1/me/library/albums/${album!.id}`)).toBe(true);
    expect(queue.items.map((item) => item.id)).toEqual(tracks.data.map((track) => track.id));
    expect(kit.music.nowPlayingItem?.id).toBe(second);
  });
});

describe('000 §5 developer flags and 002 §9 feature flags on the instance (issue 15)', () => {
  it('configure({ features }) toggles feature flags; music.featureFlags reads them', async () => {
    const { MusicKit } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true, features: ['api-pagination-metadata', '-seamless-audio-transitions'] });
    expect(music.featureFlags!.isEnabled('api-pagination-metadata')).toBe(true);
    expect(music.featureFlags!.isEnabled('seamless-audio-transitions')).toBe(false);
  });

  it('000 §4 Playability: a music movie is playable only once the developer flag is on (stored in local storage as 1)', async () => {
    const kit = await configured();
    const movie = [...catalogExtrasOf(emulator.catalog).musicMovies.values()][0]!;
    const items = [{ id: movie.id, type: 'music-movies', attributes: { name: movie.name, playParams: { id: movie.id, kind: 'musicMovie' } } }];
    // Without the flag nothing in the queue can play: 002 §5 empty media queue.
    await expect(kit.music.setQueue({ items })).rejects.toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
    kit.music.developerFlags!.set('mk-music-movie-playback', true);
    expect(kit.host.storage.local.get('mk-music-movie-playback')).toBe('1');
    const queue = await kit.music.setQueue({ items });
    expect(queue.item(0)!.isPlayable).toBe(true);
  });
});

describe('issue 16: the incumbent’s events that never fired, raised through the instance', () => {
  it('mediaElementCreated once per backend, and playerTypeDidChange when the kind of player in use changes', async () => {
    const kit = await configured();
    const created: string[] = [];
    const types: Array<string | null> = [];
    kit.music.addEventListener('mediaElementCreated', ({ backend }) => created.push(backend));
    kit.music.addEventListener('playerTypeDidChange', ({ playerType }) => types.push(playerType));
    await kit.music.setQueue({ album: albumId() });
    const playing = kit.music.play();
    await kit.host.clock.advanceAsync(500);
    await playing;
    await kit.music.skipToNextItem();
    await kit.host.clock.advanceAsync(500);
    expect(created).toHaveLength(1);
    expect(created[0]).toBe(kit.music.playbackBackend);
    expect(types).toEqual(['audio']);
    await kit.music.stop();
    expect(types).toEqual(['audio', null]);
  });

  it('queueItemForStartPosition: setQueue with startWith announces the item and position playback starts at; without, nothing', async () => {
    const kit = await configured();
    const seen: Array<{ id: string | undefined; position: number }> = [];
    kit.music.addEventListener('queueItemForStartPosition', ({ item, position }) => seen.push({ id: item?.id, position }));
    await kit.music.setQueue({ album: albumId() });
    expect(seen).toEqual([]);
    const queue = await kit.music.setQueue({ album: albumId(), startWith: 2 });
    expect(seen).toEqual([{ id: queue.item(2)!.id, position: 2 }]);
  });

  it("drmUnsupported: a subscriber's full track in a browser without DRM is refused with 002 §5 'NO DRM', announced as drmUnsupported too", async () => {
    const kit = await configured();
    kit.host.environment.supportsEncryptedMedia = false;
    await signIn(kit);
    const unsupported: string[] = [];
    kit.music.addEventListener('drmUnsupported', (error) => unsupported.push(error.errorCode));
    await kit.music.setQueue({ album: albumId() });
    await expect(kit.music.play()).rejects.toMatchObject({ errorCode: MKError.UNSUPPORTED_ERROR, message: 'NO DRM' });
    expect(unsupported).toEqual([MKError.UNSUPPORTED_ERROR]);
  });
});
