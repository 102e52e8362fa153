// 002 §7 Play preparation: "GET {mediaApi}/play/assets. Query: playParams plus keyFormat=web.
// Headers: bearer developer token and music-user-token. Reads results.assets (url,
// fairPlayKeyCertificateUrl, keyServerUrl, widevineKeyCertificateUrl) and track-info. Used for
// radio stations, live video and broadcast radio." Failures per 002 §8 public surface reasons.
import { type MKError, assetUrlUnavailableError, isMKError, manifestFetchError, playAssetsError, type MediaApiErrorEntry } from '../errors/index.ts';
import type { HttpClient } from '../../ports/http-client.ts';

/** One play asset (002 §7). */
export interface PlayAsset {
  readonly url: string;
  readonly fairPlayKeyCertificateUrl?: string;
  readonly keyServerUrl?: string;
  readonly widevineKeyCertificateUrl?: string;
  readonly [key: string]: unknown;
}

/** What the assets call answers, read. */
export interface PlayAssets {
  readonly assets: readonly PlayAsset[];
  readonly trackInfo: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * results.assets and results['track-info'] of an answer; CONTENT_UNAVAILABLE 'Cannot generate
 * asset URL' when there is no asset with a url (002 §8 "missing assets").
 */
function readPlayAssets(body: unknown): PlayAssets | MKError {
  const results = isRecord(body) && isRecord(body.results) ? body.results : undefined;
  const assets = Array.isArray(results?.assets) ? results.assets.filter((a): a is PlayAsset => isRecord(a) && typeof a.url === 'string' && a.url !== '') : [];
  if (assets.length === 0) return assetUrlUnavailableError();
  return { assets, trackInfo: results?.['track-info'] };
}

/** The query: the item's playParams plus keyFormat=web (002 §7). */
export function playAssetsQuery(playParams: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(playParams)) {
    if (value === undefined || value === null || typeof value === 'object') continue;
    query.set(name, String(value));
  }
  query.set('keyFormat', 'web');
  return query.toString();
}

/** The assets call over the HttpClient port. */
export class PlayAssetsClient {
  readonly #http: HttpClient;
  readonly #mediaApiBase: string;

  /** `mediaApiBase` ends at the API version, e.g. 'https://api.example/v1'. */
  constructor(http: HttpClient, mediaApiBase: string) {
    this.#http = http;
    this.#mediaApiBase = mediaApiBase.replace(/(?<!\/)\/+$/, '');
  }

  /**
   * @example
   * const { assets } = await client.fetch({ id: 'ra.978194965', kind: 'radioStation' }, devToken, userToken);
   */
  async fetch(playParams: Readonly<Record<string, unknown>>, developerToken: string, userToken: string): Promise<PlayAssets> {
    const url = `${this.#mediaApiBase}/play/assets?${playAssetsQuery(playParams)}`;
    let response;
    try {
      response = await this.#http.request({ url, method: 'GET', headers: { Authorization: `Bearer ${developerToken}`, 'Music-User-Token': userToken } });
    } catch (cause) {
      // A refusal of the credential gate keeps its reason: nothing was sent.
      throw isMKError(cause) ? cause : manifestFetchError(url, cause);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const errors = isRecord(body) && Array.isArray(body.errors) ? (body.errors as MediaApiErrorEntry[]) : undefined;
      throw playAssetsError(response.status, errors);
    }
    const read = readPlayAssets(body);
    if (isMKError(read)) throw read;
    return read;
  }
}

