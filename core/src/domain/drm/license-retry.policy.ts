// 001 §7 "Retried up to 3 times with a delay of 1 s times the attempt number, on network
// TypeError only"; 001 §9 "License retries: max 3, delay 1 s times attempt".
import { LICENSE_RETRY, licenseRetryDelayMs } from '../constants/drm.constants.ts';

/**
 * The wait before retry `retry` (1-based) of a failed licence request, or undefined when no
 * retry is due: only a network failure (a TypeError, the HttpClient contract) is retried, at
 * most 3 times, after 1 s, 2 s, 3 s. An answer of any status is never retried.
 *
 * @example
 * licenseRetryDelay(new TypeError('Failed to fetch'), 2); // 2000
 * licenseRetryDelay(new TypeError('Failed to fetch'), 4); // undefined
 */
export function licenseRetryDelay(failure: unknown, retry: number): number | undefined {
  if (!(failure instanceof TypeError)) return undefined;
  if (retry < 1 || retry > LICENSE_RETRY.maxAttempts) return undefined;
  return licenseRetryDelayMs(retry);
}
