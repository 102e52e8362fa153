// 001 §3 Timed metadata (live radio) and the ID3v2 tags it is read from.
export { parseId3, type Id3Frame, type Id3Tag } from './id3.parser.ts';
export { decodeId3Text, type Id3TextEncoding } from './id3-text.decoder.ts';
export {
  TimedMetadata,
  parseStorefrontAdamIds,
  type TimedMetadataFields,
  type TimedMetadataLink,
} from './timed-metadata.ts';
export { TimedMetadataTimeline, type TimedMetadataCue } from './timed-metadata.timeline.ts';
