import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tools/emulator/catalog/catalog-builder.ts';
import { catalogExtrasOf } from '../../../tools/emulator/catalog/catalog-extras.ts';
import type { CatalogExtras } from '../../../tools/emulator/catalog/catalog-extras.types.ts';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape, getJson } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
let extras: CatalogExtras;
let api: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  extras = catalogExtrasOf(emulator.catalog);
  api = `${emulator.origin}/v1/catalog/us`;
});
afterAll(() => emulator.close());

describe('generated catalogue extras', () => {
  it('are the same for the same catalogue, and another for another seed', () => {
    const again = catalogExtrasOf(buildCatalog({ tracks: emulator.media.tracks }));
    expect([...again.podcastEpisodes.keys()]).toEqual([...extras.podcastEpisodes.keys()]);
    expect([...again.stations.keys()]).toEqual([...extras.stations.keys()]);
    expect([...again.workouts.values()].map((w) => w.name)).toEqual([...extras.workouts.values()].map((w) => w.name));
    const other = catalogExtrasOf(buildCatalog({ tracks: emulator.media.tracks, seed: 7 }));
    expect([...other.podcasts.keys()]).not.toEqual([...extras.podcasts.keys()]);
  });

  it('have over 1,000 distinct 13-digit episode ids, a 176-episode show, and no id shared with the song catalogue', () => {
    expect(extras.podcastEpisodes.size).toBeGreaterThanOrEqual(1_000);
    expect([...extras.podcastEpisodes.keys()].every((id) => /^\d{13}$/.test(id))).toBe(true);
    expect(Math.max(...[...extras.tvShows.values()].map((s) => s.seasonIds.reduce((n, id) => n + extras.tvSeasons.get(id)!.episodeIds.length, 0)))).toBe(176);
    const song = new Set([...emulator.catalog.songs.keys(), ...emulator.catalog.albums.keys(), ...emulator.catalog.artists.keys()]);
    const mine = [extras.podcasts, extras.podcastEpisodes, extras.workouts, extras.audioBooks, extras.tvEpisodes, extras.movies, extras.recordLabels].flatMap((m) => [...m.keys()]);
    expect(mine.filter((id) => song.has(id))).toEqual([]);
    expect(new Set(mine).size).toBe(mine.length);
  });
});

