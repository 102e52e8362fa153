// One target per worker, so that the main thread can stop an input that never ends (the per-input
// time limit of `npm run fuzz`: a worker silent for too long is terminated and reported).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { fuzzTarget, measureSlope } from './fuzz-run.ts';
import { FUZZ_TARGETS } from './fuzz-targets.ts';

// The slope measurement collects garbage between runs (workers cannot take --expose-gc).
setFlagsFromString('--expose-gc');
(globalThis as { gc?: unknown }).gc = runInNewContext('gc');

const { index, runs, seed } = workerData as { index: number; runs: number; seed: number };
const target = FUZZ_TARGETS[index]!;
const stats = fuzzTarget(target, runs, seed, (done) => parentPort!.postMessage({ type: 'progress', done }));
parentPort!.postMessage({ type: 'progress', done: runs });
const slope = measureSlope(target);
parentPort!.postMessage({ type: 'done', stats, slope });
