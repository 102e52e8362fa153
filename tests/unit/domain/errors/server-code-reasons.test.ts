import { describe, expect, it } from 'vitest';
import { lookupServerCode, reasonForServerCode } from '../../../../core/src/domain/errors/index.ts';

const ROWS: Array<[number, string]> = [
  [-1004, 'DEVICE_LIMIT'],
  [3059, 'DEVICE_LIMIT'],
  [-1017, 'GEO_BLOCK'],
  [1010, 'NOT_FOUND'],
  [2002, 'AUTHORIZATION_ERROR'],
  [2034, 'TOKEN_EXPIRED'],
  [3063, 'SUBSCRIPTION_ERROR'],
  [3076, 'CONTENT_UNAVAILABLE'],
  [3082, 'CONTENT_RESTRICTED'],
  [3084, 'STREAM_UPSELL'],
  [5002, 'SERVER_ERROR'],
  [180202, 'PLAYREADY_CBC_ENCRYPTION_ERROR'],
  [190121, 'WIDEVINE_CDM_EXPIRED'],
];

describe('000 §8 Server failure-type or status mapping', () => {
  it.each(ROWS)('000 §8 server code mapping: failure type %i → %s', (code, reason) => {
    expect(reasonForServerCode({ failureType: code })).toBe(reason);
  });

  it.each(ROWS)('000 §8 server code mapping: status %i → %s', (code, reason) => {
    expect(reasonForServerCode({ status: code })).toBe(reason);
  });

  it.each(ROWS)('000 §8 server code mapping: the code %i sent as a string maps the same (→ %s)', (code, reason) => {
    expect(lookupServerCode(String(code))).toBe(reason);
  });

  it.each([0, 1, 404, 3058, '-1021', 'abc'])('000 §8 server code mapping: otherwise (%s) → UNKNOWN_ERROR', (code) => {
    expect(reasonForServerCode({ status: code })).toBe('UNKNOWN_ERROR');
  });

  it('000 §8 server code mapping: no code at all → UNKNOWN_ERROR', () => {
    expect(reasonForServerCode({})).toBe('UNKNOWN_ERROR');
  });

  it('000 §8 server code mapping: the failure type wins over the status', () => {
    expect(reasonForServerCode({ failureType: 3063, status: -1017 })).toBe('SUBSCRIPTION_ERROR');
  });

  it('000 §8 server code mapping: an unknown failure type falls through to the status', () => {
    expect(reasonForServerCode({ failureType: 9999, status: 3076 })).toBe('CONTENT_UNAVAILABLE');
  });

  it('000 §8 server code mapping: the caller may name another fallback than unknown error', () => {
    expect(reasonForServerCode({ status: 7 }, 'MEDIA_LICENSE')).toBe('MEDIA_LICENSE');
  });

  it('000 §8 server code mapping: inherited object keys are not codes', () => {
    expect(lookupServerCode('constructor')).toBeUndefined();
    expect(lookupServerCode('toString')).toBeUndefined();
  });
});
