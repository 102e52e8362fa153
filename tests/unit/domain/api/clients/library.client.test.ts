import { describe, expect, it } from 'vitest';
import { jsonResponse, textResponse } from '@mediakit/adapters/node';
import { LibraryClient, LibraryPlaylistsClient, trackRef } from '../../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../../core/src/domain/errors/index.ts';
import { expectListenerHeaders, lastSent, makeKit, rejection, resources, router, sent } from '../api-test-kit.ts';

describe('002 §7 library reads', () => {
  it('GET me/library/{albums|artists|songs|playlists|music-videos}', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('library-x', ['l.1']), meta: { total: 1 } }, request.url) });
    const library = new LibraryClient(context);
    for (const type of ['albums', 'artists', 'songs', 'playlists', 'music-videos'] as const) {
      const page = await library.collection(type, { limit: 25 });
      expect(page).toMatchObject({ meta: { total: 1 } });
      expect(lastSent(http)).toMatchObject({ method: 'GET', path: `/v1/me/library/${type}`, query: { limit: '25' } });
    }
    expectListenerHeaders(lastSent(http));
  });

  it('002 §8: CONTENT_UNAVAILABLE on a library list gives an empty result', async () => {
    const { context } = makeKit({ handler: router({}) });
    const library = new LibraryClient(context);
    await expect(library.collection('songs')).resolves.toEqual({ data: [] });
    await expect(library.recentlyAdded()).resolves.toEqual({ data: [] });
    await expect(library.rootPlaylistFolder()).resolves.toEqual({ data: [] });
    await expect(library.playlistFolderChildren('p.f')).resolves.toEqual({ data: [] });
    await expect(library.search('x', ['library-songs'])).resolves.toEqual({});
  });

  it('other failures of a library list still reject', async () => {
    const { context } = makeKit({ handler: (request) => jsonResponse(503, {}, request.url) });
    expect(await rejection(new LibraryClient(context).collection('songs'))).toMatchObject({ errorCode: MKError.SERVICE_UNAVAILABLE });
  });

  it('GET me/library/{type}/{id} with include=tracks for albums and playlists', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('library-albums', ['l.1']) }, request.url) });
    const library = new LibraryClient(context);
    await library.resource('albums', 'l.1');
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/albums/l.1', query: { include: 'tracks' } });
    await library.resource('playlist', 'p.1');
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/playlists/p.1', query: { include: 'tracks' } });
    await library.resource('songs', 'i.1');
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/songs/i.1', query: {} });
  });

  it('002 §9: library lookups by ids go one id per chunk, in parallel, joined in order', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('library-songs', [new URL(request.url).searchParams.get('ids')!]) }, request.url) });
    const records = await new LibraryClient(context).resources('songs', ['i.1', 'i.2', 'i.3']);
    expect(records.map((r) => r.id)).toEqual(['i.1', 'i.2', 'i.3']);
    expect(http.requests.map((request) => sent(request).query)).toEqual([{ ids: 'i.1' }, { ids: 'i.2' }, { ids: 'i.3' }]);
  });

  it('GET me/library/recently-added (default limit 10) and me/library/search', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: [], results: { 'library-songs': { data: [] } } }, request.url) });
    const library = new LibraryClient(context);
    await library.recentlyAdded();
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/recently-added', query: { limit: '10' } });
    expect(await library.search('blue', ['library-songs', 'library-albums'], { limit: 40 })).toEqual({ 'library-songs': { data: [] } });
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/search', query: { term: 'blue', types: 'library-songs,library-albums', limit: '25' } });
  });

  it('playlist folders: the root filter is identity=playlistsroot; a folder and its children', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('library-playlist-folders', ['p.root']) }, request.url) });
    const library = new LibraryClient(context);
    await library.rootPlaylistFolder();
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/playlist-folders', query: { 'filter[identity]': 'playlistsroot' } });
    await library.playlistFolder('p.root');
    expect(lastSent(http).path).toBe('/v1/me/library/playlist-folders/p.root');
    await library.playlistFolderChildren('p.root');
    expect(lastSent(http).path).toBe('/v1/me/library/playlist-folders/p.root/children');
  });

  it('002 §3/§8: lists are reconciled with the server ledger; emptied by it, the list is empty', async () => {
    const { context, ledger } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('library-albums', ['l.1', 'l.2']) }, request.url) });
    const library = new LibraryClient(context, ledger);
    ledger.record('albums', 'removed', ['l.1']);
    expect((await library.collection('albums')).data.map((a) => a.id)).toEqual(['l.2']);
    ledger.record('albums', 'removed', ['l.2']);
    context.session.flush();
    expect(await library.collection('albums')).toEqual({ data: [] });
  });
});

