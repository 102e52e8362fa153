/** The slices of API answers the demo reads (Apple Music API shapes, as the emulator serves). */
// A type alias (not an interface) so it fits the core's Artwork, which keeps unknown fields.
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

export interface AlbumJson {
  readonly id: string;
  readonly type: 'albums';
  readonly attributes: {
    readonly name: string;
    readonly artistName: string;
    readonly artwork: ArtworkJson;
    readonly releaseDate?: string;
    readonly genreNames?: readonly string[];
    readonly trackCount?: number;
    readonly contentRating?: string;
  };
  readonly relationships?: { readonly tracks?: { readonly data: readonly SongJson[] } };
}

export interface ChartsJson {
  readonly results: { readonly albums?: ReadonlyArray<{ readonly name: string; readonly data: readonly AlbumJson[] }> };
}

export interface AlbumsJson {
  readonly data: readonly AlbumJson[];
}
