// Fuzzes one target in-process: generated inputs (seeded, in batches), the per-input time limit
// and the time-per-byte slope on large inputs. Used by the worker of `npm run fuzz` and by the
// small run inside `npm test`.
import fc from 'fast-check';
import { runOne, sizeOf, type FuzzTarget } from './fuzz-targets.ts';

/** Inputs below this size must each parse within SLOW_MS (issue 22). */
export const SMALL_INPUT_BYTES = 10 * 1024;
export const SLOW_MS = 50;
const BATCH = 500;

export interface FuzzFinding {
  readonly kind: 'unexpected-error' | 'invariant' | 'slow';
  readonly detail: string;
  readonly input: string;
}

export interface FuzzStats {
  readonly target: string;
  runs: number;
  ok: number;
  allowedErrors: number;
  knownIssues: number;
  unexpectedErrors: number;
  invariantViolations: number;
  slowInputs: number;
  maxMs: number;
  readonly findings: FuzzFinding[];
}

function preview(input: unknown): string {
  let text: string;
  if (input instanceof Uint8Array) text = `Uint8Array[${input.length}] ${Buffer.from(input.subarray(0, 60)).toString('hex')}`;
  else {
    try {
      text = typeof input === 'string' ? JSON.stringify(input) : String(JSON.stringify(input));
    } catch {
      text = String(input);
    }
  }
  return text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text;
}

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Runs `runs` generated inputs through `target`; `onProgress` after each batch. */
export function fuzzTarget(target: FuzzTarget, runs: number, seed: number, onProgress?: (done: number) => void): FuzzStats {
  const stats: FuzzStats = {
    target: target.name, runs: 0, ok: 0, allowedErrors: 0, knownIssues: 0, unexpectedErrors: 0, invariantViolations: 0, slowInputs: 0, maxMs: 0, findings: [],
  };
  const note = (finding: FuzzFinding): void => {
    if (stats.findings.length < 20) stats.findings.push(finding);
  };
  for (let batch = 0; stats.runs < runs; batch++) {
    const inputs = fc.sample(target.inputs, { numRuns: Math.min(BATCH, runs - stats.runs), seed: seed + batch });
    for (const input of inputs) {
      stats.runs++;
      let result: ReturnType<typeof runOne> | undefined;
      let ms = timed(() => {
        result = runOne(target, input);
      });
      if (ms > SLOW_MS && sizeOf(input) < SMALL_INPUT_BYTES) {
        // A pause of the collector or of a busy machine is not the parser: keep the best of three.
        ms = Math.min(ms, timed(() => runOne(target, input)), timed(() => runOne(target, input)));
        if (ms > SLOW_MS) {
          stats.slowInputs++;
          note({ kind: 'slow', detail: `${ms.toFixed(1)} ms`, input: preview(input) });
        }
      }
      stats.maxMs = Math.max(stats.maxMs, ms);
      const { outcome, error, violations } = result!;
      if (outcome === 'ok') stats.ok++;
      else if (outcome === 'allowed') stats.allowedErrors++;
      else if (outcome === 'known') stats.knownIssues++;
      else {
        stats.unexpectedErrors++;
        note({ kind: 'unexpected-error', detail: String(error instanceof Error ? `${error.name}: ${error.message}` : error), input: preview(input) });
      }
      if (violations.length > 0) {
        stats.invariantViolations++;
        note({ kind: 'invariant', detail: violations.slice(0, 3).join('; '), input: preview(input) });
      }
    }
    onProgress?.(stats.runs);
  }
  return stats;
}

export interface Slope {
  readonly target: string;
  /** Nanoseconds per input byte at 100 KB and at 1 MB. */
  readonly nsPerByteSmall: number;
  readonly nsPerByteLarge: number;
  /** Large over small: about 1 when time grows linearly with size. */
  readonly ratio: number;
}

/** CPU time of this process in milliseconds (user + system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Time per byte of the target's hostile input at 100 KB and at 1 MB. CPU time, averaged over
 * at least 100 ms of runs: on a shared machine wall time bills other processes' time slices to
 * the longer runs, which reads as a super-linear slope that is not the parser's.
 */
export function measureSlope(target: FuzzTarget): Slope {
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const average = (input: unknown): number => {
    runOne(target, input); // warm-up: compile the hot paths before measuring
    collect();
    let runs = 0;
    const start = cpuMs();
    while (runs < 3 || cpuMs() - start < 100) {
      runOne(target, input);
      runs++;
    }
    return (cpuMs() - start) / runs;
  };
  const small = target.large(100 * 1024);
  const large = target.large(1024 * 1024);
  const nsSmall = (average(small) * 1e6) / sizeOf(small);
  const nsLarge = (average(large) * 1e6) / sizeOf(large);
  return { target: target.name, nsPerByteSmall: nsSmall, nsPerByteLarge: nsLarge, ratio: nsLarge / nsSmall };
}