describe('002 §7 library writes', () => {
  const writable = () => makeKit({ handler: (request) => (request.method === 'GET' ? jsonResponse(200, { data: [] }, request.url) : textResponse(202, '', request.url)) });

  it('POST me/library with ids[type]=comma list; without a type, playlist-looking ids are playlists, others albums', async () => {
    const { http, context, clock } = writable();
    const library = new LibraryClient(context);
    await library.add('pl.u-123');
    expect(lastSent(http)).toMatchObject({ method: 'POST', path: '/v1/me/library', query: { 'ids[playlists]': 'pl.u-123' }, rawBody: undefined });
    expectListenerHeaders(lastSent(http));
    clock.advance(1000);
    await library.add('a.1440857781');
    expect(lastSent(http).query).toEqual({ 'ids[albums]': '1440857781' });
    clock.advance(1000);
    await library.add(['1', '2'], 'song');
    expect(lastSent(http).query).toEqual({ 'ids[songs]': '1,2' });
    clock.advance(1000);
    await library.add({ songs: ['1', '2'], musicVideo: '3', albums: [] });
    expect(lastSent(http).query).toEqual({ 'ids[songs]': '1,2', 'ids[music-videos]': '3' });
  });

  it('002 §5: a second add within 1 second is QUOTA_EXCEEDED (Clock port), nothing sent', async () => {
    const { http, context, clock } = writable();
    const library = new LibraryClient(context);
    await library.add('1');
    clock.advance(999);
    expect(await rejection(library.add('2'))).toMatchObject({ errorCode: MKError.QUOTA_EXCEEDED });
    expect(http.requests).toHaveLength(1);
    clock.advance(1);
    await library.add('2');
    expect(http.requests).toHaveLength(2);
  });

  it('an add with no ids is INVALID_ARGUMENTS', async () => {
    const { context } = writable();
    expect(await rejection(new LibraryClient(context).add([]))).toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
  });

  it('DELETE me/library/{type}/{id}, noted in the ledger', async () => {
    const { http, context, ledger } = writable();
    await new LibraryClient(context, ledger).remove('album', 'l.9');
    expect(lastSent(http)).toMatchObject({ method: 'DELETE', path: '/v1/me/library/albums/l.9' });
    expect(Object.keys(ledger.read().albums.removed)).toEqual(['l.9']);
  });

  it('adds of albums and playlists are noted in the ledger', async () => {
    const { context, ledger } = writable();
    await new LibraryClient(context, ledger).add({ albums: ['1'], playlists: ['pl.2'], songs: ['3'] });
    expect(Object.keys(ledger.read().albums.added)).toEqual(['1']);
    expect(Object.keys(ledger.read().playlists.added)).toEqual(['pl.2']);
  });

  it("002 §5: without both tokens every library call is 'Invalid tokens'", async () => {
    const { http, context } = makeKit({ userToken: null });
    const library = new LibraryClient(context);
    const playlists = new LibraryPlaylistsClient(context);
    const calls = [
      () => library.collection('songs'),
      () => library.resource('songs', 'i.1'),
      () => library.resources('songs', ['i.1']),
      () => library.recentlyAdded(),
      () => library.search('x', []),
      () => library.rootPlaylistFolder(),
      () => library.playlistFolder('p.1'),
      () => library.playlistFolderChildren('p.1'),
      () => library.add('1'),
      () => library.remove('songs', 'i.1'),
      () => playlists.create({ name: 'x' }),
      () => playlists.edit('p.1', { name: 'y' }),
      () => playlists.delete('p.1'),
      () => playlists.replaceTracks('p.1', []),
      () => playlists.addTracks('p.1', []),
      () => playlists.catalog('p.1'),
    ];
    for (const call of calls) expect(await rejection(call())).toMatchObject({ errorCode: MKError.AUTHORIZATION_ERROR, message: 'Invalid tokens' });
    expect(http.requests).toHaveLength(0);
  });
});

