import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { MKError } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { catalogExtrasOf } from '../../tools/emulator/catalog/catalog-extras.ts';
import type { CatalogExtras } from '../../tools/emulator/catalog/catalog-extras.types.ts';
import { SOCIAL_PROFILE_IDS } from '../../tools/emulator/routes/social.routes.ts';
import { sent } from './data-harness.helper.ts';
import { signInThroughPopup } from './emulated-instance.helper.ts';

// Issue 15: every data client of 002 §7 (and the server ledger of 002 §3) reached the way an app
// reaches it, `music.api.<client>.<method>()` on an instance built by the headless host, against
// the provider emulator. The clients' own rules are covered client by client in data-*.harness.

const PAGE_ORIGIN = 'http://localhost:4511';
let emulator: RunningEmulator;
let extras: CatalogExtras;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  extras = catalogExtrasOf(emulator.catalog);
});
afterAll(() => emulator.close());

/** A configured instance with a listener signed in through the provider's pop-up (000 §4). */
async function signedIn() {
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
  await signInThroughPopup(music, host(), emulator.origin);
  return { music, http: host().http };
}

type Instance = Awaited<ReturnType<typeof signedIn>>['music'];
/** One call per client, and the path (under /v1) it must have sent. */
type ClientCall = (music: Instance) => Promise<{ readonly path: string; readonly check: () => void }>;

const albumOf = () => [...emulator.catalog.albums.values()].find((album) => !album.isSingle)!;

// The 14 clients the issue names (002 §7), the three more the data layer has, and the ledger.
const CALLS: Record<string, ClientCall> = {
  catalog: async (music) => {
    const album = albumOf();
    const record = await music.api.catalog.resource('albums', album.id);
    return { path: `/v1/catalog/us/albums/${album.id}`, check: () => expect(record.attributes['name']).toBe(album.name) };
  },
  search: async (music) => {
    const hints = await music.api.search.hints(albumOf().name.slice(0, 4));
    return { path: '/v1/catalog/us/search/hints', check: () => expect(hints).toBeTruthy() };
  },
  editorial: async (music) => {
    const storefronts = await music.api.editorial.storefronts();
    return { path: '/v1/storefronts', check: () => expect(storefronts.length).toBeGreaterThan(0) };
  },
  media: async (music) => {
    const songs = albumOf().trackIds.slice(0, 2);
    const records = await music.api.media.load('songs', songs);
    return { path: '/v1/catalog/us/songs', check: () => expect(records.map((record) => record.id)).toEqual(songs) };
  },
  stations: async (music) => {
    const station = [...extras.stations.values()].find((candidate) => candidate.kind === 'artist')!;
    const record = await music.api.stations.station(station.id);
    return { path: `/v1/catalog/us/stations/${station.id}`, check: () => expect(record.id).toBe(station.id) };
  },
  history: async (music) => {
    const page = await music.api.history.recentlyPlayed();
    return { path: '/v1/me/recent/played', check: () => expect(Array.isArray(page.data)).toBe(true) };
  },
  recommendations: async (music) => {
    const page = await music.api.recommendations.recommendations();
    return { path: '/v1/me/recommendations', check: () => expect(page.data.length).toBeGreaterThan(0) };
  },
  social: async (music) => {
    const page = await music.api.social.recommendedFriends([SOCIAL_PROFILE_IDS[0]!]);
    return { path: '/v1/social/recommended-friends', check: () => expect(page.data.map((friend) => friend.id)).toEqual([SOCIAL_PROFILE_IDS[0]]) };
  },
  taste: async (music) => {
    const saved = await music.api.taste.save([{ id: '21', type: 'genres' }]);
    return { path: '/v1/me/taste/taste-preferences', check: () => expect(saved.map((record) => record.id)).toEqual(['21']) };
  },
  musicSummaries: async (music) => {
    const years = await music.api.musicSummaries.search({ period: 'year' });
    return { path: '/v1/me/music-summaries/search', check: () => expect(years.data.length).toBeGreaterThan(0) };
  },
  ratings: async (music) => {
    const song = albumOf().trackIds[1]!;
    const rating = await music.api.ratings.set('songs', song, 1);
    return { path: `/v1/me/ratings/songs/${song}`, check: () => expect(rating.attributes['value']).toBe(1) };
  },
  library: async (music) => {
    const page = await music.api.library.recentlyAdded();
    return { path: '/v1/me/library/recently-added', check: () => expect(Array.isArray(page.data)).toBe(true) };
  },
  libraryPlaylists: async (music) => {
    const created = await music.api.libraryPlaylists.create({ name: 'Through the instance', tracks: [albumOf().trackIds[2]!] });
    return { path: '/v1/me/library/playlists', check: () => expect(created?.attributes['name']).toBe('Through the instance') };
  },
  podcasts: async (music) => {
    const podcast = [...extras.podcasts.values()][0]!;
    const record = await music.api.podcasts.podcast(podcast.id);
    return { path: `/v1/catalog/us/podcasts/${podcast.id}`, check: () => expect(record.id).toBe(podcast.id) };
  },
  fitness: async (music) => {
    const workout = [...extras.workouts.values()][0]!;
    const record = await music.api.fitness.get('workouts', workout.id);
    return { path: `/v1/catalog/us/workouts/${workout.id}`, check: () => expect(record.id).toBe(workout.id) };
  },
  books: async (music) => {
    const book = [...extras.audioBooks.values()][0]!;
    const record = await music.api.books.audioBook(book.id);
    return { path: `/v1/catalog/us/audio-books/${book.id}`, check: () => expect(record.id).toBe(book.id) };
  },
  tvPurchases: async (music) => {
    const page = await music.api.tvPurchases.purchases('movies');
    return { path: '/v1/me/purchases/movies', check: () => expect(page.data.every((movie) => movie.type === 'movies')).toBe(true) };
  },
};

