import { join } from 'node:path';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendFile } from '../http/static-file.ts';

/**
 * GET /artwork/{name}/{w}x{h}bb.{f}: the URL a client makes from an artwork template by filling
 * {w} {h} {f} (000 §3, §9; MusicKit.formatArtworkURL). Whatever size or format is asked, the
 * stored 300x300 JPEG is sent (a resizing CDN is not what the library is tested against).
 */
export function artworkRoutes(services: EmulatorServices): RouteFamily {
  return {
    prefixes: ['/artwork/'],
    routes: [
      {
        method: 'GET',
        pattern: /^\/artwork\/(?<name>[a-z0-9-]+)\/(?<w>\d+)x(?<h>\d+)(?:bb|cc|sr)?\.(?<f>jpg|jpeg|png|webp)$/,
        handler: async (ctx) => {
          const file = join(services.mediaRoot, 'artwork', `${ctx.params.name ?? ''}.jpg`);
          await sendFile(ctx.req, ctx.res, file, 'image/jpeg', { 'Cache-Control': 'public, max-age=86400' });
        },
      },
    ],
  };
}
