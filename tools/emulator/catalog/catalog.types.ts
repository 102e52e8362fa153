/**
 * The emulator's catalogue records: storefront- and host-independent facts. The serializer turns
 * them into provider resources for one request (hrefs carry the storefront, artwork and preview
 * URLs carry the request's host).
 */

export interface CatalogArtist {
  readonly id: string;
  readonly name: string;
  readonly genre: string;
  /** ISO 3166-1 alpha-2 country the artist records in (ISRC prefix). */
  readonly country: string;
  readonly artworkName: string;
  readonly albumIds: string[];
}

export interface CatalogAlbum {
  readonly id: string;
  readonly name: string;
  readonly artistId: string;
  readonly artistName: string;
  readonly genre: string;
  readonly releaseDate: string;
  readonly recordLabel: string;
  readonly copyright: string;
  readonly upc: string;
  readonly artworkName: string;
  readonly isSingle: boolean;
  readonly isCompilation: boolean;
  readonly explicit: boolean;
  readonly editorialNote: string;
  readonly trackIds: string[];
}

export interface ClassicalWork {
  readonly workName: string;
  readonly movementName: string;
  readonly movementNumber: number;
  readonly movementCount: number;
}

export interface CatalogSong {
  readonly id: string;
  readonly name: string;
  readonly albumId: string;
  readonly albumName: string;
  readonly artistId: string;
  readonly artistName: string;
  readonly composerName: string;
  readonly genre: string;
  readonly discNumber: number;
  readonly trackNumber: number;
  readonly durationInMillis: number;
  readonly isrc: string;
  readonly releaseDate: string;
  readonly explicit: boolean;
  readonly hasLyrics: boolean;
  readonly artworkName: string;
  /** The committed media clip (tools/emulator/media/tracks.json) this song plays: previews use its clear rendition, full playback its encrypted one. */
  readonly clipId: string;
  readonly classical?: ClassicalWork;
  /** 0..1, orders charts and ties in search. */
  readonly popularity: number;
}

export interface CatalogPlaylist {
  readonly id: string;
  readonly name: string;
  readonly curatorName: string;
  readonly description: string;
  readonly shortDescription: string;
  readonly lastModifiedDate: string;
  readonly artworkName: string;
  readonly trackIds: string[];
  readonly popularity: number;
}

export interface Catalog {
  readonly artists: ReadonlyMap<string, CatalogArtist>;
  readonly albums: ReadonlyMap<string, CatalogAlbum>;
  readonly songs: ReadonlyMap<string, CatalogSong>;
  readonly playlists: ReadonlyMap<string, CatalogPlaylist>;
}

export type CatalogResourceType = 'songs' | 'albums' | 'artists' | 'playlists';
