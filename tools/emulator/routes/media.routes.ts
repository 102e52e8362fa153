import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { EmulatorServices } from '../emulator-services.ts';
import { jsonBody, type RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';
import { safeJoin, sendFile } from '../http/static-file.ts';
import type { TrackFixture } from '../../media/track-fixture.types.ts';
import { clipTiming, initTimescale, loopPlaylist, MediaFaultError, parseMediaFaultRule, repeatSegment, withCodecs, withPlaylistKeyId } from './media-faults.ts';

/**
 * Content type by extension; fMP4 is audio/mp4 under /media/audio/ and video/mp4 elsewhere
 * (the player reads the content type of manifests, 001 §7 Manifest fetch). Only media types are
 * listed: tracks.json (which holds the content keys) is never served.
 */
function contentTypeFor(subPath: string): string | undefined {
  const ext = extname(subPath).toLowerCase();
  const audio = subPath.startsWith('audio/');
  switch (ext) {
    case '.m3u8':
      return 'application/vnd.apple.mpegurl';
    case '.m4s':
    case '.mp4':
      return audio ? 'audio/mp4' : 'video/mp4';
    case '.m4a':
      return 'audio/mp4';
    case '.aac':
      return 'audio/aac';
    case '.ts':
      return 'video/mp2t';
    case '.vtt':
      return 'text/vtt; charset=utf-8';
    default:
      return undefined;
  }
}

/** A clip's media playlist or segment, as named in tracks.json: `audio/clip07/cenc/seg_3.m4s`. */
const CLIP_FILE = /^audio\/(?<clip>[^/]+)\/(?<rendition>clear|cenc)\/(?<file>master\.m3u8|audio\.m3u8|seg_(?<index>\d+)\.m4s)$/;

/**
 * GET (and HEAD) /media/{path}: the committed HLS playlists and segments, with Range support.
 * No token is needed: previews are public and full tracks are encrypted (keys come only from
 * the licence server). A clip under a media fault (media-faults.ts) is answered rewritten, whole.
 * Test switches:
 *   GET|POST|DELETE /__emulator/media-faults  ({ clip, loop?, playlistKeyId?, codecs? })
 */
export function mediaRoutes(services: EmulatorServices): RouteFamily {
  const { mediaFaults } = services;
  const clips = new Set(services.media.tracks.map((t) => t.id));
  const timescales = new Map<string, Promise<number>>();
  const timescaleOf = (track: TrackFixture, rendition: 'clear' | 'cenc'): Promise<number> => {
    const key = `${track.id}/${rendition}`;
    let timescale = timescales.get(key);
    if (!timescale) {
      timescale = readFile(safeJoin(services.mediaRoot, track[rendition === 'cenc' ? 'encrypted' : 'clear'].init) ?? '').then(initTimescale);
      timescales.set(key, timescale);
    }
    return timescale;
  };

  /** A clip's master playlist with the CODECS a fault names; false without such a fault. */
  const sendMaster = async (ctx: RequestContext, file: string, type: string, codecs: string | undefined): Promise<boolean> => {
    const committed = codecs === undefined ? undefined : await readFile(file).catch(() => undefined);
    if (!committed || codecs === undefined) return false;
    const body = Buffer.from(withCodecs(committed.toString('utf8'), codecs), 'utf8');
    ctx.res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(body.byteLength), 'Cache-Control': 'no-cache' });
    ctx.res.end(ctx.method === 'HEAD' ? undefined : body);
    return true;
  };

  /** A clip file under a media fault, rewritten; false when no fault applies to it. */
  const sendFaulted = async (ctx: RequestContext, subPath: string, file: string, type: string): Promise<boolean> => {
    const m = CLIP_FILE.exec(subPath)?.groups;
    const track = m ? services.media.byId.get(m.clip ?? '') : undefined;
    if (!m || !track) return false;
    const loop = mediaFaults.loopOf(track.id);
    const keyId = mediaFaults.playlistKeyIdOf(track.id);
    const k = Number(ctx.query.get('loop') ?? 0);
    if (m.file === 'master.m3u8') return sendMaster(ctx, file, type, mediaFaults.codecsOf(track.id));
    const isPlaylist = m.file === 'audio.m3u8';
    if (isPlaylist ? loop === 1 && keyId === undefined : loop === 1 || !Number.isInteger(k) || k < 0 || k >= loop) return false;
    // A file that is not there is the plain route's 404.
    const committed = await readFile(file).catch(() => undefined);
    if (!committed) return false;
    let body: Uint8Array;
    if (isPlaylist) {
      const text = loopPlaylist(committed.toString('utf8'), loop);
      body = Buffer.from(keyId === undefined ? text : withPlaylistKeyId(text, keyId), 'utf8');
    } else {
      const rendition = m.rendition === 'cenc' ? 'cenc' : 'clear';
      const segmentCount = track[rendition === 'cenc' ? 'encrypted' : 'clear'].segments.length;
      const timing = clipTiming(track, await timescaleOf(track, rendition), segmentCount);
      const last = Number(m.index) === segmentCount;
      body = Buffer.from(repeatSegment(committed, k, timing, last && k < loop - 1));
    }
    ctx.res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(body.byteLength), 'Cache-Control': 'no-cache' });
    ctx.res.end(ctx.method === 'HEAD' ? undefined : body);
    return true;
  };

  return {
    prefixes: ['/media/', '/__emulator/media-faults'],
    routes: [
      {
        method: 'GET',
        pattern: /^\/media\/(?<path>.+)$/,
        handler: async (ctx) => {
          const subPath = ctx.params.path ?? '';
          const type = contentTypeFor(subPath);
          const file = type ? safeJoin(services.mediaRoot, subPath) : undefined;
          if (!type || !file) return sendError(ctx.res, 404, 'The requested media was not found');
          if (await sendFaulted(ctx, subPath, file, type)) return;
          // no-cache: a browser must come back for every fetch, so faults and the recorder see it.
          await sendFile(ctx.req, ctx.res, file, type, { 'Cache-Control': 'no-cache' });
        },
      },
      { method: 'GET', pattern: '/__emulator/media-faults', handler: ({ res }) => sendJson(res, 200, { faults: mediaFaults.list() }) },
      {
        method: 'POST',
        pattern: '/__emulator/media-faults',
        handler: (ctx) => {
          try {
            mediaFaults.add(parseMediaFaultRule(jsonBody(ctx), clips));
          } catch (error) {
            return sendError(ctx.res, 400, error instanceof MediaFaultError ? error.message : 'Body is not valid JSON');
          }
          sendJson(ctx.res, 201, { faults: mediaFaults.list() });
        },
      },
      { method: 'DELETE', pattern: '/__emulator/media-faults', handler: ({ res }) => (mediaFaults.clear(), sendNoContent(res)) },
    ],
  };
}
