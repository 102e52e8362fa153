import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, SimulatedClock } from '@mediakit/adapters/node';
import {
  base64ToBytes,
  bytesToBase64,
  emeKeySystemOrder,
  handleKeyFailure,
  isPlayReadyCbcsUnsupported,
  keySystemForKeyFormat,
  keySystemOrderFlags,
  licenseRetryDelay,
  markPlayReadyCbcsUnsupported,
  mediaSessionError,
  renewalDelayMs,
  shouldRetryGenerateRequest,
} from '../../../../core/src/domain/drm/index.ts';

describe('000 §9 Key-system order (with FairPlay and ClearKey)', () => {
  it('Widevine first, then PlayReady; prefer-PlayReady puts PlayReady first', () => {
    expect(emeKeySystemOrder({ preferPlayReady: false, playReadyCbcsUnsupported: false })).toEqual(['com.apple.fps', 'com.widevine.alpha', 'com.microsoft.playready', 'org.w3.clearkey']);
    expect(emeKeySystemOrder({ preferPlayReady: true, playReadyCbcsUnsupported: true })).toEqual(['com.apple.fps', 'com.microsoft.playready', 'com.widevine.alpha', 'org.w3.clearkey']);
  });

  it('001 §8 / 000 §9: the session flag mk-playready-cbcs-unsupported leaves only Widevine', () => {
    const session = new MemoryKeyValueStore('session', new SimulatedClock());
    expect(isPlayReadyCbcsUnsupported(session)).toBe(false);
    markPlayReadyCbcsUnsupported(session);
    expect(session.get('mk-playready-cbcs-unsupported')).toBe('1');
    expect(emeKeySystemOrder(keySystemOrderFlags(session, false))).toEqual(['com.apple.fps', 'com.widevine.alpha', 'org.w3.clearkey']);
  });

  it('maps playlist KEYFORMATs to EME key systems', () => {
    expect(keySystemForKeyFormat('org.w3.clearkey')).toBe('org.w3.clearkey');
    expect(keySystemForKeyFormat('com.apple.streamingkeydelivery')).toBe('com.apple.fps');
    expect(keySystemForKeyFormat('urn:uuid:EDEF8BA9-79D6-4ACE-A3C8-27DCD51D21ED')).toBe('com.widevine.alpha');
    expect(keySystemForKeyFormat('identity')).toBeUndefined();
  });
});

describe('001 §7, §9 retries and renewals', () => {
  it('retries only network TypeErrors, 3 times, 1 s × attempt', () => {
    expect([1, 2, 3, 4].map((n) => licenseRetryDelay(new TypeError('x'), n))).toEqual([1000, 2000, 3000, undefined]);
    expect(licenseRetryDelay(new Error('x'), 1)).toBeUndefined();
  });

  it('renewal comes renew-after × 1000 ms after the grant', () => {
    expect(renewalDelayMs(600)).toBe(600_000);
    expect(renewalDelayMs(1.5)).toBe(1500);
  });
});

describe('001 §8 Keys and sessions', () => {
  it('key errors are MEDIA_KEY, except FairPlay system code 4294955417, which is ignored', () => {
    expect(handleKeyFailure({ keySystem: 'com.apple.fps', systemCode: 4_294_955_417 })).toEqual({ action: 'ignore' });
    const published = handleKeyFailure({ keySystem: 'com.widevine.alpha', systemCode: 12 });
    expect(published.action === 'publish' && published.error.errorCode).toBe('MEDIA_KEY');
  });

  it('a key system generic error is published separately (it does not stop playback)', () => {
    expect(handleKeyFailure({ keySystem: 'com.widevine.alpha', generic: true }).action).toBe('publish-generic');
  });

  it('a generateRequest failure with error code 75 is retried once', () => {
    expect(shouldRetryGenerateRequest(75, 1)).toBe(true);
    expect(shouldRetryGenerateRequest(75, 2)).toBe(false);
    expect(shouldRetryGenerateRequest(74, 1)).toBe(false);
  });

  it('session errors are MEDIA_SESSION', () => {
    expect(mediaSessionError('closed').errorCode).toBe('MEDIA_SESSION');
  });

  it('challenges and licences travel as base64', () => {
    const bytes = Uint8Array.of(0, 1, 250, 255);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes('AAH6_w')).toEqual(bytes);
  });
});
