// Issue 21 "time bounds on every wait": a promise that may never settle (a token provider, a
// licence server) is raced against the scheduler port, so the caller always gets an answer.
import type { Scheduler } from '../../ports/scheduler.ts';
import { WaitTimeoutError } from './recovery-policy.ts';

/**
 * `work`, or a {@link WaitTimeoutError} when it has not settled after `boundMs`. The timer is
 * cancelled as soon as `work` settles; a late answer is dropped.
 *
 * @example
 * const token = await withinBound(source(), 10_000, scheduler, 'The developer token provider');
 */
export function withinBound<T>(work: Promise<T>, boundMs: number, scheduler: Pick<Scheduler, 'setTimeout'>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = scheduler.setTimeout(() => reject(new WaitTimeoutError(what, boundMs)), boundMs);
    work.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
