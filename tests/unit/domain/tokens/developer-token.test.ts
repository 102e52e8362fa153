import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@mediakit/adapters/node';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import {
  DEVELOPER_TOKEN_PATTERN,
  isDeveloperTokenExpired,
  isDeveloperTokenShaped,
  parseDeveloperToken,
  readDeveloperToken,
} from '../../../../core/src/domain/tokens/index.ts';
import { FIXED_NOW, makeDeveloperToken, tokenExpiringIn } from './token-fixtures.ts';

function thrown(work: () => unknown): MKError {
  try {
    work();
  } catch (error) {
    if (error instanceof MKError) return error;
    throw error;
  }
  throw new Error('expected an MKError');
}

describe('000 §5 developer token validation', () => {
  const clock = new SimulatedClock(FIXED_NOW);

  it('000 §3 DeveloperToken: a valid token yields token, expiration, keyId (kid) and teamId (iss)', () => {
    const token = makeDeveloperToken({ exp: FIXED_NOW / 1000 + 60, kid: 'ABCDEFGHIJ', iss: 'TEAMIDXYZ1' });
    expect(parseDeveloperToken(token, clock)).toEqual({
      token,
      expiration: FIXED_NOW + 60_000,
      keyId: 'ABCDEFGHIJ',
      teamId: 'TEAMIDXYZ1',
    });
  });

  it.each([
    ['two parts', 'aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb'],
    ['four parts', 'aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb.cccccccccccccccc.dddddddddddddddd'],
    ['a part of 15 characters', 'aaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb.cccccccccccccccc'],
    ['a character outside letters, digits, - and _', 'aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbb+.cccccccccccccccc'],
    ['padding', `${makeDeveloperToken()}=`],
    ['the empty string', ''],
    ['a number', 42],
    ['undefined', undefined],
  ])("000 §5: %s is 'Invalid token.'", (_name, token) => {
    const error = thrown(() => parseDeveloperToken(token, clock));
    expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(error.message).toBe('Invalid token.');
  });

  it("000 §5: a well-shaped token whose payload is not base64url JSON is 'Invalid token.' (never a SyntaxError)", () => {
    const token = 'aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb.cccccccccccccccc';
    expect(isDeveloperTokenShaped(token)).toBe(true);
    expect(thrown(() => parseDeveloperToken(token, clock)).message).toBe('Invalid token.');
  });

  it("000 §5: an exp of 309 digits, or one beyond the doubles in milliseconds, is 'Invalid token.' (never Infinity)", () => {
    const header = Buffer.from('{"alg":"ES256","kid":"KEY1234567"}').toString('base64url');
    const payload = Buffer.from(`{"iss":"TEAM123456","exp":${'9'.repeat(309)}}`).toString('base64url');
    expect(thrown(() => parseDeveloperToken(`${header}.${payload}.${'S'.repeat(86)}`, clock)).message).toBe('Invalid token.');
    expect(thrown(() => parseDeveloperToken(makeDeveloperToken({ exp: 1e306 }), clock)).message).toBe('Invalid token.');
  });

  it("000 §5: a non-numeric exp is 'Invalid token.'", () => {
    expect(thrown(() => parseDeveloperToken(makeDeveloperToken({ exp: 'tomorrow' }), clock)).message).toBe('Invalid token.');
  });

  it("000 §5: an expired token gives TOKEN_EXPIRED 'Initialized with an expired token.', read with the Clock port", () => {
    const token = tokenExpiringIn(10);
    const later = new SimulatedClock(FIXED_NOW);
    expect(parseDeveloperToken(token, later).expiration).toBe(FIXED_NOW + 10_000);
    later.advance(10_000);
    expect(() => parseDeveloperToken(token, later)).not.toThrow();
    later.advance(1);
    const error = thrown(() => parseDeveloperToken(token, later));
    expect(error.errorCode).toBe(MKError.TOKEN_EXPIRED);
    expect(error.message).toBe('Initialized with an expired token.');
  });

  it('a token without exp never expires (expiration null)', () => {
    const token = makeDeveloperToken({ exp: undefined });
    const parsed = parseDeveloperToken(token, clock);
    expect(parsed.expiration).toBeNull();
    expect(isDeveloperTokenExpired(parsed, new SimulatedClock(FIXED_NOW * 2))).toBe(false);
  });

  it('readDeveloperToken reads an expired token without refusing it (for refresh decisions)', () => {
    expect(readDeveloperToken(tokenExpiringIn(-100)).expiration).toBe(FIXED_NOW - 100_000);
  });

  it('the pattern is exactly three parts of at least 16 of [A-Za-z0-9_-]', () => {
    expect(DEVELOPER_TOKEN_PATTERN.test(`${'a'.repeat(16)}.${'-'.repeat(16)}.${'_'.repeat(16)}`)).toBe(true);
    expect(DEVELOPER_TOKEN_PATTERN.test(`${'a'.repeat(16)}.${'b'.repeat(16)}.${'c'.repeat(15)}`)).toBe(false);
  });
});
