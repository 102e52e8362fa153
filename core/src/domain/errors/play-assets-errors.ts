import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON, type MKErrorReason } from './mk-error-reasons.ts';

/** 002 §8: the media API error code that turns a 403 from the assets call into SUBSCRIPTION_ERROR. */
const PLAY_ASSETS_SUBSCRIPTION_CODE = '40303';

/** One entry of a media API `errors` array (as the play-assets call answers a failure). */
export interface MediaApiErrorEntry {
  readonly code?: string | number;
  readonly title?: string;
  readonly detail?: string;
  readonly status?: string | number;
}

/**
 * The reason for a failed play-assets call (002 §8 public surface reasons): 500 is
 * SERVER_ERROR, 403 with code 40303 SUBSCRIPTION_ERROR, any other 403 ACCESS_DENIED, and any
 * other non-ok status CONTENT_UNAVAILABLE.
 *
 * @example
 * reasonForPlayAssetsFailure(403, '40303'); // 'SUBSCRIPTION_ERROR'
 */
export function reasonForPlayAssetsFailure(status: number, code?: string | number): MKErrorReason {
  if (status === 500) return MK_ERROR_REASON.SERVER_ERROR;
  if (status === 403) {
    return code !== undefined && String(code) === PLAY_ASSETS_SUBSCRIPTION_CODE
      ? MK_ERROR_REASON.SUBSCRIPTION_ERROR
      : MK_ERROR_REASON.ACCESS_DENIED;
  }
  return MK_ERROR_REASON.CONTENT_UNAVAILABLE;
}

/**
 * The MKError for a failed play-assets call, reading the first `errors` entry: its code picks
 * the 403 reason and its title (else detail) is the message (002 §8: "message from title or
 * detail").
 *
 * @example
 * playAssetsError(403, [{ code: '40300', title: 'Forbidden' }]); // ACCESS_DENIED 'Forbidden'
 */
export function playAssetsError(status: number, errors?: ReadonlyArray<MediaApiErrorEntry>): MKError {
  const first = errors?.[0];
  const message = [first?.title, first?.detail].find((text) => typeof text === 'string' && text !== '');
  return new MKError(reasonForPlayAssetsFailure(status, first?.code), message, {
    details: {
      status,
      ...(first?.code === undefined ? {} : { serverCode: first.code }),
      ...(errors === undefined ? {} : { data: errors }),
    },
  });
}
