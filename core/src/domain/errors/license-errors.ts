import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON } from './mk-error-reasons.ts';
import { MEDIA_MESSAGES } from './media-messages.ts';
import { serverError, type ProviderErrorBody } from './server-error.ts';

/** 001 §8: the licence server's code for an expired Widevine CDM, and what it is rewritten to. */
const LICENSE_STATUS_REWRITES = { '-1021': 190121 } as const;

/** 001 §3 License response: status 0 means success. */
const LICENSE_SUCCESS_STATUS = 0;

/**
 * 001 §8: the message given to a failed licence response that has none; -1004 and -1017 get
 * their reason's name, any other status the media-licence reason's name.
 */
const LICENSE_DEFAULT_MESSAGES = {
  '-1004': MK_ERROR_REASON.DEVICE_LIMIT,
  '-1017': MK_ERROR_REASON.GEO_BLOCK,
} as const;

/** The failure-relevant fields of a licence response (001 §3 License response). */
export interface LicenseResponseBody extends ProviderErrorBody {
  readonly status?: number;
  readonly errorCode?: number;
}

/** A licence response after 001 §8 normalisation: `status` final, `message` filled in on failure. */
export type NormalizedLicenseResponse<T extends LicenseResponseBody> = Omit<T, 'status' | 'message'> & {
  readonly status: number | undefined;
  readonly message?: string;
};

/**
 * Applies 001 §8 to a licence response without mutating it: a non-zero `errorCode` is copied to
 * `status`, -1021 becomes 190121, and a failure without a message gets its default message.
 *
 * @example
 * normalizeLicenseResponse({ errorCode: -1004 }); // { errorCode: -1004, status: -1004, message: 'DEVICE_LIMIT' }
 */
export function normalizeLicenseResponse<T extends LicenseResponseBody>(body: T): NormalizedLicenseResponse<T> {
  const copied = typeof body.errorCode === 'number' && body.errorCode !== 0 ? body.errorCode : body.status;
  const rewritten = (LICENSE_STATUS_REWRITES as Readonly<Record<string, number>>)[String(copied)];
  const status = rewritten ?? copied;
  if (status === LICENSE_SUCCESS_STATUS || (typeof body.message === 'string' && body.message !== '')) {
    return { ...body, status };
  }
  const message =
    (LICENSE_DEFAULT_MESSAGES as Readonly<Record<string, string>>)[String(status)] ?? MK_ERROR_REASON.MEDIA_LICENSE;
  return { ...body, status, message };
}

/**
 * The MKError for a licence response, or undefined when it succeeded (status 0). An absent or
 * unreadable body, or one without a status, is MEDIA_LICENSE 'Error acquiring license'. A
 * failure's reason comes from the 000 §8 server code table, and a status the table does not know
 * is MEDIA_LICENSE (001 §8 "any other status gives a media license error"). The final status is
 * in `details.serverCode`.
 *
 * @example
 * licenseResponseError({ status: -1017 })?.errorCode; // 'GEO_BLOCK'
 * licenseResponseError({ status: 0 });                // undefined
 */
export function licenseResponseError(body: LicenseResponseBody | null | undefined): MKError | undefined {
  if (body === null || body === undefined || typeof body !== 'object') return licenseAcquisitionError(body);
  const normalized = normalizeLicenseResponse(body);
  if (normalized.status === LICENSE_SUCCESS_STATUS) return undefined;
  if (normalized.status === undefined) return licenseAcquisitionError(body);
  return serverError(normalized, MK_ERROR_REASON.MEDIA_LICENSE);
}

/**
 * MEDIA_LICENSE 'Error acquiring license' (001 §8 default message), for a licence exchange that
 * failed before a readable answer arrived.
 */
export function licenseAcquisitionError(data?: unknown, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.MEDIA_LICENSE, MEDIA_MESSAGES.licenseAcquisitionFailed, {
    ...(data === undefined ? {} : { details: { data } }),
    ...(cause === undefined ? {} : { cause }),
  });
}
