// The stream of a live station (002 §7 play preparation), loaded by LiveRadioService on first use
// (a lazy chunk in the script-tag build): only pages that play live radio need it.
import { KeySessionRegistry } from '../../domain/drm/key-session.registry.ts';
import { MKError, missingMusicUserTokenError } from '../../domain/errors/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import { PlayAssetsClient } from '../../domain/playback-preparation/play-assets.client.ts';
import type { Clock } from '../../ports/clock.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { ClosableKeySession, PlaybackSource } from '../../ports/media-sink.ts';
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
  return { url: asset.url, kind: 'audio', format: 'hls', encrypted: false, id: item.id };
}

/**
 * The key sessions of live streams, one per key URI (001 §4): created with the first live source,
 * so pages that never play live radio do not carry the registry.
 */
export function createLiveKeySessions(clock: Clock): KeySessionRegistry<ClosableKeySession> {
  return new KeySessionRegistry(clock);
}
