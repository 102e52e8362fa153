// 001 §9 "Renewal: renew-after seconds times 1000 ms (renewal date = now plus that)".
import { RENEW_AFTER_UNIT_MS } from '../constants/drm.constants.ts';

/**
 * The renewal date (epoch ms) for a licence granted at `nowMs` with `renewAfterSeconds`.
 *
 * @example
 * renewalDate(1_000, 600); // 601_000
 */
export function renewalDate(nowMs: number, renewAfterSeconds: number): number {
  return nowMs + renewAfterSeconds * RENEW_AFTER_UNIT_MS;
}

/** The wait (ms) until a licence with `renewAfterSeconds` is renewed. */
export function renewalDelayMs(renewAfterSeconds: number): number {
  return renewAfterSeconds * RENEW_AFTER_UNIT_MS;
}
