import { describe, expect, it } from 'vitest';
import {
  MK_ERROR_REASON,
  MK_ERROR_REASONS,
  MKError,
  isMKError,
  isMKErrorReason,
  toMKError,
} from '../../../../core/src/domain/errors/index.ts';

// 000 §8 Reasons, in the catalogue's order, then the two invalid-error markers.
const CATALOGUE_REASONS = [
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
];
const INVALID_MARKERS = ['INVALID_ERROR_ID', 'INVALID_ERROR_REASON'];

describe('000 §8 Reasons: the catalogue', () => {
  it('000 §8 Reasons: MK_ERROR_REASONS lists the 37 reasons in catalogue order, then the two invalid-error markers', () => {
    expect([...MK_ERROR_REASONS]).toEqual([...CATALOGUE_REASONS, ...INVALID_MARKERS]);
  });

  it.each(CATALOGUE_REASONS)('000 §8 Reasons: MKError.%s is a static code equal to its name', (reason) => {
    expect((MKError as unknown as Record<string, unknown>)[reason]).toBe(reason);
  });

  it.each(INVALID_MARKERS)('000 §8 invalid-error markers: MKError.%s is a static code equal to its name', (marker) => {
    expect((MKError as unknown as Record<string, unknown>)[marker]).toBe(marker);
  });

  it.each(CATALOGUE_REASONS)('000 §8 Reasons: MKError.Reason.%s equals its name', (reason) => {
    expect((MKError.Reason as Record<string, string>)[reason]).toBe(reason);
    expect((MK_ERROR_REASON as Record<string, string>)[reason]).toBe(reason);
  });

  it.each(CATALOGUE_REASONS)('000 §8 Reasons: isMKErrorReason(%s) is true', (reason) => {
    expect(isMKErrorReason(reason)).toBe(true);
  });

  it.each(['geo_block', 'AGE_VERIFICATION', '', 42, undefined])('000 §8 Reasons: isMKErrorReason(%s) is false', (value) => {
    expect(isMKErrorReason(value)).toBe(false);
  });
});

describe('MUSICKIT-SURFACE MKError: the class', () => {
  it('is an Error named MKError whose errorCode is the reason', () => {
    const error = new MKError(MKError.GEO_BLOCK, 'Not here');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(MKError);
    expect(error.name).toBe('MKError');
    expect(error.errorCode).toBe('GEO_BLOCK');
    expect(error.reason).toBe('GEO_BLOCK');
    expect(error.description).toBe('Not here');
    expect(error.message).toBe('Not here');
    expect(String(error)).toBe('MKError: Not here');
  });

  it('message defaults to the reason when there is no description', () => {
    const error = new MKError(MKError.CONTENT_EQUIVALENT);
    expect(error.message).toBe('CONTENT_EQUIVALENT');
    expect(error.description).toBeUndefined();
  });

  it('keeps a server dialog as dialog, typed details, and the cause', () => {
    const cause = new TypeError('boom');
    const dialog = { message: 'Upgrade', okButtonString: 'OK', okButtonAction: { url: 'https://x.test/u' } };
    const error = new MKError(MKError.STREAM_UPSELL, 'Upgrade', {
      dialog,
      details: { status: 403, url: 'https://x.test' },
      cause,
    });
    expect(error.dialog).toEqual(dialog);
    expect(error.details).toEqual({ status: 403, url: 'https://x.test' });
    expect(error.cause).toBe(cause);
  });

  it('has no own cause when none was given', () => {
    expect('cause' in new MKError(MKError.NOT_FOUND)).toBe(false);
  });

  it('no reason at all is UNKNOWN_ERROR', () => {
    expect(new MKError().errorCode).toBe('UNKNOWN_ERROR');
  });

  it('a lone non-reason string is the description of an UNKNOWN_ERROR (incumbent behaviour)', () => {
    const error = new MKError('Something broke');
    expect(error.errorCode).toBe('UNKNOWN_ERROR');
    expect(error.message).toBe('Something broke');
  });

  it('000 §8 invalid-error markers: a non-reason string with a description is INVALID_ERROR_REASON', () => {
    const error = new MKError('NOT_A_REASON', 'text');
    expect(error.errorCode).toBe('INVALID_ERROR_REASON');
    expect(error.message).toBe('text');
    expect(error.details?.givenReason).toBe('NOT_A_REASON');
  });

  it('000 §8 invalid-error markers: a reason that is not a string is INVALID_ERROR_ID', () => {
    const error = new MKError(3084 as unknown as string, 'text');
    expect(error.errorCode).toBe('INVALID_ERROR_ID');
    expect(error.details?.givenReason).toBe(3084);
  });
});

describe('DESIGN.md errors: isMKError and toMKError', () => {
  it('isMKError recognises an MKError', () => {
    expect(isMKError(new MKError(MKError.NOT_FOUND))).toBe(true);
    expect(MKError.isMKError(new MKError(MKError.NOT_FOUND))).toBe(true);
  });

  it('isMKError recognises an MKError from another copy of the library by its brand', () => {
    expect(isMKError({ isMKError: true, errorCode: 'NOT_FOUND', message: 'x' })).toBe(true);
  });

  it.each([new Error('x'), { isMKError: true, errorCode: 'nope' }, 'NOT_FOUND', null, undefined])(
    'isMKError(%s) is false',
    (value) => {
      expect(isMKError(value)).toBe(false);
    },
  );

  it('toMKError returns an MKError unchanged', () => {
    const error = new MKError(MKError.DEVICE_LIMIT);
    expect(toMKError(error, 'NETWORK_ERROR')).toBe(error);
  });

  it('toMKError wraps an Error with the fallback reason, its message, and the original as cause', () => {
    const original = new TypeError('Failed to fetch');
    const wrapped = toMKError(original, 'NETWORK_ERROR', { url: 'https://x.test' });
    expect(wrapped.errorCode).toBe('NETWORK_ERROR');
    expect(wrapped.message).toBe('Failed to fetch');
    expect(wrapped.cause).toBe(original);
    expect(wrapped.details).toEqual({ url: 'https://x.test' });
  });

  it('toMKError defaults to UNKNOWN_ERROR', () => {
    expect(toMKError(new Error('x')).errorCode).toBe('UNKNOWN_ERROR');
  });

  it.each<[string, unknown, string]>([
    ['a string', 'went wrong', 'went wrong'],
    ['an object with a message', { message: 'from object' }, 'from object'],
    ['a server errors array', [{ code: '40400' }], 'UNKNOWN_ERROR'],
    ['undefined', undefined, 'UNKNOWN_ERROR'],
  ])('toMKError wraps %s and keeps it as cause', (_name, value, message) => {
    const wrapped = toMKError(value);
    expect(wrapped.message).toBe(message);
    expect(wrapped.cause).toBe(value);
    expect('cause' in wrapped).toBe(true);
  });
});
