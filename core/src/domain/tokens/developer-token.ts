import type { Clock } from '../../ports/clock.ts';
import { expiredTokenError, invalidTokenError } from '../errors/index.ts';
import { decodeJwtPart } from './jwt-part.decoder.ts';

/** 000 §3 DeveloperToken: the token as given, its expiry and the key and team it names. */
export interface DeveloperToken {
  readonly token: string;
  /** Epoch milliseconds of the `exp` claim; `null` when the token carries none (never expires). */
  readonly expiration: number | null;
  /** The `kid` of the JWT header. */
  readonly keyId: string | undefined;
  /** The `iss` of the JWT payload. */
  readonly teamId: string | undefined;
}

/**
 * 000 §5: three dot-separated parts, each at least 16 letters, digits, hyphens or underscores.
 */
export const DEVELOPER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}$/;

/**
 * Whether `token` has the shape of a developer token (000 §5). Says nothing about expiry.
 *
 * @example
 * isDeveloperTokenShaped('short.token.here'); // false
 */
export function isDeveloperTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && DEVELOPER_TOKEN_PATTERN.test(token);
}

/**
 * Validates and reads a developer token (000 §5, §3). Throws MKError CONFIGURATION_ERROR
 * 'Invalid token.' for a malformed token (including a header or payload that is not base64url
 * JSON), and TOKEN_EXPIRED 'Initialized with an expired token.' when `exp` lies in the past
 * according to `clock`.
 *
 * @example
 * const { keyId, teamId, expiration } = parseDeveloperToken(jwt, clock);
 */
export function parseDeveloperToken(token: unknown, clock: Pick<Clock, 'now'>): DeveloperToken {
  const parsed = readDeveloperToken(token);
  if (isDeveloperTokenExpired(parsed, clock)) throw expiredTokenError();
  return parsed;
}

/**
 * Like {@link parseDeveloperToken} without the expiry check: for code that must know the
 * expiry of a token it already holds (the token provider refreshing ahead of it).
 */
export function readDeveloperToken(token: unknown): DeveloperToken {
  if (!isDeveloperTokenShaped(token)) throw invalidTokenError(token);
  const [headerPart = '', payloadPart = ''] = token.split('.');
  const header = decodeJwtPart(headerPart);
  const payload = decodeJwtPart(payloadPart);
  if (header === undefined || payload === undefined) throw invalidTokenError();
  const exp = payload['exp'];
  // A present but non-numeric exp cannot be honoured: reject rather than treat it as eternal.
  // 309 digits parse to Infinity, and an exp above ~1.8e305 becomes Infinity in milliseconds.
  if (exp !== undefined && (typeof exp !== 'number' || !Number.isFinite(exp * 1000))) throw invalidTokenError();
  return {
    token,
    expiration: exp === undefined ? null : exp * 1000,
    keyId: typeof header['kid'] === 'string' ? header['kid'] : undefined,
    teamId: typeof payload['iss'] === 'string' ? payload['iss'] : undefined,
  };
}

/**
 * Whether the token's expiry has passed (000 §5: an expired token is refused).
 *
 * @example
 * isDeveloperTokenExpired(parsed, clock); // false until clock.now() passes parsed.expiration
 */
export function isDeveloperTokenExpired(token: DeveloperToken, clock: Pick<Clock, 'now'>): boolean {
  return token.expiration !== null && token.expiration < clock.now();
}
