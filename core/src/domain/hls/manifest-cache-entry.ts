// 001 §3 "Manifest cache entry: url, content, contentType" and the pure half of 001 §7
// Manifest fetch: what is kept in session storage and later handed to the player as a blob.
import { makeManifestUrisAbsolute } from './manifest-rewrite.ts';
import { parseSessionDataLines, removeItunesSessionData, sessionDataToMetadata } from './session-data.ts';

/** 001 §3 manifest cache entry. */
export interface ManifestCacheEntry {
  readonly url: string;
  readonly content: string;
  readonly contentType: string;
}

/**
 * Turns a fetched manifest into the entry to cache and play (001 §7): relative URIs rewritten
 * against `url` (a blob: URL has no base of its own), iTunes session-data lines removed.
 *
 * @example
 * const entry = toPlayableManifest({ url, content: await response.text(), contentType });
 */
export function toPlayableManifest(fetched: ManifestCacheEntry): ManifestCacheEntry {
  return {
    url: fetched.url,
    content: removeItunesSessionData(makeManifestUrisAbsolute(fetched.content, fetched.url)),
    contentType: fetched.contentType,
  };
}

/**
 * The 001 §7 media-item metadata of a manifest (session-data id → value), read before the
 * iTunes lines are removed.
 *
 * @example
 * item.hlsMetadata = manifestMetadata(fetched.content);
 */
export function manifestMetadata(content: string): Record<string, string> {
  return sessionDataToMetadata(parseSessionDataLines(content));
}
