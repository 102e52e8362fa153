import { createHash } from 'node:crypto';
import { normalizeText } from '../catalog/catalog-ranking.ts';
import { artworkOf } from '../catalog/extras-serializer.ts';
import type { ResourceView } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import type { Listener } from '../library/listener-gate.ts';
import { objectBody, personalRequest, type PersonalRequest } from '../library/personal-request.ts';
import { MAX_IDS, sendPage } from './resource-routes.ts';

/** The emulator's other listeners, as social profiles (fictional). */
const PEOPLE: readonly (readonly [name: string, handle: string])[] = [
  ['Ana Sol', 'anasol'],
  ['Ben Ashford', 'benash'],
  ['Cleo Marr', 'cleomarr'],
  ['Dev Patel', 'devp'],
  ['Eva Lund', 'evalund'],
  ['Felix Ortiz', 'felixo'],
  ['Gia Romano', 'giaromano'],
  ['Hugo Brandt', 'hugob'],
];

const profileId = (handle: string): string => `sp.${createHash('sha256').update(handle).digest('hex').slice(0, 16)}`;
const PROFILES = new Map(PEOPLE.map(([name, handle], i) => [profileId(handle), { name, handle, artworkName: `cover-${String(i + 1).padStart(2, '0')}` }]));

function profileResource(id: string, profile: { name: string; handle: string; artworkName: string }, view: ResourceView): Record<string, unknown> {
  return {
    id,
    type: 'social-profiles',
    href: `/v1/social/profiles/${id}`,
    attributes: { name: profile.name, handle: profile.handle, artwork: artworkOf(view, profile.artworkName), isPrivate: false, isVerified: false },
  };
}

function ownProfile(listener: Listener, view: ResourceView): Record<string, unknown> {
  const handle = normalizeText(listener.name).replace(/[^a-z0-9]+/g, '');
  return profileResource(profileId(`${handle}|${listener.key}`), { name: listener.name, handle, artworkName: 'cover-30' }, view);
}

/**
 * Social (002 §7): POST social/recommended-friends with body {ids: {socialProfiles}} answers the
 * named profiles that exist as recommended friends; GET social/badging-map, social/search?term=
 * and me/social-profile. Listener calls: each needs the user token.
 */
export function socialRoutes(services: EmulatorServices): RouteFamily {
  const route = (method: string, pattern: string, handle: (ctx: RequestContext, request: PersonalRequest) => void) => ({
    method,
    pattern,
    auth: 'developer' as const,
    handler: (ctx: RequestContext) => {
      const request = personalRequest(ctx, services);
      if (request) handle(ctx, request);
    },
  });
  return {
    prefixes: ['/v1/social/', '/v1/me/'],
    routes: [
      route('POST', '/v1/social/recommended-friends', (ctx, request) => {
        const body = objectBody(ctx);
        if (!body) return;
        const ids = (body['ids'] as { socialProfiles?: unknown } | undefined)?.socialProfiles;
        if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) return sendError(ctx.res, 400, 'Body must be { ids: { socialProfiles: [id, …] } }');
        if (ids.length > MAX_IDS) return sendError(ctx.res, 400, `Too many ids (at most ${MAX_IDS})`);
        const data = (ids as string[]).flatMap((id) => {
          const profile = PROFILES.get(id);
          return profile ? [profileResource(id, profile, request.view)] : [];
        });
        sendJson(ctx.res, 200, { data });
      }),
      route('GET', '/v1/social/badging-map', (ctx) => sendJson(ctx.res, 200, { results: { badgingMap: { 'friend-requests': 0, 'shared-playlists': 0 } } })),
      route('GET', '/v1/social/search', (ctx, request) => {
        const term = ctx.query.get('term');
        if (term === null || term.trim() === '') return sendError(ctx.res, 400, "Missing required parameter 'term'", { title: 'Missing Parameter' });
        const words = normalizeText(term).split(/\s+/).filter(Boolean);
        const found = [...PROFILES].filter(([, p]) => words.every((w) => normalizeText(`${p.name} ${p.handle}`).includes(w))).map(([id, p]) => profileResource(id, p, request.view));
        sendJson(ctx.res, 200, { results: found.length === 0 ? {} : { 'social-profiles': { data: found } } });
      }),
      route('GET', '/v1/me/social-profile', (ctx, request) => sendPage(ctx, '/v1/me/social-profile', {}, [ownProfile(request.listener, request.view)], { limit: 10, maxLimit: 25 })),
    ],
  };
}

/** Ids of the emulator's social profiles, for tests. */
export const SOCIAL_PROFILE_IDS: readonly string[] = [...PROFILES.keys()];
