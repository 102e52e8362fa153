import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { MKError } from '@mediakit/core';
import { MESSAGES } from '@mediakit/core/internal';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { catalogExtrasOf } from '../../tools/emulator/catalog/catalog-extras.ts';
import type { CatalogExtras } from '../../tools/emulator/catalog/catalog-extras.types.ts';
import { dataHarness, rejection, sentSince, type DataHarness } from './data-harness.helper.ts';

// Headless harness: the real catalogue, search and media clients against the provider emulator
// (002 §7 legacy API paths, relationships, views, chunking; 002 §8 error rules). No user token.

let emulator: RunningEmulator;
let extras: CatalogExtras;
let harness: DataHarness;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  extras = catalogExtrasOf(emulator.catalog);
});
afterAll(() => emulator.close());

function fresh(): DataHarness {
  harness = dataHarness(emulator.origin, null);
  return harness;
}

describe('002 §7 catalogue resources, relationships and views', () => {
  it('GET catalog/{sf}/{type}/{id} and ?ids= (found ones, in request order)', async () => {
    const { clients } = fresh();
    const [first, second] = [...emulator.catalog.albums.values()];
    expect((await clients.catalog.resource('albums', first!.id)).attributes['name']).toBe(first!.name);
    // An adam id loses its 'a.' (002 §7 music v1).
    const found = await clients.catalog.resources('albums', [`a.${second!.id}`, 'nope', first!.id]);
    expect(found.map((a) => a.id)).toEqual([second!.id, first!.id]);
    const genres = await clients.catalog.resources('genres', ['14', '21']);
    expect(genres.map((g) => g.attributes['name'])).toEqual(['Pop', 'Rock']);
  });

  it("002 §8: a 404 is CONTENT_UNAVAILABLE 'The requested content is not available.'; so is an empty answer", async () => {
    const { clients } = fresh();
    const missing = await rejection(clients.catalog.resource('albums', '1'));
    expect(missing).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: MESSAGES.contentUnavailable });
    expect(missing.details).toMatchObject({ status: 404 });
    const none = await rejection(clients.catalog.resources('songs', ['1', '2']));
    expect(none).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: MESSAGES.contentUnavailable });
  });

  it('002 §9 relationship paging: 176 episodes of a show load 100 at a time, following next, in order', async () => {
    const { clients, http } = fresh();
    const show = [...extras.tvShows.values()].find((s) => s.name === 'Harbour Lights')!;
    const expected = show.seasonIds.flatMap((id) => extras.tvSeasons.get(id)!.episodeIds);
    expect(expected).toHaveLength(176);
    const all = await clients.catalog.allRelated('tv-shows', show.id, 'episodes');
    expect(all.map((e) => e.id)).toEqual(expected);
    expect(sentSince(http).map((r) => [r.path, r.query.get('limit'), r.query.get('offset')])).toEqual([
      [`/v1/catalog/us/tv-shows/${show.id}/episodes`, '100', null],
      [`/v1/catalog/us/tv-shows/${show.id}/episodes`, '100', '100'],
    ]);
    const first = await clients.catalog.relationship('tv-shows', show.id, 'episodes');
    expect(first.data).toHaveLength(100);
    expect(first.meta).toEqual({ total: 176 });
    expect(first.next).toBe(`/v1/catalog/us/tv-shows/${show.id}/episodes?limit=100&offset=100`);
  });

  it('{type}/{id}/view/{view} and the extra relationships of catalogue types', async () => {
    const { clients } = fresh();
    const artist = [...emulator.catalog.artists.values()][0]!;
    const top = await clients.catalog.view('artists', artist.id, 'top-songs', { limit: 3 });
    expect(top.data).toHaveLength(3);
    expect(top.data.every((s) => s.attributes['artistName'] === artist.name)).toBe(true);
    const station = await clients.catalog.relationship('artists', artist.id, 'station');
    expect(station.data.map((s) => s.id)).toEqual([`ra.${artist.id}`]);
    const label = [...extras.recordLabels.values()][0]!;
    const releases = await clients.catalog.view('record-labels', label.id, 'latest-releases');
    expect(releases.data.map((a) => a.id)).toEqual(label.albumIds.slice(0, 10));
    const curator = [...extras.curators.values()].find((c) => c.type === 'apple-curators')!;
    expect((await clients.catalog.relationship('apple-curators', curator.id, 'playlists')).data.map((p) => p.id)).toEqual(curator.playlistIds);
  });

  it('groupings ask for platform desktop by default (002 §9)', async () => {
    const { clients, http } = fresh();
    const [music] = await clients.catalog.groupings();
    expect(sentSince(http).at(-1)!.query.get('platform')).toBe('desktop');
    expect(music).toMatchObject({ id: '34', type: 'groupings', attributes: { name: 'Music', platform: 'desktop' } });
  });
});

