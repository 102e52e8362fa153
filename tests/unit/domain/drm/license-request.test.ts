import { describe, expect, it } from 'vitest';
import { buildLicenseRequest, licenseRequestBody, licenseRequestKind, type LicenseRequestInput } from '../../../../core/src/domain/drm/index.ts';

const base: LicenseRequestInput = {
  kind: 'standard',
  keyServerUrl: 'https://play.example/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense',
  developerToken: 'dev.token.value',
  userToken: 'user-token==',
  keySystem: 'com.widevine.alpha',
  keyUri: 'skd://key-1',
  challenge: 'Q0hBTExFTkdF',
  adamId: '1440818890',
  isLibrary: false,
  userInitiated: true,
};

describe('001 §7 License request', () => {
  it('picks the body shape by item kind: UTS, live radio, offers HLS, others', () => {
    expect(licenseRequestKind({ isUTS: true, isLiveRadioStation: true })).toBe('uts');
    expect(licenseRequestKind({ isLiveRadioStation: true })).toBe('live-radio');
    expect(licenseRequestKind({ hasOffersHlsUrl: true })).toBe('offers');
    expect(licenseRequestKind({})).toBe('standard');
  });

  it('posts JSON to the key server with bearer developer token, accept/content type JSON and the user token', () => {
    const request = buildLicenseRequest(base);
    expect(request).toMatchObject({ url: base.keyServerUrl, method: 'POST' });
    expect(request.headers).toEqual({
      Authorization: 'Bearer dev.token.value',
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Music-User-Token': 'user-token==',
    });
  });

  it('adds the renewal header for a Widevine renewal only', () => {
    expect(buildLicenseRequest({ ...base, leaseAction: 'renew' }).headers).toMatchObject({ 'X-Apple-Renewal': 'true' });
    expect(buildLicenseRequest({ ...base, keySystem: 'com.microsoft.playready', leaseAction: 'renew' }).headers).not.toHaveProperty('X-Apple-Renewal');
  });

  it('other items: challenge, key-system, uri, adamId, isLibrary, user-initiated', () => {
    expect(licenseRequestBody(base)).toEqual({ challenge: 'Q0hBTExFTkdF', 'key-system': 'com.widevine.alpha', uri: 'skd://key-1', adamId: '1440818890', isLibrary: false, 'user-initiated': true });
  });

  it('UTS items: streaming-request version 1 with streaming-keys (id, lease-action, key-server query parameters, extended-lease)', () => {
    const body = licenseRequestBody({ ...base, kind: 'uts', leaseAction: 'renew', extendedLease: { days: 2 }, keyServerQueryParameters: { svcId: 'tvs.vds.4021' } });
    expect(body).toEqual({
      'streaming-request': {
        version: 1,
        'streaming-keys': [{ svcId: 'tvs.vds.4021', id: 1, 'lease-action': 'renew', challenge: 'Q0hBTExFTkdF', 'key-system': 'com.widevine.alpha', uri: 'skd://key-1', 'extended-lease': { days: 2 } }],
      },
    });
    expect(licenseRequestBody({ ...base, kind: 'uts', leaseAction: 'stop' })).toMatchObject({ 'streaming-request': { 'streaming-keys': [{ 'lease-action': 'stop' }] } });
  });

  it('live radio: challenge, key-system, uri and event (beats1 or amtv)', () => {
    expect(licenseRequestBody({ ...base, kind: 'live-radio', event: 'amtv' })).toEqual({ challenge: 'Q0hBTExFTkdF', 'key-system': 'com.widevine.alpha', uri: 'skd://key-1', event: 'amtv' });
  });

  it('offers HLS: license-requests with adam-id and id; /start or /renew appended to the URL', () => {
    const start = buildLicenseRequest({ ...base, kind: 'offers' });
    expect(start.url).toBe(`${base.keyServerUrl}/start`);
    expect(JSON.parse(start.body as string)).toEqual({ 'license-requests': [{ 'adam-id': '1440818890', id: 1, challenge: 'Q0hBTExFTkdF', 'key-system': 'com.widevine.alpha', uri: 'skd://key-1' }] });
    expect(buildLicenseRequest({ ...base, kind: 'offers', leaseAction: 'renew' }).url).toBe(`${base.keyServerUrl}/renew`);
  });
});
