// The stream of a live station (002 §7 play preparation), loaded by LiveRadioService on first use
// (a lazy chunk in the script-tag build): only pages that play live radio need it.
import { base64ToBytes, bytesToBase64 } from '../../domain/drm/base64.ts';
import { keySystemOrderFlags } from '../../domain/drm/cbcs-flag.ts';
import { CertificateLoader, certificateUrlFor } from '../../domain/drm/certificate.rules.ts';
import { KeySessionRegistry } from '../../domain/drm/key-session.registry.ts';
import { emeKeySystemOrder } from '../../domain/drm/key-systems.ts';
import { LicenseClient } from '../../domain/drm/license.client.ts';
import { MKError, missingMusicUserTokenError } from '../../domain/errors/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import { PlayAssetsClient, type PlayAsset } from '../../domain/playback-preparation/play-assets.client.ts';
import type { Clock } from '../../ports/clock.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { ClosableKeySession, KeySessionStore, LicenseExchange, PlaybackSource } from '../../ports/media-sink.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import type { LiveRadioHosts } from './live-radio-hosts.ts';

/** The tokens play preparation sends (002 §7: bearer developer token and music-user-token). */
export interface LiveRadioTokens {
  developerToken(): Promise<string>;
  userToken(): string | undefined;
}

export interface LiveSourceContext {
  readonly http: HttpClient;
  /** The media API base with its version, e.g. 'https://api.music.apple.com/v1'. */
  readonly mediaApiBase: string;
  readonly tokens: LiveRadioTokens;
  readonly hosts: LiveRadioHosts;
  /** What licensing an encrypted live stream needs (001 §4 Key sessions, §7 License request). */
  readonly licensing: LiveLicensing;
}

/** The parts of a live licence exchange. */
export interface LiveLicensing {
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  /** Session storage: the PlayReady CBCS flag (001 §8) and the key-system order it drives (000 §9). */
  readonly sessionStore: KeyValueStore;
  /** The live key sessions: pruned 60 s after the refetched manifest stops listing them (001 §4). */
  readonly sessions: KeySessionStore;
}

/**
 * The stream of a live radio station: GET {mediaApi}/play/assets with the item's playParams and
 * keyFormat=web (002 §7, "used for radio stations"), first asset on a provider host (002 §5, §9).
 * Without a user token: AUTHORIZATION_ERROR 'Unable to prepare media item for play: missing
 * MusicUserToken.' (002 §5); no asset on an allowed host: CONTENT_UNAVAILABLE.
 */
export async function resolveLiveRadioSource(item: MediaItem, context: LiveSourceContext): Promise<PlaybackSource> {
  const userToken = context.tokens.userToken();
  if (!userToken) throw missingMusicUserTokenError();
  const playParams = item.playParams ?? { id: item.id, kind: 'radioStation' };
  const client = new PlayAssetsClient(context.http, context.mediaApiBase);
  const { assets } = await client.fetch(playParams, await context.tokens.developerToken(), userToken);
  const asset = assets.find((candidate) => context.hosts.allows(candidate.url));
  if (!asset) {
    throw new MKError(MKError.CONTENT_UNAVAILABLE, 'The live radio stream is not on a provider host', { details: { urls: assets.map((candidate) => candidate.url) } });
  }
  // An asset with a key server carries keys: the sink licenses them through this exchange (issue 20).
  const encrypted = typeof asset.keyServerUrl === 'string' && asset.keyServerUrl !== '';
  return { url: asset.url, kind: 'audio', format: 'hls', encrypted, id: item.id, ...(encrypted ? { license: liveLicenseExchange(item, asset, context) } : {}) };
}

/**
 * The licence exchange of a live stream: 001 §7 "Live radio: challenge, key-system, uri and
 * event (beats1 or amtv)" posted to the asset's keyServerUrl (002 §7) with the listener's
 * tokens, the retries and error mapping of the LicenseClient; certificates from the asset's
 * certificate URLs. A live video station is the 'amtv' event, every other live station 'beats1'
 * (docs/decisions.md). Its sessions are the live registry's, so the 60 s rule of 001 §4 closes them.
 */
export function liveLicenseExchange(item: MediaItem, asset: PlayAsset, context: LiveSourceContext): LicenseExchange {
  const { http, tokens, licensing } = context;
  const licenses = new LicenseClient(http, licensing.scheduler, licensing.sessionStore);
  const certificates = new CertificateLoader(http, licensing.clock);
  const keyUrls = {
    ...(asset.fairPlayKeyCertificateUrl ? { 'hls-key-cert-url': asset.fairPlayKeyCertificateUrl } : {}),
    ...(asset.widevineKeyCertificateUrl ? { 'widevine-cert-url': asset.widevineKeyCertificateUrl } : {}),
  };
  return {
    sessions: licensing.sessions,
    keySystems: emeKeySystemOrder(keySystemOrderFlags(licensing.sessionStore, false)),
    certificate: async (keySystem) => {
      const { needed, url } = certificateUrlFor(keySystem, keyUrls);
      return needed ? certificates.load(url) : null;
    },
    acquire: async ({ keySystem, keyUri, challenge, renewal }) => {
      const result = await licenses.acquire({
        kind: 'live-radio',
        keyServerUrl: asset.keyServerUrl as string,
        developerToken: await tokens.developerToken(),
        userToken: tokens.userToken() ?? '',
        keySystem,
        keyUri,
        challenge: bytesToBase64(challenge),
        leaseAction: renewal ? 'renew' : 'start',
        event: item.isLiveVideoStation ? 'amtv' : 'beats1',
      });
      return {
        license: base64ToBytes(result.license),
        ...(result.renewAfterSeconds === undefined ? {} : { renewAfterSeconds: result.renewAfterSeconds }),
      };
    },
  };
}

/**
 * The key sessions of live streams, one per key URI (001 §4): created with the first live source,
 * so pages that never play live radio do not carry the registry.
 */
export function createLiveKeySessions(clock: Clock): KeySessionRegistry<ClosableKeySession> {
  return new KeySessionRegistry(clock);
}
