import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkDeveloperToken } from './auth/developer-token.ts';
import { DeveloperTokenIssuer } from './auth/developer-token-issuer.ts';
import { buildCatalog, DEFAULT_CATALOG_SEED } from './catalog/catalog-builder.ts';
import type { Catalog } from './catalog/catalog.types.ts';
import type { EmulatorServices } from './emulator-services.ts';
import { loadMediaFixtures, MEDIA_ROOT, type MediaFixtures } from './fixtures/media-fixtures.ts';
import { answerPreflight, applyCors, isPreflight } from './http/cors.ts';
import { FaultSwitchboard, type ActiveFault } from './http/fault-switchboard.ts';
import { readBody, requestOrigin, type RequestContext } from './http/request-context.ts';
import { RequestRecorder, type RecordedRequest } from './http/request-recorder.ts';
import { sendError, sendJson } from './http/responses.ts';
import { Router } from './http/router.ts';
import { AccountStore } from './auth/account-store.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { artworkRoutes } from './routes/artwork.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { catalogRoutes } from './routes/catalog.routes.ts';
import { chartRoutes } from './routes/charts.routes.ts';
import { CONTROL_PREFIX, controlRoutes } from './routes/control.routes.ts';
import { MediaFaults } from './routes/media-faults.ts';
import { mediaRoutes } from './routes/media.routes.ts';
import { musicVideoRoutes } from './routes/music-videos.routes.ts';
import { playActivityRoutes } from './routes/play-activity.routes.ts';
import { licenseRoutes } from './routes/license.routes.ts';
import { playbackRoutes } from './routes/playback.routes.ts';
import { searchRoutes } from './routes/search.routes.ts';
import { storefrontRoutes } from './routes/storefronts.routes.ts';
import { bookRoutes } from './routes/books.routes.ts';
import { catalogExtrasRoutes } from './routes/catalog-extras.routes.ts';
import { fitnessRoutes } from './routes/fitness.routes.ts';
import { libraryPlaylistRoutes } from './routes/library-playlists.routes.ts';
import { libraryRoutes } from './routes/library.routes.ts';
import { personalRoutes } from './routes/personal.routes.ts';
import { podcastRoutes } from './routes/podcasts.routes.ts';
import { ratingRoutes } from './routes/ratings.routes.ts';
import { socialRoutes } from './routes/social.routes.ts';
import { stationRoutes } from './routes/stations.routes.ts';
import { liveRadioRoutes } from './routes/live-radio.routes.ts';
import { EmbeddingOrigins } from './auth/embedding-origins.ts';
import { tvRoutes } from './routes/tv.routes.ts';
import { upsellRoutes } from './routes/upsell.routes.ts';

export { EMULATOR_DEVELOPER_TOKEN } from './auth/developer-token.ts';
export type { RecordedRequest } from './http/request-recorder.ts';
export type { ActiveFault, FaultRule } from './http/fault-switchboard.ts';
export { FaultSwitchboard } from './http/fault-switchboard.ts';

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  /** Listening address; default 127.0.0.1. */
  readonly host?: string;
  /** Answers every path the emulator does not own (the start script serves the demo app here). */
  readonly fallback?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Catalogue seed (default DEFAULT_CATALOG_SEED: the same ids on every run). */
  readonly seed?: number;
  /**
   * The developer's allow-listed embedding origins (issue 22): the auth bridge answers only
   * pages on these origins, and a redirect sign-in returns only to them. Default: the demo's
   * origin as `npm start` serves it, http://localhost:PORT.
   */
  readonly embeddingOrigins?: readonly string[];
}

export interface RunningEmulator {
  readonly port: number;
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  close(): Promise<void>;
  readonly recorder: { readonly requests: RecordedRequest[]; clear(): void };
  readonly faults: FaultSwitchboard;
  /** The generated catalogue (ids, song → clip), for tests that need to name content. */
  readonly catalog: Catalog;
  /** The committed media clips (tracks.json). */
  readonly media: MediaFixtures;
  /** The allow-listed embedding origins; tests may `set` others. */
  readonly embedding: EmbeddingOrigins;
  /** The HTTP server, for a dev server that shares it (npm start's Vite WebSocket). */
  readonly server: Server;
}

