import { describe, it } from 'vitest';
import type { MediaSink, PlaybackSource } from '@mediakit/core';
import { FakeMediaSink, FakeMediaSinkLoader, SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import { VoidSinkLoader } from '../../adapters/void/index.ts';
import { mediaSinkContract, type SinkContractHarness } from './media-sink.contract.ts';

/**
 * The MediaSink contract in Node, on simulated time: the fake sink (the headless harness's
 * engine) and the void sink (001 §4 Void player). The real engines run the same cases in
 * Chromium: tests/e2e/media-sink.contract.e2e.ts.
 */
const source: PlaybackSource = { url: 'https://media.example/video/mv01/master.m3u8', kind: 'video', format: 'hls', encrypted: false, durationHint: 12 };

function simulatedHarness(clock: SimulatedClock, createSink: () => Promise<MediaSink>, extra: Partial<SinkContractHarness> = {}): SinkContractHarness {
  const sleep = (ms: number): Promise<void> => clock.advanceAsync(ms, 10);
  return {
    createSink,
    source,
    sleep,
    async waitFor(condition, message, timeoutMs = 5000) {
      for (let waited = 0; !condition(); waited += 50) {
        if (waited >= timeoutMs) throw new Error(`Timed out: ${message}`);
        await sleep(50);
      }
    },
    ...extra,
  };
}

const matrix: Array<[string, () => SinkContractHarness]> = [
  [
    'FakeMediaSink',
    () => {
      const clock = new SimulatedClock();
      const loader = new FakeMediaSinkLoader({ scheduler: clock, durationFor: () => 12 });
      return simulatedHarness(clock, () => loader.load(), {
        failingSource: (sink) => {
          (sink as FakeMediaSink).failNextLoad = { kind: 'network', message: 'HTTP 404', fatal: true, httpStatus: 404 };
          return source;
        },
      });
    },
  ],
  [
    'VoidMediaSink',
    () => {
      const clock = new SimulatedClock();
      const loader = new VoidSinkLoader({ clock, scheduler: clock });
      return simulatedHarness(clock, () => loader.load());
    },
  ],
];

for (const [name, harnessFor] of matrix) {
  describe(`MediaSink contract: ${name}`, () => {
    for (const contractCase of mediaSinkContract) {
      if (contractCase.appliesTo && !contractCase.appliesTo(harnessFor())) continue;
      it(contractCase.rule, async () => {
        await contractCase.run(harnessFor());
        await flushMicrotasks();
      });
    }
  });
}
