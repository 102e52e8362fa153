import { MK_ERROR_REASON, type MKErrorReason } from './mk-error-reasons.ts';

/**
 * 000 §8 HTTP status mapping. Statuses not listed map to {@link HTTP_STATUS_FALLBACK_REASON}.
 *
 * @example
 * HTTP_STATUS_REASONS[429]; // 'QUOTA_EXCEEDED'
 */
const HTTP_STATUS_REASONS = {
  400: MK_ERROR_REASON.REQUEST_ERROR,
  401: MK_ERROR_REASON.UNAUTHORIZED_ERROR,
  403: MK_ERROR_REASON.ACCESS_DENIED,
  404: MK_ERROR_REASON.NOT_FOUND,
  405: MK_ERROR_REASON.NOT_FOUND,
  413: MK_ERROR_REASON.REQUEST_ERROR,
  414: MK_ERROR_REASON.REQUEST_ERROR,
  429: MK_ERROR_REASON.QUOTA_EXCEEDED,
  500: MK_ERROR_REASON.SERVER_ERROR,
  501: MK_ERROR_REASON.NOT_FOUND,
  503: MK_ERROR_REASON.SERVICE_UNAVAILABLE,
} as const satisfies Readonly<Record<number, MKErrorReason>>;

/** 000 §8: "anything else" in the HTTP status table. */
const HTTP_STATUS_FALLBACK_REASON = MK_ERROR_REASON.NETWORK_ERROR;

/**
 * The reason for an HTTP status (000 §8 HTTP status mapping).
 *
 * @example
 * reasonForHttpStatus(503); // 'SERVICE_UNAVAILABLE'
 * reasonForHttpStatus(502); // 'NETWORK_ERROR'
 */
export function reasonForHttpStatus(status: number): MKErrorReason {
  return (HTTP_STATUS_REASONS as Readonly<Record<number, MKErrorReason>>)[status] ?? HTTP_STATUS_FALLBACK_REASON;
}
