import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SimulatedClock } from '@mediakit/adapters/node';
import { isMKError, MKError } from '../../../../core/src/domain/errors/index.ts';
import {
  DEVELOPER_TOKEN_PATTERN,
  isLibraryId,
  isValidUserToken,
  parseDeveloperToken,
} from '../../../../core/src/domain/tokens/index.ts';
import { FIXED_NOW } from './token-fixtures.ts';

const RUNS = { numRuns: 2_000 }; // npm run fuzz runs 100,000 (tools/fuzz)
const clock = new SimulatedClock(FIXED_NOW);

const b64url = (value: string): string => Buffer.from(value).toString('base64url');
const tokenChars = fc.stringMatching(/^[A-Za-z0-9_-]{0,40}$/);
const signature = fc.oneof(tokenChars, fc.stringMatching(/^[A-Za-z0-9_-]{14,90}$/));
const nowSeconds = FIXED_NOW / 1000;
const claimValue = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.constant(undefined));
const expClaim = fc.oneof(claimValue, fc.integer({ min: nowSeconds - 1000, max: nowSeconds + 1000 }));
// Well-formed headers and payloads (so valid and expired tokens are reached), plus JSON of
// any shape, arbitrary text and raw token characters, each base64url-encoded as a JWT part.
const header = fc.record({ alg: fc.constant('ES256'), kid: claimValue }, { requiredKeys: ['alg'] }).map((claims) => b64url(JSON.stringify(claims)));
const payload = fc.record({ iat: fc.constant(nowSeconds), iss: claimValue, exp: expClaim }, { requiredKeys: ['iat'] }).map((claims) => b64url(JSON.stringify(claims)));
const otherPart = fc.oneof(fc.json().map(b64url), fc.string().map(b64url), tokenChars);
const nearValidToken = fc
  .tuple(fc.oneof(header, header, otherPart), fc.oneof(payload, payload, otherPart), signature, fc.constantFrom('.', '.', '.', '.', '..', '', '='))
  .map(([head, body, sig, separator]) => [head, body, sig].join(separator));
const anyInput = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nearValidToken, fc.anything());

describe('000 §5 token validators under fuzzing', () => {
  it("parseDeveloperToken gives a valid token, 'Invalid token.' or 'Initialized with an expired token.', nothing else", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        let parsed;
        try {
          parsed = parseDeveloperToken(input, clock);
        } catch (error) {
          expect(isMKError(error)).toBe(true);
          const { errorCode, message } = error as MKError;
          expect(
            // issue 18: a telling shape (HTML, JSON) adds a sentence after the spec's message.
            (errorCode === MKError.CONFIGURATION_ERROR && (message === 'Invalid token.' || message.startsWith('Invalid token. Received '))) ||
              (errorCode === MKError.TOKEN_EXPIRED && message === 'Initialized with an expired token.'),
          ).toBe(true);
          return;
        }
        expect(typeof input === 'string' && DEVELOPER_TOKEN_PATTERN.test(input)).toBe(true);
        expect(parsed.token).toBe(input);
        expect(parsed.expiration === null || parsed.expiration >= FIXED_NOW).toBe(true);
        expect(parsed.keyId === undefined || typeof parsed.keyId === 'string').toBe(true);
        expect(parsed.teamId === undefined || typeof parsed.teamId === 'string').toBe(true);
      }),
      RUNS,
    );
  });

  it('isValidUserToken answers a boolean for anything, true only for a trailing base64 run of 32+ ending ==', () => {
    const nearUserToken = fc
      .tuple(fc.string(), fc.stringMatching(/^[A-Za-z0-9+/]{25,40}$/), fc.constantFrom('==', '=', '', '===', '==\n'))
      .map(([prefix, run, padding]) => prefix + run + padding);
    fc.assert(
      fc.property(fc.oneof(anyInput, nearUserToken), (input) => {
        const valid = isValidUserToken(input);
        expect(typeof valid).toBe('boolean');
        if (valid) {
          const run = /[A-Za-z0-9+/]*==$/.exec(input as string);
          expect(run !== null && run[0].length >= 32).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('isLibraryId answers a boolean for anything, true only for [ailp].alphanumerics', () => {
    const nearLibraryId = fc
      .tuple(fc.constantFrom('a', 'i', 'l', 'p', 'b', 'pl', ''), fc.constantFrom('.', '', '-'), fc.stringMatching(/^[A-Za-z0-9.-]{0,12}$/))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(anyInput, nearLibraryId), (input) => {
        const valid = isLibraryId(input);
        expect(valid).toBe(typeof input === 'string' && /^[ailp]\.[A-Za-z0-9]+$/.test(input));
      }),
      RUNS,
    );
  });
});
