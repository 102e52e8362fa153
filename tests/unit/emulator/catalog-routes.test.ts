import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape, getJson, getWithHost } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
let api: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  api = `${emulator.origin}/v1/catalog/us`;
});
afterAll(async () => {
  await emulator.close();
});

function firstAlbumOf(genre: string) {
  const album = [...emulator.catalog.albums.values()].find((a) => a.genre === genre && !a.isSingle);
  if (!album) throw new Error(`no ${genre} album`);
  return album;
}

describe('albums (002 §7 GET /v1/catalog/{storefrontId}/{type}s/{id})', () => {
  it('answers an album with its tracks as full song resources', async () => {
    const album = firstAlbumOf('Pop');
    const { status, body } = await getJson(`${api}/albums/${album.id}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const resource = body.data[0];
    expect(resource).toMatchObject({ id: album.id, type: 'albums', href: `/v1/catalog/us/albums/${album.id}` });
    expect(resource.attributes).toMatchObject({ name: album.name, trackCount: album.trackIds.length, playParams: { id: album.id, kind: 'album' } });
    expect(resource.attributes.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(resource.attributes.url).toBe(`https://music.example.com/us/album/${resource.attributes.url.split('/')[5]}/${album.id}`);

    const tracks = resource.relationships.tracks;
    expect(tracks.href).toBe(`/v1/catalog/us/albums/${album.id}/tracks`);
    expect(tracks.data.map((t: any) => t.id)).toEqual(album.trackIds);
    const [first] = tracks.data;
    expect(first.type).toBe('songs');
    expect(first.attributes).toMatchObject({ trackNumber: 1, discNumber: 1, albumName: album.name, playParams: { id: first.id, kind: 'song' } });
    expect(first.attributes.isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
    expect(first.attributes.durationInMillis).toBeGreaterThan(5000);
    expect(first.attributes.previews[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/audio\/clip\d\d\/clear\/master\.m3u8$/);
    expect(first.attributes.url).toMatch(new RegExp(`^https://music\\.example\\.com/us/album/[a-z0-9-]+/${album.id}\\?i=${first.id}$`));
    // Nested resources do not carry their own relationships (as the real API).
    expect(first.relationships).toBeUndefined();
    // Artists come as identifiers unless included.
    expect(resource.relationships.artists.data[0]).toEqual({ id: album.artistId, type: 'artists', href: `/v1/catalog/us/artists/${album.artistId}` });
  });

  it('expands relationships named in include=', async () => {
    const album = firstAlbumOf('Rock');
    const { body } = await getJson(`${api}/albums/${album.id}?include=artists,tracks&l=en-GB`);
    expect(body.data[0].relationships.artists.data[0].attributes.name).toBe(album.artistName);
  });

  it('uses the storefront of the request in hrefs and share links', async () => {
    const album = firstAlbumOf('Jazz');
    const { body } = await getJson(`${emulator.origin}/v1/catalog/gb/albums/${album.id}`);
    expect(body.data[0].href).toBe(`/v1/catalog/gb/albums/${album.id}`);
    expect(body.data[0].attributes.url).toContain('music.example.com/gb/album/');
  });

  it('marks a classical album with composer and work/movement attributes (000 §3, 001 §3)', async () => {
    const album = firstAlbumOf('Classical');
    const { body } = await getJson(`${api}/albums/${album.id}`);
    const song = body.data[0].relationships.tracks.data[0].attributes;
    expect(song.genreNames).toContain('Classical');
    expect(song.composerName).toMatch(/Bach|Debussy/);
    expect(song).toHaveProperty('workName');
    expect(song.movementNumber).toBe(1);
  });
});

describe('ids= lists and 404s', () => {
  it('returns the found resources in request order', async () => {
    const ids = [...emulator.catalog.albums.keys()];
    const wanted = [ids[5], '999', ids[1], ids[12]] as string[];
    const { status, body } = await getJson(`${api}/albums?ids=${wanted.join(',')}`);
    expect(status).toBe(200);
    expect(body.data.map((a: any) => a.id)).toEqual([ids[5], ids[1], ids[12]]);
  });

  it('does the same for songs, artists and playlists', async () => {
    const songIds = [...emulator.catalog.songs.keys()].slice(40, 43).reverse();
    const songs = await getJson(`${api}/songs?ids=${songIds.join(',')}`);
    expect(songs.body.data.map((s: any) => s.id)).toEqual(songIds);
    expect(songs.body.data[0].relationships.albums.data[0].type).toBe('albums');

    const artistIds = [...emulator.catalog.artists.keys()].slice(0, 2);
    const artists = await getJson(`${api}/artists?ids=${artistIds.join(',')}`);
    expect(artists.body.data.map((a: any) => a.id)).toEqual(artistIds);

    const playlistIds = [...emulator.catalog.playlists.keys()].slice(0, 2);
    const playlists = await getJson(`${api}/playlists?ids=${playlistIds.join(',')}`);
    expect(playlists.body.data.map((p: any) => p.id)).toEqual(playlistIds);
  });

  it('answers 400 when ids= is missing', async () => {
    const { status, body } = await getJson(`${api}/songs`);
    expect(status).toBe(400);
    expectErrorShape(body, 400);
  });

  it('answers 404 in the error shape for an unknown id, type or storefront', async () => {
    for (const url of [`${api}/albums/123`, `${api}/songs/abc`, `${api}/playlists/pl.nope`, `${api}/widgets/1`, `${emulator.origin}/v1/catalog/zz/albums/1`]) {
      const { status, body } = await getJson(url);
      expect(status, url).toBe(404);
      const error = expectErrorShape(body, 404);
      expect(error.code).toBe('40400');
    }
  });
});

describe('artists and playlists', () => {
  it('answers an artist with its albums relationship', async () => {
    const artist = [...emulator.catalog.artists.values()].find((a) => a.albumIds.length > 1)!;
    const { body } = await getJson(`${api}/artists/${artist.id}`);
    expect(body.data[0].attributes.name).toBe(artist.name);
    expect(body.data[0].relationships.albums.data.map((a: any) => a.id)).toEqual(artist.albumIds);
    const full = await getJson(`${api}/artists/${artist.id}?include=albums`);
    expect(full.body.data[0].relationships.albums.data[0].attributes.name).toBeTypeOf('string');
  });

  it('answers a playlist (pl. id) with its tracks', async () => {
    const playlist = [...emulator.catalog.playlists.values()][0]!;
    expect(playlist.id).toMatch(/^pl\.[0-9a-f]{32}$/);
    const { body } = await getJson(`${api}/playlists/${playlist.id}`);
    expect(body.data[0].attributes).toMatchObject({ name: playlist.name, playParams: { id: playlist.id, kind: 'playlist' } });
    expect(body.data[0].relationships.tracks.data.map((t: any) => t.id)).toEqual(playlist.trackIds);
  });

  it('pages a relationship endpoint with limit/offset and next (001 §7 pagination)', async () => {
    const playlist = [...emulator.catalog.playlists.values()][0]!;
    const first = await getJson(`${api}/playlists/${playlist.id}/tracks?limit=10`);
    expect(first.body.data.map((t: any) => t.id)).toEqual(playlist.trackIds.slice(0, 10));
    expect(first.body.next).toBe(`/v1/catalog/us/playlists/${playlist.id}/tracks?limit=10&offset=10`);
    const second = await getJson(`${emulator.origin}${first.body.next}`);
    expect(second.body.data.map((t: any) => t.id)).toEqual(playlist.trackIds.slice(10, 20));
  });
});

describe('absolute URLs follow the Host the client addressed', () => {
  it('builds preview and artwork URLs from the Host header', async () => {
    const song = [...emulator.catalog.songs.values()][0]!;
    const viaLocalhost = await getWithHost(emulator.port, `/v1/catalog/us/songs/${song.id}`, `localhost:${emulator.port}`);
    const viaLoopback = await getWithHost(emulator.port, `/v1/catalog/us/songs/${song.id}`, `127.0.0.1:${emulator.port}`);
    const a = viaLocalhost.body.data[0].attributes;
    const b = viaLoopback.body.data[0].attributes;
    expect(a.previews[0].url).toBe(`http://localhost:${emulator.port}/media/audio/${song.clipId}/clear/master.m3u8`);
    expect(b.previews[0].url).toBe(`http://127.0.0.1:${emulator.port}/media/audio/${song.clipId}/clear/master.m3u8`);
    expect(a.artwork.url).toBe(`http://localhost:${emulator.port}/artwork/${song.artworkName}/{w}x{h}bb.{f}`);
    expect(b.artwork.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/artwork\/cover-\d\d\/\{w\}x\{h\}bb\.\{f\}$/);
    // hrefs are server-relative, identical on both origins.
    expect(viaLocalhost.body.data[0].href).toBe(viaLoopback.body.data[0].href);
  });

  it('does the same through fetch on http://localhost', async () => {
    const song = [...emulator.catalog.songs.values()][3]!;
    const { body } = await getJson(`http://localhost:${emulator.port}/v1/catalog/us/songs/${song.id}`);
    expect(body.data[0].attributes.previews[0].url.startsWith(`http://localhost:${emulator.port}/`)).toBe(true);
  });
});
