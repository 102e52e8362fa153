import { checkSender, parseSenderPayload } from '../activity/activity-request.ts';
import { PlayActivityFaultError, PlayActivityFaults } from '../activity/play-activity-faults.ts';
import { PlayActivityStore } from '../activity/play-activity-store.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { jsonBody, type RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';

/** The store and the fault switch behind the routes (one per emulator). */
export interface PlayActivityService {
  readonly store: PlayActivityStore;
  readonly faults: PlayActivityFaults;
}

/**
 * The activity service (000 §7): `POST /play` and `POST /qa/play` on the emulator's origin,
 * which is the library's activity base when it is pointed at the emulator. Each takes the
 * sender payload {client_id, event_type, data[]} with the developer token as Bearer and the
 * listener as media-user-token (or X-Dsid), stores every event once (deduplicated by
 * `event-id`) and answers 200 {stored, duplicates} (the client does not read it, 000 §7).
 *
 * Test switches:
 *   GET    /__emulator/play-activity          { counts, events, faults }
 *   DELETE /__emulator/play-activity          forget events, counts and faults
 *   PUT    /__emulator/play-activity/faults   { fail?, drop?, lost?, status?, seed? } (fractions 0..1)
 *   DELETE /__emulator/play-activity/faults   no faults
 * The generic fault switchboard (/__emulator/faults, match '/play') applies too, before these.
 */
export function playActivityRoutes(services: Pick<EmulatorServices, 'accounts'>, service: PlayActivityService = { store: new PlayActivityStore(), faults: new PlayActivityFaults() }): RouteFamily {
  const { store, faults } = service;

  const receive = (path: '/play' | '/qa/play') => (ctx: RequestContext): void => {
    const request = store.count('request');
    // The service is down (or flaky) before it looks at who is calling.
    const outcome = faults.decide();
    if (outcome === 'fail') {
      store.count('failedByFault');
      return sendError(ctx.res, faults.settings.status, `Injected play-activity fault (request ${request})`);
    }
    if (outcome === 'drop') {
      store.count('droppedByFault');
      ctx.req.socket.destroy();
      return;
    }
    const sender = checkSender(ctx.req, services.accounts);
    if (!sender.ok) {
      store.count('refused');
      return sendError(ctx.res, sender.status, sender.detail);
    }
    const payload = parseSenderPayload(ctx.req.headers['content-type'], ctx.body);
    if (!payload.ok) {
      store.count('refused');
      return sendError(ctx.res, 400, payload.detail);
    }
    const traceTag = path === '/qa/play' ? ctx.req.headers['trace-tag'] : undefined;
    const result = store.receive({
      path,
      ...payload.payload,
      sender: sender.sender,
      ...(typeof traceTag === 'string' ? { traceTag } : {}),
      request,
    });
    if (outcome === 'lost') {
      // Stored, but the answer never reaches the client: it will send these again.
      store.count('answersLost');
      ctx.req.socket.destroy();
      return;
    }
    store.count('accepted');
    sendJson(ctx.res, 200, result);
  };

  return {
    prefixes: ['/play/', '/qa/play/', '/__emulator/play-activity'],
    routes: [
      { method: 'POST', pattern: '/play', auth: 'developer', handler: receive('/play') },
      { method: 'POST', pattern: '/qa/play', auth: 'developer', handler: receive('/qa/play') },
      {
        method: 'GET',
        pattern: '/__emulator/play-activity',
        handler: ({ res }) => sendJson(res, 200, { counts: store.counts, events: store.events(), faults: faults.settings }),
      },
      {
        method: 'DELETE',
        pattern: '/__emulator/play-activity',
        handler: ({ res }) => {
          store.clear();
          faults.clear();
          sendNoContent(res);
        },
      },
      {
        method: 'PUT',
        pattern: '/__emulator/play-activity/faults',
        handler: (ctx) => {
          let input: unknown;
          try {
            input = jsonBody(ctx);
          } catch {
            return sendError(ctx.res, 400, 'Body is not valid JSON');
          }
          try {
            sendJson(ctx.res, 200, { faults: faults.configure(input) });
          } catch (error) {
            if (error instanceof PlayActivityFaultError) return sendError(ctx.res, 400, error.message);
            throw error;
          }
        },
      },
      { method: 'DELETE', pattern: '/__emulator/play-activity/faults', handler: ({ res }) => (faults.clear(), sendNoContent(res)) },
    ],
  };
}
