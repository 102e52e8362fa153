import { describe, expect, it } from 'vitest';
import {
  bodyReadError,
  fetchNotDefinedError,
  fetchUnavailableError,
  requestFailedError,
  responseError,
} from '../../../../core/src/domain/errors/index.ts';

const URL_ = 'https://api.test/v1/catalog/us/songs/1';

describe('000 §8 Fetch failures', () => {
  it("000 §8 fetch failures: 'Unable to complete request for {url}' is NETWORK_ERROR, keeping the cause", () => {
    const cause = new TypeError('Failed to fetch');
    const error = requestFailedError(URL_, cause);
    expect(error.errorCode).toBe('NETWORK_ERROR');
    expect(error.message).toBe(`Unable to complete request for ${URL_}`);
    expect(error.details?.url).toBe(URL_);
    expect(error.cause).toBe(cause);
  });

  it.each<['text' | 'JSON' | 'ArrayBuffer', string]>([
    ['text', `Unable to read body as text for ${URL_}`],
    ['JSON', `Unable to read body as JSON for ${URL_}`],
    ['ArrayBuffer', `Unable to read body as ArrayBuffer for ${URL_}`],
  ])("000 §8 fetch failures: reading the body as %s fails with REQUEST_ERROR naming that kind", (kind, message) => {
    const error = bodyReadError(kind, URL_);
    expect(error.errorCode).toBe('REQUEST_ERROR');
    expect(error.message).toBe(message);
    expect(error.details).toEqual({ url: URL_, bodyKind: kind });
  });

  it("000 §8 fetch failures: 'Could not find fetch implementation' is INTERNAL_ERROR", () => {
    const error = fetchUnavailableError();
    expect(error.errorCode).toBe('INTERNAL_ERROR');
    expect(error.message).toBe('Could not find fetch implementation');
  });

  it("000 §5 session: 'window.fetch is not defined' is a CONFIGURATION_ERROR", () => {
    const error = fetchNotDefinedError();
    expect(error.errorCode).toBe('CONFIGURATION_ERROR');
    expect(error.message).toBe('window.fetch is not defined');
  });
});

describe('002 §8 A non-OK HTTP response becomes a response error', () => {
  it.each<[number, string | undefined, string, string]>([
    [429, 'Too Many Requests', 'QUOTA_EXCEEDED', 'Too Many Requests'],
    [404, undefined, 'NOT_FOUND', '404'],
    [502, '', 'NETWORK_ERROR', '502'],
  ])('002 §8 response error: %i %s → %s', (status, statusText, reason, message) => {
    const error = responseError({ status, ...(statusText === undefined ? {} : { statusText }), url: URL_ });
    expect(error.errorCode).toBe(reason);
    expect(error.message).toBe(message);
    expect(error.details?.status).toBe(status);
    expect(error.details?.url).toBe(URL_);
  });

  it('002 §8 response error: the body read from the response is kept as data', () => {
    const body = { errors: [{ code: '40400' }] };
    expect(responseError({ status: 404 }, body).details?.data).toBe(body);
  });
});
