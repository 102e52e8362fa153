import { describe, expect, it } from 'vitest';
import { flushMicrotasks, SimulatedClock } from '@mediakit/adapters/node';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { RECOVERY_POLICY, WAIT_BOUNDS, WaitTimeoutError, classifyFailure, classifyStatus, retryDelayFor } from '../../../../core/src/domain/playback/recovery-policy.ts';
import { withinBound } from '../../../../core/src/domain/playback/wait-bound.ts';
import { retryWait } from '../../../../core/src/domain/playback/retry-wait.ts';

describe('issue 21 recovery policy: failure class → retries, back-off, outcome', () => {
  it('001 §8: device limit, geo block and an expired CDM stop playback; nothing else does', () => {
    for (const reason of [MKError.DEVICE_LIMIT, MKError.GEO_BLOCK, MKError.WIDEVINE_CDM_EXPIRED]) {
      expect(classifyFailure(new MKError(reason))).toBe('stop');
    }
    const outcomes = Object.entries(RECOVERY_POLICY).filter(([, rule]) => rule.outcome === 'stop').map(([name]) => name);
    expect(outcomes).toEqual(['stop']);
    expect(RECOVERY_POLICY.stop.retries).toBe(0);
  });

  it('001 §7: transient failures (network, 5xx, timeout) get 3 retries after 1 s × attempt', () => {
    for (const failureClass of ['network', 'server', 'timeout'] as const) {
      expect([1, 2, 3, 4].map((attempt) => retryDelayFor(failureClass, attempt))).toEqual([1000, 2000, 3000, undefined]);
    }
  });

  it('issue 21: offline failures wait for the network to return; 5xx do not', () => {
    expect(RECOVERY_POLICY.network.waitsForOnline).toBe(true);
    expect(RECOVERY_POLICY.timeout.waitsForOnline).toBe(true);
    expect(RECOVERY_POLICY.server.waitsForOnline).toBe(false);
  });

  it('002 §4: token expired and a key-system generic error get exactly one retry, at once', () => {
    expect([retryDelayFor('token-expired', 1), retryDelayFor('token-expired', 2)]).toEqual([0, undefined]);
    expect([retryDelayFor('key-system-generic', 1), retryDelayFor('key-system-generic', 2)]).toEqual([0, undefined]);
  });

  it('002 §4: a PlayReady CBC encryption error is restarted once with a different key system, then published', () => {
    expect(classifyFailure(new MKError(MKError.PLAYREADY_CBC_ENCRYPTION_ERROR))).toBe('key-system-restart');
    expect([retryDelayFor('key-system-restart', 1), retryDelayFor('key-system-restart', 2)]).toEqual([0, undefined]);
    expect(RECOVERY_POLICY['key-system-restart'].outcome).toBe('publish');
  });

  it('001 §4: an unsupported item is skipped; other answered failures are published (the instance can play again)', () => {
    expect(classifyFailure(new MKError(MKError.UNSUPPORTED_ERROR))).toBe('unsupported');
    expect(RECOVERY_POLICY.unsupported.outcome).toBe('skip');
    expect(classifyFailure(new MKError(MKError.MEDIA_LICENSE))).toBe('terminal');
    expect(RECOVERY_POLICY.terminal.outcome).toBe('publish');
    expect(retryDelayFor('terminal', 1)).toBeUndefined();
  });

  it('classifies thrown values and statuses', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyFailure(new WaitTimeoutError('x', 10))).toBe('timeout');
    expect(classifyFailure(new MKError(MKError.TOKEN_EXPIRED))).toBe('token-expired');
    expect(classifyFailure(new MKError(MKError.SERVICE_UNAVAILABLE))).toBe('server');
    expect(classifyFailure({ status: 502 })).toBe('server');
    expect([classifyStatus(500), classifyStatus(599), classifyStatus(401), classifyStatus(404)]).toEqual(['server', 'server', 'developer-token', 'terminal']);
  });
});

describe('issue 21 time bounds: withinBound', () => {
  it('rejects with WaitTimeoutError when the work has not settled after the bound', async () => {
    const clock = new SimulatedClock();
    const bounded = withinBound(new Promise<string>(() => undefined), 300, clock, 'The provider');
    const outcome = expect(bounded).rejects.toMatchObject({ name: 'WaitTimeoutError', waitedMs: 300, message: 'The provider did not answer within 300 ms' });
    await clock.advanceAsync(300);
    await outcome;
  });

  it('settles with the work when it answers in time, and cancels the timer', async () => {
    const clock = new SimulatedClock();
    await expect(withinBound(Promise.resolve('ok'), 300, clock, 'x')).resolves.toBe('ok');
    await expect(withinBound(Promise.reject(new Error('no')), 300, clock, 'x')).rejects.toThrow('no');
    await clock.advanceAsync(1000);
  });
});

describe('issue 21: offline, a retry waits for `online` (bounded)', () => {
  function network(online: boolean) {
    const listeners = new Set<() => void>();
    return {
      online,
      onOnline: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      goOnline() {
        this.online = true;
        for (const listener of [...listeners]) listener();
      },
      get listening() {
        return listeners.size;
      },
    };
  }

  it('online: the back-off', async () => {
    const clock = new SimulatedClock();
    let done = false;
    void retryWait('network', 2000, clock, network(true)).then(() => (done = true));
    await clock.advanceAsync(1999);
    expect(done).toBe(false);
    await clock.advanceAsync(1);
    expect(done).toBe(true);
  });

  it('offline: as soon as `online` fires, however long that takes (up to the bound), and the listener is removed', async () => {
    const clock = new SimulatedClock();
    const net = network(false);
    let done = false;
    void retryWait('network', 1000, clock, net).then(() => (done = true));
    await clock.advanceAsync(10_000);
    expect(done).toBe(false);
    net.goOnline();
    await flushMicrotasks();
    expect(done).toBe(true);
    expect(net.listening).toBe(0);
  });

  it('offline for good: gives up waiting after WAIT_BOUNDS.offlineMs; a 5xx never waits for the network', async () => {
    const clock = new SimulatedClock();
    let done = false;
    void retryWait('network', 1000, clock, network(false)).then(() => (done = true));
    await clock.advanceAsync(WAIT_BOUNDS.offlineMs - 1);
    expect(done).toBe(false);
    await clock.advanceAsync(1);
    expect(done).toBe(true);
    let server = false;
    void retryWait('server', 1000, clock, network(false)).then(() => (server = true));
    await clock.advanceAsync(1000);
    expect(server).toBe(true);
  });
});
