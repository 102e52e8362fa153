import { createHash } from 'node:crypto';
import type { CatalogStation } from '../catalog/catalog-extras.types.ts';
import { catalogStation } from '../catalog/catalog-extras.ts';
import type { ResourceIndex } from '../catalog/resource-index.ts';
import type { CatalogSong } from '../catalog/catalog.types.ts';
import { SeededRandom } from '../catalog/seeded-random.ts';
import type { ListenerState } from './listener-state.ts';

const byPopularity = (a: CatalogSong, b: CatalogSong): number => b.popularity - a.popularity || a.id.localeCompare(b.id);

function seeded(text: string): SeededRandom {
  return new SeededRandom(createHash('sha256').update(text).digest().readUInt32BE(0));
}

/** The listener's personal station (002 §2 "personal station 'me'"): their library and taste. */
export function personalStation(state: ListenerState): CatalogStation {
  return {
    id: state.personalStationId,
    name: `${state.listener.name.split(' ')[0] ?? 'My'}’s Station`,
    kind: 'personal',
    isLive: false,
    artworkName: 'cover-30',
    description: 'Music from your library and what you like.',
  };
}

/** A station by id as this listener sees it: their personal station, or a catalogue one. */
export function stationFor(index: ResourceIndex, state: ListenerState | undefined, id: string): CatalogStation | undefined {
  if (state && id === state.personalStationId) return personalStation(state);
  return catalogStation(index.catalog, index.extras, id);
}

/**
 * The endless song order of an algorithmic station (002 §4: algorithmic stations load more
 * tracks as they play); a live station has none. The same station gives the same order.
 */
export function stationPool(index: ResourceIndex, state: ListenerState, station: CatalogStation): string[] {
  const songs = [...index.catalog.songs.values()];
  const ofGenre = (genre: string | undefined) => songs.filter((s) => s.genre === genre).sort(byPopularity);
  switch (station.kind) {
    case 'live':
      return [];
    case 'artist': {
      const own = ofGenre(station.genre).filter((s) => s.artistId === station.seed?.id);
      const others = ofGenre(station.genre).filter((s) => s.artistId !== station.seed?.id);
      // Two of the artist's songs, then one of a neighbour in the genre.
      const pool: string[] = [];
      while (own.length > 0 || others.length > 0) {
        pool.push(...own.splice(0, 2).map((s) => s.id), ...others.splice(0, 1).map((s) => s.id));
      }
      return pool;
    }
    case 'song': {
      const seedId = station.seed?.id ?? '';
      return [seedId, ...ofGenre(station.genre).filter((s) => s.id !== seedId).map((s) => s.id)];
    }
    case 'genre':
      return seeded(station.id).shuffled(ofGenre(station.genre)).map((s) => s.id);
    case 'personal': {
      const library = state.library.list('songs').map((entry) => (entry as { catalogId: string }).catalogId);
      const liked = new Set(state.taste.map((ref) => ref.id));
      const genres = new Set([...index.extras.genres.values()].filter((g) => liked.has(g.id)).map((g) => g.name));
      const tasteSongs = songs.filter((s) => liked.has(s.artistId) || genres.has(s.genre)).sort(byPopularity).map((s) => s.id);
      const popular = [...songs].sort(byPopularity).slice(0, 40).map((s) => s.id);
      return seeded(state.listener.key).shuffled([...new Set([...library, ...tasteSongs, ...popular])]);
    }
  }
}

/** The next `limit` songs of a station for this listener, continuing where the last call stopped. */
export function nextStationTracks(index: ResourceIndex, state: ListenerState, station: CatalogStation, limit: number): string[] {
  const pool = stationPool(index, state, station);
  if (pool.length === 0) return [];
  const cursor = state.stationCursors.get(station.id) ?? 0;
  const count = Math.min(limit, pool.length);
  state.stationCursors.set(station.id, cursor + count);
  return Array.from({ length: count }, (_, i) => pool[(cursor + i) % pool.length] as string);
}

/**
 * Songs to play after the given ones (002 §7 stations/continuous, for autoplay): songs of the
 * seeds' genres, most popular first, taking turns between genres, never a seed; then popular
 * songs of other genres if those run out.
 */
export function continuousTracks(index: ResourceIndex, seedSongIds: readonly string[], limit: number): string[] {
  const seeds = new Set(seedSongIds);
  const songs = [...index.catalog.songs.values()].filter((s) => !seeds.has(s.id)).sort(byPopularity);
  const genres = [...new Set(seedSongIds.map((id) => index.catalog.songs.get(id)?.genre))].filter((g): g is string => g !== undefined);
  const queues = genres.map((genre) => songs.filter((s) => s.genre === genre));
  const picked: string[] = [];
  while (picked.length < limit && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < limit) picked.push(next.id);
    }
  }
  for (const song of songs) {
    if (picked.length >= limit) break;
    if (!picked.includes(song.id)) picked.push(song.id);
  }
  return picked;
}
