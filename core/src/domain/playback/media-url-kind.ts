// 000 §2 Media URL shape: /{storefront?}/{album|artist|episode|movie|music-video|playlist|
// podcast|post|season|show|song|station}/{slug?}/{id}, with optional query i={trackId}.

import { MESSAGES, MKError } from '../errors/index.ts';

/** The kinds a media URL may name (000 §2). */
export const MEDIA_URL_KINDS: ReadonlySet<string> = new Set([
  'album',
  'artist',
  'episode',
  'movie',
  'music-video',
  'playlist',
  'podcast',
  'post',
  'season',
  'show',
  'song',
  'station',
]);

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
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').filter((segment) => segment !== '');
  } catch {
    throw new MKError(MKError.INVALID_ARGUMENTS, MESSAGES.invalidMediaUrl);
  }
  const kindIndex = segments.findIndex((segment) => MEDIA_URL_KINDS.has(segment));
  const kind = segments[kindIndex];
  const id = segments.at(-1);
  if (kind === undefined || kindIndex > 1 || id === undefined || kindIndex === segments.length - 1) {
    throw new MKError(MKError.INVALID_ARGUMENTS, MESSAGES.invalidMediaUrl);
  }
  return { kind, id };
}

/** The option name a URL kind corresponds to ('music-video' → 'musicVideo'). */
export function optionNameOfKind(kind: string): string {
  return kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
