// 001 §7 Manifest fetch: GET of the manifest URL, read as text with its content type; tokens only
// to the allowed hosts; relative URIs made absolute; iTunes session data removed; session-data
// metadata read; the manifest cached in session storage and the entry removed once used.
// Errors per 001 §8 (NETWORK_ERROR 'Could not fetch manifest', CONTENT_UNAVAILABLE).
import { contentUnavailableError, manifestFetchError, manifestLoadError } from '../errors/index.ts';
import { manifestMetadata, toPlayableManifest, type ManifestCacheEntry } from '../hls/manifest-cache-entry.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';

/** Session-storage key prefix of cached manifests (001 §3 Manifest cache entry). */
const MANIFEST_CACHE_PREFIX = 'mk-manifest:';

/** 001 §6: which manifest hosts may receive the tokens. */
export interface ManifestTokenPolicy {
  /** Host names, or suffixes starting with '.', of the allowed play and linear hosts. */
  readonly allowedHosts: readonly string[];
  /** The developer flag allowing it; false sends no token anywhere. */
  readonly enabled: boolean;
}

/** The credentials a manifest request may carry. */
export interface ManifestCredentials {
  developerToken(): string;
  userToken(): string | undefined;
}

/** A manifest ready to parse, and its 001 §7 session-data metadata. */
export interface LoadedManifest {
  readonly entry: ManifestCacheEntry;
  /** DATA-ID → VALUE of the session-data lines (read before iTunes lines are removed). */
  readonly metadata: Readonly<Record<string, string>>;
}

/**
 * Whether a URL's host is one the tokens may go to (exact host, or a '.suffix' match).
 *
 * @example
 * isAllowedManifestHost('https://play.itunes.apple.com/x.m3u8', ['.apple.com']); // true
 */
export function isAllowedManifestHost(url: string, allowedHosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allowedHosts.some((allowed) => {
    const a = allowed.toLowerCase();
    return a.startsWith('.') ? host.endsWith(a) || host === a.slice(1) : host === a;
  });
}

/**
 * Loads HLS manifests the 001 §7 way.
 *
 * @example
 * const { entry, metadata } = await loader.load(assetUrl);
 */
export class ManifestLoader {
  readonly #http: HttpClient;
  readonly #session: KeyValueStore;
  readonly #policy: ManifestTokenPolicy;
  readonly #credentials: ManifestCredentials;

  constructor(http: HttpClient, session: KeyValueStore, policy: ManifestTokenPolicy, credentials: ManifestCredentials) {
    this.#http = http;
    this.#session = session;
    this.#policy = policy;
    this.#credentials = credentials;
  }

  /** Fetches a manifest ahead of use, caches it in session storage and returns it as fetched. */
  async prefetch(url: string): Promise<ManifestCacheEntry> {
    const fetched = await this.#fetch(url);
    try {
      this.#session.set(MANIFEST_CACHE_PREFIX + url, JSON.stringify(fetched));
    } catch {
      // A full session storage only costs the cache; the manifest is fetched again when used.
    }
    return fetched;
  }

  /** The manifest at `url`: the cached entry (removed once used), else a fresh fetch. */
  async load(url: string): Promise<LoadedManifest> {
    const fetched = this.#takeCached(url) ?? (await this.#fetch(url));
    return { entry: toPlayableManifest(fetched), metadata: manifestMetadata(fetched.content) };
  }

  #takeCached(url: string): ManifestCacheEntry | undefined {
    const key = MANIFEST_CACHE_PREFIX + url;
    const text = this.#session.get(key);
    if (text === null) return undefined;
    this.#session.remove(key);
    try {
      const entry = JSON.parse(text) as ManifestCacheEntry;
      return typeof entry.content === 'string' && typeof entry.url === 'string' ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  async #fetch(url: string): Promise<ManifestCacheEntry> {
    const headers: Record<string, string> = {};
    const userToken = this.#credentials.userToken();
    if (this.#policy.enabled && isAllowedManifestHost(url, this.#policy.allowedHosts)) {
      headers.Authorization = `Bearer ${this.#credentials.developerToken()}`;
      if (userToken) headers['media-user-token'] = userToken;
    }
    let response;
    try {
      response = await this.#http.request({ url, method: 'GET', headers });
    } catch (cause) {
      throw manifestFetchError(url, cause);
    }
    if (response.status === 404) throw contentUnavailableError(404);
    if (!response.ok) throw manifestLoadError({ status: response.status, url });
    let content: string;
    try {
      content = await response.text();
    } catch (cause) {
      throw manifestFetchError(url, cause);
    }
    return { url: response.url || url, content, contentType: response.headers.get('content-type') ?? '' };
  }
}
