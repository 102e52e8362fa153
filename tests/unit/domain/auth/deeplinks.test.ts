import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATE_REQUEST_PATH,
  SERVICE_VIEW_TARGET,
  authBridgeUrl,
  authenticateRequestForm,
  authorizeUrl,
  buildThirdPartyInfo,
  encodeThirdPartyInfo,
  financeAppDeeplink,
  providerHostsAt,
  storeDeeplink,
  subscribeUrls,
  upsellUrl,
} from '../../../../core/src/domain/auth/index.ts';
import { DEVELOPER_TOKEN, PAGE_ORIGIN, PROVIDER_ORIGIN } from './auth-fixtures.ts';

const info = buildThirdPartyInfo({ pageOrigin: 'https://app.example:8443', iconURL: 'https://app.example/icon.png', parameters: { at: 'aff' }, developerToken: DEVELOPER_TOKEN });

describe('000 §3 third-party info: icon URL, name (host), parameters, developer token', () => {
  it('names the page by its host', () => {
    expect(info).toEqual({
      thirdPartyIconURL: 'https://app.example/icon.png',
      thirdPartyName: 'app.example:8443',
      thirdPartyParameters: { at: 'aff' },
      thirdPartyToken: DEVELOPER_TOKEN,
    });
  });

  it('has an empty icon URL and parameters when not configured', () => {
    expect(buildThirdPartyInfo({ pageOrigin: PAGE_ORIGIN, developerToken: DEVELOPER_TOKEN })).toMatchObject({ thirdPartyIconURL: '', thirdPartyParameters: {} });
  });
});

describe('000 §2 authorize by GET: /woa with a (base64 third-party info), referrer and deeplink parameters', () => {
  const url = new URL(authorizeUrl(PROVIDER_ORIGIN, { thirdPartyInfo: info, referrer: PAGE_ORIGIN, deeplink: { at: 'aff', ct: 'camp' } }));

  it('is /woa on the authorize host', () => {
    expect(url.origin + url.pathname).toBe(`${PROVIDER_ORIGIN}/woa`);
  });

  it('a is the base64 of the third-party info JSON', () => {
    expect(url.searchParams.get('a')).toBe(encodeThirdPartyInfo(info));
    expect(JSON.parse(Buffer.from(url.searchParams.get('a') ?? '', 'base64').toString('utf8'))).toEqual(info);
  });

  it('carries referrer and the deeplink parameters, which cannot replace a or referrer', () => {
    expect(url.searchParams.get('referrer')).toBe(PAGE_ORIGIN);
    expect(url.searchParams.get('ct')).toBe('camp');
    const hostile = new URL(authorizeUrl(PROVIDER_ORIGIN, { thirdPartyInfo: info, referrer: PAGE_ORIGIN, deeplink: { referrer: 'https://evil.example', a: 'x' } }));
    expect(hostile.searchParams.get('referrer')).toBe(PAGE_ORIGIN);
    expect(hostile.searchParams.get('a')).toBe(encodeThirdPartyInfo(info));
  });
});

describe('000 §2 authorize by POST: hidden form to /commerce/account/authenticateMusicKitRequest', () => {
  it('posts jwtToken (the developer token), isWebPlayer true, LogoURL empty', () => {
    expect(authenticateRequestForm('https://buy.itunes.apple.com/', DEVELOPER_TOKEN)).toEqual({
      action: `https://buy.itunes.apple.com${AUTHENTICATE_REQUEST_PATH}`,
      fields: { jwtToken: DEVELOPER_TOKEN, isWebPlayer: 'true', LogoURL: '' },
    });
    expect(AUTHENTICATE_REQUEST_PATH).toBe('/commerce/account/authenticateMusicKitRequest');
  });

  it('both pop-ups use one fixed named window target', () => {
    expect(SERVICE_VIEW_TARGET).toMatch(/^[a-z-]+$/);
  });
});

describe('000 §2 subscribe (upsell) view: /upsell with app (default music), p (default subscribe), deeplink parameters', () => {
  it('defaults', () => {
    const url = new URL(upsellUrl(PROVIDER_ORIGIN));
    expect(url.pathname).toBe('/upsell');
    expect(Object.fromEntries(url.searchParams)).toEqual({ app: 'music', p: 'subscribe' });
  });

  it('overrides and deeplink parameters', () => {
    const url = new URL(upsellUrl(PROVIDER_ORIGIN, { app: 'tv', p: 'subscribe-family', deeplink: { at: 'aff' } }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ at: 'aff', app: 'tv', p: 'subscribe-family' });
  });
});

describe('000 §2 auth bridge: /auth-bridge/ with an optional inc or env', () => {
  it('builds the frame URL', () => {
    expect(authBridgeUrl('https://mediaauth.apple.com')).toBe('https://mediaauth.apple.com/auth-bridge/');
    expect(authBridgeUrl('https://mediaauth.apple.com', { inc: '/v3/x' })).toBe('https://mediaauth.apple.com/auth-bridge/?inc=%2Fv3%2Fx');
    expect(authBridgeUrl('https://mediaauth.apple.com', { env: 'qa' })).toBe('https://mediaauth.apple.com/auth-bridge/?env=qa');
  });
});

describe('000 §2 deeplink builders: finance-app and store (default p=browse)', () => {
  const configured = { at: 'aff', ct: 'camp' };

  it('the store deeplink defaults to p=browse and adds the configured parameters', () => {
    expect(Object.fromEntries(new URL(storeDeeplink('https://itunes.apple.com/deeplink', undefined, configured)).searchParams)).toEqual({ ...configured, p: 'browse' });
  });

  it('the finance-app deeplink takes the given parameters over configured ones of the same name', () => {
    const url = new URL(financeAppDeeplink('https://finance-app.itunes.apple.com/deeplink', { p: 'subscribe', ct: 'own' }, configured));
    expect(Object.fromEntries(url.searchParams)).toEqual({ at: 'aff', ct: 'own', p: 'subscribe' });
  });

  it('the subscribe URLs of the public surface are finance-app deeplinks', () => {
    const urls = subscribeUrls('https://finance-app.itunes.apple.com/deeplink', configured);
    expect(new URL(urls.subscribeURL).searchParams.get('p')).toBe('subscribe');
    expect(new URL(urls.subscribeFamilyURL).searchParams.get('p')).toBe('subscribe-family');
    expect(new URL(urls.subscribeIndividualURL).searchParams.get('p')).toBe('subscribe-individual');
    expect(new URL(urls.subscribeStudentURL).searchParams.get('p')).toBe('subscribe-student');
    expect(new URL(urls.subscribeURL).searchParams.get('at')).toBe('aff');
  });
});

describe('provider hosts on one origin (the emulator)', () => {
  it('puts every host on the origin, the API under /v1 and play under MZPlay.woa', () => {
    const hosts = providerHostsAt('http://127.0.0.1:4510/');
    expect(hosts.apiBase).toBe('http://127.0.0.1:4510/v1');
    expect(hosts.play).toBe('http://127.0.0.1:4510/WebObjects/MZPlay.woa/wa');
    expect(hosts.authorize).toBe('http://127.0.0.1:4510');
  });
});
