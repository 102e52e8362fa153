import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@mediakit/adapters/node';
import {
  BooksClient,
  DataContext,
  FitnessClient,
  MediaResourcesClient,
  PodcastsClient,
  RequestSession,
  TvPurchasesClient,
  createDataClients,
} from '../../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../../core/src/domain/errors/index.ts';
import { USER_TOKEN } from '../../tokens/token-fixtures.ts';
import { DEV_TOKEN, expectListenerHeaders, lastSent, makeKit, rejection, resources, router, sent } from '../api-test-kit.ts';

function echoIds() {
  return (request: { url: string }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.get('ids')?.split(',') ?? [url.pathname.split('/').pop()!];
    return jsonResponse(200, { data: resources(url.pathname.split('/')[4] ?? 'x', ids) }, request.url);
  };
}

describe('002 §7 podcasts (on the podcasts catalogue host)', () => {
  it('podcasts with include=episodes, podcast-episodes, artists, charts, search with types=podcasts', async () => {
    const kit = makeKit({ handler: echoIds() });
    const session = new RequestSession({ http: kit.http, clock: kit.clock, baseUrl: 'https://podcasts.test/v1', developerToken: DEV_TOKEN, userToken: USER_TOKEN });
    const podcasts = new PodcastsClient(new DataContext({ session, clock: kit.clock, storefrontId: () => 'fr' }));
    await podcasts.podcast('1200361736');
    expect(lastSent(kit.http)).toMatchObject({ method: 'GET', url: 'https://podcasts.test/v1/catalog/fr/podcasts/1200361736?include=episodes' });
    expectListenerHeaders(lastSent(kit.http));
    expect((await podcasts.podcasts(['1', '2'])).map((p) => p.id)).toEqual(['1', '2']);
    expect(lastSent(kit.http)).toMatchObject({ path: '/v1/catalog/fr/podcasts', query: { include: 'episodes', ids: '1,2' } });
    await podcasts.episode('1000650000000');
    expect(lastSent(kit.http).path).toBe('/v1/catalog/fr/podcast-episodes/1000650000000');
    await podcasts.episodes(['3', '4']);
    expect(lastSent(kit.http)).toMatchObject({ path: '/v1/catalog/fr/podcast-episodes', query: { ids: '3,4' } });
    await podcasts.artist('77');
    expect(lastSent(kit.http).path).toBe('/v1/catalog/fr/artists/77');
    await podcasts.charts({ limit: 10 });
    expect(lastSent(kit.http)).toMatchObject({ path: '/v1/catalog/fr/charts', query: { types: 'podcasts', limit: '10' } });
    await podcasts.search('history');
    expect(lastSent(kit.http)).toMatchObject({ path: '/v1/catalog/fr/search', query: { term: 'history', types: 'podcasts' } });
    await podcasts.episodesOf('1200361736', { offset: 20 });
    expect(lastSent(kit.http)).toMatchObject({ path: '/v1/catalog/fr/podcasts/1200361736/episodes', query: { offset: '20' } });
    expect(kit.http.requests.every((request) => request.url.startsWith('https://podcasts.test/'))).toBe(true);
  });
});

describe('002 §7 fitness and books', () => {
  it('workouts, contributors, modalities, workout-programs by id and ids; editorial items under editorial', async () => {
    const { http, context } = makeKit({ handler: echoIds() });
    const fitness = new FitnessClient(context);
    for (const type of ['workouts', 'contributors', 'modalities', 'workout-programs'] as const) {
      await fitness.get(type, '1');
      expect(lastSent(http).path).toBe(`/v1/catalog/gb/${type}/1`);
      await fitness.getMany(type, ['1', '2']);
      expect(lastSent(http)).toMatchObject({ path: `/v1/catalog/gb/${type}`, query: { ids: '1,2' } });
    }
    await fitness.editorialItems();
    expect(lastSent(http).path).toBe('/v1/editorial/gb/editorial-items');
    await fitness.editorialItems('ei.1');
    expect(lastSent(http).path).toBe('/v1/editorial/gb/editorial-items/ei.1');
  });

  it('audio-books by id and ids', async () => {
    const { http, context } = makeKit({ handler: echoIds() });
    const books = new BooksClient(context);
    await books.audioBook('5');
    expect(lastSent(http).path).toBe('/v1/catalog/gb/audio-books/5');
    expect((await books.audioBooks(['5', '6'])).map((b) => b.id)).toEqual(['5', '6']);
    expect(lastSent(http)).toMatchObject({ path: '/v1/catalog/gb/audio-books', query: { ids: '5,6' } });
    expect(await books.audioBooks([])).toEqual([]);
  });
});

