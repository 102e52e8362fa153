/** The slices of API answers the demo reads (Apple Music API shapes, as the emulator serves). */

// Type aliases (not interfaces) so they fit the core's Artwork, which keeps unknown fields.
export type ArtworkJson = {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
};

export interface SongJson {
  readonly id: string;
  readonly type: 'songs';
  readonly attributes: {
    readonly name: string;
    readonly artistName: string;
    readonly albumName?: string;
    readonly durationInMillis?: number;
    readonly trackNumber?: number;
    readonly contentRating?: string;
    readonly artwork?: ArtworkJson;
  };
}

interface CollectionAttributes {
  readonly name: string;
  readonly artwork: ArtworkJson;
  readonly contentRating?: string;
}

export interface AlbumJson {
  readonly id: string;
  readonly type: 'albums';
  readonly attributes: CollectionAttributes & {
    readonly artistName: string;
    readonly releaseDate?: string;
    readonly genreNames?: readonly string[];
    readonly trackCount?: number;
  };
  readonly relationships?: {
    readonly tracks?: { readonly data: readonly SongJson[] };
    readonly artists?: { readonly data: ReadonlyArray<{ readonly id: string }> };
  };
}

export interface PlaylistJson {
  readonly id: string;
  readonly type: 'playlists';
  readonly attributes: CollectionAttributes & {
    readonly curatorName?: string;
    readonly description?: { readonly standard?: string; readonly short?: string };
  };
  readonly relationships?: { readonly tracks?: { readonly data: readonly SongJson[] } };
}

export interface ArtistJson {
  readonly id: string;
  readonly type: 'artists';
  readonly attributes: { readonly name: string; readonly artwork?: ArtworkJson; readonly genreNames?: readonly string[] };
  readonly relationships?: { readonly albums?: { readonly data: ReadonlyArray<{ readonly id: string }> } };
}

interface Chart<T> {
  readonly name: string;
  readonly data: readonly T[];
}

export interface ChartsJson {
  readonly results: {
    readonly albums?: ReadonlyArray<Chart<AlbumJson>>;
    readonly playlists?: ReadonlyArray<Chart<PlaylistJson>>;
    readonly songs?: ReadonlyArray<Chart<SongJson>>;
    readonly 'music-videos'?: ReadonlyArray<Chart<{ readonly id: string; readonly attributes: { readonly name: string; readonly artistName: string; readonly artwork?: ArtworkJson } }>>;
  };
}

export interface SearchJson {
  readonly results: {
    readonly songs?: { readonly data: readonly SongJson[] };
    readonly albums?: { readonly data: readonly AlbumJson[] };
    readonly artists?: { readonly data: readonly ArtistJson[] };
    readonly playlists?: { readonly data: readonly PlaylistJson[] };
  };
}

export interface DataJson<T> {
  readonly data: readonly T[];
}