describe('002 §7 the data clients, reached through music.api on the instance', () => {
  it.each(Object.keys(CALLS))('music.api.%s calls the provider with the listener’s tokens', async (name) => {
    const { music, http } = await signedIn();
    const from = http.requests.length;
    const { path, check } = await CALLS[name]!(music);
    const request = http.requests.slice(from).find((candidate) => sent(candidate).path === path);
    expect(request, `a request to ${path}`).toBeDefined();
    expect(request!.headers?.['Authorization'] ?? request!.headers?.['authorization']).toBe(`Bearer ${EMULATOR_DEVELOPER_TOKEN}`);
    expect(request!.headers?.['Music-User-Token'] ?? request!.headers?.['music-user-token']).toBe(music.musicUserToken);
    check();
  });

  it('lists every client of 002 §7, the ledger of 002 §3, and nothing else', async () => {
    const { music } = await signedIn();
    const names = Object.keys(await music.api.clients()).sort();
    expect(names).toEqual([...Object.keys(CALLS), 'ledger'].sort());
  });

  it('002 §3 server ledger: a library removal through music.api is kept in the ledger of the listener', async () => {
    const { music } = await signedIn();
    const album = albumOf();
    await music.api.library.add(album.id, 'albums');
    const [added] = (await music.api.library.collection('albums')).data;
    await music.api.library.remove('albums', added!.id);
    expect(Object.keys((await music.api.ledger.read()).albums.removed)).toEqual([added!.id]);
  });

  it('api.music stays the incumbent’s pass-through; a client facade is not a promise; an unknown method is INVALID_ARGUMENTS', async () => {
    const { music } = await signedIn();
    const album = albumOf();
    const { data } = await music.api.music(`/v1/catalog/{{storefrontId}}/albums/${album.id}`);
    expect((data as { data: Array<{ id: string }> }).data[0]!.id).toBe(album.id);
    expect(await music.api.catalog).toBe(music.api.catalog);
    const unknown = (music.api.catalog as unknown as Record<string, () => Promise<unknown>>)['nothing']!();
    await expect(unknown).rejects.toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
  });
});
