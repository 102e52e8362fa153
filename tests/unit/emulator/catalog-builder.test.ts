import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tools/emulator/catalog/catalog-builder.ts';
import type { Catalog } from '../../../tools/emulator/catalog/catalog.types.ts';
import { loadMediaFixtures, type MediaFixtures } from '../../../tools/emulator/fixtures/media-fixtures.ts';

let media: MediaFixtures;
let catalog: Catalog;
beforeAll(async () => {
  media = await loadMediaFixtures();
  catalog = buildCatalog({ tracks: media.tracks });
});

describe('generated catalogue', () => {
  it('is deterministic for a seed and different for another', () => {
    const again = buildCatalog({ tracks: media.tracks });
    expect([...again.songs.keys()]).toEqual([...catalog.songs.keys()]);
    expect([...again.playlists.keys()]).toEqual([...catalog.playlists.keys()]);
    expect([...again.songs.values()].map((s) => s.name)).toEqual([...catalog.songs.values()].map((s) => s.name));
    const other = buildCatalog({ tracks: media.tracks, seed: 7 });
    expect([...other.albums.keys()]).not.toEqual([...catalog.albums.keys()]);
  });

  it('has the promised size and variety', () => {
    expect(catalog.albums.size).toBeGreaterThanOrEqual(20);
    expect(catalog.songs.size).toBeGreaterThanOrEqual(200);
    expect(catalog.artists.size).toBeGreaterThanOrEqual(12);
    expect(catalog.playlists.size).toBeGreaterThanOrEqual(5);
    expect(new Set([...catalog.albums.values()].map((a) => a.genre)).size).toBeGreaterThanOrEqual(6);
    expect([...catalog.songs.values()].filter((s) => s.explicit).length).toBeGreaterThan(5);
  });

  it('uses numeric ids for songs, albums, artists and pl. ids for playlists, all unique', () => {
    const all = [...catalog.songs.keys(), ...catalog.albums.keys(), ...catalog.artists.keys()];
    expect(all.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect([...catalog.playlists.keys()].every((id) => /^pl\.[0-9a-f]{32}$/.test(id))).toBe(true);
  });

  it('keeps songs consistent with their albums and clips', () => {
    for (const album of catalog.albums.values()) {
      album.trackIds.forEach((id, i) => {
        const song = catalog.songs.get(id)!;
        expect(song.albumId).toBe(album.id);
        expect(song.trackNumber).toBe(i + 1);
        expect(song.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(song.isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
        const clip = media.byId.get(song.clipId)!;
        expect(clip).toBeDefined();
        expect(song.durationInMillis).toBe(clip.durationMs);
      });
      expect(album.explicit).toBe(album.trackIds.some((id) => catalog.songs.get(id)!.explicit));
    }
    for (const playlist of catalog.playlists.values()) {
      expect(playlist.trackIds.length).toBeGreaterThan(0);
      expect(playlist.trackIds.every((id) => catalog.songs.has(id))).toBe(true);
    }
  });

  it('has a classical album playing the clips in source order (the gapless album)', () => {
    const bach = [...catalog.albums.values()].find((a) => a.genre === 'Classical' && a.name.startsWith('Bach'))!;
    const songs = bach.trackIds.map((id) => catalog.songs.get(id)!);
    expect(songs.every((s) => s.composerName === 'Johann Sebastian Bach' && s.classical !== undefined)).toBe(true);
    expect(songs.map((s) => s.clipId)).toEqual(media.tracks.map((t) => t.id));
  });
});
