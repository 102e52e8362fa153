/**
 * Serves the built script-tag bundle on the demo server: `/mediakit.js` and its lazy chunks
 * under `/mediakit-chunks/`, read from `adapters/dist/script-tag/` on every request so a rebuild
 * needs no restart. Pages written against the global `MusicKit` (app-react/demo/compat/) load it
 * the way they load the incumbent's script. Nothing is served until `npm run build` has run.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { LAZY_CHUNK_DIR } from './lazy-chunks.plugin.ts';
import { scriptTagDir } from './library-builds.ts';

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json; charset=utf-8' };

export function scriptTagServer(root = scriptTagDir()): Plugin {
  return {
    name: 'mediakit-script-tag-server',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] as string;
        const servable = /^\/mediakit\.js(\.map)?$/.test(path) || path.startsWith(`/${LAZY_CHUNK_DIR}/`);
        const file = normalize(join(root, path));
        if (!servable || !file.startsWith(root + sep)) return next();
        readFile(file).then(
          (body) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', CONTENT_TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream');
            res.setHeader('Cache-Control', 'no-store');
            res.end(body);
          },
          () => {
            res.statusCode = 404;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end(`${path} is not built: run npm run build`);
          },
        );
      });
    },
  };
}
