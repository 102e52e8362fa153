// 001 §7 Manifest fetch: GET of the manifest URL, read as text with its content type; tokens only
// to the allowed hosts (exact origins; a token-bearing request also passes the credential gate); relative URIs made absolute; iTunes session data removed; session-data
// metadata read; the manifest cached in session storage and the entry removed once used.
// Errors per 001 §8 (NETWORK_ERROR 'Could not fetch manifest', CONTENT_UNAVAILABLE).
import { contentUnavailableError, isMKError, manifestFetchError, manifestLoadError } from '../errors/index.ts';
import { manifestMetadata, toPlayableManifest, type ManifestCacheEntry } from '../hls/manifest-cache-entry.ts';
import { CredentialOrigins } from '../auth/credential-origins.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';

/** Session-storage key prefix of cached manifests (001 §3 Manifest cache entry). */
const MANIFEST_CACHE_PREFIX = 'mk-manifest:';

/** 001 §6: which manifest hosts may receive the tokens. */
export interface ManifestTokenPolicy {
  /**
   * Exact origins (scheme + host + port) of the allowed play and linear hosts. Origins, not host
   * names: the provider's host on another port or over plain http is not the provider.
   */
  readonly allowedOrigins: readonly string[];
  /** The developer flag allowing it, read at each fetch; off, no token goes anywhere. */
  readonly enabled: () => boolean;
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
 * Whether a manifest URL lies on an origin the tokens may go to (the exact origin, after WHATWG
 * parsing, so case and default ports do not matter and another scheme or port never passes).
 *
 * @example
 * isAllowedManifestOrigin('https://play.itunes.apple.com/x.m3u8', ['https://play.itunes.apple.com']); // true
 * isAllowedManifestOrigin('http://play.itunes.apple.com/x.m3u8', ['https://play.itunes.apple.com']);  // false
 */
export function isAllowedManifestOrigin(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    return new CredentialOrigins(allowedOrigins).allows(url);
  } catch {
    return false;
  }
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
    if (this.#policy.enabled() && isAllowedManifestOrigin(url, this.#policy.allowedOrigins)) {
      headers.Authorization = `Bearer ${this.#credentials.developerToken()}`;
      if (userToken) headers['media-user-token'] = userToken;
    }
    let response;
    try {
      response = await this.#http.request({ url, method: 'GET', headers });
    } catch (cause) {
      // A refusal of the credential gate (a redirect away from the allowed origins) keeps its reason.
      throw isMKError(cause) ? cause : manifestFetchError(url, cause);
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
