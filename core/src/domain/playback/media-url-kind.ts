// 000 §2 Media URL shape, read by the one parser in share-links; this only adapts it to the
// queue options, which reject a bad URL with INVALID_ARGUMENTS rather than a TypeError.

import { MESSAGES, MKError } from '../errors/index.ts';
import { parseMediaUrl } from '../share-links/media-url.parser.ts';

/** The kind and content id a media URL names. */
export interface MediaUrlTarget {
  readonly kind: string;
  readonly id: string;
}

/**
 * Reads the kind and id of a media URL (000 §2). INVALID_ARGUMENTS 'Invalid Media URL' when
 * the URL does not have the shape.
 *
 * @example
 * mediaUrlTarget('https://music.example.com/us/station/chill/ra.123'); // { kind: 'station', id: 'ra.123' }
 */
export function mediaUrlTarget(url: string): MediaUrlTarget {
  const parts = parseMediaUrl(url);
  if (!parts) throw new MKError(MKError.INVALID_ARGUMENTS, MESSAGES.invalidMediaUrl);
  return { kind: parts.kind, id: parts.id };
}

/** The option name a URL kind corresponds to ('music-video' → 'musicVideo'). */
export function optionNameOfKind(kind: string): string {
  return kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
