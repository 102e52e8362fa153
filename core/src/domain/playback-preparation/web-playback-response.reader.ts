// 002 §7 Play preparation: the web-playback answer "Reads songList (first entry)": its assets
// (flavor, URL, metadata), its key URLs (001 §3) and, on failure, the provider's failure body
// (000 §8 server codes).
import { MK_ERROR_REASON, MKError, assetUrlUnavailableError, contentUnavailableError, serverError, type ProviderErrorBody } from '../errors/index.ts';
import { selectEncryptedFlavor } from '../hls/flavor-selection.ts';
import type { GaplessTrim } from '../../ports/media-sink.ts';
import { gaplessTrimOfAsset } from './gapless-metadata.ts';

/** 001 §3 Key URLs. */
export interface KeyUrls {
  readonly 'hls-key-cert-url'?: string;
  readonly 'hls-key-server-url'?: string;
  readonly 'widevine-cert-url'?: string;
}

/** One web-playback asset (002 §6: flavor, URL, metadata...). */
export interface WebPlaybackAsset {
  readonly flavor?: string;
  readonly URL?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** The first song of a web-playback answer, read. */
export interface WebPlaybackSong {
  readonly songId: string | undefined;
  readonly assets: readonly WebPlaybackAsset[];
  readonly keyUrls: KeyUrls;
  /** The whole entry, for the media item's playback data. */
  readonly raw: Readonly<Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whether a provider body says it failed: a failureType, or a non-zero status. */
function isFailureBody(body: Record<string, unknown>): boolean {
  if (body.failureType !== undefined && body.failureType !== '' && body.failureType !== null) return true;
  return typeof body.status === 'number' && body.status !== 0;
}

/**
 * songList[0] of a web-playback body, or the MKError the body means: a failure body maps by the
 * 000 §8 server code table (2034 TOKEN_EXPIRED, 3063 SUBSCRIPTION_ERROR...); an empty song list
 * is CONTENT_UNAVAILABLE (001 §5 "an empty result ... is treated as content unavailable").
 *
 * @example
 * const song = readWebPlaybackSong(await response.json());
 */
export function readWebPlaybackSong(body: unknown): WebPlaybackSong | MKError {
  if (!isRecord(body)) return new MKError(MK_ERROR_REASON.PARSE_ERROR, 'The web-playback answer is not an object');
  if (isFailureBody(body)) return serverError(body as ProviderErrorBody);
  const list = body.songList;
  const first = Array.isArray(list) ? list[0] : undefined;
  if (!isRecord(first)) return contentUnavailableError();
  const assets = Array.isArray(first.assets) ? (first.assets.filter(isRecord) as WebPlaybackAsset[]) : [];
  // Providers put the key URLs at the top of the entry; some builds nest them under keyURLs.
  const nested = isRecord(first.keyURLs) ? first.keyURLs : {};
  const keyUrl = (name: keyof KeyUrls): string | undefined => stringOrUndefined(first[name]) ?? stringOrUndefined(nested[name]);
  const keyUrls: KeyUrls = {
    ...(keyUrl('hls-key-cert-url') ? { 'hls-key-cert-url': keyUrl('hls-key-cert-url') } : {}),
    ...(keyUrl('hls-key-server-url') ? { 'hls-key-server-url': keyUrl('hls-key-server-url') } : {}),
    ...(keyUrl('widevine-cert-url') ? { 'widevine-cert-url': keyUrl('widevine-cert-url') } : {}),
  };
  return { songId: stringOrUndefined(first.songId) ?? (typeof first.songId === 'number' ? String(first.songId) : undefined), assets, keyUrls, raw: first };
}

/** The asset chosen to play, with what the players need from it. */
export interface ChosenAsset {
  readonly flavor: string | undefined;
  readonly url: string;
  readonly gapless: GaplessTrim | undefined;
  readonly asset: WebPlaybackAsset;
}

/**
 * 002 §9 encrypted-flavor selection: the asset whose bitrate is at most `maxBitrate` (the best
 * such one), with its URL; CONTENT_UNAVAILABLE 'Cannot generate asset URL' when none has a URL.
 *
 * @example
 * chooseAsset(song.assets, 256).url;
 */
export function chooseAsset(assets: readonly WebPlaybackAsset[], maxBitrate: number): ChosenAsset | MKError {
  const playable = assets.filter((asset) => typeof asset.URL === 'string' && asset.URL !== '');
  const chosen = selectEncryptedFlavor(playable, maxBitrate) ?? playable[0];
  if (!chosen || typeof chosen.URL !== 'string') return assetUrlUnavailableError();
  return { flavor: chosen.flavor, url: chosen.URL, gapless: gaplessTrimOfAsset(chosen), asset: chosen };
}
