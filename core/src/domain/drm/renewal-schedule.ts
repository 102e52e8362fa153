// 001 §9 "Renewal: renew-after seconds times 1000 ms (renewal date = now plus that)".
import { RENEW_AFTER_UNIT_MS } from '../constants/drm.constants.ts';

/** The wait (ms) until a licence with `renewAfterSeconds` is renewed. */
export function renewalDelayMs(renewAfterSeconds: number): number {
  return renewAfterSeconds * RENEW_AFTER_UNIT_MS;
}
