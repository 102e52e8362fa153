import { describe, expect, it } from 'vitest';
import {
  licenseAcquisitionError,
  licenseResponseError,
  normalizeLicenseResponse,
} from '../../../../core/src/domain/errors/index.ts';

describe('001 §8 Licensing: status normalisation', () => {
  it('001 §8 Licensing: the server\'s errorCode is copied to status', () => {
    expect(normalizeLicenseResponse({ errorCode: 3063, status: 0 }).status).toBe(3063);
  });

  it('001 §8 Licensing: without an errorCode the status stays', () => {
    expect(normalizeLicenseResponse({ status: -1017 }).status).toBe(-1017);
  });

  it.each<[string, object]>([
    ['as errorCode', { errorCode: -1021 }],
    ['as status', { status: -1021 }],
  ])('001 §8 Licensing: status -1021 becomes 190121 (%s)', (_name, body) => {
    expect(normalizeLicenseResponse(body).status).toBe(190121);
  });

  it.each<[number, string]>([
    [-1004, 'DEVICE_LIMIT'],
    [-1017, 'GEO_BLOCK'],
    [3063, 'MEDIA_LICENSE'],
    [12345, 'MEDIA_LICENSE'],
  ])('001 §8 Licensing: status %i without a message gets the message %s', (status, message) => {
    expect(normalizeLicenseResponse({ status }).message).toBe(message);
  });

  it('001 §8 Licensing: a message the server sent is kept', () => {
    expect(normalizeLicenseResponse({ status: -1004, message: 'Too many devices' }).message).toBe('Too many devices');
  });

  it('001 §8 Licensing: a success (status 0) gets no message', () => {
    expect(normalizeLicenseResponse({ status: 0, license: 'abc' } as { status: number }).message).toBeUndefined();
  });

  it('001 §8 Licensing: the response is not mutated', () => {
    const body = { errorCode: -1021 };
    normalizeLicenseResponse(body);
    expect(body).toEqual({ errorCode: -1021 });
  });
});

describe('001 §8 Licensing: the error of a licence response', () => {
  it.each<[string, object, string, string]>([
    ['-1004 without a message → DEVICE_LIMIT', { status: -1004 }, 'DEVICE_LIMIT', 'DEVICE_LIMIT'],
    ['-1017 → GEO_BLOCK', { status: -1017 }, 'GEO_BLOCK', 'GEO_BLOCK'],
    ['-1021 → WIDEVINE_CDM_EXPIRED', { errorCode: -1021 }, 'WIDEVINE_CDM_EXPIRED', 'MEDIA_LICENSE'],
    ['an unknown status → MEDIA_LICENSE', { status: 9 }, 'MEDIA_LICENSE', 'MEDIA_LICENSE'],
    ['180202 → PLAYREADY_CBC_ENCRYPTION_ERROR', { status: 180202 }, 'PLAYREADY_CBC_ENCRYPTION_ERROR', 'MEDIA_LICENSE'],
    ['2034 → TOKEN_EXPIRED', { errorCode: 2034 }, 'TOKEN_EXPIRED', 'MEDIA_LICENSE'],
    ['a server message is the message', { status: -1004, message: 'Limit reached' }, 'DEVICE_LIMIT', 'Limit reached'],
  ])('001 §8 Licensing: %s', (_name, body, reason, message) => {
    const error = licenseResponseError(body);
    expect(error?.errorCode).toBe(reason);
    expect(error?.message).toBe(message);
  });

  it('001 §8 Licensing: the final status code travels with the error', () => {
    expect(licenseResponseError({ errorCode: -1021 })?.details?.serverCode).toBe(190121);
  });

  it('001 §3 License response: status 0 is success, no error', () => {
    expect(licenseResponseError({ status: 0 })).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['a null body', null],
    ['a body without status', {}],
  ])("001 §8 Licensing: %s is MEDIA_LICENSE 'Error acquiring license'", (_name, body) => {
    const error = licenseResponseError(body as never);
    expect(error?.errorCode).toBe('MEDIA_LICENSE');
    expect(error?.message).toBe('Error acquiring license');
  });

  it("001 §8 Licensing: default message 'Error acquiring license', keeping the cause", () => {
    const cause = new TypeError('Failed to fetch');
    const error = licenseAcquisitionError(undefined, cause);
    expect(error.errorCode).toBe('MEDIA_LICENSE');
    expect(error.message).toBe('Error acquiring license');
    expect(error.cause).toBe(cause);
  });
});
