// ReDoS check (issue 22: "a ReDoS check in the test run that feeds each exported pattern its
// worst-case input"). Every regular-expression literal of core/src and adapters, and every RegExp
// core exports, meets long runs of each character it names (and of a fixed alphabet) ended by a
// character that makes it fail: the inputs that make a backtracking pattern quadratic or worse.
//
// The one timed assertion of the suite, by design and with a generous bound: a 100 KB input must
// finish within max(200 ms, 50 × the time a plain linear scan of the same input takes). Linear
// patterns take about a millisecond; the quadratic `/\/+$/` this check found took seconds at 20 KB.
import { describe, expect, it } from 'vitest';
import * as core from '../../../core/src/internal.ts';
import { regexLiteralsUnder, type RegexLiteral } from './regex-literals.ts';
import { worstCaseInputs } from './redos-inputs.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SCREEN_LENGTH = 5_000;
const CHECK_LENGTH = 100_000;
const BOUND_MS = 200;

function elapsed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** A pattern without the global / sticky flags, so `test` always starts from index 0. */
function tester(source: string, flags: string): RegExp {
  return new RegExp(source, flags.replace(/[gy]/g, ''));
}

/** The input of `worstCaseInputs` on which `regex` spends longest, found on short runs. */
function slowestPump(regex: RegExp): { input: string; ms: number } {
  let slowest = { input: '', ms: -1 };
  for (const input of worstCaseInputs(regex, SCREEN_LENGTH)) {
    const ms = elapsed(() => regex.test(input));
    if (ms > slowest.ms) slowest = { input, ms };
  }
  return slowest;
}

/** The same input with its run stretched to `length` characters. */
function stretch(input: string, length: number): string {
  // Inputs are prefix + run + one ending character; the run is the longest repeated character.
  const ending = input.slice(-1);
  const body = input.slice(0, -1);
  const pump = body.slice(-1);
  const prefix = body.slice(0, body.length - SCREEN_LENGTH);
  return prefix + pump.repeat(length) + ending;
}

const literals: RegexLiteral[] = regexLiteralsUnder(ROOT, ['core/src', 'adapters']);
const exported = Object.entries(core as Record<string, unknown>)
  .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
  .map(([name, regex]) => ({ file: `@mediakit/core export ${name}`, line: 0, source: regex.source, flags: regex.flags }));
const patterns = [...literals, ...exported];

describe('ReDoS: every pattern of core and the adapters runs in linear time on its worst-case input', () => {
  it('finds the patterns (the scanner works): literals in core and adapters, and the exported ones', () => {
    expect(literals.length).toBeGreaterThan(50);
    expect(exported.map((entry) => entry.file)).toEqual(
      expect.arrayContaining(['@mediakit/core export USER_TOKEN_PATTERN', '@mediakit/core export DEVELOPER_TOKEN_PATTERN']),
    );
  });

  it.each(patterns.map((p) => [`${p.file}:${p.line} /${p.source}/${p.flags}`, p] as const))('%s', (_name, pattern) => {
    const regex = tester(pattern.source, pattern.flags);
    const { input } = slowestPump(regex);
    // A quadratic pattern already shows at 20 KB; stop there rather than hang at 100 KB.
    const medium = stretch(input, CHECK_LENGTH / 5);
    expect(elapsed(() => regex.test(medium)), `20 KB input ${JSON.stringify(medium.slice(0, 8))}…`).toBeLessThan(BOUND_MS);
    const large = stretch(input, CHECK_LENGTH);
    const baseline = elapsed(() => large.indexOf('\uD800'));
    const ms = elapsed(() => regex.test(large));
    expect(ms, `100 KB input ${JSON.stringify(large.slice(0, 8))}… took ${ms.toFixed(1)} ms`).toBeLessThan(Math.max(BOUND_MS, 50 * baseline));
  });
});
