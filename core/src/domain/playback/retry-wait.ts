// Issue 21 "transient network failures resume when `online` fires (bounded back-off)": the wait
// before a retry. Online, it is the recovery policy's back-off. Offline (the platform says so),
// a class that waits for the network retries as soon as `online` fires, or after WAIT_BOUNDS
// .offlineMs at the latest, so a page that never gets its network back still ends in an error.
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import { RECOVERY_POLICY, WAIT_BOUNDS, type FailureClass } from './recovery-policy.ts';

/** What the wait reads of the platform's network state (WindowHost.online / onOnline). */
export interface NetworkSignal {
  readonly online?: boolean;
  onOnline?(listener: () => void): Cancel;
}

/**
 * Waits before retrying a failure of class `failureClass`: `backoffMs`, or, offline, until the
 * network returns (bounded).
 *
 * @example
 * await retryWait('network', 2000, scheduler, windowHost); // 2 s online; until `online` offline
 */
export function retryWait(failureClass: FailureClass, backoffMs: number, scheduler: Pick<Scheduler, 'setTimeout'>, network?: NetworkSignal): Promise<void> {
  const offline = network?.online === false && typeof network.onOnline === 'function' && RECOVERY_POLICY[failureClass].waitsForOnline;
  return new Promise<void>((resolve) => {
    if (!offline) {
      scheduler.setTimeout(resolve, backoffMs);
      return;
    }
    const done = (): void => {
      cancelTimer();
      stopListening();
      resolve();
    };
    const cancelTimer = scheduler.setTimeout(done, WAIT_BOUNDS.offlineMs);
    const stopListening = network.onOnline!(done);
  });
}