/**
 * Starts the provider emulator: a real HTTP server that answers as the streaming provider does
 * per the spec, so the library runs and is tested without credentials. It owns only the
 * prefixes its route families declare (/v1/, /media/, /artwork/, /__emulator/); all other paths
 * go to `fallback`.
 *
 * @example
 *   const emulator = await startEmulator({ port: 0 });
 *   await fetch(`${emulator.origin}/v1/storefronts`, { headers: { Authorization: `Bearer ${EMULATOR_DEVELOPER_TOKEN}` } });
 *   await emulator.close();
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const media = await loadMediaFixtures();
  const catalog = buildCatalog({ seed: options.seed ?? DEFAULT_CATALOG_SEED, tracks: media.tracks });
  const services: EmulatorServices = {
    catalog,
    media,
    mediaRoot: MEDIA_ROOT,
    recorder: new RequestRecorder(),
    faults: new FaultSwitchboard(),
    mediaFaults: new MediaFaults(),
    accounts: new AccountStore(),
    embedding: new EmbeddingOrigins(options.embeddingOrigins ?? []),
    developerTokens: new DeveloperTokenIssuer(),
  };

  // First match wins: search and charts before the generic /v1/catalog/{sf}/{type} route.
  const router = new Router()
    .add(storefrontRoutes())
    // Live radio answers play assets of live stations and radio episodes, then hands on.
    .add(liveRadioRoutes(services))
    // Data-layer families (002 §7): podcast search/charts and the catalogue extras hand every
    // other request on to the search, charts and catalogue families, so they come first.
    .add(podcastRoutes(services))
    .add(catalogExtrasRoutes(services))
    .add(stationRoutes(services))
    .add(fitnessRoutes(services))
    .add(bookRoutes(services))
    .add(tvRoutes(services))
    .add(libraryPlaylistRoutes(services))
    .add(libraryRoutes(services))
    .add(ratingRoutes(services))
    .add(personalRoutes(services))
    .add(socialRoutes(services))
    .add(upsellRoutes())
    .add(searchRoutes(services))
    .add(chartRoutes(services))
    .add(musicVideoRoutes(services))
    .add(catalogRoutes(services))
    .add(mediaRoutes(services))
    .add(playbackRoutes(services))
    .add(licenseRoutes(services))
    .add(artworkRoutes(services))
    .add(controlRoutes(services))
    .add(authRoutes(services))
    .add(accountRoutes(services))
    .add(playActivityRoutes(services));

  const host = options.host ?? '127.0.0.1';
  let listeningHost = host;
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A handler bug must answer 500 in the provider's shape, not hang the client.
      if (!res.headersSent) sendError(res, 500, `Emulator error: ${(error as Error).message ?? String(error)}`);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    // The provider answers `/v1/me/library//albums` as `/v1/me/library/albums`; apps rely on it.
    const path = url.pathname.startsWith('/v1/') ? url.pathname.replace(/\/{2,}/g, '/') : url.pathname;
    if (!router.owns(path)) {
      if (options.fallback) return options.fallback(req, res);
      return sendError(res, 404, `Nothing is served at ${path}`);
    }
    if (isPreflight(req)) return answerPreflight(req, res);
    applyCors(req, res);

    const body = await readBody(req);
    const control = path.startsWith(CONTROL_PREFIX);
    const method = req.method ?? 'GET';
    if (!control) services.recorder.record(recordOf(req, url, body));

    if (!control) {
      const fault = services.faults.take(method, path, path + url.search);
      if (fault && (await applyFault(fault, req, res))) return;
    }

    const match = router.match(method, path);
    // 000 §7: every API call carries the developer token; /v1/ checks it before anything else.
    if (path.startsWith('/v1/') || (match.kind === 'found' && match.route.auth === 'developer')) {
      const token = checkDeveloperToken(req, services.developerTokens);
      if (!token.ok) return sendError(res, 401, token.detail);
    }
    if (match.kind === 'not-found') return sendError(res, 404, `No route for ${method} ${path}`);
    if (match.kind === 'method-not-allowed') {
      return sendError(res, 405, `${method} is not allowed on ${path}`, { headers: { Allow: match.allowed.join(', ') } });
    }
    const ctx: RequestContext = {
      req,
      res,
      method,
      path,
      query: url.searchParams,
      params: match.params,
      origin: requestOrigin(req, listeningHost),
      body,
    };
    await match.route.handler(ctx);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  listeningHost = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!options.embeddingOrigins) services.embedding.set([`http://localhost:${port}`]);

  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    recorder: services.recorder,
    faults: services.faults,
    catalog,
    media,
    embedding: services.embedding,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive and delayed (faulted) connections would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

function recordOf(req: IncomingMessage, url: URL, body: Buffer): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    url: req.url ?? url.pathname,
    headers,
    body: body.toString('utf8'),
    time: Date.now(),
  };
}

/** Delay, then drop or answer. Returns true when the request was answered (or dropped) here. */
async function applyFault(fault: ActiveFault, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (fault.delayMs) {
    await new Promise<void>((resolve) => setTimeout(resolve, fault.delayMs).unref());
    if (res.destroyed || req.socket.destroyed) return true;
  }
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault.location !== undefined) {
    res.writeHead(fault.status ?? 302, { Location: fault.location, 'Content-Length': '0' });
    res.end();
    return true;
  }
  if (fault.json !== undefined) {
    sendJson(res, fault.status ?? 200, fault.json);
    return true;
  }
  if (fault.status !== undefined) {
    sendError(res, fault.status, `Injected fault ${fault.id} (${fault.match})`);
    return true;
  }
  return false;
}
