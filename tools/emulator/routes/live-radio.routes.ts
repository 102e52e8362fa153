import { LICENSE_PATH, checkListener } from './playback.routes.ts';
import { playbackRoutes } from './playback.routes.ts';
import { delegateTo } from './route-delegate.ts';
import { artworkOf } from '../catalog/extras-serializer.ts';
import { resourceIndexOf } from '../catalog/resource-index.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { encryptedLivePlaylist, encryptedSegmentBytes, loadEncryptedLiveLoop } from '../live/encrypted-live-stream.ts';
import { loadLiveLoop, type LiveLoop } from '../live/live-loop.ts';
import { isServedSegment, livePlaylist, onAirAt, segmentBytes } from '../live/live-stream.ts';
import { liveSchedules, type LiveStationSchedule } from '../live/on-air-schedule.ts';
import { EPISODE_SEGMENTS, radioEpisodes, type RadioEpisode } from '../live/radio-episodes.ts';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

function sendBytes(ctx: RequestContext, type: string, body: Uint8Array | string, cache: string): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  ctx.res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(bytes.length), 'Cache-Control': cache });
  ctx.res.end(ctx.method === 'HEAD' ? undefined : bytes);
}

function episodeResource(episode: RadioEpisode, ctx: RequestContext, storefront: string): Record<string, unknown> {
  const url = `${ctx.origin}/live/episodes/${encodeURIComponent(episode.id)}/index.m3u8`;
  return {
    id: episode.id,
    type: 'stations',
    href: `/v1/catalog/${storefront}/stations/${encodeURIComponent(episode.id)}`,
    attributes: {
      ...episode.attributes,
      name: episode.name,
      artwork: artworkOf({ origin: ctx.origin, storefront, include: new Set() }, 'cover-01'),
      mediaKind: 'audio',
      stationProviderName: 'Example Music',
      playParams: { id: episode.id, kind: 'radioStation', format: 'episode' },
      previews: [{ url }],
    },
  };
}

/**
 * Live radio (001 §3, §4, §7; 002 §3, §7) and radio episodes with markers (001 §1, §3):
 *   GET /v1/play/assets?id={live station}&kind=radioStation&keyFormat=web → the station's stream
 *       (a signed-in listener; no subscription needed); other ids go on to the play service's route
 *   GET /live/{stationId}/index.m3u8   endless live playlist: 6 × 2.048 s packed-AAC segments,
 *       MEDIA-SEQUENCE = wall time / 2.048 s, TARGETDURATION 2, no ENDLIST
 *   GET /live/{stationId}/{n}.aac      segment n: an ID3v2.4 tag (transport timestamp, and what is
 *       on air: TIT2, TPE1, TALB, WXXX artworkURL_640x, PRIV com.apple.radio.adamid) + ADTS audio
 *   GET /v1/catalog/{sf}/stations/ra.ep-{n}   a radio episode whose attributes carry the markers
 *   GET /live/episodes/{id}/index.m3u8 (and /{n}.aac)   the episode: the loop once, as VOD
 *   GET /__emulator/live-radio         the live stations with their song order, and the episodes
 * The encrypted live station (issue 20) answers play assets with a keyServerUrl (the licence
 * route, 001 §7 live body), and its playlist is fMP4 with a CENC key tag:
 *   GET /live/{stationId}/init.mp4, /live/{stationId}/{n}.m4s   (encrypted-live-stream.ts)
 * The song on air changes every 3 segments (6.144 s); hls.js reads the tags as timed metadata.
 */
