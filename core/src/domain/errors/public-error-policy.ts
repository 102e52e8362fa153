import { MK_ERROR_REASON, type MKErrorReason } from './mk-error-reasons.ts';

/**
 * 002 §8 public surface: the eight reasons rethrown to the caller of a public method. They are
 * the ones an app must react to itself (ask for a gesture, offer a subscription, fall back to
 * other content), so a modal would be the wrong answer.
 */
export const RETHROWN_TO_CALLER_REASONS = [
  MK_ERROR_REASON.CONTENT_EQUIVALENT,
  MK_ERROR_REASON.CONTENT_RESTRICTED,
  MK_ERROR_REASON.CONTENT_UNAVAILABLE,
  MK_ERROR_REASON.CONTENT_UNSUPPORTED,
  MK_ERROR_REASON.SERVER_ERROR,
  MK_ERROR_REASON.SUBSCRIPTION_ERROR,
  MK_ERROR_REASON.UNSUPPORTED_ERROR,
  MK_ERROR_REASON.USER_INTERACTION_REQUIRED,
] as const satisfies ReadonlyArray<MKErrorReason>;

/**
 * True when a public method rethrows an error of this reason to its caller (002 §8).
 *
 * @example
 * isRethrownToCaller('USER_INTERACTION_REQUIRED'); // true
 * isRethrownToCaller('DEVICE_LIMIT');              // false: shown in a dialog
 */
export function isRethrownToCaller(reason: string): boolean {
  return (RETHROWN_TO_CALLER_REASONS as ReadonlyArray<string>).includes(reason);
}

/**
 * True when an error of this reason is shown in the alert dialog: anything not rethrown, unless
 * the app configured `suppressErrorDialog` (002 §2, §8).
 *
 * @example
 * shouldShowErrorDialog('GEO_BLOCK', false); // true
 * shouldShowErrorDialog('GEO_BLOCK', true);  // false
 */
export function shouldShowErrorDialog(reason: string, suppressErrorDialog: boolean): boolean {
  return !suppressErrorDialog && !isRethrownToCaller(reason);
}
