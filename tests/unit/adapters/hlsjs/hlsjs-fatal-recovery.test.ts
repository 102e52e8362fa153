import { describe, expect, it } from 'vitest';
import { ErrorTypes } from 'hls.js';
import { HlsjsFatalRecovery } from '../../../../adapters/hlsjs/hlsjs-fatal-recovery.ts';

// Issue 21: hls.js fatal errors recovered as hls.js's guide does (recoverMediaError, then
// swapAudioCodec + recoverMediaError; network errors reload), within the recovery policy's bound.

function setUp() {
  const calls: string[] = [];
  const timers: Array<{ task: () => void; delayMs: number }> = [];
  let now = 0;
  const hls = {
    recoverMediaError: () => calls.push('recoverMediaError'),
    swapAudioCodec: () => calls.push('swapAudioCodec'),
    startLoad: () => calls.push('startLoad'),
  };
  const recovery = new HlsjsFatalRecovery(hls, () => now, (task, delayMs) => timers.push({ task, delayMs }));
  return { calls, timers, recovery, advance: (ms: number) => (now += ms) };
}

const media = { type: ErrorTypes.MEDIA_ERROR, fatal: true };
const network = { type: ErrorTypes.NETWORK_ERROR, fatal: true };

describe('hls.js fatal error recovery', () => {
  it('a fatal media error: recoverMediaError; a second soon after: swapAudioCodec then recoverMediaError; a third: final', () => {
    const { calls, recovery, advance } = setUp();
    expect(recovery.recover(media)).toBe(true);
    advance(1000);
    expect(recovery.recover(media)).toBe(true);
    expect(calls).toEqual(['recoverMediaError', 'swapAudioCodec', 'recoverMediaError']);
    advance(1000);
    expect(recovery.recover(media)).toBe(false);
  });

  it('media errors far apart are each recovered', () => {
    const { calls, recovery, advance } = setUp();
    recovery.recover(media);
    advance(10_000);
    expect(recovery.recover(media)).toBe(true);
    expect(calls).toEqual(['recoverMediaError', 'recoverMediaError']);
  });

  it('a fatal network error reloads after 1 s × attempt, 3 times, then is final; a fragment arriving resets the count', () => {
    const { calls, timers, recovery } = setUp();
    expect([recovery.recover(network), recovery.recover(network), recovery.recover(network)]).toEqual([true, true, true]);
    expect(timers.map((t) => t.delayMs)).toEqual([1000, 2000, 3000]);
    for (const timer of timers) timer.task();
    expect(calls).toEqual(['startLoad', 'startLoad', 'startLoad']);
    expect(recovery.recover(network)).toBe(false);
    recovery.playing();
    expect(recovery.recover(network)).toBe(true);
  });

  it('non-fatal errors and other fatal types (key system, mux) are not taken over', () => {
    const { recovery } = setUp();
    expect(recovery.recover({ type: ErrorTypes.MEDIA_ERROR, fatal: false })).toBe(false);
    expect(recovery.recover({ type: ErrorTypes.KEY_SYSTEM_ERROR, fatal: true })).toBe(false);
    expect(recovery.recover({ type: ErrorTypes.MUX_ERROR, fatal: true })).toBe(false);
  });
});
