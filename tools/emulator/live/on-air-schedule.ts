import type { Catalog, CatalogSong } from '../catalog/catalog.types.ts';
import type { CatalogStation } from '../catalog/catalog-extras.types.ts';

/** A song as a live station announces it (001 §3 Timed metadata). */
export interface OnAirSong {
  readonly title: string;
  readonly performer: string;
  readonly album: string;
  /** The catalogue song it is (002 §3 storefrontAdamIds). */
  readonly adamId: string;
  readonly artworkName: string;
}

/** A live station and the songs it plays, round and round. */
export interface LiveStationSchedule {
  readonly id: string;
  readonly name: string;
  readonly songs: readonly OnAirSong[];
  /** Its stream is CENC-encrypted fMP4 (issue 20), licensed by the emulator's licence server. */
  readonly encrypted: boolean;
}

/** Songs per station schedule: enough to never repeat a title within a test's minute. */
export const SONGS_PER_STATION = 8;

/**
 * The schedule of every live station of the catalogue: catalogue songs with distinct titles,
 * each station its own stretch of the catalogue (stable for a seed), so the metadata a test sees
 * names real catalogue songs (storefrontAdamIds → /v1/catalog/us/songs/{id}).
 */
export function liveSchedules(catalog: Catalog, stations: Iterable<CatalogStation>): Map<string, LiveStationSchedule> {
  const byId = [...catalog.songs.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const distinct: CatalogSong[] = [];
  const titles = new Set<string>();
  for (const song of byId) {
    if (titles.has(song.name)) continue;
    titles.add(song.name);
    distinct.push(song);
  }
  const schedules = new Map<string, LiveStationSchedule>();
  [...stations].filter((station) => station.isLive).forEach((station, index) => {
    const songs = Array.from({ length: Math.min(SONGS_PER_STATION, distinct.length) }, (_, n) => distinct[(index * SONGS_PER_STATION + n) % distinct.length] as CatalogSong);
    schedules.set(station.id, {
      id: station.id,
      name: station.name,
      encrypted: station.encrypted === true,
      songs: songs.map((song) => ({ title: song.name, performer: song.artistName, album: song.albumName, adamId: song.id, artworkName: song.artworkName })),
    });
  });
  return schedules;
}