describe('002 §7 Chunking: bulk id lists are split and the parallel calls joined', () => {
  it('1,000 episode ids (13 digits): 1,000 characters a request bind first → 15 requests, answers joined in request order', async () => {
    const { clients, http } = fresh();
    const ids = [...extras.podcastEpisodes.keys()].slice(0, 1_000);
    expect(new Set(ids).size).toBe(1_000);
    const shuffled = [...ids].reverse();
    const from = http.requests.length;
    const episodes = await clients.podcasts.episodes(shuffled);
    expect(episodes.map((e) => e.id)).toEqual(shuffled);
    const chunks = sentSince(http, from).map((r) => r.query.get('ids')!);
    // 71 ids of 13 characters and 70 commas make 993 characters; a 72nd would make 1,007.
    expect(chunks).toHaveLength(15);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(1_000);
      expect(chunk.split(',').length).toBeLessThanOrEqual(100);
    }
    expect(chunks.slice(0, 14).every((chunk) => chunk.split(',').length === 71)).toBe(true);
    expect(chunks.join(',')).toBe(shuffled.join(','));
  });

  it('1,000 artist-length ids (9 digits): 100 ids a request bind first → 10 requests; found artists come back in request order', async () => {
    const { clients, http } = fresh();
    const artists = [...emulator.catalog.artists.keys()].reverse();
    // 984 ids no artist has, with the 16 artists spread over the chunks.
    const ids = Array.from({ length: 1_000 }, (_, i) => String(100_000_000 + i * 7));
    artists.forEach((artistId, k) => {
      ids[k * 61 + 3] = artistId;
    });
    const from = http.requests.length;
    const found = await clients.catalog.resources('artists', ids);
    expect(found.map((a) => a.id)).toEqual(artists);
    const chunks = sentSince(http, from).map((r) => r.query.get('ids')!.split(','));
    expect(chunks).toHaveLength(10);
    expect(chunks.every((chunk) => chunk.length === 100)).toBe(true);
    expect(chunks.flat()).toEqual(ids);
  });
});

