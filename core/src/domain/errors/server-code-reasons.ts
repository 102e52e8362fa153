import { MK_ERROR_REASON, type MKErrorReason } from './mk-error-reasons.ts';

/**
 * 000 §8 server failure-type or status mapping. Keys are strings because providers send these
 * codes both as numbers and as strings (`failureType: "3076"`).
 *
 * @example
 * SERVER_CODE_REASONS['3084']; // 'STREAM_UPSELL'
 */
const SERVER_CODE_REASONS = {
  '-1004': MK_ERROR_REASON.DEVICE_LIMIT,
  '3059': MK_ERROR_REASON.DEVICE_LIMIT,
  '-1017': MK_ERROR_REASON.GEO_BLOCK,
  '1010': MK_ERROR_REASON.NOT_FOUND,
  '2002': MK_ERROR_REASON.AUTHORIZATION_ERROR,
  '2034': MK_ERROR_REASON.TOKEN_EXPIRED,
  '3063': MK_ERROR_REASON.SUBSCRIPTION_ERROR,
  '3076': MK_ERROR_REASON.CONTENT_UNAVAILABLE,
  '3082': MK_ERROR_REASON.CONTENT_RESTRICTED,
  '3084': MK_ERROR_REASON.STREAM_UPSELL,
  '5002': MK_ERROR_REASON.SERVER_ERROR,
  '180202': MK_ERROR_REASON.PLAYREADY_CBC_ENCRYPTION_ERROR,
  '190121': MK_ERROR_REASON.WIDEVINE_CDM_EXPIRED,
} as const satisfies Readonly<Record<string, MKErrorReason>>;

/** 000 §8: "otherwise" in the server code table. */
export const SERVER_CODE_FALLBACK_REASON = MK_ERROR_REASON.UNKNOWN_ERROR;

/** A provider code as it arrives: a number, a numeric string, or absent. */
export type ServerCode = number | string | null | undefined;

/**
 * The reason for one provider code, or undefined when the table has no row for it.
 *
 * @example
 * lookupServerCode(-1017); // 'GEO_BLOCK'
 * lookupServerCode('42');  // undefined
 */
export function lookupServerCode(code: ServerCode): MKErrorReason | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  const key = String(code).trim();
  return Object.hasOwn(SERVER_CODE_REASONS, key)
    ? (SERVER_CODE_REASONS as Readonly<Record<string, MKErrorReason>>)[key]
    : undefined;
}

/**
 * The reason for a provider failure: the failure type wins over the status, and a failure
 * neither explains gets `fallback` (000 §8: "otherwise unknown error").
 *
 * @example
 * reasonForServerCode({ failureType: 3063, status: 0 }); // 'SUBSCRIPTION_ERROR'
 * reasonForServerCode({ status: 1 });                    // 'UNKNOWN_ERROR'
 */
export function reasonForServerCode(
  codes: { readonly failureType?: ServerCode; readonly status?: ServerCode },
  fallback: MKErrorReason = SERVER_CODE_FALLBACK_REASON,
): MKErrorReason {
  return lookupServerCode(codes.failureType) ?? lookupServerCode(codes.status) ?? fallback;
}
