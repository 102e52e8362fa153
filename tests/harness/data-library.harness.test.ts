import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MKError } from '@mediakit/core';
import { MESSAGES } from '@mediakit/core/internal';
import { startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import type { CatalogAlbum } from '../../tools/emulator/catalog/catalog.types.ts';
import { dataHarness, rejection, sentSince, signIn } from './data-harness.helper.ts';

// Headless harness: the real library, playlist and ratings clients against the provider emulator
// (002 §7 Library and Ratings, 002 §5 and §8 rules), each test with a fresh listener.

let emulator: RunningEmulator;
let albums: CatalogAlbum[];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  albums = [...emulator.catalog.albums.values()].filter((a) => !a.isSingle);
});
afterAll(() => emulator.close());

async function listener() {
  return dataHarness(emulator.origin, await signIn(emulator.origin));
}

describe('002 §7 Library (me/library) against the emulator', () => {
  it('002 §7 Library: POST me/library?ids[albums]=… adds, and GET me/library/albums lists it', async () => {
    const { clients, http } = await listener();
    const album = albums[0]!;
    await clients.library.add(album.id, 'albums');
    expect(sentSince(http).at(-1)).toMatchObject({ method: 'POST', path: '/v1/me/library' });
    expect(sentSince(http).at(-1)!.query.get('ids[albums]')).toBe(album.id);

    const page = await clients.library.collection('albums');
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ total: 1 });
    const [libraryAlbum] = page.data;
    expect(libraryAlbum!.type).toBe('library-albums');
    expect(libraryAlbum!.id).toMatch(/^l\.[A-Za-z0-9]+$/);
    expect(libraryAlbum!.attributes).toMatchObject({ name: album.name, trackCount: album.trackIds.length, playParams: { catalogId: album.id, isLibrary: true } });

    // An album brings its songs; 25 a page, with a next link and the total (002 §3 Paged results).
    const songs = await clients.library.collection('songs', { limit: 5 });
    expect(songs.meta).toEqual({ total: album.trackIds.length });
    expect(songs.next).toBe('/v1/me/library/songs?limit=5&offset=5');
    const all = [...songs.data, ...(await clients.library.collection('songs', { limit: 5, offset: 5 })).data];
    expect(all.map((s) => (s.attributes['playParams'] as { catalogId: string }).catalogId)).toEqual(album.trackIds.slice(0, 10));

    // GET me/library/albums/{id}: include=tracks, the tracks in album order.
    const one = await clients.library.resource('albums', libraryAlbum!.id);
    const tracks = (one.relationships as Record<string, { data: Array<{ attributes: { playParams: { catalogId: string } } }> }>)['tracks']!.data;
    expect(tracks.map((t) => t.attributes.playParams.catalogId)).toEqual(album.trackIds);
  });

  it('002 §7: without a type, a playlist-looking id is added as a playlist, anything else as an album', async () => {
    const { clients, http, clock } = await listener();
    const playlist = [...emulator.catalog.playlists.values()][0]!;
    await clients.library.add(playlist.id);
    expect(sentSince(http).at(-1)!.query.get('ids[playlists]')).toBe(playlist.id);
    clock.advance(1_000);
    await clients.library.add(albums[1]!.id);
    expect(sentSince(http).at(-1)!.query.get('ids[albums]')).toBe(albums[1]!.id);
    const playlists = await clients.library.collection('playlists');
    expect(playlists.data.map((p) => p.attributes['name'])).toEqual([playlist.name]);
    expect(playlists.data[0]!.attributes).toMatchObject({ canEdit: false, playParams: { globalId: playlist.id } });
  });

  it('002 §5: a second library add within 1 s is QUOTA_EXCEEDED; after 1,000 ms of the clock it goes through', async () => {
    const { clients, clock, http } = await listener();
    await clients.library.add(albums[2]!.id, 'albums');
    const before = http.requests.length;
    clock.advance(999);
    expect(await rejection(clients.library.add(albums[3]!.id, 'albums'))).toMatchObject({ errorCode: MKError.QUOTA_EXCEEDED });
    expect(http.requests.length).toBe(before);
    clock.advance(1);
    await clients.library.add(albums[3]!.id, 'albums');
    expect((await clients.library.collection('albums')).meta).toEqual({ total: 2 });
  });

  it("002 §5: library and rating calls without a user token fail with 'Invalid tokens' before any request", async () => {
    const { clients, http } = dataHarness(emulator.origin, null);
    for (const call of [
      () => clients.library.collection('albums'),
      () => clients.library.add(albums[0]!.id),
      () => clients.libraryPlaylists.create({ name: 'x' }),
      () => clients.ratings.get('songs', albums[0]!.trackIds[0]!),
      () => clients.tvPurchases.purchases('movies'),
    ]) {
      expect(await rejection(call())).toMatchObject({ errorCode: MKError.AUTHORIZATION_ERROR, message: MESSAGES.invalidTokens });
    }
    expect(http.requests).toHaveLength(0);
  });

  it('002 §8: an empty library list is an empty result, for every list', async () => {
    const { clients } = await listener();
    for (const type of ['albums', 'artists', 'songs', 'playlists', 'music-videos'] as const) {
      expect(await clients.library.collection(type)).toMatchObject({ data: [] });
    }
    expect(await clients.library.recentlyAdded()).toMatchObject({ data: [] });
    expect(await clients.library.playlistFolderChildren('p.playlistsroot')).toMatchObject({ data: [] });
  });

  it('002 §7 DELETE me/library/{type}/{id}: removed, and the server ledger (002 §3) keeps it out', async () => {
    const { clients, clock, ledger } = await listener();
    await clients.library.add(albums[4]!.id, 'albums');
    clock.advance(1_000);
    await clients.library.add(albums[5]!.id, 'albums');
    const [first, second] = (await clients.library.collection('albums')).data;
    await clients.library.remove('albums', first!.id);
    expect(ledger.read().albums.removed).toHaveProperty(first!.id);
    const after = await clients.library.collection('albums');
    expect(after.data.map((a) => a.id)).toEqual([second!.id]);
    expect(await rejection(clients.library.resource('albums', first!.id))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: MESSAGES.contentUnavailable });
  });

  it('002 §9: library lookups by ids go one id per request, joined in request order', async () => {
    const { clients, http } = await listener();
    await clients.library.add(albums[6]!.id, 'albums');
    const songs = (await clients.library.collection('songs', { limit: 4 })).data;
    const wanted = [songs[3]!.id, songs[0]!.id, songs[2]!.id];
    const from = http.requests.length;
    const found = await clients.library.resources('songs', wanted);
    expect(found.map((s) => s.id)).toEqual(wanted);
    expect(sentSince(http, from).map((r) => r.query.get('ids'))).toEqual(wanted);
  });

  it('002 §7 music v1: library ids load from me/library/{type}s (include=tracks for albums), catalogue ids from the catalogue, in order', async () => {
    const { clients, http } = await listener();
    const album = albums[10]!;
    await clients.library.add(album.id, 'albums');
    const [libraryAlbum] = (await clients.library.collection('albums')).data;
    let from = http.requests.length;
    const [loaded] = await clients.media.load('album', [libraryAlbum!.id]);
    expect((loaded!.relationships['tracks'] as { data: unknown[] }).data).toHaveLength(album.trackIds.length);
    expect(sentSince(http, from).map((r) => [r.path, r.query.get('include')])).toEqual([[`/v1/me/library/albums/${libraryAlbum!.id}`, 'tracks']]);
    const [s0, s1] = (await clients.library.collection('songs', { limit: 2 })).data;
    from = http.requests.length;
    const mixed = await clients.media.load('songs', [s1!.id, album.trackIds[5]!, s0!.id]);
    expect(mixed.map((r) => r.id)).toEqual([s1!.id, album.trackIds[5], s0!.id]);
    expect(sentSince(http, from).map((r) => r.path).sort()).toEqual([`/v1/catalog/us/songs/${album.trackIds[5]}`, '/v1/me/library/songs', '/v1/me/library/songs'].sort());
  });

  it('002 §7 recently-added (limit 10 by default) and library search', async () => {
    const { clients, clock, http } = await listener();
    for (const album of albums.slice(0, 12)) {
      await clients.library.add(album.id, 'albums');
      clock.advance(1_000);
    }
    const recent = await clients.library.recentlyAdded();
    expect(sentSince(http).at(-1)!.query.get('limit')).toBe('10');
    expect(recent.data).toHaveLength(10);
    expect(recent.meta).toEqual({ total: 12 });
    expect(recent.data[0]!.attributes['name']).toBe(albums[11]!.name);

    const name = albums[0]!.name;
    const results = (await clients.library.search(name, ['library-albums'], { limit: 40 })) as Record<string, { data: Array<{ attributes: { name: string } }> }>;
    expect(sentSince(http).at(-1)!.query.get('limit')).toBe('25');
    expect(results['library-albums']!.data.map((a) => a.attributes.name)).toContain(name);
  });
});

