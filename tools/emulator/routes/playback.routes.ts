import type { IncomingMessage } from 'node:http';
import { CountedRules } from '../http/counted-rules.ts';
import { USER_TOKEN_RULE } from '../auth/account-store.ts';
import { userTokenOf } from '../auth/listener-identity.ts';
import type { CatalogSong } from '../catalog/catalog.types.ts';
import { loadMusicVideoCatalog, type CatalogMusicVideo } from '../catalog/music-video-catalog.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { jsonBody, type RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';
import type { TrackFixture } from '../../media/track-fixture.types.ts';

/** The play service base path (000 §7: /WebObjects/MZPlay.woa/wa). */
export const PLAY_SERVICE_PATH = '/WebObjects/MZPlay.woa/wa';
export const WEB_PLAYBACK_PATH = `${PLAY_SERVICE_PATH}/webPlayback`;
/** Where the emulator's licence server and certificates live (the key URLs it hands out). */
export const LICENSE_PATH = `${PLAY_SERVICE_PATH}/acquireWebPlaybackLicense`;
export const FAIRPLAY_CERTIFICATE_PATH = `${PLAY_SERVICE_PATH}/fairPlayCertificate`;
export const WIDEVINE_CERTIFICATE_PATH = `${PLAY_SERVICE_PATH}/widevineCertificate`;

/** What the play service and the licence server know about the listener behind a user token. */
export type ListenerCheck = { readonly ok: true; readonly subscribed: boolean } | { readonly ok: false; readonly detail: string };

/**
 * The listener of a request: its user token (000 §5 shape) must be one the emulator's account
 * store issued (sign-in pop-up or POST /woa/sign-in) and has not revoked; the subscription is the
 * listener's (000 §1: with or without a subscription).
 */
export function checkListener(services: Pick<EmulatorServices, 'accounts'>, req: IncomingMessage): ListenerCheck {
  const token = userTokenOf(req);
  if (token === undefined || !USER_TOKEN_RULE.test(token)) return { ok: false, detail: 'A valid music user token is required' };
  const record = services.accounts.active(token);
  if (!record) return { ok: false, detail: services.accounts.find(token) ? 'The user token was revoked' : 'The user token is not known' };
  return { ok: true, subscribed: record.listener.subscriptionActive };
}

/**
 * The gapless facts as iTunes writes them in iTunSMPB: hex words, 2nd priming, 3rd padding,
 * 4th the content sample count. Real providers carry the same tag inside their files; the
 * emulator repeats it in the asset metadata, where a player reads it before any byte is fetched.
 */
export function itunSmpb(track: Pick<TrackFixture, 'primingSamples' | 'paddingSamples' | 'sampleCount'>): string {
  const hex = (value: number, width: number): string => value.toString(16).toUpperCase().padStart(width, '0');
  return ` 00000000 ${hex(track.primingSamples, 8)} ${hex(track.paddingSamples, 8)} ${hex(track.sampleCount, 16)} 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000`;
}

/**
 * A scripted web-playback answer: a failure (000 §8 failure types, e.g. 2034 token expired), or
 * a normal answer without some key URLs (e.g. 'widevine-cert-url': 001 §5 'No certificate URL').
 */
export interface PlaybackFaultRule {
  readonly failureType?: string;
  readonly customerMessage?: string;
  readonly withoutKeyUrls?: readonly string[];
  /** The licence server the answer names instead of the emulator's (issue 22: a foreign key server). */
  readonly keyServerUrl?: string;
  /** The asset (manifest) URL the answer names instead of the emulator's (issue 22: a foreign manifest host). */
  readonly assetUrl?: string;
  readonly times?: number;
}

/** Scripted web-playback failures, consumed in order. */
export class PlaybackFaults extends CountedRules<PlaybackFaultRule> {}

function keyUrls(origin: string): Record<string, string> {
  return {
    'hls-key-cert-url': origin + FAIRPLAY_CERTIFICATE_PATH,
    'hls-key-server-url': origin + LICENSE_PATH,
    'widevine-cert-url': origin + WIDEVINE_CERTIFICATE_PATH,
  };
}

