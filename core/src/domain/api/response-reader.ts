import type { HttpResponse } from '../../ports/http-client.ts';
import { MKError, bodyReadError, reasonForHttpStatus, responseError, type MKErrorReason } from '../errors/index.ts';

/** One entry of a media API `errors` array. */
export interface ApiErrorEntry {
  readonly id?: string;
  readonly code?: string | number;
  readonly status?: string | number;
  readonly title?: string;
  readonly detail?: string;
  readonly [key: string]: unknown;
}

/**
 * Reads a response body as JSON (000 §7: "The response body is read as JSON"). An empty body
 * reads as `undefined`. An unreadable body of a successful response is REQUEST_ERROR 'Unable to
 * read body as JSON for {url}' (000 §8); a failed response's unreadable body (an HTML error
 * page) is ignored so the status decides the error.
 */
export async function readJsonBody(response: HttpResponse, url: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (!response.ok) return undefined;
    throw bodyReadError('JSON', url, error);
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (!response.ok) return undefined;
    throw bodyReadError('JSON', url, error);
  }
}

/** The server `errors` array of a body, if it has one (000 §7: "An errors field in the body rejects"). */
export function serverErrorsOf(body: unknown): readonly ApiErrorEntry[] | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const errors = (body as { errors: unknown }).errors;
  if (errors === undefined || errors === null || errors === false) return undefined;
  return Array.isArray(errors) ? (errors as ApiErrorEntry[]) : [errors as ApiErrorEntry];
}

/**
 * The MKError for a failed response: reason from the 000 §8 HTTP status table; with a server
 * `errors` array, that array is the rejection detail (`details.data`, 000 §8 "A server errors
 * array is returned as the rejection") and its first title or detail the message. A 2xx
 * response carrying errors takes the reason of the first error's status.
 */
export function failedResponseError(status: number, url: string, body: unknown): MKError {
  const errors = serverErrorsOf(body);
  if (errors === undefined) return responseError({ status, url }, body);
  const first = errors[0];
  const errorStatus = Number(first?.status);
  const reason: MKErrorReason =
    status >= 400 || status < 200
      ? reasonForHttpStatus(status)
      : Number.isInteger(errorStatus) && errorStatus >= 400
        ? reasonForHttpStatus(errorStatus)
        : MKError.UNKNOWN_ERROR;
  const message = [first?.title, first?.detail].find((text): text is string => typeof text === 'string' && text !== '');
  return new MKError(reason, message ?? String(status), {
    details: {
      status,
      url,
      data: errors,
      ...(first?.code === undefined ? {} : { serverCode: first.code }),
    },
  });
}

/**
 * 000 §7: "The product uses results, else data, else the whole body."
 *
 * @example
 * resultOf({ data: [1] }); // [1]
 */
export function resultOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as { results?: unknown; data?: unknown };
  if (record.results !== undefined) return record.results;
  if (record.data !== undefined) return record.data;
  return body;
}
