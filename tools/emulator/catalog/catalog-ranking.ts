import type { Catalog, CatalogResourceType } from './catalog.types.ts';

/** Lower-case, accents stripped: 'Coração' matches 'coracao' as the provider's search does. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface Candidate {
  readonly id: string;
  readonly name: string;
  /** Everything a term may match: name, artist, album, composer, curator ... */
  readonly haystack: string;
  readonly popularity: number;
}

function candidates(catalog: Catalog, type: CatalogResourceType): Candidate[] {
  switch (type) {
    case 'songs':
      return [...catalog.songs.values()].map((s) => ({
        id: s.id,
        name: s.name,
        haystack: [s.name, s.artistName, s.albumName, s.composerName].join(' '),
        popularity: s.popularity,
      }));
    case 'albums':
      return [...catalog.albums.values()].map((a) => ({
        id: a.id,
        name: a.name,
        haystack: [a.name, a.artistName].join(' '),
        popularity: albumPopularity(catalog, a.id),
      }));
    case 'artists':
      return [...catalog.artists.values()].map((a) => ({
        id: a.id,
        name: a.name,
        haystack: a.name,
        popularity: Math.max(0, ...a.albumIds.map((id) => albumPopularity(catalog, id))),
      }));
    case 'playlists':
      return [...catalog.playlists.values()].map((p) => ({
        id: p.id,
        name: p.name,
        haystack: [p.name, p.curatorName, p.description].join(' '),
        popularity: p.popularity,
      }));
  }
}

/** An album is as popular as its best track. */
export function albumPopularity(catalog: Catalog, albumId: string): number {
  const album = catalog.albums.get(albumId);
  return Math.max(0, ...(album?.trackIds ?? []).map((id) => catalog.songs.get(id)?.popularity ?? 0));
}

/**
 * Ids of `type` matching every word of `term` (substring, case- and accent-insensitive), best
 * first: names starting with the term, then names containing it, then other matches; ties by
 * popularity, then id (stable across runs).
 */
export function searchIds(catalog: Catalog, type: CatalogResourceType, term: string): string[] {
  const wanted = normalizeText(term).trim();
  const words = wanted.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const rank = (c: Candidate): number => {
    const name = normalizeText(c.name);
    return name.startsWith(wanted) ? 0 : name.includes(wanted) ? 1 : 2;
  };
  return candidates(catalog, type)
    .filter((c) => {
      const hay = normalizeText(c.haystack);
      return words.every((w) => hay.includes(w));
    })
    .sort((a, b) => rank(a) - rank(b) || b.popularity - a.popularity || a.id.localeCompare(b.id))
    .map((c) => c.id);
}

/** Ids of `type` by popularity, most popular first (the charts). */
export function chartIds(catalog: Catalog, type: CatalogResourceType): string[] {
  return candidates(catalog, type)
    .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))
    .map((c) => c.id);
}
