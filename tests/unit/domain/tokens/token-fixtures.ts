// Test fixtures: developer tokens (unsigned JWTs shaped as 000 §5 requires) and user tokens.
export const FIXED_NOW = Date.UTC(2026, 0, 1);

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export interface TokenClaims {
  readonly exp?: unknown;
  readonly kid?: unknown;
  readonly iss?: unknown;
  readonly signature?: string;
}

/** A developer token whose payload carries the given claims (exp in seconds). */
export function makeDeveloperToken(claims: TokenClaims = {}): string {
  const header = base64url({ alg: 'ES256', typ: 'JWT', ...('kid' in claims ? { kid: claims.kid } : { kid: 'KEY1234567' }) });
  const payload = base64url({
    iss: 'iss' in claims ? claims.iss : 'TEAM123456',
    iat: Math.floor(FIXED_NOW / 1000) - 60,
    ...('exp' in claims ? (claims.exp === undefined ? {} : { exp: claims.exp }) : { exp: Math.floor(FIXED_NOW / 1000) + 3600 }),
  });
  return `${header}.${payload}.${claims.signature ?? 'S'.repeat(86)}`;
}

/** A developer token expiring `seconds` after FIXED_NOW. */
export function tokenExpiringIn(seconds: number, kid = 'KEY1234567'): string {
  return makeDeveloperToken({ exp: Math.floor(FIXED_NOW / 1000) + seconds, kid });
}

/** A user token as 000 §5 accepts it. */
export const USER_TOKEN = `Ag${'x'.repeat(40)}+/AbCd==`;
export const OTHER_USER_TOKEN = `Ag${'y'.repeat(40)}+/AbCd==`;