describe('002 §7 search, hints, suggestions and equivalents', () => {
  it('search/hints and search/suggestions answer matching terms (limit capped at 25, 002 §9)', async () => {
    const { clients, http } = fresh();
    const album = [...emulator.catalog.albums.values()].find((a) => !a.isSingle && !a.name.includes(':'))!;
    const term = album.name.toLowerCase();
    const hints = (await clients.search.hints(term, { limit: 50 })) as { terms: string[] };
    expect(sentSince(http).at(-1)!.query.get('limit')).toBe('25');
    expect(hints.terms).toContain(album.name.toLowerCase());
    const suggestions = (await clients.search.suggestions(term, { kinds: 'terms,topResults', types: 'albums' })) as { suggestions: Array<{ kind: string; searchTerm?: string; content?: { id: string } }> };
    expect(suggestions.suggestions.some((s) => s.kind === 'terms' && s.searchTerm === album.name.toLowerCase())).toBe(true);
    expect(suggestions.suggestions.some((s) => s.kind === 'topResults' && s.content?.id === album.id)).toBe(true);
  });

  it('search answers its results map; search/query too', async () => {
    const { clients } = fresh();
    const song = [...emulator.catalog.songs.values()][0]!;
    const results = (await clients.search.search(song.name, ['songs'])) as { songs: { data: Array<{ id: string }> } };
    expect(results.songs.data.map((s) => s.id)).toContain(song.id);
    const query = (await clients.search.query(song.name, { types: 'songs' })) as { songs: { data: Array<{ id: string }> } };
    expect(query.songs.data.map((s) => s.id)).toContain(song.id);
  });

  it("equivalents by filter[equivalents]; only albums, songs, artists and playlists, else 'Invalid equivalent type' (002 §5)", async () => {
    const { clients, http } = fresh();
    const [songA, songB] = [...emulator.catalog.songs.keys()];
    const equivalent = await clients.catalog.equivalents('songs', [songA!, songB!]);
    expect(equivalent.map((s) => s.id)).toEqual([songA, songB]);
    expect(sentSince(http).at(-1)!.query.get('filter[equivalents]')).toBe(`${songA},${songB}`);
    const before = http.requests.length;
    expect(await rejection(clients.catalog.equivalents('stations', ['ra.1']))).toMatchObject({ message: MESSAGES.invalidEquivalentType });
    expect(http.requests.length).toBe(before);
  });

  it('002 §7 music v1: the media a queue names load from catalog/{sf}/{type}s, in the order asked', async () => {
    const { clients } = fresh();
    const ids = [...emulator.catalog.songs.keys()].slice(10, 14).reverse();
    expect((await clients.media.load('song', ids)).map((s) => s.id)).toEqual(ids);
    expect((await clients.media.load('song', [ids[0]!])).map((s) => s.id)).toEqual([ids[0]]);
  });
});

describe('002 §7 the other legacy paths: lyrics, storefronts, engagement, upsell/marketing-items, editorial', () => {
  it('lyrics of a song (404 → CONTENT_UNAVAILABLE for an instrumental), storefronts, marketing items, engagement, editorial items', async () => {
    const { clients } = fresh();
    const sung = [...emulator.catalog.songs.values()].find((s) => s.hasLyrics)!;
    const [lyrics] = (await clients.editorial.lyrics(sung.id)).data;
    expect(lyrics).toMatchObject({ id: sung.id, type: 'lyrics', attributes: { displayType: 'timed', language: 'en' } });
    expect(lyrics!.attributes['ttml']).toContain('<tt ');
    const instrumental = [...emulator.catalog.songs.values()].find((s) => !s.hasLyrics)!;
    expect(await rejection(clients.editorial.lyrics(instrumental.id))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
    expect((await clients.editorial.storefronts()).map((s) => s.id)).toContain('us');
    expect((await clients.editorial.storefronts('gb'))[0]!.id).toBe('gb');
    expect((await clients.editorial.marketingItems()).data.map((m) => m.type)).toEqual(['marketing-items', 'marketing-items', 'marketing-items']);
    expect(await clients.editorial.engagement('messages')).toEqual([]);
    const items = await clients.editorial.editorial('editorial-items');
    expect(items.data.some((item) => item.attributes['name'] === 'New Music Daily')).toBe(true);
  });
});

describe('MUSICKIT-SURFACE api.music pagination against the emulator', () => {
  it('music.api.music then music.api.next follows next links to the last page, then null', async () => {
    const { MusicKit } = createHeadlessMusicKit();
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${emulator.origin}/v1` });
    const podcast = [...extras.podcasts.values()].find((p) => p.episodeIds.length === 120)!;
    let page = await music.api.music<{ data: Array<{ id: string }>; next?: string; meta: { total: number } }>(`/v1/catalog/{{storefrontId}}/podcasts/${podcast.id}/episodes`, { limit: 50 });
    expect(page.data.meta.total).toBe(120);
    const seen = [...page.data.data.map((e) => e.id)];
    for (;;) {
      const next = await music.api.next<typeof page.data>(page);
      if (next === null) break;
      seen.push(...next.data.data.map((e) => e.id));
      page = next;
    }
    expect(seen).toEqual(podcast.episodeIds);
  });
});