/** One web-playback asset for a song: the CENC master playlist and its metadata. */
function assetFor(song: CatalogSong, track: TrackFixture, origin: string): Record<string, unknown> {
  return {
    // The fixtures have one rendition; it is offered under the high-quality flavor name.
    flavor: '28:ctrp256',
    URL: `${origin}/media/${track.encrypted.master}`,
    'file-size': track.encrypted.bytes,
    metadata: {
      itemId: song.id,
      itemName: song.name,
      artistName: song.artistName,
      playlistName: song.albumName,
      composerName: song.composerName,
      genre: song.genre,
      discNumber: song.discNumber,
      trackNumber: song.trackNumber,
      duration: Math.round((track.sampleCount / track.sampleRate) * 1000),
      xid: song.isrc,
      explicit: song.explicit ? 1 : 0,
      bitRate: Math.round(track.bitrate / 1000),
      sampleRate: track.sampleRate,
      gapless: true,
      iTunSMPB: itunSmpb(track),
    },
  };
}

/**
 * One web-playback asset for a music video: its CENC master playlist, or the clear one for a
 * video the fixtures hold only in clear (the full version is then the same media as the preview).
 */
function videoAssetFor(video: CatalogMusicVideo, origin: string): Record<string, unknown> {
  const { encrypted } = video.fixture;
  return {
    flavor: '30:cbcp256',
    URL: `${origin}/media/${encrypted?.master ?? video.fixture.master}`,
    'file-size': encrypted?.bytes ?? video.fixture.bytes,
    metadata: { itemId: video.id, itemName: video.fixture.title, artistName: video.fixture.artistName, duration: video.fixture.durationMs },
  };
}

