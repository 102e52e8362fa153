/**
 * 000 §2 media URL shape: /{storefront?}/{kind}/{slug?}/{id}, optional query i={trackId}.
 * An id is numeric, a two-letter prefix id ('pl.…', 'ra.…') or begins with umc.cmc.
 */

/** The kinds a media URL may name (000 §2), spelled as in the URL. */
export const MEDIA_URL_KINDS = [
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
] as const;

export type MediaUrlKind = (typeof MEDIA_URL_KINDS)[number];

const KIND_SET: ReadonlySet<string> = new Set<string>(MEDIA_URL_KINDS);
const STOREFRONT = /^[a-z]{2}$/i;
// Numeric (legacy store links write it 'id123'), two-letter prefix, or umc.cmc.
const CONTENT_ID = /^(?:id)?(\d+)$|^([a-z]{2}\.[A-Za-z0-9_-]+)$|^(umc\.cmc\.[A-Za-z0-9]+)$/i;

/** A media URL taken apart. */
export interface MediaUrlParts {
  /** Lower-cased; absent when the URL has no storefront segment. */
  readonly storefrontId: string | undefined;
  readonly kind: MediaUrlKind;
  readonly slug: string | undefined;
  /** The id of the path's last segment, without a legacy 'id' prefix. */
  readonly id: string;
  /** The `i` query parameter: a track of the album or playlist. */
  readonly trackId: string | undefined;
  readonly url: URL;
}

/**
 * Reads a content id (000 §2): numeric, 'id'-prefixed numeric, two-letter prefix or umc.cmc.
 * Returns `undefined` for anything else.
 *
 * @example
 * readContentId('id1440857781'); // '1440857781'
 * readContentId('pl.u-abc');     // 'pl.u-abc'
 */
export function readContentId(segment: string): string | undefined {
  const match = CONTENT_ID.exec(segment);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3];
}

/**
 * Media URLs and share links are short (a storefront, a kind, a slug, an id and `?i=`); longer
 * text is not one. Refusing it before the URL parser keeps a hostile megabyte of slashes from
 * becoming a million path segments (issue 22; docs/decisions.md).
 */
export const MAX_MEDIA_URL_LENGTH = 8192;

/**
 * Splits an absolute http(s) URL into its path segments, or `undefined` when `input` is not one.
 * Never throws (the URL constructor's TypeError is caught).
 */
export function parseHttpUrl(input: unknown): { readonly url: URL; readonly segments: string[] } | undefined {
  if (typeof input !== 'string' || input.length > MAX_MEDIA_URL_LENGTH || !URL.canParse(input)) return undefined;
  const url = new URL(input);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  return { url, segments };
}

/**
 * Parses a media URL (000 §2), or returns `undefined` when it does not have the shape.
 *
 * @example
 * parseMediaUrl('https://music.example/gb/album/abbey-road/1441164426?i=1441164589');
 * // { storefrontId: 'gb', kind: 'album', slug: 'abbey-road', id: '1441164426', trackId: '1441164589', ... }
 */
export function parseMediaUrl(input: unknown): MediaUrlParts | undefined {
  const parsed = parseHttpUrl(input);
  if (!parsed) return undefined;
  let segments = parsed.segments;
  let storefrontId: string | undefined;
  const first = segments[0];
  if (first !== undefined && STOREFRONT.test(first) && !KIND_SET.has(first.toLowerCase())) {
    storefrontId = first.toLowerCase();
    segments = segments.slice(1);
  }
  const [kindSegment, ...rest] = segments;
  if (kindSegment === undefined || !KIND_SET.has(kindSegment) || rest.length < 1 || rest.length > 2) return undefined;
  const idSegment = rest[rest.length - 1] ?? '';
  const id = readContentId(idSegment);
  if (id === undefined) return undefined;
  const trackParam = parsed.url.searchParams.get('i');
  let trackId: string | undefined;
  if (trackParam !== null) {
    // An i= that is not an id cannot name a track: the URL does not yield a content id.
    trackId = readContentId(trackParam);
    if (trackId === undefined) return undefined;
  }
  return {
    storefrontId,
    kind: kindSegment as MediaUrlKind,
    slug: rest.length === 2 ? rest[0] : undefined,
    id,
    trackId,
    url: parsed.url,
  };
}
