import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import type { CatalogAlbum } from '../../../tools/emulator/catalog/catalog.types.ts';
import { expectErrorShape } from './emulator-client.helper.ts';
import { call, signInToken } from './listener-client.helper.ts';

let emulator: RunningEmulator;
let albums: CatalogAlbum[];
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  albums = [...emulator.catalog.albums.values()].filter((a) => !a.isSingle);
});
afterAll(() => emulator.close());

const go = (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => call(emulator.origin, method, path, options);

describe('personal routes: the user token (002 §1, 000 §5-§7)', () => {
  it('without a user token: 403 in the provider error shape', async () => {
    const { status, body } = await go('GET', '/v1/me/library/albums');
    expect(status).toBe(403);
    expectErrorShape(body, 403);
  });

  it('a token not of the 000 §5 shape, one never issued, and a revoked one: 401', async () => {
    expect((await go('GET', '/v1/me/library/albums', { token: 'not-a-user-token' })).status).toBe(401);
    expect((await go('GET', '/v1/me/library/albums', { token: `${'x'.repeat(40)}==` })).status).toBe(401);
    const token = await signInToken(emulator.origin);
    await fetch(`${emulator.origin}/__emulator/accounts/revoke`, { method: 'POST', body: JSON.stringify({ token }) });
    const revoked = await go('GET', '/v1/me/library/albums', { token });
    expect(revoked.status).toBe(401);
    expect(expectErrorShape(revoked.body, 401).detail).toMatch(/revoked/);
  });

  it('the token may travel as Media-User-Token (000 §6); the developer token is still required', async () => {
    const token = await signInToken(emulator.origin);
    expect((await go('GET', '/v1/me/library/playlist-folders', { headers: { 'Media-User-Token': token } })).status).toBe(200);
    const noDeveloper = await fetch(`${emulator.origin}/v1/me/library/playlist-folders`, { headers: { 'Music-User-Token': token } });
    expect(noDeveloper.status).toBe(401);
  });

  it('personal answers are never cacheable (Cache-Control: private, no-store)', async () => {
    const token = await signInToken(emulator.origin);
    expect((await go('GET', '/v1/me/library/playlist-folders', { token })).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('002 §7 Library: POST me/library?ids[type]=, lists, DELETE', () => {
  it('adding a song brings its album (with that track only) and its artist', async () => {
    const token = await signInToken(emulator.origin);
    const album = albums[0]!;
    const added = await go('POST', `/v1/me/library?ids[songs]=${album.trackIds[1]}`, { token });
    expect(added.status).toBe(202);
    const songs = await go('GET', '/v1/me/library/songs', { token });
    expect(songs.body.data.map((s: any) => s.attributes.playParams.catalogId)).toEqual([album.trackIds[1]]);
    expect(songs.body.data[0].id).toMatch(/^i\.[A-Za-z0-9]+$/);
    const libraryAlbum = (await go('GET', '/v1/me/library/albums?include=tracks', { token })).body.data[0];
    expect(libraryAlbum.attributes.trackCount).toBe(1);
    expect(libraryAlbum.relationships.tracks.data.map((t: any) => t.id)).toEqual([songs.body.data[0].id]);
    const artist = (await go('GET', '/v1/me/library/artists', { token })).body.data[0];
    expect(artist).toMatchObject({ type: 'library-artists', attributes: { name: album.artistName } });
    expect((await go('GET', `/v1/me/library/artists/${artist.id}/albums`, { token })).body.data.map((a: any) => a.id)).toEqual([libraryAlbum.id]);
  });

  it('an empty library answers its lists with 200 and no data, not a 404 the browser logs (docs/decisions.md, issue 19)', async () => {
    const token = await signInToken(emulator.origin);
    for (const path of ['/v1/me/library/playlists', '/v1/me/library/albums', '/v1/me/library/songs', '/v1/me/library/recently-added', '/v1/me/library/playlist-folders/p.playlistsroot/children']) {
      const { status, body } = await go('GET', path, { token });
      expect({ path, status, data: body.data, total: body.meta?.total }).toEqual({ path, status: 200, data: [], total: 0 });
    }
  });

  it('the same catalogue item keeps its library id for a listener; another listener has their own library', async () => {
    const [mine, theirs] = [await signInToken(emulator.origin), await signInToken(emulator.origin)];
    const album = albums[1]!;
    await go('POST', `/v1/me/library?ids[albums]=${album.id}`, { token: mine });
    const first = (await go('GET', '/v1/me/library/albums', { token: mine })).body.data[0].id;
    expect((await go('DELETE', `/v1/me/library/albums/${first}`, { token: mine })).status).toBe(204);
    await go('POST', `/v1/me/library?ids[albums]=${album.id}`, { token: mine });
    expect((await go('GET', '/v1/me/library/albums', { token: mine })).body.data[0].id).toBe(first);
    expect((await go('GET', '/v1/me/library/albums', { token: theirs })).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('a renewed token sees the same library (one sign-in, 000 §7 renewMusicToken)', async () => {
    const token = await signInToken(emulator.origin);
    await go('POST', `/v1/me/library?ids[albums]=${albums[2]!.id}`, { token });
    const renewed = await go('POST', '/WebObjects/MZPlay.woa/wa/renewMusicToken', { token });
    const next = (renewed.body as { 'music-token': string })['music-token'];
    expect(next).not.toBe(token);
    expect((await go('GET', '/v1/me/library/albums', { token: next })).body.meta.total).toBe(1);
  });

  it('refuses adds without ids (400), of an unknown type (400) and of unknown ids (404, nothing added)', async () => {
    const token = await signInToken(emulator.origin);
    expectErrorShape((await go('POST', '/v1/me/library', { token })).body, 400);
    expectErrorShape((await go('POST', `/v1/me/library?ids[stations]=ra.1`, { token })).body, 400);
    const unknown = await go('POST', `/v1/me/library?ids[albums]=${albums[3]!.id},123`, { token });
    expect(expectErrorShape(unknown.body, 404).detail).toContain('albums/123');
    expect((await go('GET', '/v1/me/library/albums', { token })).body.data).toEqual([]);
  });

  it('lists page 25 at a time with next and meta.total; ids= looks up in request order', async () => {
    const token = await signInToken(emulator.origin);
    await go('POST', `/v1/me/library?ids[albums]=${albums.slice(0, 3).map((a) => a.id).join(',')}`, { token });
    const total = albums.slice(0, 3).reduce((n, a) => n + a.trackIds.length, 0);
    const first = await go('GET', '/v1/me/library/songs', { token });
    expect(first.body.data).toHaveLength(25);
    expect(first.body.meta).toEqual({ total });
    expect(first.body.next).toBe('/v1/me/library/songs?limit=25&offset=25');
    const second = await go('GET', first.body.next, { token });
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    const ids = [first.body.data[4].id, 'i.unknown', first.body.data[1].id];
    expect((await go('GET', `/v1/me/library/songs?ids=${ids.join(',')}`, { token })).body.data.map((s: any) => s.id)).toEqual([ids[0], ids[2]]);
  });

  it('DELETE of an album takes its songs; of something not in the library: 404', async () => {
    const token = await signInToken(emulator.origin);
    await go('POST', `/v1/me/library?ids[albums]=${albums[4]!.id}`, { token });
    const id = (await go('GET', '/v1/me/library/albums', { token })).body.data[0].id;
    expect((await go('DELETE', `/v1/me/library/albums/${id}`, { token })).status).toBe(204);
    expect((await go('GET', '/v1/me/library/songs', { token })).body.data).toEqual([]);
    expectErrorShape((await go('DELETE', `/v1/me/library/albums/${id}`, { token })).body, 404);
  });

  it('recently-added: newest first, 10 by default; library search needs term and library- types', async () => {
    const token = await signInToken(emulator.origin);
    for (const album of albums.slice(0, 3)) await go('POST', `/v1/me/library?ids[albums]=${album.id}`, { token });
    const recent = await go('GET', '/v1/me/library/recently-added', { token });
    expect(recent.body.data.map((a: any) => a.attributes.name)).toEqual(albums.slice(0, 3).map((a) => a.name).reverse());
    expect(recent.body.href).toBe('/v1/me/library/recently-added?limit=10');
    expectErrorShape((await go('GET', '/v1/me/library/search?types=library-songs', { token })).body, 400);
    expectErrorShape((await go('GET', '/v1/me/library/search?term=a&types=songs', { token })).body, 400);
    const found = await go('GET', `/v1/me/library/search?term=${encodeURIComponent(albums[0]!.artistName)}&types=library-albums,library-artists`, { token });
    expect(found.body.meta.results.order).toEqual(['library-albums', 'library-artists']);
  });
});

describe('002 §7 Library playlists and folders', () => {
  it('POST playlists → 201 with tracks; name required; track types checked', async () => {
    const token = await signInToken(emulator.origin);
    const [a, b] = albums[5]!.trackIds;
    const created = await go('POST', '/v1/me/library/playlists', { token, body: { attributes: { name: 'Mix' }, relationships: { tracks: { data: [{ id: a, type: 'songs' }] } } } });
    expect(created.status).toBe(201);
    const playlist = created.body.data[0];
    expect(playlist).toMatchObject({ type: 'library-playlists', attributes: { name: 'Mix', canEdit: true, description: { standard: '' } } });
    expect(playlist.relationships.tracks.data).toHaveLength(1);
    expect(playlist.relationships.parent.data[0].id).toBe('p.playlistsroot');
    expectErrorShape((await go('POST', '/v1/me/library/playlists', { token, body: { attributes: { name: ' ' } } })).body, 400);
    expectErrorShape((await go('POST', '/v1/me/library/playlists', { token, body: { attributes: { name: 'x' }, relationships: { tracks: { data: [{ id: b, type: 'albums' }] } } } })).body, 400);
    expectErrorShape((await go('POST', '/v1/me/library/playlists', { token, body: 'not json' as unknown })).body, 400);
  });

  it('PATCH (204), PUT replaces and POST appends tracks (204); library-songs work as tracks', async () => {
    const token = await signInToken(emulator.origin);
    const [a, b, c] = albums[6]!.trackIds;
    const id = (await go('POST', '/v1/me/library/playlists', { token, body: { attributes: { name: 'Edit me' } } })).body.data[0].id;
    expect((await go('PATCH', `/v1/me/library/playlists/${id}`, { token, body: { attributes: { name: 'Edited', description: 'Now' } } })).status).toBe(204);
    expect((await go('PUT', `/v1/me/library/playlists/${id}/tracks`, { token, body: { data: [{ id: a, type: 'songs' }, { id: b, type: 'songs' }] } })).status).toBe(204);
    const librarySong = (await go('GET', `/v1/me/library/playlists/${id}/tracks`, { token })).body.data[1].id;
    expect((await go('POST', `/v1/me/library/playlists/${id}/tracks`, { token, body: { data: [{ id: c, type: 'songs' }, { id: librarySong, type: 'library-songs' }] } })).status).toBe(204);
    const playlist = (await go('GET', `/v1/me/library/playlists/${id}`, { token })).body.data[0];
    expect(playlist.attributes).toMatchObject({ name: 'Edited', description: { standard: 'Now' } });
    expect(playlist.relationships.tracks.data.map((t: any) => t.attributes.playParams.catalogId)).toEqual([a, b, c, b]);
    expectErrorShape((await go('PUT', `/v1/me/library/playlists/${id}/tracks`, { token, body: { data: 'x' } })).body, 400);
    expect((await go('DELETE', `/v1/me/library/playlists/${id}`, { token })).status).toBe(204);
    expect((await go('GET', `/v1/me/library/playlists/${id}`, { token })).status).toBe(404);
  });

  it('a library copy of a catalogue playlist is read-only (403); /catalog answers the catalogue playlist', async () => {
    const token = await signInToken(emulator.origin);
    const source = [...emulator.catalog.playlists.values()][0]!;
    await go('POST', `/v1/me/library?ids[playlists]=${source.id}`, { token });
    const copy = (await go('GET', '/v1/me/library/playlists', { token })).body.data[0];
    expect(copy.attributes).toMatchObject({ canEdit: false, hasCatalog: true, name: source.name });
    expect((await go('PATCH', `/v1/me/library/playlists/${copy.id}`, { token, body: { attributes: { name: 'x' } } })).status).toBe(403);
    expect((await go('GET', `/v1/me/library/playlists/${copy.id}/tracks?limit=100`, { token })).body.meta.total).toBe(source.trackIds.length);
    expect((await go('POST', `/v1/me/library/playlists/${copy.id}/catalog`, { token })).body.data[0].id).toBe(source.id);
  });

  it('folders: identity=playlistsroot, a new folder inside the root, a playlist inside it, children', async () => {
    const token = await signInToken(emulator.origin);
    const root = await go('GET', '/v1/me/library/playlist-folders?filter[identity]=playlistsroot', { token });
    expect(root.body.data.map((f: any) => f.id)).toEqual(['p.playlistsroot']);
    expectErrorShape((await go('GET', '/v1/me/library/playlist-folders?filter[identity]=other', { token })).body, 400);
    const folder = (await go('POST', '/v1/me/library/playlist-folders', { token, body: { attributes: { name: 'Moods' } } })).body.data[0];
    const inside = (await go('POST', '/v1/me/library/playlists', { token, body: { attributes: { name: 'Calm' }, relationships: { parent: { data: [{ id: folder.id, type: 'library-playlist-folders' }] } } } })).body.data[0];
    expect((await go('GET', '/v1/me/library/playlist-folders/p.playlistsroot/children', { token })).body.data.map((c: any) => c.id)).toEqual([folder.id]);
    expect((await go('GET', `/v1/me/library/playlist-folders/${folder.id}/children`, { token })).body.data.map((c: any) => c.id)).toEqual([inside.id]);
    expect((await go('POST', '/v1/me/library/playlists', { token, body: { attributes: { name: 'Lost' }, relationships: { parent: { data: [{ id: 'p.nope' }] } } } })).status).toBe(404);
  });
});