export function liveRadioRoutes(services: EmulatorServices): RouteFamily {
  const index = resourceIndexOf(services);
  const schedules = liveSchedules(services.catalog, index.extras.stations.values());
  let episodes: RadioEpisode[] | undefined;
  const songAssets = delegateTo(playbackRoutes(services), 'GET', '/v1/play/assets');
  const withLoop = (handler: (ctx: RequestContext, loop: LiveLoop) => void | Promise<void>) => async (ctx: RequestContext) => {
    await handler(ctx, await loadLiveLoop());
  };
  const episodesOf = (loop: LiveLoop): RadioEpisode[] => (episodes ??= radioEpisodes(schedules.values(), loop.segmentDuration));
  const scheduleOf = (ctx: RequestContext): LiveStationSchedule | undefined => schedules.get(ctx.params.station ?? '');

  return {
    prefixes: ['/live/', '/__emulator/live-radio'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/play/assets',
        handler: (ctx) => {
          const schedule = schedules.get(ctx.query.get('id') ?? '');
          if (!schedule || ctx.query.get('kind') !== 'radioStation') return songAssets(ctx);
          const listener = checkListener(services, ctx.req);
          if (!listener.ok) return sendError(ctx.res, 401, listener.detail);
          if (ctx.query.get('keyFormat') !== 'web') return sendError(ctx.res, 400, "keyFormat must be 'web'");
          const url = `${ctx.origin}/live/${encodeURIComponent(schedule.id)}/index.m3u8`;
          sendJson(ctx.res, 200, {
            results: {
              assets: [schedule.encrypted ? { url, flavor: '30:live-cenc-aac64', keyServerUrl: `${ctx.origin}${LICENSE_PATH}` } : { url, flavor: '30:live-aac64' }],
              'track-info': { id: schedule.id, name: schedule.name, isLive: true },
            },
          });
        },
      },
      {
        method: 'GET',
        pattern: /^\/v1\/catalog\/(?<storefront>[^/]+)\/stations\/(?<id>ra\.ep-[^/]+)\/?$/,
        auth: 'developer',
        handler: withLoop((ctx, loop) => {
          const episode = episodesOf(loop).find((candidate) => candidate.id === ctx.params.id);
          if (!episode) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          sendJson(ctx.res, 200, { data: [episodeResource(episode, ctx, ctx.params.storefront ?? 'us')] });
        }),
      },
      {
        method: 'GET',
        pattern: '/live/episodes/:episode/index.m3u8',
        handler: withLoop((ctx, loop) => {
          if (!episodesOf(loop).some((episode) => episode.id === ctx.params.episode)) return sendError(ctx.res, 404, 'No such episode');
          const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${Math.round(loop.segmentDuration)}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
          for (let n = 0; n < EPISODE_SEGMENTS; n++) lines.push(`#EXTINF:${loop.segmentDuration.toFixed(3)},`, `${n}.aac`);
          lines.push('#EXT-X-ENDLIST');
          sendBytes(ctx, PLAYLIST_TYPE, `${lines.join('\n')}\n`, 'max-age=60');
        }),
      },
      {
        method: 'GET',
        pattern: /^\/live\/episodes\/(?<episode>[^/]+)\/(?<n>\d+)\.aac$/,
        handler: withLoop((ctx, loop) => {
          const n = Number(ctx.params.n);
          if (!episodesOf(loop).some((episode) => episode.id === ctx.params.episode) || n >= EPISODE_SEGMENTS) return sendError(ctx.res, 404, 'No such segment');
          sendBytes(ctx, 'audio/aac', segmentBytes(loop, n, undefined, ctx.origin), 'max-age=60');
        }),
      },
      {
        method: 'GET',
        pattern: '/live/:station/index.m3u8',
        handler: withLoop(async (ctx, loop) => {
          const schedule = scheduleOf(ctx);
          if (!schedule) return sendError(ctx.res, 404, 'No such live station');
          // A live playlist changes every segment: never cached (RFC 8216 §6.2.2).
          const playlist = schedule.encrypted ? encryptedLivePlaylist(loop, await loadEncryptedLiveLoop(), Date.now()) : livePlaylist(loop, Date.now());
          sendBytes(ctx, PLAYLIST_TYPE, playlist, 'no-cache');
        }),
      },
      {
        method: 'GET',
        pattern: '/live/:station/init.mp4',
        handler: async (ctx) => {
          if (!scheduleOf(ctx)?.encrypted) return sendError(ctx.res, 404, 'No encrypted live station');
          sendBytes(ctx, 'audio/mp4', (await loadEncryptedLiveLoop()).init, 'max-age=60');
        },
      },
      {
        method: 'GET',
        pattern: /^\/live\/(?<station>[^/]+)\/(?<n>\d+)\.m4s$/,
        handler: withLoop(async (ctx, loop) => {
          const schedule = scheduleOf(ctx);
          const sequence = Number(ctx.params.n);
          if (!schedule?.encrypted || !isServedSegment(loop, sequence, Date.now())) return sendError(ctx.res, 404, 'No such segment (not live yet, or long gone)');
          sendBytes(ctx, 'audio/mp4', encryptedSegmentBytes(await loadEncryptedLiveLoop(), sequence, onAirAt(loop, schedule, sequence), ctx.origin), 'max-age=60');
        }),
      },
      {
        method: 'GET',
        pattern: /^\/live\/(?<station>[^/]+)\/(?<n>\d+)\.aac$/,
        handler: withLoop((ctx, loop) => {
          const schedule = scheduleOf(ctx);
          const sequence = Number(ctx.params.n);
          if (!schedule || schedule.encrypted || !isServedSegment(loop, sequence, Date.now())) return sendError(ctx.res, 404, 'No such segment (not live yet, or long gone)');
          sendBytes(ctx, 'audio/aac', segmentBytes(loop, sequence, onAirAt(loop, schedule, sequence), ctx.origin), 'max-age=60');
        }),
      },
      {
        method: 'GET',
        pattern: '/__emulator/live-radio',
        handler: withLoop((ctx, loop) => {
          sendJson(ctx.res, 200, {
            segmentDuration: loop.segmentDuration,
            segmentsPerSong: loop.segmentsPerSong,
            stations: [...schedules.values()].map((schedule) => ({ id: schedule.id, name: schedule.name, encrypted: schedule.encrypted, songs: schedule.songs })),
            episodes: episodesOf(loop).map((episode) => ({ id: episode.id, name: episode.name, stationId: episode.stationId })),
          });
        }),
      },
    ],
  };
}
