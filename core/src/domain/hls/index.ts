// HLS playlists (RFC 8216) for 001 §7 manifest fetch and 002 §7 / §9 variant and flavor choice.
export * from './hls-parse-error.ts';
export * from './playlist.types.ts';
export {
  AttributeList,
  parseAttributeList,
  parseDecimalFloat,
  parseDecimalInteger,
  parseHexSequence,
  parseResolution,
  type Resolution,
} from './attribute-list.parser.ts';
export { createUriResolver, type UriResolver } from './uri-resolver.ts';
export { parseMasterPlaylist } from './master-playlist.parser.ts';
export { parseMediaPlaylist } from './media-playlist.parser.ts';
export { parseByteRangeSpec, type ByteRangeSpec } from './media-tag-values.parser.ts';
export * from './playlist.parser.ts';
export * from './manifest-key.ts';
export * from './session-data.ts';
export * from './manifest-rewrite.ts';
export * from './flavor-selection.ts';
export * from './manifest-cache-entry.ts';
