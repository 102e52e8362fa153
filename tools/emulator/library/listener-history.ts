import { createHash } from 'node:crypto';
import type { ResourceRef } from '../catalog/catalog-extras.types.ts';
import { chartIds } from '../catalog/catalog-ranking.ts';
import type { ResourceIndex } from '../catalog/resource-index.ts';
import { SeededRandom } from '../catalog/seeded-random.ts';
import type { ListenerState } from './listener-state.ts';

/**
 * What a test listener has played before the emulator started (there is no real history), made
 * from a seed per listener so answers are the same on every run: recently played albums,
 * playlists and stations, heavy rotation, recent radio stations and the years with a summary.
 */
export interface ListenerHistory {
  readonly recentlyPlayed: readonly ResourceRef[];
  readonly heavyRotation: readonly ResourceRef[];
  readonly recentStations: readonly string[];
  /** Years that have a music summary, oldest first. */
  readonly summaryYears: readonly number[];
}

export function seededRandom(text: string): SeededRandom {
  return new SeededRandom(createHash('sha256').update(text).digest().readUInt32BE(0));
}

const histories = new WeakMap<ResourceIndex, Map<string, ListenerHistory>>();

export function historyOf(index: ResourceIndex, listenerId: string): ListenerHistory {
  let byListener = histories.get(index);
  if (!byListener) histories.set(index, (byListener = new Map()));
  const existing = byListener.get(listenerId);
  if (existing) return existing;
  const rng = seededRandom(`history|${listenerId}`);
  const albums = rng.shuffled([...index.catalog.albums.keys()]).map((id) => ({ type: 'albums', id }));
  const playlists = rng.shuffled([...index.catalog.playlists.keys()]).map((id) => ({ type: 'playlists', id }));
  const stations = rng.shuffled([...index.extras.stations.values()].filter((s) => s.kind === 'artist')).map((s) => s.id);
  const live = [...index.extras.stations.values()].filter((s) => s.isLive).map((s) => s.id);
  const recentStations = [stations[0], live[0], stations[1], stations[2], stations[3]].filter((id): id is string => id !== undefined);
  // Played in turns: two albums, a playlist, and every fourth turn a station.
  const recentlyPlayed: ResourceRef[] = [];
  for (let turn = 0; turn < 8; turn++) {
    recentlyPlayed.push(...albums.slice(turn * 2, turn * 2 + 2));
    const playlist = playlists[turn % playlists.length];
    if (playlist) recentlyPlayed.push(playlist);
    if (turn % 4 === 3 && recentStations[turn >> 2]) recentlyPlayed.push({ type: 'stations', id: recentStations[turn >> 2] as string });
  }
  const history: ListenerHistory = {
    recentlyPlayed,
    heavyRotation: [...albums.slice(3, 9), ...playlists.slice(0, 2)],
    recentStations,
    summaryYears: [2024, 2025],
  };
  byListener.set(listenerId, history);
  return history;
}

/** Recent radio stations: those played here first, then the seeded ones. */
export function recentStationIds(index: ResourceIndex, state: ListenerState): string[] {
  return [...new Set([...state.playedStations, ...historyOf(index, state.listener.listenerId).recentStations])];
}

/** Recently played: stations played here first, then the seeded history. */
export function recentlyPlayedRefs(index: ResourceIndex, state: ListenerState): ResourceRef[] {
  const played = state.playedStations.map((id) => ({ type: 'stations', id }));
  const seen = new Set(played.map((ref) => ref.id));
  return [...played, ...historyOf(index, state.listener.listenerId).recentlyPlayed.filter((ref) => !seen.has(ref.id))];
}

/** The views of a yearly music summary (most played songs, albums and artists of that year). */
export function summaryViews(index: ResourceIndex, listenerId: string, year: number): Readonly<Record<string, { title: string; refs: ResourceRef[] }>> {
  const rng = seededRandom(`summary|${listenerId}|${year}`);
  const songs = rng.shuffled(chartIds(index.catalog, 'songs').slice(0, 80)).slice(0, 10);
  const albums = [...new Set(songs.map((id) => index.catalog.songs.get(id)?.albumId ?? ''))].filter(Boolean).slice(0, 5);
  const artists = [...new Set(songs.map((id) => index.catalog.songs.get(id)?.artistId ?? ''))].filter(Boolean).slice(0, 5);
  return {
    'top-songs': { title: `Top Songs of ${year}`, refs: songs.map((id) => ({ type: 'songs', id })) },
    'top-albums': { title: `Top Albums of ${year}`, refs: albums.map((id) => ({ type: 'albums', id })) },
    'top-artists': { title: `Top Artists of ${year}`, refs: artists.map((id) => ({ type: 'artists', id })) },
  };
}

export interface Recommendation {
  readonly id: string;
  readonly title: string;
  readonly resourceTypes: readonly string[];
  readonly contents: readonly ResourceRef[];
}

/**
 * The listener's recommendations (002 §3 Recommendation: id, nextUpdateDate): made for you,
 * listen again, more of their favourite genre (taste first) and stations. A refresh (POST
 * refresh) turns each shelf by one item.
 */
export function recommendationsOf(index: ResourceIndex, state: ListenerState): Recommendation[] {
  const history = historyOf(index, state.listener.listenerId);
  const turn = <T>(items: readonly T[]): T[] => {
    const by = items.length === 0 ? 0 : state.recommendationsRefreshed % items.length;
    return [...items.slice(by), ...items.slice(0, by)];
  };
  const listenAgain = history.heavyRotation.filter((ref) => ref.type === 'albums');
  const tasteGenre = state.taste.map((ref) => (ref.type === 'genres' ? index.extras.genres.get(ref.id)?.name : undefined)).find(Boolean);
  const genre = tasteGenre ?? index.catalog.albums.get(listenAgain[0]?.id ?? '')?.genre ?? 'Pop';
  const heard = new Set(listenAgain.map((ref) => ref.id));
  const moreOfGenre = [...index.catalog.albums.values()].filter((a) => a.genre === genre && !heard.has(a.id)).map((a) => ({ type: 'albums', id: a.id }));
  const stations = [state.personalStationId, ...history.recentStations.slice(0, 3)].map((id) => ({ type: 'stations', id }));
  const shelf = (slot: string, title: string, types: string[], contents: ResourceRef[]): Recommendation => ({
    id: `6-${createHash('sha256').update(`${state.listener.key}|${slot}`).digest('base64url').replace(/[-_]/g, '').slice(0, 12)}`,
    title,
    resourceTypes: types,
    contents,
  });
  return [
    shelf('made-for-you', 'Made for You', ['playlists'], turn([...index.catalog.playlists.keys()].map((id) => ({ type: 'playlists', id })))),
    shelf('listen-again', 'Listen Again', ['albums'], turn(listenAgain)),
    shelf('more-genre', `More ${genre}`, ['albums'], turn(moreOfGenre)),
    shelf('stations', 'Stations for You', ['stations'], turn(stations)),
  ];
}
