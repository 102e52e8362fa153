import { createHash } from 'node:crypto';
import type { Catalog } from '../catalog/catalog.types.ts';

/** The library collections of 002 §7 (me/library/{type}). */
export const LIBRARY_KINDS = ['songs', 'albums', 'artists', 'playlists', 'music-videos'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The root playlist folder (002 §7: the root filter is identity=playlistsroot). */
export const ROOT_FOLDER_ID = 'p.playlistsroot';

export interface LibraryEntry {
  readonly id: string;
  readonly kind: Exclude<LibraryKind, 'playlists'>;
  readonly catalogId: string;
  readonly addedAt: number;
  readonly seq: number;
  /** Albums: their library songs, in track order. */
  trackIds: string[];
}

export interface LibraryPlaylist {
  readonly id: string;
  name: string;
  description: string;
  /** Playlists the listener made can be edited; library copies of catalogue playlists cannot. */
  readonly canEdit: boolean;
  readonly catalogId?: string;
  /** Library song (or music-video) ids, in order. */
  trackIds: string[];
  parentId: string;
  readonly addedAt: number;
  modifiedAt: number;
  readonly seq: number;
}

export interface LibraryFolder {
  readonly id: string;
  readonly name: string;
  /** Undefined for the root. */
  readonly parentId?: string;
  readonly addedAt: number;
  readonly seq: number;
}

/** 000 §5 library ids: one of a, i, l, p, a dot, then alphanumerics. */
const PREFIX: Readonly<Record<LibraryKind, string>> = { songs: 'i', 'music-videos': 'i', albums: 'l', artists: 'l', playlists: 'p' };

/**
 * One listener's library: songs, albums, artists, music videos, playlists and playlist folders
 * (002 §7 me/library). A catalogue item gets the same library id every time this listener adds
 * it, so an id stays meaningful after a removal (as a playlist track or a rating).
 */
export class LibraryStore {
  readonly entries = new Map<string, LibraryEntry>();
  readonly playlists = new Map<string, LibraryPlaylist>();
  readonly folders = new Map<string, LibraryFolder>();
  /** Every library id this listener ever had → what it stands for. */
  readonly #known = new Map<string, { readonly kind: LibraryKind; readonly catalogId: string }>();
  readonly #owner: string;
  readonly #catalog: Catalog;
  #seq = 0;
  #made = 0;

  constructor(owner: string, catalog: Catalog) {
    this.#owner = owner;
    this.#catalog = catalog;
    this.folders.set(ROOT_FOLDER_ID, { id: ROOT_FOLDER_ID, name: 'Playlists', addedAt: Date.now(), seq: this.#next() });
  }

  /** The library id this listener's copy of a catalogue item has (whether in the library or not). */
  libraryIdOf(kind: LibraryKind, catalogId: string): string {
    const id = `${PREFIX[kind]}.${this.#hash(`${kind}|${catalogId}`)}`;
    if (!this.#known.has(id)) this.#known.set(id, { kind, catalogId });
    return id;
  }

  /** What a library id stands for, if this listener ever had it. */
  known(id: string): { readonly kind: LibraryKind; readonly catalogId: string } | undefined {
    return this.#known.get(id);
  }

  /** The entries of one kind, oldest first (002 §7 lists). */
  list(kind: LibraryKind): Array<LibraryEntry | LibraryPlaylist> {
    const items = kind === 'playlists' ? [...this.playlists.values()] : [...this.entries.values()].filter((e) => e.kind === kind);
    return items.sort((a, b) => a.seq - b.seq);
  }

  has(kind: LibraryKind, id: string): boolean {
    return kind === 'playlists' ? this.playlists.has(id) : this.entries.get(id)?.kind === kind;
  }

  /** Adds a catalogue song with its album and artist; returns its library id. */
  addSong(songId: string): string {
    const song = this.#catalog.songs.get(songId);
    if (!song) throw new Error(`no song ${songId}`);
    const id = this.#entry('songs', songId);
    const album = this.#entry('albums', song.albumId);
    this.#entry('artists', song.artistId);
    const albumEntry = this.entries.get(album) as LibraryEntry;
    if (!albumEntry.trackIds.includes(id)) {
      const order = (this.#catalog.albums.get(song.albumId)?.trackIds ?? []).map((t) => this.libraryIdOf('songs', t));
      albumEntry.trackIds = order.filter((t) => t === id || albumEntry.trackIds.includes(t));
    }
    return id;
  }

  /** Adds a catalogue album with every track (as the provider does). */
  addAlbum(albumId: string): string {
    for (const songId of this.#catalog.albums.get(albumId)?.trackIds ?? []) this.addSong(songId);
    return this.#entry('albums', albumId);
  }

  addMusicVideo(videoId: string): string {
    return this.#entry('music-videos', videoId);
  }

  /** Adds a catalogue playlist as a read-only library copy; its songs join the library. */
  addCatalogPlaylist(playlistId: string): string {
    const id = this.libraryIdOf('playlists', playlistId);
    const source = this.#catalog.playlists.get(playlistId);
    if (!source) throw new Error(`no playlist ${playlistId}`);
    if (!this.playlists.has(id)) {
      const trackIds = source.trackIds.map((songId) => this.addSong(songId));
      const now = Date.now();
      this.playlists.set(id, {
        id,
        name: source.name,
        description: source.description,
        canEdit: false,
        catalogId: playlistId,
        trackIds,
        parentId: ROOT_FOLDER_ID,
        addedAt: now,
        modifiedAt: now,
        seq: this.#next(),
      });
    }
    return id;
  }

  /** A playlist the listener makes (002 §3 Library playlist create). */
  createPlaylist(input: { name: string; description: string; trackIds: string[]; parentId: string }): LibraryPlaylist {
    const id = `p.${this.#hash(`made|${++this.#made}`)}`;
    const now = Date.now();
    const playlist: LibraryPlaylist = { id, ...input, canEdit: true, addedAt: now, modifiedAt: now, seq: this.#next() };
    this.playlists.set(id, playlist);
    return playlist;
  }

  createFolder(name: string, parentId: string): LibraryFolder {
    const folder: LibraryFolder = { id: `p.${this.#hash(`folder|${++this.#made}`)}`, name, parentId, addedAt: Date.now(), seq: this.#next() };
    this.folders.set(folder.id, folder);
    return folder;
  }

  /**
   * Removes a library item (002 §7 DELETE me/library/{type}/{id}): an album takes its songs
   * with it, an artist its albums and songs; a song leaves its album (an emptied album goes).
   */
  remove(kind: LibraryKind, id: string): boolean {
    if (!this.has(kind, id)) return false;
    if (kind === 'playlists') return this.playlists.delete(id);
    const entry = this.entries.get(id) as LibraryEntry;
    this.entries.delete(id);
    if (kind === 'albums') for (const track of entry.trackIds) this.entries.delete(track);
    if (kind === 'artists') {
      for (const other of [...this.entries.values()]) {
        const artistId = other.kind === 'songs' ? this.#catalog.songs.get(other.catalogId)?.artistId : other.kind === 'albums' ? this.#catalog.albums.get(other.catalogId)?.artistId : undefined;
        if (artistId === entry.catalogId) this.entries.delete(other.id);
      }
    }
    if (kind === 'songs') {
      for (const album of this.entries.values()) {
        if (album.kind !== 'albums' || !album.trackIds.includes(id)) continue;
        album.trackIds = album.trackIds.filter((t) => t !== id);
        if (album.trackIds.length === 0) this.entries.delete(album.id);
      }
    }
    return true;
  }

  #entry(kind: Exclude<LibraryKind, 'playlists'>, catalogId: string): string {
    const id = this.libraryIdOf(kind, catalogId);
    if (!this.entries.has(id)) this.entries.set(id, { id, kind, catalogId, addedAt: Date.now(), seq: this.#next(), trackIds: [] });
    return id;
  }

  #next(): number {
    return ++this.#seq;
  }

  /** 15 alphanumerics derived from the owner, so two listeners' ids differ. */
  #hash(text: string): string {
    return createHash('sha256').update(`${this.#owner}|${text}`).digest('base64url').replace(/[-_]/g, '').slice(0, 15);
  }
}
