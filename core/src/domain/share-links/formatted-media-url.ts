import { MESSAGES } from '../errors/index.ts';
import { parseMediaUrl, type MediaUrlKind } from './media-url.parser.ts';

/** What `MusicKit.formattedMediaURL` returns: a share link's parts (kind, storefront, ids) read from a provider URL. */
export interface FormattedMediaUrl {
  readonly storefrontId: string;
  readonly kind: MediaUrlKind;
  readonly contentId: string;
}

/**
 * `MusicKit.formattedMediaURL(url)`: the storefront, kind and content id of a media URL
 * (000 §2). A URL with `?i=` names a track of the container, so it yields kind 'song' and the
 * track's id. Throws TypeError 'Invalid Media URL' when the URL does not yield all three
 * (000 §5), including a URL without a storefront segment.
 *
 * @example
 * formattedMediaURL('https://music.example/us/album/folklore/1528112358?i=1528112362');
 * // { storefrontId: 'us', kind: 'song', contentId: '1528112362' }
 */
export function formattedMediaURL(url: string): FormattedMediaUrl {
  const parts = parseMediaUrl(url);
  // The public surface asks for a TypeError here, not an MKError (MUSICKIT-SURFACE.md).
  if (!parts || parts.storefrontId === undefined) throw new TypeError(MESSAGES.invalidMediaUrl);
  return parts.trackId === undefined
    ? { storefrontId: parts.storefrontId, kind: parts.kind, contentId: parts.id }
    : { storefrontId: parts.storefrontId, kind: 'song', contentId: parts.trackId };
}