function readIds(ctx: RequestContext): Record<string, unknown> {
  if (ctx.method === 'GET') return Object.fromEntries(ctx.query);
  const body = jsonBody(ctx);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * The play service (002 §7 Play preparation):
 *   POST|GET /WebObjects/MZPlay.woa/wa/webPlayback   { salableAdamId } or cloud ids → { songList: [...] }
 *   GET      /v1/play/assets?id=&kind=&keyFormat=web → { results: { assets, track-info } }
 * and test switches:
 *   POST   /__emulator/playback-faults  { failureType, customerMessage?, times? } | { withoutKeyUrls?, keyServerUrl?, assetUrl?, times? }
 *   DELETE /__emulator/playback-faults
 * Web-playback answers are 200 with the provider's failure body ({ failureType, customerMessage })
 * when something is wrong, as the real service does; gapless facts ride in asset metadata.
 */
export function playbackRoutes(services: EmulatorServices): RouteFamily {
  const faults = new PlaybackFaults();
  // A looped clip (media fault) is described as the long track its playlist plays.
  const trackOf = (song: CatalogSong): TrackFixture | undefined => {
    const track = services.media.byId.get(song.clipId);
    return track && services.mediaFaults.trackView(track);
  };

  const musicVideos = loadMusicVideoCatalog(services.mediaRoot).videos;

  const webPlayback = (ctx: RequestContext): void => {
    const listener = checkListener(services, ctx.req);
    if (!listener.ok) return sendJson(ctx.res, 200, { status: -1, failureType: '2002', customerMessage: listener.detail });
    const fault = faults.take();
    if (fault?.failureType !== undefined) return sendJson(ctx.res, 200, { status: -1, failureType: fault.failureType, customerMessage: fault.customerMessage ?? `Injected failure ${fault.failureType}` });
    if (!listener.subscribed) {
      return sendJson(ctx.res, 200, { status: -1, failureType: '3063', customerMessage: 'A subscription is required.' });
    }
    let ids: Record<string, unknown>;
    try {
      ids = readIds(ctx);
    } catch {
      return sendError(ctx.res, 400, 'Body is not valid JSON');
    }
    const id = [ids.salableAdamId, ids.subscriptionAdamId, ids.purchaseAdamId].find((v) => typeof v === 'string' || typeof v === 'number');
    const song = id === undefined ? undefined : services.catalog.songs.get(String(id));
    const track = song ? trackOf(song) : undefined;
    // Issue 20: music videos play in full too (their encrypted version, where the fixture has one).
    const video = id === undefined ? undefined : musicVideos.get(String(id));
    const asset = song && track ? assetFor(song, track, ctx.origin) : video ? videoAssetFor(video, ctx.origin) : undefined;
    if (!asset) return sendJson(ctx.res, 200, { status: -1, failureType: '3076', customerMessage: 'This item is not available.' });
    const urls = Object.entries({ ...keyUrls(ctx.origin), ...(fault?.keyServerUrl ? { 'hls-key-server-url': fault.keyServerUrl } : {}) }).filter(
      ([name]) => !fault?.withoutKeyUrls?.includes(name),
    );
    // 002 §9 encrypted-flavor selection: a song has a 64 kbit/s flavor beside the 256 one. The
    // fixtures have one rendition, so both carry it; the query names the flavor so a client's choice shows.
    const standard = song ? [{ ...asset, flavor: '28:ctrp64', URL: `${String(asset['URL'])}?flavor=ctrp64` }] : [];
    sendJson(ctx.res, 200, {
      status: 0,
      songList: [{ songId: String(id), assets: [fault?.assetUrl ? { ...asset, URL: fault.assetUrl } : asset, ...standard], ...Object.fromEntries(urls) }],
    });
  };

  return {
    prefixes: [WEB_PLAYBACK_PATH, '/v1/play/', '/__emulator/playback-faults'],
    routes: [
      { method: 'POST', pattern: WEB_PLAYBACK_PATH, auth: 'developer', handler: webPlayback },
      { method: 'GET', pattern: WEB_PLAYBACK_PATH, auth: 'developer', handler: webPlayback },
      {
        method: 'GET',
        pattern: '/v1/play/assets',
        handler: (ctx) => {
          const listener = checkListener(services, ctx.req);
          if (!listener.ok) return sendError(ctx.res, 401, listener.detail);
          if (!listener.subscribed) return sendError(ctx.res, 403, 'A subscription is required', { code: '40303' });
          if (ctx.query.get('keyFormat') !== 'web') return sendError(ctx.res, 400, "keyFormat must be 'web'");
          const song = services.catalog.songs.get(ctx.query.get('id') ?? '');
          const track = song ? trackOf(song) : undefined;
          if (!song || !track) return sendError(ctx.res, 404, 'The requested content is not available');
          const urls = keyUrls(ctx.origin);
          sendJson(ctx.res, 200, {
            results: {
              assets: [
                {
                  url: `${ctx.origin}/media/${track.encrypted.master}`,
                  flavor: '28:ctrp256',
                  fairPlayKeyCertificateUrl: urls['hls-key-cert-url'],
                  keyServerUrl: urls['hls-key-server-url'],
                  widevineKeyCertificateUrl: urls['widevine-cert-url'],
                  metadata: { sampleRate: track.sampleRate, iTunSMPB: itunSmpb(track) },
                },
              ],
              'track-info': { id: song.id, name: song.name, artistName: song.artistName, durationInMillis: song.durationInMillis },
            },
          });
        },
      },
      {
        method: 'POST',
        pattern: '/__emulator/playback-faults',
        handler: (ctx) => {
          let input: unknown;
          try {
            input = jsonBody(ctx);
          } catch {
            return sendError(ctx.res, 400, 'Body is not valid JSON');
          }
          const rule = input as Partial<PlaybackFaultRule> | undefined;
          const without = rule?.withoutKeyUrls;
          if (without !== undefined && !(Array.isArray(without) && without.every((name) => typeof name === 'string'))) return sendError(ctx.res, 400, "'withoutKeyUrls' must be a list of key URL names");
          const foreign = { keyServerUrl: rule?.keyServerUrl, assetUrl: rule?.assetUrl };
          for (const [name, url] of Object.entries(foreign)) {
            if (url !== undefined && (typeof url !== 'string' || !URL.canParse(url))) return sendError(ctx.res, 400, `'${name}' must be an absolute URL`);
          }
          if (!rule || (typeof rule.failureType !== 'string' && without === undefined && foreign.keyServerUrl === undefined && foreign.assetUrl === undefined)) {
            return sendError(ctx.res, 400, "'failureType' must be a string (or give 'withoutKeyUrls', 'keyServerUrl' or 'assetUrl')");
          }
          faults.add({
            ...(typeof rule.failureType === 'string' ? { failureType: rule.failureType } : {}),
            ...(rule.customerMessage ? { customerMessage: rule.customerMessage } : {}),
            ...(without ? { withoutKeyUrls: without } : {}),
            ...(typeof foreign.keyServerUrl === 'string' ? { keyServerUrl: foreign.keyServerUrl } : {}),
            ...(typeof foreign.assetUrl === 'string' ? { assetUrl: foreign.assetUrl } : {}),
            ...(rule.times ? { times: rule.times } : {}),
          });
          sendJson(ctx.res, 201, { faults: faults.list() });
        },
      },
      { method: 'DELETE', pattern: '/__emulator/playback-faults', handler: ({ res }) => (faults.clear(), sendNoContent(res)) },
    ],
  };
}
