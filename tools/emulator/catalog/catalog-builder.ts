import type { TrackFixture } from '../../media/track-fixture.types.ts';
import type { Catalog, CatalogAlbum, CatalogArtist, CatalogPlaylist, CatalogSong, ClassicalWork } from './catalog.types.ts';
import {
  ADJECTIVES,
  CLASSICAL_ALBUMS,
  GERUNDS,
  LABELS,
  NOUNS,
  PLAYLISTS,
  PORTUGUESE_TITLES,
  ROSTER,
  SONGWRITERS,
  TAILS,
  type RosterArtist,
} from './catalog-words.ts';
import { SeededRandom } from './seeded-random.ts';

/** The default seed: the same catalogue (same ids) on every run. */
export const DEFAULT_CATALOG_SEED = 0x4d4b4954;

export interface CatalogBuildOptions {
  readonly seed?: number;
  /** The committed clips songs play (tracks.json): durations come from them. */
  readonly tracks: readonly TrackFixture[];
}

const artworkName = (index: number): string => `cover-${String(index + 1).padStart(2, '0')}`;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function songTitle(rng: SeededRandom, artist: RosterArtist): string {
  if (artist.portuguese) return rng.pick(PORTUGUESE_TITLES);
  switch (rng.int(0, 5)) {
    case 0:
      return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    case 1:
      return `${rng.pick(NOUNS)} in the ${rng.pick(NOUNS)}`;
    case 2:
      return `${rng.pick(GERUNDS)} ${rng.pick(NOUNS)}`;
    case 3:
      return rng.pick(NOUNS);
    case 4:
      return `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    default:
      return `${rng.pick(GERUNDS)} ${rng.pick(TAILS)}`;
  }
}

function albumTitle(rng: SeededRandom, artist: RosterArtist): string {
  if (artist.portuguese) return rng.pick(PORTUGUESE_TITLES);
  switch (rng.int(0, 3)) {
    case 0:
      return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    case 1:
      return rng.pick(NOUNS);
    case 2:
      return `The ${rng.pick(NOUNS)} Sessions`;
    default:
      return `${rng.pick(GERUNDS)} ${rng.pick(NOUNS)}`;
  }
}

/** A title not yet used in `taken` (retries, then numbers it). */
function uniqueTitle(make: () => string, taken: Set<string>): string {
  for (let i = 0; i < 20; i++) {
    const title = make();
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
  const title = `${make()} ${taken.size + 1}`;
  taken.add(title);
  return title;
}

function releaseDate(rng: SeededRandom, fromYear: number, toYear: number): string {
  return `${rng.int(fromYear, toYear)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`;
}

/**
 * Builds the whole catalogue deterministically from a seed: 16 artists in 10 genres, 22 albums
 * and 2 singles (two classical albums with composerName and work/movement attributes), 200+
 * songs, 6 playlists. Each song plays one committed media clip; the classical albums use the
 * clips in source order, so playing one of them album-through joins contiguous cuts of the
 * source signal (the gapless test album).
 *
 * @example
 *   const catalog = buildCatalog({ tracks: (await loadMediaFixtures()).tracks });
 */
export function buildCatalog(options: CatalogBuildOptions): Catalog {
  const rng = new SeededRandom(options.seed ?? DEFAULT_CATALOG_SEED);
  const clips = options.tracks;
  if (clips.length === 0) throw new Error('buildCatalog needs at least one media clip');

  const artists = new Map<string, CatalogArtist>();
  const albums = new Map<string, CatalogAlbum>();
  const songs = new Map<string, CatalogSong>();
  const playlists = new Map<string, CatalogPlaylist>();

  const artistIds = new Set<string>();
  let nextAlbumId = 1_500_000_000 + rng.int(0, 99_999_999);
  let albumIndex = 0;
  let isrcSerial = rng.int(10_000, 40_000);
  const albumTitles = new Set<string>();

  for (const member of ROSTER) {
    let artistId: string;
    do artistId = String(rng.int(100_000_000, 999_999_999));
    while (artistIds.has(artistId));
    artistIds.add(artistId);
    const artist: CatalogArtist = {
      id: artistId,
      name: member.name,
      genre: member.genre,
      country: member.country,
      artworkName: artworkName(albumIndex),
      albumIds: [],
    };
    artists.set(artistId, artist);

    const label = LABELS[member.country] ?? 'Harbour Light Records';
    const registrant = `MK${String.fromCharCode(65 + Object.keys(LABELS).indexOf(member.country))}`;
    const classicalPlan = CLASSICAL_ALBUMS.find((c) => c.artistName === member.name);
    const releases = member.albums + member.singles;

    for (let r = 0; r < releases; r++) {
      const isSingle = r >= member.albums;
      const albumId = String(nextAlbumId);
      // Song ids follow their album id (as in the real catalogue); the next album starts after a gap.
      nextAlbumId += rng.int(200, 50_000);

      const date = classicalPlan ? releaseDate(rng, 2012, 2023) : releaseDate(rng, 1998, 2025);
      const year = Number(date.slice(0, 4));
      const name = classicalPlan
        ? classicalPlan.name
        : uniqueTitle(() => (isSingle ? songTitle(rng, member) : albumTitle(rng, member)), albumTitles);

      let movements: ClassicalWork[] = [];
      if (classicalPlan) {
        movements = classicalPlan.works.flatMap(([workName, names]) =>
          names.map((movementName, i) => ({ workName, movementName, movementNumber: i + 1, movementCount: names.length })),
        );
      }
      const trackCount = classicalPlan ? movements.length : isSingle ? rng.int(1, 2) : rng.int(9, 14);

      const trackIds: string[] = [];
      const songTitles = new Set<string>();
      const writers = [member.name.replace(/^The /, '').split(' & ')[0] as string, rng.pick(SONGWRITERS)];
      let explicitAlbum = false;
      for (let t = 0; t < trackCount; t++) {
        const songId = String(Number(albumId) + t + 1);
        const work = movements[t];
        // Classical albums play the clips in source order (gapless album); others start at a
        // per-album offset so neighbouring tracks still mostly join contiguous clips.
        const clip = clips[(classicalPlan ? t : albumIndex * 5 + t) % clips.length] as TrackFixture;
        let title = work
          ? work.workName.startsWith('Préludes')
            ? `${work.workName}: No. ${work.movementNumber}, ${work.movementName}`
            : `${work.workName}: ${['I', 'II', 'III', 'IV', 'V', 'VI'][t % 6]}. ${work.movementName}`
          : uniqueTitle(() => songTitle(rng, member), songTitles);
        if (isSingle && t === 0) title = name;
        const guests = ROSTER.filter((a) => a.genre === member.genre && a.name !== member.name);
        if (!work && guests.length > 0 && ['Pop', 'Hip-Hop/Rap'].includes(member.genre) && rng.chance(0.12)) {
          title += ` (feat. ${rng.pick(guests).name})`;
        }
        const explicit = rng.chance(member.explicitRate);
        explicitAlbum ||= explicit;
        const song: CatalogSong = {
          id: songId,
          name: title,
          albumId,
          albumName: isSingle ? `${name} - Single` : name,
          artistId,
          artistName: member.name,
          composerName: classicalPlan ? classicalPlan.composerName : rng.chance(0.5) ? writers.join(' & ') : (writers[0] as string),
          genre: member.genre,
          discNumber: 1,
          trackNumber: t + 1,
          durationInMillis: clip.durationMs,
          isrc: `${member.country}${registrant}${pad2(year % 100)}${String(isrcSerial++).padStart(5, '0')}`,
          releaseDate: date,
          explicit,
          hasLyrics: !member.instrumental,
          artworkName: artworkName(albumIndex),
          clipId: clip.id,
          ...(work ? { classical: work } : {}),
          popularity: Math.min(1, rng.next() * 0.8 + (t < 3 ? 0.2 : 0)),
        };
        songs.set(songId, song);
        trackIds.push(songId);
      }

      const album: CatalogAlbum = {
        id: albumId,
        name: isSingle ? `${name} - Single` : name,
        artistId,
        artistName: member.name,
        genre: member.genre,
        releaseDate: date,
        recordLabel: label,
        copyright: `℗ ${year} ${label}`,
        upc: `19${rng.digits(10)}`,
        artworkName: artworkName(albumIndex),
        isSingle,
        isCompilation: false,
        explicit: explicitAlbum,
        editorialNote: `${member.name} ${isSingle ? 'returns with a new single' : 'at their most assured'}: ${member.genre.toLowerCase()} with ${rng.pick(ADJECTIVES).toLowerCase()} edges.`,
        trackIds,
      };
      albums.set(albumId, album);
      artist.albumIds.push(albumId);
      albumIndex++;
    }
  }

  const allSongs = [...songs.values()];
  PLAYLISTS.forEach((plan, i) => {
    const candidates = allSongs.filter((s) => plan.genres.includes(s.genre));
    const picked = rng.shuffled(candidates).slice(0, plan.size);
    const id = `pl.${rng.hex(32)}`;
    playlists.set(id, {
      id,
      name: plan.name,
      curatorName: plan.curatorName,
      description: plan.description,
      shortDescription: plan.description.split('.')[0] as string,
      lastModifiedDate: `2025-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}T${pad2(rng.int(0, 23))}:00:00Z`,
      artworkName: artworkName(albumIndex + i),
      trackIds: picked.map((s) => s.id),
      popularity: rng.next(),
    });
  });

  return { artists, albums, songs, playlists };
}
