import { describe, expect, it } from 'vitest';
import { isMKError } from '../../../../core/src/domain/errors/index.ts';
import { licenseResponseEntry, readLicenseResponse } from '../../../../core/src/domain/drm/index.ts';

describe('001 §7 License response reading', () => {
  it('reads streaming-response.streaming-keys[0], else license-responses[0], else the body', () => {
    expect(licenseResponseEntry({ 'streaming-response': { 'streaming-keys': [{ status: 0, license: 'A' }] } })).toEqual({ status: 0, license: 'A' });
    expect(licenseResponseEntry({ 'license-responses': [{ status: 0, license: 'B' }] })).toEqual({ status: 0, license: 'B' });
    expect(licenseResponseEntry({ status: 0, license: 'C' })).toEqual({ status: 0, license: 'C' });
    expect(licenseResponseEntry('nope')).toBeUndefined();
  });

  it('reads status, license and renew-after (seconds)', () => {
    expect(readLicenseResponse({ status: 0, license: 'e30=', 'renew-after': 600 }, 'org.w3.clearkey')).toEqual({ license: 'e30=', renewAfterSeconds: 600 });
  });

  it('sends the licence on as ckc under FairPlay', () => {
    expect(readLicenseResponse({ status: 0, ckc: 'Q0tD', license: 'other' }, 'com.apple.fps')).toEqual({ license: 'Q0tD' });
  });

  it.each([
    [-1004, 'DEVICE_LIMIT'],
    [-1017, 'GEO_BLOCK'],
    [-1021, 'WIDEVINE_CDM_EXPIRED'],
    [180202, 'PLAYREADY_CBC_ENCRYPTION_ERROR'],
    [-1002, 'MEDIA_LICENSE'],
  ])('001 §8: errorCode %i is copied to status and gives %s', (errorCode, reason) => {
    const result = readLicenseResponse({ status: -1, errorCode }, 'com.widevine.alpha');
    expect(isMKError(result) && result.errorCode).toBe(reason);
  });

  it('001 §8: a success without a licence is MEDIA_LICENSE "Error acquiring license"', () => {
    const result = readLicenseResponse({ status: 0 }, 'com.widevine.alpha');
    expect(isMKError(result) && [result.errorCode, result.message]).toEqual(['MEDIA_LICENSE', 'Error acquiring license']);
  });
});