describe('002 §7 Library playlists and folders against the emulator', () => {
  it('create (bare ids are songs, 002 §3), edit, add and replace tracks, publish, delete', async () => {
    const { clients, ledger } = await listener();
    const [a, b, c] = albums[7]!.trackIds;
    const created = await clients.libraryPlaylists.create({ name: 'Road trip', description: 'Windows down', tracks: [a!, { id: b!, type: 'songs' }] });
    expect(created).toBeDefined();
    expect(created!.id).toMatch(/^p\.[A-Za-z0-9]+$/);
    expect(created!.attributes).toMatchObject({ name: 'Road trip', canEdit: true, description: { standard: 'Windows down' } });
    expect(ledger.read().playlists.added).toHaveProperty(created!.id);
    const trackIdsOf = async () =>
      ((await clients.library.resource('playlists', created!.id)).relationships as Record<string, { data: Array<{ attributes: { playParams: { catalogId: string } } }> }>)[
        'tracks'
      ]!.data.map((t) => t.attributes.playParams.catalogId);
    expect(await trackIdsOf()).toEqual([a, b]);

    await clients.libraryPlaylists.edit(created!.id, { name: 'Road trip 2026' });
    await clients.libraryPlaylists.addTracks(created!.id, [c!]);
    expect(await trackIdsOf()).toEqual([a, b, c]);
    await clients.libraryPlaylists.replaceTracks(created!.id, [c!, a!]);
    expect(await trackIdsOf()).toEqual([c, a]);
    expect((await clients.library.resource('playlists', created!.id)).attributes['name']).toBe('Road trip 2026');

    const shared = await clients.libraryPlaylists.catalog(created!.id);
    expect(shared).toMatchObject({ type: 'playlists', attributes: { name: 'Road trip 2026', playlistType: 'user-shared' } });
    expect(shared!.id).toMatch(/^pl\.u-/);

    await clients.libraryPlaylists.delete(created!.id);
    expect(await clients.library.collection('playlists')).toMatchObject({ data: [] });
  });

  it('a track the catalogue does not have is refused (404 → CONTENT_UNAVAILABLE) and nothing is created', async () => {
    const { clients } = await listener();
    const error = await rejection(clients.libraryPlaylists.create({ name: 'Broken', tracks: ['999'] }));
    expect(error).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: MESSAGES.contentUnavailable });
    expect(await clients.library.collection('playlists')).toMatchObject({ data: [] });
  });

  it('a library copy of a catalogue playlist cannot be edited (403 → ACCESS_DENIED)', async () => {
    const { clients } = await listener();
    await clients.library.add([...emulator.catalog.playlists.keys()][1]!);
    const [copy] = (await clients.library.collection('playlists')).data;
    expect(await rejection(clients.libraryPlaylists.edit(copy!.id, { name: 'Mine now' }))).toMatchObject({ errorCode: MKError.ACCESS_DENIED });
  });

  it('002 §7 folders: the root filter is identity=playlistsroot; its children are the playlists', async () => {
    const { clients } = await listener();
    const root = await clients.library.rootPlaylistFolder();
    expect(root.data.map((f) => [f.id, f.type])).toEqual([['p.playlistsroot', 'library-playlist-folders']]);
    const playlist = await clients.libraryPlaylists.create({ name: 'In the root' });
    const children = await clients.library.playlistFolderChildren(root.data[0]!.id);
    expect(children.data.map((p) => p.id)).toEqual([playlist!.id]);
    expect((await clients.library.playlistFolder('p.playlistsroot')).attributes['name']).toBe('Playlists');
  });
});

