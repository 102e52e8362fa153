import type { EmulatorServices } from '../emulator-services.ts';
import { CountedRules } from '../http/counted-rules.ts';
import { jsonBody, type RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';
import type { TrackFixture } from '../../media/track-fixture.types.ts';
import { loadMusicVideoCatalog } from '../catalog/music-video-catalog.ts';
import { encryptedLiveKey } from '../live/encrypted-live-stream.ts';
import { FAIRPLAY_CERTIFICATE_PATH, LICENSE_PATH, WIDEVINE_CERTIFICATE_PATH, checkListener } from './playback.routes.ts';

const CLEARKEY = 'org.w3.clearkey';

/**
 * A scripted licence-server behaviour, consumed in order (test switch):
 * - `errorCode` (+ `message`): answer the licence with that error (001 §8: -1004 device limit,
 *   -1017 geo block, -1021 expired CDM, 180202 PlayReady CBC, any other: media licence error);
 * - `corruptLicense`: status 0 with a licence the CDM cannot read (a key error);
 * - `renewAfterSeconds`: grant, with renew-after;
 * - `xmlCertificate`: certificate requests answer an XML error page (001 §5 invalid certificate).
 * `keyId` limits the rule to one key (lowercase hex); `times` defaults to unlimited.
 */
export interface LicenseFaultRule {
  readonly errorCode?: number;
  readonly message?: string;
  readonly corruptLicense?: boolean;
  readonly renewAfterSeconds?: number;
  readonly xmlCertificate?: boolean;
  readonly keyId?: string;
  readonly times?: number;
}

/** Scripted licence and certificate failures (001 §8), consumed as they apply. */
export class LicenseFaults extends CountedRules<LicenseFaultRule> {
  /** The first rule of the given sort that applies, counting its use. */
  takeFor(sort: 'license' | 'certificate', keyId?: string): LicenseFaultRule | undefined {
    return this.take((rule) =>
      sort === 'certificate' ? rule.xmlCertificate === true : rule.xmlCertificate !== true && (rule.keyId === undefined || rule.keyId === keyId),
    );
  }
}

/** The licence-request fields of one key, whatever the body shape (001 §7 Body by kind). */
interface KeyRequest {
  readonly shape: 'uts' | 'offers' | 'plain';
  readonly challenge: unknown;
  readonly keySystem: unknown;
  readonly uri: unknown;
  readonly id: unknown;
  readonly adamId: unknown;
}

function readKeyRequest(body: Record<string, unknown>): KeyRequest | undefined {
  const streaming = body['streaming-request'] as { 'streaming-keys'?: Array<Record<string, unknown>> } | undefined;
  const utsKey = streaming?.['streaming-keys']?.[0];
  if (utsKey) return { shape: 'uts', challenge: utsKey.challenge, keySystem: utsKey['key-system'], uri: utsKey.uri, id: utsKey.id, adamId: undefined };
  const offers = (body['license-requests'] as Array<Record<string, unknown>> | undefined)?.[0];
  if (offers) return { shape: 'offers', challenge: offers.challenge, keySystem: offers['key-system'], uri: offers.uri, id: offers.id, adamId: offers['adam-id'] };
  if ('challenge' in body) return { shape: 'plain', challenge: body.challenge, keySystem: body['key-system'], uri: body.uri, id: undefined, adamId: body.adamId };
  return undefined;
}

const fromBase64 = (text: string): Buffer => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const toBase64Url = (bytes: Buffer): string => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The key ids (hex) a ClearKey challenge asks for: the CDM's JSON { kids: [base64url] }. */
function clearKeyKids(challenge: string): string[] | undefined {
  try {
    const request = JSON.parse(fromBase64(challenge).toString('utf8')) as { kids?: unknown };
    if (!Array.isArray(request.kids)) return undefined;
    return request.kids.filter((k): k is string => typeof k === 'string').map((k) => fromBase64(k).toString('hex'));
  } catch {
    return undefined;
  }
}

/** A key URI of the form data:...;base64,<16-byte key id> names its key id (as the fixtures' playlists do). */
function keyIdOfUri(uri: string): string | undefined {
  const m = /^data:[^,]*;base64,(.+)$/.exec(uri);
  if (!m) return undefined;
  const bytes = fromBase64(m[1] as string);
  return bytes.length === 16 ? bytes.toString('hex') : undefined;
}

/**
 * The licence server and certificates (001 §7 License request, §3 License response):
 *   POST {LICENSE_PATH}[/start|/renew]  the four body shapes → the matching response shape
 *   GET  {FAIRPLAY_CERTIFICATE_PATH}?t= , {WIDEVINE_CERTIFICATE_PATH}?t=  binary certificates
 * It checks the developer token (401), the user token (errorCode 2002) and the subscription
 * (3063), and grants ClearKey licences (a JSON Web Key set, base64url kid/k, itself base64 in
 * `license`) for the key ids the challenge names. Test switches:
 *   POST/DELETE/GET /__emulator/license-faults  (LicenseFaultRule)
 */
export function licenseRoutes(services: EmulatorServices): RouteFamily {
  const faults = new LicenseFaults();
  // Key id → key (hex) of every encrypted fixture: the full tracks, the full music videos and the live station.
  const byKeyId = new Map<string, string>(services.media.tracks.map((t: TrackFixture) => [t.encrypted.keyId, t.encrypted.key]));
  for (const video of loadMusicVideoCatalog(services.mediaRoot).videos.values()) {
    if (video.fixture.encrypted) byKeyId.set(video.fixture.encrypted.keyId, video.fixture.encrypted.key);
  }
  // And the encrypted live station's (issue 20).
  const live = encryptedLiveKey(services.mediaRoot);
  byKeyId.set(live.keyId, live.key);

  const license = (ctx: RequestContext): void => {
    let body: Record<string, unknown>;
    try {
      body = (jsonBody(ctx) ?? {}) as Record<string, unknown>;
    } catch {
      return sendError(ctx.res, 400, 'Body is not valid JSON');
    }
    const request = readKeyRequest(body);
    if (!request || typeof request.challenge !== 'string' || typeof request.uri !== 'string' || typeof request.keySystem !== 'string') {
      return sendError(ctx.res, 400, 'A licence request needs challenge, key-system and uri');
    }
    const answer = (entry: Record<string, unknown>): void => {
      const withId = { ...(request.id === undefined ? {} : { id: request.id }), ...entry };
      if (request.shape === 'uts') return sendJson(ctx.res, 200, { 'streaming-response': { 'streaming-keys': [withId] } });
      if (request.shape === 'offers') return sendJson(ctx.res, 200, { 'license-responses': [{ 'adam-id': request.adamId, ...withId }] });
      sendJson(ctx.res, 200, entry);
    };
    const listener = checkListener(services, ctx.req);
    if (!listener.ok) return answer({ status: -1, errorCode: 2002, message: listener.detail });
    if (!listener.subscribed) return answer({ status: -1, errorCode: 3063, message: 'A subscription is required' });

    const uriKeyId = keyIdOfUri(request.uri);
    const fault = faults.takeFor('license', uriKeyId);
    if (fault?.errorCode !== undefined) {
      return answer({ status: -1, errorCode: fault.errorCode, ...(fault.message ? { message: fault.message } : {}) });
    }
    if (request.keySystem !== CLEARKEY) return answer({ status: -1, errorCode: -1001, message: `The emulator grants ${CLEARKEY} licences only` });
    const kids = clearKeyKids(request.challenge);
    if (!kids || kids.length === 0) return answer({ status: -1, errorCode: -1002, message: 'The challenge names no key' });
    if (kids.some((kid) => !byKeyId.has(kid)) || (uriKeyId !== undefined && !kids.includes(uriKeyId))) {
      return answer({ status: -1, errorCode: -1002, message: 'Unknown key' });
    }
    const keys = kids.map((kid) => ({
      kty: 'oct',
      kid: toBase64Url(Buffer.from(kid, 'hex')),
      k: toBase64Url(Buffer.from(fault?.corruptLicense ? 'ffffffffffffffffffffffffffffffff' : (byKeyId.get(kid) as string), 'hex')),
    }));
    const jwks = fault?.corruptLicense ? '{"keys":[' : JSON.stringify({ keys, type: 'temporary' });
    answer({
      status: 0,
      license: Buffer.from(jwks, 'utf8').toString('base64'),
      ...(fault?.renewAfterSeconds ? { 'renew-after': fault.renewAfterSeconds } : {}),
    });
  };

  const certificate = (ctx: RequestContext): void => {
    if (faults.takeFor('certificate')) {
      ctx.res.writeHead(200, { 'Content-Type': 'text/xml' });
      ctx.res.end('<?xml version="1.0" encoding="UTF-8"?><error>certificate unavailable</error>');
      return;
    }
    // Not a real certificate (nothing here can use one): fixed bytes that are not XML.
    const bytes = Buffer.from(`mediakit-emulator-certificate:${ctx.path}`, 'utf8');
    ctx.res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.byteLength), 'Cache-Control': 'no-store' });
    ctx.res.end(bytes);
  };

  return {
    prefixes: [LICENSE_PATH, FAIRPLAY_CERTIFICATE_PATH, WIDEVINE_CERTIFICATE_PATH, '/__emulator/license-faults'],
    routes: [
      { method: 'POST', pattern: LICENSE_PATH, auth: 'developer', handler: license },
      { method: 'POST', pattern: `${LICENSE_PATH}/start`, auth: 'developer', handler: license },
      { method: 'POST', pattern: `${LICENSE_PATH}/renew`, auth: 'developer', handler: license },
      { method: 'GET', pattern: FAIRPLAY_CERTIFICATE_PATH, handler: certificate },
      { method: 'GET', pattern: WIDEVINE_CERTIFICATE_PATH, handler: certificate },
      { method: 'GET', pattern: '/__emulator/license-faults', handler: ({ res }) => sendJson(res, 200, { faults: faults.list() }) },
      {
        method: 'POST',
        pattern: '/__emulator/license-faults',
        handler: (ctx) => {
          let input: unknown;
          try {
            input = jsonBody(ctx);
          } catch {
            return sendError(ctx.res, 400, 'Body is not valid JSON');
          }
          if (typeof input !== 'object' || input === null) return sendError(ctx.res, 400, 'A licence fault must be a JSON object');
          faults.add(input as LicenseFaultRule);
          sendJson(ctx.res, 201, { faults: faults.list() });
        },
      },
      { method: 'DELETE', pattern: '/__emulator/license-faults', handler: ({ res }) => (faults.clear(), sendNoContent(res)) },
    ],
  };
}