describe('002 §7 TV library purchases', () => {
  it("GET me/purchases/{tv-episodes|movies|genres|''}", async () => {
    const { http, context } = makeKit();
    const tv = new TvPurchasesClient(context);
    for (const type of ['tv-episodes', 'movies', 'genres'] as const) await tv.purchases(type);
    await tv.purchases();
    expect(http.requests.map((request) => sent(request).path)).toEqual(['/v1/me/purchases/tv-episodes', '/v1/me/purchases/movies', '/v1/me/purchases/genres', '/v1/me/purchases']);
    expectListenerHeaders(lastSent(http));
    expect(await rejection(tv.purchases('songs' as never))).toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
  });

  it('002 §8: CONTENT_UNAVAILABLE on TV purchases gives an empty result', async () => {
    const { context } = makeKit({ handler: router({}) });
    await expect(new TvPurchasesClient(context).purchases('movies')).resolves.toEqual({ data: [] });
  });
});

describe('002 §7 music v1: media by type and id (catalogue or library)', () => {
  it('one catalogue id: GET catalog/{sf}/{type}s/{id}; several: ?ids=', async () => {
    const { http, context } = makeKit({ handler: echoIds() });
    const media = new MediaResourcesClient(context);
    await media.load('song', '1');
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/catalog/gb/songs/1' });
    await media.load('musicVideo', ['a.1', '2']);
    expect(lastSent(http)).toMatchObject({ path: '/v1/catalog/gb/music-videos', query: { ids: '1,2' } });
  });

  it('library ids go to me/library/{type}s, include=tracks for playlists and albums; results in the order asked', async () => {
    const { http, context } = makeKit({ handler: echoIds() });
    const media = new MediaResourcesClient(context);
    const records = await media.load('album', ['l.2', '1', 'l.3']);
    expect(records.map((r) => r.id)).toEqual(['l.2', '1', 'l.3']);
    const requests = http.requests.map((request) => [sent(request).path, sent(request).query]);
    expect(requests).toEqual(
      expect.arrayContaining([
        ['/v1/catalog/gb/albums/1', {}],
        ['/v1/me/library/albums', { include: 'tracks', ids: 'l.2' }],
        ['/v1/me/library/albums', { include: 'tracks', ids: 'l.3' }],
      ]),
    );
    await media.load('playlist', 'p.9');
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/playlists/p.9', query: { include: 'tracks' } });
    await media.load('song', 'i.9');
    expect(lastSent(http)).toMatchObject({ path: '/v1/me/library/songs/i.9', query: {} });
  });

  it('one missing item does not sink the others; nothing found is CONTENT_UNAVAILABLE', async () => {
    const { context } = makeKit({ handler: router({ 'GET /v1/me/library/songs/i.1': { data: resources('library-songs', ['i.1']) } }) });
    const media = new MediaResourcesClient(context);
    expect((await media.load('song', ['404', 'i.1'])).map((r) => r.id)).toEqual(['i.1']);
    expect(await rejection(media.load('song', ['404']))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: 'The requested content is not available.' });
    expect(await rejection(media.load('song', []))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
  });

  it("library ids without a user token are 'Invalid tokens'", async () => {
    const { context } = makeKit({ userToken: null });
    expect(await rejection(new MediaResourcesClient(context).load('song', 'i.1'))).toMatchObject({ message: 'Invalid tokens' });
  });
});

describe('createDataClients', () => {
  it('builds every client, each catalogue kind on its own host when given', async () => {
    const kit = makeKit({ handler: echoIds() });
    const podcastsSession = new RequestSession({ http: kit.http, clock: kit.clock, baseUrl: 'https://podcasts.test/v1', developerToken: DEV_TOKEN });
    const clients = createDataClients({ music: kit.context, podcasts: new DataContext({ session: podcastsSession, clock: kit.clock }), ledger: kit.ledger });
    expect(Object.keys(clients).sort()).toEqual(
      ['books', 'catalog', 'editorial', 'fitness', 'history', 'library', 'libraryPlaylists', 'media', 'musicSummaries', 'podcasts', 'ratings', 'recommendations', 'search', 'social', 'stations', 'taste', 'tvPurchases'].sort(),
    );
    await clients.podcasts.episode('1');
    expect(lastSent(kit.http).url).toBe('https://podcasts.test/v1/catalog/us/podcast-episodes/1');
    await clients.books.audioBook('2');
    expect(lastSent(kit.http).url).toBe('https://api.test/v1/catalog/gb/audio-books/2');
  });
});