describe('002 §7 Ratings against the emulator', () => {
  it('PUT, GET and DELETE me/ratings/{type}/{id}; then the rating is gone (404 → CONTENT_UNAVAILABLE)', async () => {
    const { clients, http } = await listener();
    const songId = albums[8]!.trackIds[0]!;
    const rating = await clients.ratings.set('songs', songId, 1);
    expect(rating).toMatchObject({ id: songId, type: 'ratings', attributes: { value: 1 } });
    expect(sentSince(http).at(-1)).toMatchObject({ method: 'PUT', path: `/v1/me/ratings/songs/${songId}`, body: { type: 'rating', attributes: { value: 1 } } });
    expect((await clients.ratings.get('songs', songId)).attributes['value']).toBe(1);
    await clients.ratings.set('songs', songId, -1);
    expect((await clients.ratings.get('songs', songId)).attributes['value']).toBe(-1);
    await clients.ratings.remove('songs', songId);
    expect(await rejection(clients.ratings.get('songs', songId))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: MESSAGES.contentUnavailable });
  });

  it('the library- prefix rule: a library song is rated under library-songs; getMany splits the types and keeps order', async () => {
    const { clients, http } = await listener();
    const album = albums[9]!;
    await clients.library.add(album.trackIds[0]!, 'songs');
    const [librarySong] = (await clients.library.collection('songs')).data;
    await clients.ratings.set('songs', librarySong!.id, 1);
    expect(sentSince(http).at(-1)!.path).toBe(`/v1/me/ratings/library-songs/${librarySong!.id}`);
    const catalogSong = album.trackIds[1]!;
    await clients.ratings.set('song', catalogSong, -1);
    const many = await clients.ratings.getMany('songs', [catalogSong, librarySong!.id, album.trackIds[2]!]);
    expect(many.map((r) => [r.id, r.attributes['value']])).toEqual([
      [catalogSong, -1],
      [librarySong!.id, 1],
    ]);
    expect(await clients.ratings.getMany('songs', [])).toEqual([]);
  });
});
