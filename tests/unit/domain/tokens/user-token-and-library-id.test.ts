import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLibraryId, isValidUserToken } from '../../../../core/src/domain/tokens/index.ts';
import { USER_TOKEN } from './token-fixtures.ts';

describe('000 §5 user token validity', () => {
  it.each([
    [USER_TOKEN, true],
    [`${'A'.repeat(30)}==`, true],
    [`prefix with spaces and !? ${'A'.repeat(30)}==`, true],
    [`${'A'.repeat(29)}==`, false],
    [`${'A'.repeat(40)}=`, false],
    [`${'A'.repeat(40)}`, false],
    [`${'A'.repeat(40)}==\n`, false],
    [`${'A'.repeat(20)}-${'A'.repeat(30)}==`, true],
    [`${'A'.repeat(40)}-${'A'.repeat(20)}==`, false],
    ['', false],
    [null, false],
    [12, false],
  ])('%j is %s: ends with a base64-like run of at least 32 characters ending with ==', (token, valid) => {
    expect(isValidUserToken(token)).toBe(valid);
  });
});

describe('000 §5 library ids', () => {
  it.each([
    ['a.1440857781', true],
    ['i.AbC123', true],
    ['l.xyz', true],
    ['p.QWE9', true],
    ['pl.u-123', false],
    ['b.123', false],
    ['i.', false],
    ['i.abc-def', false],
    ['1440857781', false],
    ['I.abc', false],
    [undefined, false],
  ])('%j is a library id: %s', (id, expected) => {
    expect(isLibraryId(id)).toBe(expected);
  });
});

describe('000 §5 user token validity, checked in linear time (issue 22)', () => {
  // The pattern the issue measured: it backtracks on long base64 runs, so it is only the oracle here.
  const BACKTRACKING_ORACLE = /[A-Za-z0-9+/]{30,}==$/;

  it('accepts exactly what the old pattern accepted (same set, on short strings)', () => {
    const base64ish = fc.string({ unit: fc.constantFrom('A', 'z', '0', '+', '/', '=', '-', ' ', '.'), maxLength: 80 });
    fc.assert(
      fc.property(base64ish, (token) => {
        expect(isValidUserToken(token)).toBe(BACKTRACKING_ORACLE.test(token));
      }),
      { numRuns: 3_000 },
    );
  });

  it('decides a 32,000-character run of base64 characters (the hostile start-up hash) as the rule says', () => {
    expect(isValidUserToken('A'.repeat(32_000))).toBe(false);
    expect(isValidUserToken(`${'A'.repeat(32_000)}==`)).toBe(true);
    expect(isValidUserToken(`${'-'.repeat(32_000)}${'A'.repeat(30)}==`)).toBe(true);
  });
});
