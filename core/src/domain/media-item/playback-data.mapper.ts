import type { MediaItemAttributes, PlaybackData } from './media-item.types.ts';

type MutableAttributes = { -readonly [K in keyof MediaItemAttributes]: MediaItemAttributes[K] };

/**
 * Attributes after merging playback data (000 §3 "Playback data (from the play service) maps to
 * item metadata"). Fields the data carries overwrite the catalogue's; absent ones are kept.
 * Fields that are not attributes (URL, previewURL, flavor, cloud-id, itemId, playlistName) are
 * taken by `MediaItem.mergePlaybackData` itself.
 *
 * @example
 * attributesWithPlaybackData({ name: 'Old' }, { itemName: 'New', xid: 'US1' }); // { name: 'New', isrc: 'US1' }
 */
export function attributesWithPlaybackData(attributes: MediaItemAttributes, data: PlaybackData): MediaItemAttributes {
  const merged: MutableAttributes = { ...attributes };
  if (data.itemName !== undefined) merged.name = data.itemName;
  if (data.artistName !== undefined) merged.artistName = data.artistName;
  if (data.composerName !== undefined) merged.composerName = data.composerName;
  if (data.discNumber !== undefined) merged.discNumber = data.discNumber;
  if (data.trackNumber !== undefined) merged.trackNumber = data.trackNumber;
  if (data.duration !== undefined) merged.durationInMillis = data.duration;
  if (data.genre !== undefined) merged.genreNames = [data.genre];
  if (data.releaseDate !== undefined) merged.releaseDate = data.releaseDate;
  if (data.explicit !== undefined) {
    if (data.explicit) merged.contentRating = 'explicit';
    else delete merged.contentRating;
  }
  if (data.xid !== undefined) merged.isrc = data.xid;
  if (data.artworkURL !== undefined) merged.artwork = { ...attributes.artwork, url: data.artworkURL };
  if (data.kind !== undefined && merged.mediaKind === undefined) merged.mediaKind = data.kind;
  return merged;
}

/**
 * Attributes with the playable data removed (000 §4: restrict and unsupported strip
 * playParams, previews and trailers).
 */
export function attributesWithoutPlayableData(attributes: MediaItemAttributes): MediaItemAttributes {
  const stripped: MutableAttributes = { ...attributes };
  delete stripped.playParams;
  delete stripped.previews;
  delete stripped.trailers;
  return stripped;
}
