import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MKError } from '@mediakit/core';
import { MESSAGES } from '@mediakit/core/internal';
import { startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { catalogExtrasOf } from '../../tools/emulator/catalog/catalog-extras.ts';
import type { CatalogExtras } from '../../tools/emulator/catalog/catalog-extras.types.ts';
import { dataHarness, rejection, sentSince, signIn } from './data-harness.helper.ts';

// Headless harness: the podcasts, fitness, books and TV clients (002 §7, each on its catalogue
// host; the emulator serves every host) against the provider emulator.

let emulator: RunningEmulator;
let extras: CatalogExtras;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  extras = catalogExtrasOf(emulator.catalog);
});
afterAll(() => emulator.close());

const catalogOnly = () => dataHarness(emulator.origin, null).clients;

describe('002 §7 Podcasts', () => {
  it('catalog/{sf}/podcasts/{id} with include=episodes carries its newest 100 episodes and a next link', async () => {
    const podcast = [...extras.podcasts.values()].find((p) => p.episodeIds.length > 100)!;
    const record = await catalogOnly().podcasts.podcast(podcast.id);
    expect(record.attributes).toMatchObject({ name: podcast.name, artistName: podcast.artistName, episodeCount: podcast.episodeIds.length });
    const episodes = record.relationships['episodes'] as { data: Array<{ id: string; type: string; attributes?: { name: string } }>; next?: string };
    expect(episodes.data).toHaveLength(100);
    expect(episodes.data.map((e) => e.id)).toEqual(podcast.episodeIds.slice(0, 100));
    expect(episodes.data[0]!.attributes?.name).toBe(extras.podcastEpisodes.get(podcast.episodeIds[0]!)!.name);
    expect(episodes.next).toBe(`/v1/catalog/us/podcasts/${podcast.id}/episodes?limit=100&offset=100`);
  });

  it('podcasts?ids= (include=episodes), podcast-episodes/{id}, episodes of a podcast page by page', async () => {
    const clients = catalogOnly();
    const [a, b] = [...extras.podcasts.values()].slice(-2);
    const shows = await clients.podcasts.podcasts([b!.id, a!.id]);
    expect(shows.map((s) => s.id)).toEqual([b!.id, a!.id]);
    expect((shows[0]!.relationships['episodes'] as { data: unknown[] }).data).toHaveLength(b!.episodeIds.length);
    const episode = extras.podcastEpisodes.get(a!.episodeIds[3]!)!;
    const record = await clients.podcasts.episode(episode.id);
    expect(record.attributes).toMatchObject({ name: episode.name, podcastName: a!.name, durationInMillis: episode.durationInMillis });
    expect(record.attributes['assetUrl']).toMatch(/\/media\/audio\/clip\d\d\/clear\/master\.m3u8$/);
    const page = await clients.podcasts.episodesOf(a!.id, { limit: 10, offset: 10 });
    expect(page.data.map((e) => e.id)).toEqual(a!.episodeIds.slice(10, 20));
    expect(page.meta).toEqual({ total: a!.episodeIds.length });
  });

  it('search with types=podcasts and charts of podcasts on the podcasts host', async () => {
    const { clients, http } = dataHarness(emulator.origin, null);
    const podcast = [...extras.podcasts.values()][2]!;
    const results = (await clients.podcasts.search(podcast.name)) as { podcasts: { data: Array<{ id: string }> } };
    expect(sentSince(http).at(-1)!.query.get('types')).toBe('podcasts');
    expect(results.podcasts.data.map((p) => p.id)).toContain(podcast.id);
    const charts = (await clients.podcasts.charts({ limit: 3 })) as { podcasts: Array<{ data: Array<{ id: string }> }> };
    expect(charts.podcasts[0]!.data).toHaveLength(3);
    expect(charts.podcasts[0]!.data[0]!.id).toBe([...extras.podcasts.values()].sort((x, y) => y.episodeIds.length - x.episodeIds.length)[0]!.id);
  });
});

describe('002 §7 Fitness', () => {
  it('workouts, contributors, modalities, workout-programs by id and ids=; editorial items under editorial', async () => {
    const { clients, http } = dataHarness(emulator.origin, null);
    const [w1, w2, w3] = [...extras.workouts.values()];
    const workouts = await clients.fitness.getMany('workouts', [w3!.id, w1!.id, w2!.id]);
    expect(workouts.map((w) => w.id)).toEqual([w3!.id, w1!.id, w2!.id]);
    expect(workouts[0]!.attributes).toMatchObject({ name: w3!.name, durationInMillis: w3!.durationInMillis, playParams: { kind: 'workout' } });
    const trainer = extras.contributors.get(w1!.contributorIds[0]!)!;
    expect((await clients.fitness.get('contributors', trainer.id)).attributes['name']).toBe(trainer.name);
    const modality = extras.modalities.get(w1!.modalityId)!;
    expect((await clients.fitness.get('modalities', modality.id)).attributes['name']).toBe(modality.name);
    const program = [...extras.workoutPrograms.values()][0]!;
    const record = await clients.fitness.get('workout-programs', program.id);
    expect((record.relationships['workouts'] as { data: Array<{ id: string }> }).data.map((w) => w.id)).toEqual(program.workoutIds);

    const items = await clients.fitness.editorialItems();
    expect(sentSince(http).at(-1)!.path).toBe('/v1/editorial/us/editorial-items');
    const fitnessItem = items.data.find((item) => item.attributes['kind'] === 'fitness')!;
    expect((await clients.fitness.editorialItems(fitnessItem.id)).data[0]!.id).toBe(fitnessItem.id);
  });
});

describe('002 §7 Books', () => {
  it('audio-books by id and ids=', async () => {
    const clients = catalogOnly();
    const [first, second] = [...extras.audioBooks.values()];
    expect((await clients.books.audioBook(first!.id)).attributes).toMatchObject({ name: first!.name, artistName: first!.authorName, narratorName: first!.narratorName });
    expect((await clients.books.audioBooks([second!.id, first!.id])).map((b) => b.id)).toEqual([second!.id, first!.id]);
    expect(await rejection(clients.books.audioBook('42'))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: MESSAGES.contentUnavailable });
  });
});

describe('002 §7 TV library: me/purchases', () => {
  it('a listener’s purchases: all, tv-episodes, movies and genres', async () => {
    const { clients, http } = dataHarness(emulator.origin, await signIn(emulator.origin, 'subscriber'));
    const all = await clients.tvPurchases.purchases();
    expect(sentSince(http).at(-1)!.path).toBe('/v1/me/purchases');
    const movies = await clients.tvPurchases.purchases('movies');
    const episodes = await clients.tvPurchases.purchases('tv-episodes');
    expect(movies.data.length).toBeGreaterThan(0);
    expect(movies.data.every((m) => m.type === 'movies')).toBe(true);
    expect(episodes.data.every((e) => e.type === 'tv-episodes')).toBe(true);
    expect(all.meta).toEqual({ total: movies.data.length + episodes.data.length });
    const genres = await clients.tvPurchases.purchases('genres');
    expect(genres.data.every((g) => g.type === 'genres')).toBe(true);
  });

  it('002 §8: nothing bought (the provider answers 404) is an empty result', async () => {
    const { clients } = dataHarness(emulator.origin, await signIn(emulator.origin, 'non-subscriber'));
    expect(await clients.tvPurchases.purchases('movies')).toEqual({ data: [] });
    expect(await clients.tvPurchases.purchases()).toEqual({ data: [] });
  });
});
