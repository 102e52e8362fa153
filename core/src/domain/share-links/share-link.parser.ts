import { parseHttpUrl } from './media-url.parser.ts';
import { SHARE_LINK_RULES, type ShareLinkMatch, type ShareLinkShape } from './share-link.rules.ts';
import type { ApiResource } from './api-resource.ts';

/** A share link (002 §2) and the media API resource it maps to. */
export interface ShareLink {
  readonly shape: ShareLinkShape;
  /** Lower-cased; absent only for library links, which belong to the listener, not a storefront. */
  readonly storefrontId: string | undefined;
  /** The id of the resource the link shows (the song for album-song links). */
  readonly id: string;
  /** The container of a track link: the album of an album-song link. */
  readonly containerId: string | undefined;
  readonly resource: ApiResource;
}

export interface ShareLinkParseOptions {
  /** Decides which hosts count as music or store hosts (002 §2). Default: the music and store hosts of 002 §2 (`isMusicOrStoreHost`). */
  readonly isShareHost?: (hostname: string) => boolean;
}

/**
 * 002 §2 "recognised on a music or store host": a host with a label 'music', 'itunes' or
 * 'store' before its domain (music.example.com, geo.music.example.com, itunes.example.com).
 */
export function isMusicOrStoreHost(hostname: string): boolean {
  const labels = hostname.toLowerCase().split('.');
  return labels.slice(0, -1).some((label) => label === 'music' || label === 'itunes' || label === 'store');
}

const STOREFRONT = /^[a-z]{2}$/i;

/**
 * Parses a share link (002 §2) into its shape, storefront, id and media API resource, or
 * returns `undefined` when the link has none of the shapes. Never throws.
 *
 * @example
 * parseShareLink('https://music.example/us/playlist/chill/pl.u-123')?.resource;
 * // { method: 'GET', path: '/v1/catalog/us/playlists/pl.u-123' }
 */
export function parseShareLink(input: unknown, options: ShareLinkParseOptions = {}): ShareLink | undefined {
  const parsed = parseHttpUrl(input);
  if (!parsed) return undefined;
  const isShareHost = options.isShareHost ?? isMusicOrStoreHost;
  if (!isShareHost(parsed.url.hostname)) return undefined;
  let segments = parsed.segments;
  let storefrontId: string | undefined;
  const first = segments[0];
  if (first !== undefined && STOREFRONT.test(first)) {
    storefrontId = first.toLowerCase();
    segments = segments.slice(1);
  }
  const trackId = parsed.url.searchParams.get('i') ?? undefined;
  const [kind, ...rest] = segments;
  if (kind === undefined) return undefined;
  for (const rule of SHARE_LINK_RULES) {
    const needsStorefront = rule.library !== true;
    if (needsStorefront && storefrontId === undefined) continue;
    const match: ShareLinkMatch | undefined = rule.match({ kind, rest, trackId, query: parsed.url.searchParams });
    if (!match) continue;
    return {
      shape: rule.shape,
      storefrontId,
      id: match.id,
      containerId: match.containerId,
      resource: rule.resource({ storefrontId: storefrontId ?? '', ...match }),
    };
  }
  return undefined;
}
