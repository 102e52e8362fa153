import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON } from './mk-error-reasons.ts';
import { reasonForHttpStatus } from './http-status-reasons.ts';
import { MESSAGES, type BodyReadKind } from './messages.ts';

function withCause(cause: unknown): { cause?: unknown } {
  return cause === undefined ? {} : { cause };
}

/**
 * NETWORK_ERROR 'Unable to complete request for {url}' (000 §8 fetch failures): the request
 * never produced a response.
 *
 * @example
 * catch (e) { throw requestFailedError(url, e); }
 */
export function requestFailedError(url: string, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.NETWORK_ERROR, MESSAGES.requestFailed(url), {
    details: { url },
    ...withCause(cause),
  });
}

/**
 * REQUEST_ERROR 'Unable to read body as {text|JSON|ArrayBuffer} for {url}' (000 §8 fetch
 * failures), naming the way of reading that was attempted.
 *
 * @example
 * bodyReadError('JSON', url, e).message; // 'Unable to read body as JSON for https://...'
 */
export function bodyReadError(kind: BodyReadKind, url: string, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.REQUEST_ERROR, MESSAGES.bodyReadFailed(kind, url), {
    details: { url, bodyKind: kind },
    ...withCause(cause),
  });
}

/** INTERNAL_ERROR 'Could not find fetch implementation' (000 §8 fetch failures). */
export function fetchUnavailableError(): MKError {
  return new MKError(MK_ERROR_REASON.INTERNAL_ERROR, MESSAGES.fetchUnavailable);
}

/** The parts of an HTTP response that a response error keeps. */
export interface FailedResponse {
  readonly status: number;
  readonly statusText?: string;
  readonly url?: string;
}

/**
 * The MKError for a non-OK HTTP response (002 §8 "A non-OK HTTP response becomes a response
 * error"): reason by the 000 §8 HTTP status table, message the status text, else the status.
 *
 * @example
 * responseError({ status: 429, statusText: 'Too Many Requests' }).errorCode; // 'QUOTA_EXCEEDED'
 */
export function responseError(response: FailedResponse, data?: unknown): MKError {
  const { status, statusText, url } = response;
  const message = statusText !== undefined && statusText !== '' ? statusText : String(status);
  return new MKError(reasonForHttpStatus(status), message, {
    details: {
      status,
      ...(statusText === undefined ? {} : { statusText }),
      ...(url === undefined ? {} : { url }),
      ...(data === undefined ? {} : { data }),
    },
  });
}

/**
 * CONFIGURATION_ERROR 'window.fetch is not defined' (000 §5): a request session was built
 * without a fetch function; the remedy is to pass one in the configuration.
 */
export function fetchNotDefinedError(): MKError {
  return new MKError(MK_ERROR_REASON.CONFIGURATION_ERROR, MESSAGES.fetchNotDefined);
}