describe('002 §7 library playlists', () => {
  it('POST me/library/playlists with attributes {name, description} and relationships.tracks.data; a bare id is a song', async () => {
    const { http, context, ledger } = makeKit({ handler: (request) => jsonResponse(201, { data: resources('library-playlists', ['p.new']) }, request.url) });
    const playlist = await new LibraryPlaylistsClient(context, ledger).create({ name: 'Road trip', description: 'Long', tracks: ['1', { id: 'i.2', type: 'library-songs' }] });
    expect(playlist?.id).toBe('p.new');
    expect(lastSent(http)).toMatchObject({
      method: 'POST',
      path: '/v1/me/library/playlists',
      headers: { 'Content-Type': 'application/json' },
      body: { attributes: { name: 'Road trip', description: 'Long' }, relationships: { tracks: { data: [{ id: '1', type: 'songs' }, { id: 'i.2', type: 'library-songs' }] } } },
    });
    expect(Object.keys(ledger.read().playlists.added)).toEqual(['p.new']);
    expect(trackRef('5')).toEqual({ id: '5', type: 'songs' });
  });

  it('a playlist without tracks is created without relationships; an empty answer resolves undefined', async () => {
    const { http, context } = makeKit({ handler: (request) => textResponse(204, '', request.url) });
    await expect(new LibraryPlaylistsClient(context).create({ name: 'Empty' })).resolves.toBeUndefined();
    expect(lastSent(http).body).toEqual({ attributes: { name: 'Empty' } });
  });

  it('PATCH and DELETE me/library/playlists/{id}; PUT or POST …/tracks with body {data}; POST …/catalog', async () => {
    const { http, context, ledger } = makeKit({ handler: (request) => (request.url.endsWith('/catalog') ? jsonResponse(200, { data: resources('playlists', ['pl.u-1']) }, request.url) : textResponse(204, '', request.url)) });
    const playlists = new LibraryPlaylistsClient(context, ledger);
    await playlists.edit('p.1', { name: 'New name', description: 'd' });
    await playlists.replaceTracks('p.1', ['1', '2']);
    await playlists.addTracks('p.1', [{ id: 'i.3', type: 'library-songs' }]);
    expect((await playlists.catalog('p.1'))?.id).toBe('pl.u-1');
    await playlists.delete('p.1');
    expect(http.requests.map((request) => [sent(request).method, sent(request).path, sent(request).body])).toEqual([
      ['PATCH', '/v1/me/library/playlists/p.1', { attributes: { name: 'New name', description: 'd' } }],
      ['PUT', '/v1/me/library/playlists/p.1/tracks', { data: [{ id: '1', type: 'songs' }, { id: '2', type: 'songs' }] }],
      ['POST', '/v1/me/library/playlists/p.1/tracks', { data: [{ id: 'i.3', type: 'library-songs' }] }],
      ['POST', '/v1/me/library/playlists/p.1/catalog', undefined],
      ['DELETE', '/v1/me/library/playlists/p.1', undefined],
    ]);
    expect(Object.keys(ledger.read().playlists.removed)).toEqual(['p.1']);
  });
});
