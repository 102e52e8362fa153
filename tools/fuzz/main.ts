// npm run fuzz [-- --runs 100000 --only webvtt --seed 1]
//
// Issue 22 "Done when": 100,000 inputs per parser and validator with 0 exceptions other than the
// documented error types, 0 invariant violations, no input under 10 KB over 50 ms, and inputs of
// 1 MB parsing in time linear with size (the report gives time per byte at 100 KB and 1 MB and
// their ratio, about 1 when linear). Each target runs in a worker; one that reports no progress
// for STALL_MS is terminated and counted as a hang.
import { Worker } from 'node:worker_threads';
import { FUZZ_TARGETS } from './fuzz-targets.ts';
import { SLOW_MS, SMALL_INPUT_BYTES, type FuzzStats, type Slope } from './fuzz-run.ts';

const STALL_MS = 60_000;
/** Time per byte may grow this much from 100 KB to 1 MB before it counts as super-linear. */
const MAX_SLOPE_RATIO = 3;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at !== -1 && process.argv[at + 1] !== undefined ? process.argv[at + 1]! : fallback;
}

const runs = Number(option('runs', '100000'));
const seed = Number(option('seed', String(Date.now() % 1_000_000)));
const only = option('only', '');

interface Outcome {
  readonly name: string;
  readonly stats?: FuzzStats;
  readonly slope?: Slope;
  readonly hang?: string;
}

function fuzzInWorker(index: number): Promise<Outcome> {
  const name = FUZZ_TARGETS[index]!.name;
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./fuzz-worker.bootstrap.mjs', import.meta.url), { workerData: { index, runs, seed }, resourceLimits: { maxOldGenerationSizeMb: 2048 } });
    let done = 0;
    let timer = setTimeout(stall, STALL_MS);
    function stall(): void {
      void worker.terminate();
      resolve({ name, hang: `no progress for ${STALL_MS / 1000} s after ${done} inputs` });
    }
    worker.on('message', (message: { type: 'progress'; done: number } | { type: 'done'; stats: FuzzStats; slope: Slope }) => {
      clearTimeout(timer);
      if (message.type === 'progress') {
        done = message.done;
        if (process.stdout.isTTY) process.stdout.write(`\r  ${name}: ${done}/${runs}   `);
        timer = setTimeout(stall, STALL_MS);
      } else {
        void worker.terminate();
        console.log(`  ${name}: ${runs} inputs`);
        resolve({ name, stats: message.stats, slope: message.slope });
      }
    });
    worker.on('error', (error) => {
      clearTimeout(timer);
      resolve({ name, hang: `worker failed: ${error.message}` });
    });
  });
}

console.log(`npm run fuzz: ${runs} inputs per target, seed ${seed} (repeat with --seed ${seed})`);
const outcomes: Outcome[] = [];
for (let index = 0; index < FUZZ_TARGETS.length; index++) {
  if (only && !FUZZ_TARGETS[index]!.name.includes(only)) continue;
  outcomes.push(await fuzzInWorker(index));
}

let failed = false;
console.log('\ntarget                                      runs  ok      doc.err  known  UNEXP  INVAR  SLOW  max ms | ns/B 100KB  ns/B 1MB  ratio');
for (const { name, stats, slope, hang } of outcomes) {
  if (!stats || !slope) {
    failed = true;
    console.log(`${name.padEnd(42)} HANG: ${hang}`);
    continue;
  }
  const bad = stats.unexpectedErrors + stats.invariantViolations + stats.slowInputs > 0 || slope.ratio > MAX_SLOPE_RATIO || stats.runs < runs;
  failed ||= bad;
  console.log(
    `${name.padEnd(42)}${String(stats.runs).padStart(6)}  ${String(stats.ok).padEnd(7)} ${String(stats.allowedErrors).padEnd(8)} ${String(stats.knownIssues).padEnd(6)} ${String(stats.unexpectedErrors).padEnd(6)} ${String(stats.invariantViolations).padEnd(6)} ${String(stats.slowInputs).padEnd(5)} ${stats.maxMs.toFixed(1).padStart(6)} | ${slope.nsPerByteSmall.toFixed(1).padStart(10)} ${slope.nsPerByteLarge.toFixed(1).padStart(9)} ${slope.ratio.toFixed(2).padStart(6)}${bad ? '  <-- FAIL' : ''}`,
  );
  for (const finding of stats.findings) console.log(`    ${finding.kind}: ${finding.detail}\n      input: ${finding.input}`);
}
console.log(`\nRules: no exception but the documented ones (known issues listed apart), no invariant violation,`);
console.log(`no input under ${SMALL_INPUT_BYTES / 1024} KB over ${SLOW_MS} ms, time per byte at 1 MB within ${MAX_SLOPE_RATIO}x of 100 KB.`);
console.log(failed ? 'FUZZ: FAILED' : 'FUZZ: all targets passed');
process.exit(failed ? 1 : 0);
