import { EMULATOR_DEVELOPER_TOKEN, EMULATOR_KEY_ID, EMULATOR_TEAM_ID } from '../auth/developer-token.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { FaultRuleError, parseFaultRule } from '../http/fault-switchboard.ts';
import { jsonBody } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';

/** Prefix of the test-control routes; they are never recorded and never faulted. */
export const CONTROL_PREFIX = '/__emulator/';

/**
 * Test switches over HTTP (for browser tests and the demo app; Node tests may use the
 * RunningEmulator object directly):
 *   GET    /__emulator/requests[?prefix=/v1/]  recorded requests
 *   DELETE /__emulator/requests                forget them
 *   GET    /__emulator/faults                  active fault rules
 *   POST   /__emulator/faults                  add { match, status?, delayMs?, drop?, times?, method? }
 *   DELETE /__emulator/faults[/{id}]           remove all / one
 *   POST   /__emulator/reset                   forget requests, faults and media faults
 *   GET    /__emulator/developer-token         the token the emulator accepts
 *   POST   /__emulator/developer-tokens        issue another token ({ token }), accepted until revoked
 *   GET    /__emulator/developer-tokens/latest the newest issued token in force ({ token }; 404 if none)
 *   DELETE /__emulator/developer-tokens/{token} revoke an issued token: requests bearing it get 401
 *   GET    /__emulator/catalog                 compact catalogue index (ids, song → clip)
 */
export function controlRoutes(services: EmulatorServices): RouteFamily {
  const { recorder, faults, mediaFaults, catalog, developerTokens } = services;
  return {
    prefixes: [CONTROL_PREFIX],
    routes: [
      {
        method: 'GET',
        pattern: '/__emulator/requests',
        handler: ({ res, query }) => {
          const prefix = query.get('prefix');
          const requests = prefix ? recorder.requests.filter((r) => r.path.startsWith(prefix)) : recorder.requests;
          sendJson(res, 200, { requests });
        },
      },
      { method: 'DELETE', pattern: '/__emulator/requests', handler: ({ res }) => (recorder.clear(), sendNoContent(res)) },
      { method: 'GET', pattern: '/__emulator/faults', handler: ({ res }) => sendJson(res, 200, { faults: faults.list() }) },
      {
        method: 'POST',
        pattern: '/__emulator/faults',
        handler: (ctx) => {
          let input: unknown;
          try {
            input = jsonBody(ctx);
          } catch {
            return sendError(ctx.res, 400, 'Body is not valid JSON');
          }
          try {
            sendJson(ctx.res, 201, { fault: faults.add(parseFaultRule(input)) });
          } catch (error) {
            if (error instanceof FaultRuleError) return sendError(ctx.res, 400, error.message);
            throw error;
          }
        },
      },
      { method: 'DELETE', pattern: '/__emulator/faults', handler: ({ res }) => (faults.clear(), sendNoContent(res)) },
      {
        method: 'DELETE',
        pattern: '/__emulator/faults/:id',
        handler: ({ res, params }) =>
          faults.remove(params.id ?? '') ? sendNoContent(res) : sendError(res, 404, `No fault '${params.id ?? ''}'`),
      },
      {
        method: 'POST',
        pattern: '/__emulator/reset',
        handler: ({ res }) => {
          recorder.clear();
          faults.clear();
          mediaFaults.clear();
          developerTokens.clear();
          sendNoContent(res);
        },
      },
      {
        method: 'GET',
        pattern: '/__emulator/developer-token',
        handler: ({ res }) => sendJson(res, 200, { token: EMULATOR_DEVELOPER_TOKEN, teamId: EMULATOR_TEAM_ID, keyId: EMULATOR_KEY_ID }),
      },
      {
        method: 'POST',
        pattern: '/__emulator/developer-tokens',
        handler: ({ res }) => sendJson(res, 201, { token: developerTokens.issue() }),
      },
      {
        method: 'GET',
        pattern: '/__emulator/developer-tokens/latest',
        handler: ({ res }) => {
          const token = developerTokens.latest();
          return token ? sendJson(res, 200, { token }) : sendError(res, 404, 'No issued developer token in force');
        },
      },
      {
        method: 'DELETE',
        pattern: '/__emulator/developer-tokens/:token',
        handler: ({ res, params }) =>
          developerTokens.revoke(params.token ?? '') ? sendNoContent(res) : sendError(res, 404, 'Not an issued developer token'),
      },
      {
        method: 'GET',
        pattern: '/__emulator/catalog',
        handler: ({ res }) =>
          sendJson(res, 200, {
            artists: [...catalog.artists.values()].map((a) => ({ id: a.id, name: a.name, genre: a.genre, albumIds: a.albumIds })),
            albums: [...catalog.albums.values()].map((a) => ({ id: a.id, name: a.name, genre: a.genre, trackIds: a.trackIds })),
            songs: [...catalog.songs.values()].map((s) => ({ id: s.id, name: s.name, albumId: s.albumId, explicit: s.explicit, clipId: s.clipId })),
            playlists: [...catalog.playlists.values()].map((p) => ({ id: p.id, name: p.name, trackIds: p.trackIds })),
          }),
      },
    ],
  };
}
