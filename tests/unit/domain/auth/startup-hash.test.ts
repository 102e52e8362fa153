import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBase64Json, decodeStartupHash, encodeBase64Json } from '../../../../core/src/domain/auth/index.ts';
import { STARTUP_HASH_MIN_LENGTH } from '../../../../core/src/domain/constants/index.ts';
import { USER_TOKEN } from './auth-fixtures.ts';

function hashOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

describe('000 §2 start-up hash: ≥200 base64 characters decoded as JSON {itre, musicUserToken, cid}', () => {
  const payload = { itre: '1', musicUserToken: USER_TOKEN, cid: 'cid-42', note: 'x'.repeat(40) };

  it('decodes a long enough hash into its three fields', () => {
    const hash = hashOf(payload);
    expect(hash.length).toBeGreaterThanOrEqual(STARTUP_HASH_MIN_LENGTH);
    expect(decodeStartupHash(hash)).toEqual({ restricted: true, musicUserToken: USER_TOKEN, cid: 'cid-42' });
  });

  it("reads itre '1' as restricted on, other values as off, absent as unknown", () => {
    expect(decodeStartupHash(hashOf({ ...payload, itre: '0' }))?.restricted).toBe(false);
    const { itre: _itre, ...rest } = payload;
    expect(decodeStartupHash(hashOf(rest))?.restricted).toBeUndefined();
  });

  it('accepts the leading #, missing padding and percent-encoded padding', () => {
    const hash = hashOf(payload);
    expect(decodeStartupHash(`#${hash}`)).toBeDefined();
    expect(decodeStartupHash(hash.replace(/=+$/, ''))).toBeDefined();
    expect(decodeStartupHash(hash.replace(/=/g, '%3D'))).toBeDefined();
  });

  it('leaves a hash of fewer than 200 characters alone', () => {
    const short = hashOf({ musicUserToken: 'x' });
    expect(short.length).toBeLessThan(STARTUP_HASH_MIN_LENGTH);
    expect(decodeStartupHash(short)).toBeUndefined();
  });

  it('leaves non-base64 and non-JSON hashes alone (they belong to the page)', () => {
    expect(decodeStartupHash(`section-${'a'.repeat(300)}`)).toBeUndefined();
    expect(decodeStartupHash('A'.repeat(400))).toBeUndefined();
    expect(decodeStartupHash(Buffer.from(JSON.stringify(['x'.repeat(200)])).toString('base64'))).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 600 }), (hash) => void decodeStartupHash(hash)));
  });
});

describe('base64 JSON of the a parameter (000 §2) survives UTF-8', () => {
  it('round-trips names outside Latin-1', () => {
    const value = { thirdPartyName: 'Müsik 音楽 🎵' };
    expect(decodeBase64Json(encodeBase64Json(value))).toEqual(value);
    expect(Buffer.from(encodeBase64Json(value), 'base64').toString('utf8')).toBe(JSON.stringify(value));
  });

  it('reads garbage as undefined', () => {
    expect(decodeBase64Json('%%%')).toBeUndefined();
    expect(decodeBase64Json(btoa('{not json'))).toBeUndefined();
  });
});
