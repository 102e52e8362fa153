import { extname } from 'node:path';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError } from '../http/responses.ts';
import { safeJoin, sendFile } from '../http/static-file.ts';

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

/**
 * GET (and HEAD) /media/{path}: the committed HLS playlists and segments, with Range support.
 * No token is needed: previews are public and full tracks are encrypted (keys come only from
 * the licence server).
 */
export function mediaRoutes(services: EmulatorServices): RouteFamily {
  return {
    prefixes: ['/media/'],
    routes: [
      {
        method: 'GET',
        pattern: /^\/media\/(?<path>.+)$/,
        handler: async (ctx) => {
          const subPath = ctx.params.path ?? '';
          const type = contentTypeFor(subPath);
          const file = type ? safeJoin(services.mediaRoot, subPath) : undefined;
          if (!type || !file) return sendError(ctx.res, 404, 'The requested media was not found');
          // no-cache: a browser must come back for every fetch, so faults and the recorder see it.
          await sendFile(ctx.req, ctx.res, file, type, { 'Cache-Control': 'no-cache' });
        },
      },
    ],
  };
}
