import type { HttpClient } from '../../ports/http-client.ts';
import type { Logger } from '../../ports/logger.ts';
import { RequestLogFeature } from '../features/core-features.ts';
import { loadOnce } from '../load-once.ts';

/**
 * `debug: true` (issue 18): every request passes the request log, whose code loads with the
 * first request of a page that asked for it, so the pages that did not never fetch it. If its
 * chunk cannot load, the request is sent unlogged rather than failed.
 */
export function debugRequests(inner: HttpClient, logger: Logger): HttpClient {
  const log = loadOnce(async () => new (await RequestLogFeature.load()).RequestLog(inner, logger));
  return { request: (request) => log().then((logged) => logged.request(request), () => inner.request(request)) };
}
