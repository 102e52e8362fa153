import { describe, expect, it } from 'vitest';
import { playAssetsError, reasonForPlayAssetsFailure } from '../../../../core/src/domain/errors/index.ts';

describe('002 §8 Public surface reasons: the play-assets call', () => {
  it.each<[string, number, string | undefined, string]>([
    ['assets call returns 500 → SERVER_ERROR', 500, undefined, 'SERVER_ERROR'],
    ['403 with code 40303 → SUBSCRIPTION_ERROR', 403, '40303', 'SUBSCRIPTION_ERROR'],
    ['other 403 → ACCESS_DENIED', 403, '40300', 'ACCESS_DENIED'],
    ['403 without a code → ACCESS_DENIED', 403, undefined, 'ACCESS_DENIED'],
    ['other non-ok (404) → CONTENT_UNAVAILABLE', 404, undefined, 'CONTENT_UNAVAILABLE'],
    ['other non-ok (502) → CONTENT_UNAVAILABLE', 502, undefined, 'CONTENT_UNAVAILABLE'],
  ])('002 §8 play assets: %s', (_rule, status, code, reason) => {
    expect(reasonForPlayAssetsFailure(status, code)).toBe(reason);
  });

  it('002 §8 play assets: the numeric code 40303 counts too', () => {
    expect(reasonForPlayAssetsFailure(403, 40303)).toBe('SUBSCRIPTION_ERROR');
  });

  it('002 §8 play assets: ACCESS_DENIED takes its message from the title', () => {
    const error = playAssetsError(403, [{ code: '40300', title: 'Forbidden', detail: 'No access' }]);
    expect(error.errorCode).toBe('ACCESS_DENIED');
    expect(error.message).toBe('Forbidden');
  });

  it('002 §8 play assets: without a title the message is the detail', () => {
    expect(playAssetsError(403, [{ detail: 'No access' }]).message).toBe('No access');
  });

  it('002 §8 play assets: status and code are kept in details', () => {
    const error = playAssetsError(403, [{ code: '40303' }]);
    expect(error.errorCode).toBe('SUBSCRIPTION_ERROR');
    expect(error.details?.status).toBe(403);
    expect(error.details?.serverCode).toBe('40303');
  });
});
