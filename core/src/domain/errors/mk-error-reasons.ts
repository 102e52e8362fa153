/**
 * Every reason an MKError can carry, in the order of the catalogue (000 §8), then the two
 * invalid-error markers. 001 §8 and 002 §8 name no reason outside this list: their "load-segment
 * error", "key system generic error" and "response error" are events or factories, not reasons.
 *
 * @example
 * MK_ERROR_REASONS.includes('DEVICE_LIMIT'); // true
 */
export const MK_ERROR_REASONS = [
  'ACCESS_DENIED',
  'AGE_GATE',
  'AUTHORIZATION_ERROR',
  'BUFFER_STALLED_ERROR',
  'CONFIGURATION_ERROR',
  'CONTENT_EQUIVALENT',
  'CONTENT_RESTRICTED',
  'CONTENT_UNAVAILABLE',
  'CONTENT_UNSUPPORTED',
  'DEVICE_LIMIT',
  'GEO_BLOCK',
  'INVALID_ARGUMENTS',
  'PLAYREADY_CBC_ENCRYPTION_ERROR',
  'MEDIA_CERTIFICATE',
  'MEDIA_DESCRIPTOR',
  'MEDIA_LICENSE',
  'MEDIA_KEY',
  'MEDIA_PLAYBACK',
  'MEDIA_SESSION',
  'NETWORK_ERROR',
  'NOT_FOUND',
  'PARSE_ERROR',
  'PLAY_ACTIVITY',
  'REQUEST_ERROR',
  'QUOTA_EXCEEDED',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'STREAM_UPSELL',
  'SUBSCRIPTION_ERROR',
  'TOKEN_EXPIRED',
  'UNAUTHORIZED_ERROR',
  'UNKNOWN_ERROR',
  'UNSUPPORTED_ERROR',
  'USER_INTERACTION_REQUIRED',
  'INTERNAL_ERROR',
  'OUTPUT_RESTRICTED',
  'WIDEVINE_CDM_EXPIRED',
  // 000 §8 "plus two invalid-error markers": the names the incumbent library exposes.
  'INVALID_ERROR_ID',
  'INVALID_ERROR_REASON',
] as const;

/** A reason string of the error catalogue, e.g. `'DEVICE_LIMIT'`. */
export type MKErrorReason = (typeof MK_ERROR_REASONS)[number];

/**
 * The reasons as a frozen record whose values equal their keys (the shape MusicKit exposes as
 * `MKError.Reason`).
 *
 * @example
 * MK_ERROR_REASON.GEO_BLOCK === 'GEO_BLOCK';
 */
export const MK_ERROR_REASON: { readonly [R in MKErrorReason]: R } = Object.freeze(
  Object.fromEntries(MK_ERROR_REASONS.map((reason) => [reason, reason])) as {
    [R in MKErrorReason]: R;
  },
);

const REASON_SET: ReadonlySet<string> = new Set<string>(MK_ERROR_REASONS);

/**
 * True when `value` is one of the catalogue's reason strings.
 *
 * @example
 * isMKErrorReason('GEO_BLOCK'); // true
 * isMKErrorReason('geo_block'); // false: reasons are case-sensitive
 */
export function isMKErrorReason(value: unknown): value is MKErrorReason {
  return typeof value === 'string' && REASON_SET.has(value);
}
