/**
 * `npm start`: the provider emulator and the demo web player on ONE port, no credentials.
 *
 * The page is served as http://localhost:PORT and the provider as http://127.0.0.1:PORT: the
 * same server, but two origins, as a real page and a real provider are (CORS, pop-ups and
 * cross-origin messages behave as they will in production). The demo is configured the way
 * an existing MusicKit page is: meta tags carrying the developer token and our host URLs.
 */
import { createServer as createViteServer, defaultClientConditions, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { EMULATOR_DEVELOPER_TOKEN } from './emulator/auth/developer-token.ts';
import { startEmulator } from './emulator/emulator-server.ts';
import { scriptTagServer } from './build/script-tag-server.plugin.ts';

export interface RunningPlayer {
  /** The demo player's address, e.g. http://localhost:4500/ */
  readonly url: string;
  /** The provider's origin, e.g. http://127.0.0.1:4500 */
  readonly providerOrigin: string;
  close(): Promise<void>;
}

const demoRoot = fileURLToPath(new URL('../app-react/demo/', import.meta.url));

/** Puts the page's configuration into meta tags (MUSICKIT-SURFACE.md: declarative configuration). */
function configurationMetaTags(providerOrigin: () => string): Plugin {
  return {
    name: 'mediakit-demo-configuration',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'meta', attrs: { name: 'apple-music-developer-token', content: EMULATOR_DEVELOPER_TOKEN }, injectTo: 'head-prepend' },
        { tag: 'meta', attrs: { name: 'apple-music-app-name', content: 'MediaKit Demo' }, injectTo: 'head-prepend' },
        { tag: 'meta', attrs: { name: 'apple-music-app-build', content: '0.1.0' }, injectTo: 'head-prepend' },
        { tag: 'meta', attrs: { name: 'mediakit-provider-origin', content: providerOrigin() }, injectTo: 'head-prepend' },
      ],
    },
  };
}

export async function startPlayer(port = 4500): Promise<RunningPlayer> {
  let providerOrigin = '';
  // The emulator serves the demo too: what it does not answer goes to Vite (set just below).
  let vite: ViteDevServer | undefined;
  const emulator = await startEmulator({ port, host: '127.0.0.1', fallback: (req, res) => {
    if (vite) return vite.middlewares(req, res);
    res.writeHead(503, { 'Retry-After': '1' }).end('Starting');
  } });
  providerOrigin = emulator.origin;
  const dev = await createViteServer({
    root: demoRoot,
    configFile: false,
    appType: 'spa',
    logLevel: 'warn',
    plugins: [react(), configurationMetaTags(() => providerOrigin), scriptTagServer()],
    // Our packages from their TypeScript sources (their `@mediakit/source` export condition).
    resolve: { conditions: ['@mediakit/source', ...defaultClientConditions] },
    // Vite's client always dials its WebSocket; on the emulator's own server and port it connects
    // (else it dials 24678 and logs errors when that is closed or another dev server holds it).
    server: {
      middlewareMode: true,
      hmr: { server: emulator.server, clientPort: emulator.port },
      // A page a test writes next to the demo (readme-snippet.e2e.ts) is not a source. In
      // middleware mode Vite answers an HTML file's creation or removal by reloading EVERY page,
      // and keeps that reload for the next page to connect when none is open: the page under test.
      watch: { ignored: ['**/*.generated.html'] },
    },
  });
  vite = dev;
  return {
    url: `http://localhost:${emulator.port}/`,
    providerOrigin,
    close: async () => {
      await emulator.close();
      await dev.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const portArgument = process.argv.indexOf('--port');
  const port = Number(portArgument > 0 ? process.argv[portArgument + 1] : process.env.PORT ?? 4500);
  const player = await startPlayer(port);
  console.log(`MediaKit demo player: ${player.url}`);
  console.log(`Provider emulator:    ${player.providerOrigin} (no credentials needed)`);
  console.log(`Developer token the emulator accepts (for your own pages): ${EMULATOR_DEVELOPER_TOKEN}`);
  const stop = (): void => void player.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