describe('002 §7 legacy catalogue resources beyond songs, albums, artists and playlists', () => {
  it('genres: the top-level list, ids= and by id; record labels, curators, music movies by id', async () => {
    const genres = await getJson(`${api}/genres`);
    expect(genres.body.data.map((g: any) => g.attributes.name)).toContain('Jazz');
    expect(genres.body.meta.total).toBe(genres.body.data.length);
    expect((await getJson(`${api}/genres?ids=21,14`)).body.data.map((g: any) => g.attributes.name)).toEqual(['Rock', 'Pop']);
    const label = [...extras.recordLabels.values()][0]!;
    expect((await getJson(`${api}/record-labels/${label.id}`)).body.data[0].attributes.name).toBe(label.name);
    const curator = [...extras.curators.values()].find((c) => c.type === 'curators')!;
    expect((await getJson(`${api}/curators/${curator.id}`)).body.data[0].relationships.playlists.data.map((p: any) => p.id)).toEqual(curator.playlistIds);
    // An apple-curators id is not a curators id.
    const editor = [...extras.curators.values()].find((c) => c.type === 'apple-curators')!;
    expect((await getJson(`${api}/curators/${editor.id}`)).status).toBe(404);
    const movie = [...extras.musicMovies.values()][0]!;
    expect((await getJson(`${api}/music-movies/${movie.id}`)).body.data[0].attributes).toMatchObject({ name: movie.name, playParams: { kind: 'musicMovie' } });
  });

  it('relationships page with limit/offset, next and meta.total; views have a title; unknown ones are 404', async () => {
    const show = [...extras.tvShows.values()].find((s) => s.seasonIds.length === 8)!;
    const page = await getJson(`${api}/tv-shows/${show.id}/episodes?limit=50&offset=150`);
    expect(page.body.data).toHaveLength(26);
    expect(page.body.meta).toEqual({ total: 176 });
    expect(page.body.next).toBeUndefined();
    expect((await getJson(`${api}/tv-shows/${show.id}/episodes`)).body.next).toBe(`/v1/catalog/us/tv-shows/${show.id}/episodes?limit=100&offset=100`);
    const artist = [...emulator.catalog.artists.values()][0]!;
    const view = await getJson(`${api}/artists/${artist.id}/view/full-albums`);
    expect(view.body.attributes.title).toBe('Albums');
    expect(view.body.data.every((a: any) => a.type === 'albums')).toBe(true);
    expectErrorShape((await getJson(`${api}/artists/${artist.id}/view/nope`)).body, 404);
    // Issue 19 artist pages: the playlists featuring the artist, each holding one of their songs.
    const featuring = [...emulator.catalog.playlists.values()].find((p) => p.trackIds.length > 0)!;
    const featured = emulator.catalog.artists.get(emulator.catalog.songs.get(featuring.trackIds[0]!)!.artistId)!;
    const playlists = await getJson(`${api}/artists/${featured.id}/view/featured-playlists?limit=100`);
    expect(playlists.body.attributes.title).toBe('Featured Playlists');
    expect(playlists.body.data.map((p: any) => p.id)).toContain(featuring.id);
    for (const p of playlists.body.data) expect(emulator.catalog.playlists.get(p.id)!.trackIds.some((t) => emulator.catalog.songs.get(t)?.artistId === featured.id)).toBe(true);
    expectErrorShape((await getJson(`${api}/tv-shows/1/episodes`)).body, 404);
    // The song catalogue's own relationships still answer.
    const album = [...emulator.catalog.albums.values()][0]!;
    expect((await getJson(`${api}/albums/${album.id}/tracks`)).body.meta.total).toBe(album.trackIds.length);
  });

  it('equivalents (filter[equivalents]); songs?ids= still answers; ids= beyond 300 is 400', async () => {
    const [a, b] = [...emulator.catalog.songs.keys()];
    expect((await getJson(`${api}/songs?filter[equivalents]=${b},nope,${a}`)).body.data.map((s: any) => s.id)).toEqual([b, a]);
    expect((await getJson(`${api}/songs?ids=${a}`)).body.data[0].id).toBe(a);
    expectErrorShape((await getJson(`${api}/songs`)).body, 400);
    const many = Array.from({ length: 301 }, (_, i) => String(i)).join(',');
    expectErrorShape((await getJson(`${api}/genres?ids=${many}`)).body, 400);
  });

  it('search/hints and search/suggestions need a term; suggestions need kinds; groupings need a known platform', async () => {
    expectErrorShape((await getJson(`${api}/search/hints`)).body, 400);
    expectErrorShape((await getJson(`${api}/search/suggestions?term=a`)).body, 400);
    expectErrorShape((await getJson(`${api}/search/suggestions?term=a&kinds=people`)).body, 400);
    const artist = [...emulator.catalog.artists.values()][0]!;
    expect((await getJson(`${api}/search/hints?term=${encodeURIComponent(artist.name)}`)).body.results.terms[0]).toBe(artist.name.toLowerCase());
    expectErrorShape((await getJson(`${api}/groupings`)).body, 400);
    const jazz = await getJson(`${api}/groupings?platform=web&genre=11`);
    expect(jazz.body.data[0].attributes.name).toBe('Jazz');
    expect(jazz.body.data[0].relationships.contents.data.some((r: any) => r.id === 'ra.g11')).toBe(true);
    expect((await getJson(`${api}/groupings?platform=web&genre=4001`)).status).toBe(404);
  });
});

describe('002 §7 lyrics, upsell and engagement', () => {
  it('songs/{id}/lyrics: TTML for songs with lyrics, 404 for instrumentals; upsell/marketing-items; engagement/{type}', async () => {
    const sung = [...emulator.catalog.songs.values()].find((s) => s.hasLyrics)!;
    const lyrics = await getJson(`${api}/songs/${sung.id}/lyrics`);
    expect(lyrics.body.data[0].attributes.ttml).toMatch(/^<tt xmlns="http:\/\/www\.w3\.org\/ns\/ttml".*<\/tt>$/);
    const instrumental = [...emulator.catalog.songs.values()].find((s) => !s.hasLyrics)!;
    expectErrorShape((await getJson(`${api}/songs/${instrumental.id}/lyrics`)).body, 404);
    expect((await getJson(`${emulator.origin}/v1/upsell/marketing-items`)).body.data[0].attributes.kind).toBe('subscription');
    expect((await getJson(`${emulator.origin}/v1/engagement/messages`)).body).toEqual({ data: [] });
    expect((await getJson(`${emulator.origin}/v1/engagement/nope`)).status).toBe(404);
  });
});
