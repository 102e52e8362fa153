import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_DOMAINS, OriginAllowList } from '../../../../core/src/domain/auth/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';

describe('000 §5 message allow-list: https provider domains and their subdomains', () => {
  const list = new OriginAllowList();

  it('the default provider domain is the incumbent provider', () => {
    expect(DEFAULT_PROVIDER_DOMAINS).toEqual(['apple.com']);
  });

  it.each(['https://apple.com', 'https://authorize.music.apple.com', 'https://mediaauth.apple.com', 'https://buy.itunes.apple.com'])(
    'accepts %s',
    (origin) => expect(list.isAllowed(origin)).toBe(true),
  );

  it.each([
    ['plain http', 'http://authorize.music.apple.com'],
    ['a look-alike domain', 'https://evilapple.com'],
    ['the provider domain as a subdomain of another', 'https://apple.com.evil.example'],
    ['a non-default port', 'https://music.apple.com:8443'],
    ['a path (not an origin)', 'https://music.apple.com/woa'],
    ['the opaque origin', 'null'],
    ['an empty origin', ''],
    ['the localhost page', 'http://localhost:4510'],
    ['a wildcard', '*'],
  ])('rejects %s', (_name, origin) => expect(list.isAllowed(origin)).toBe(false));

  it('rejects non-strings', () => {
    expect(list.isAllowed(undefined)).toBe(false);
    expect(list.isAllowed({ origin: 'https://apple.com' })).toBe(false);
  });
});

describe('000 §5 allow-list: origins added by configuration are trusted exactly', () => {
  const list = new OriginAllowList({ trustedOrigins: ['http://127.0.0.1:4510/'] });

  it('trusts the configured emulator origin even over http', () => {
    expect(list.isAllowed('http://127.0.0.1:4510')).toBe(true);
  });

  it('does not trust the same host on another port, scheme or name', () => {
    expect(list.isAllowed('http://127.0.0.1:4511')).toBe(false);
    expect(list.isAllowed('https://127.0.0.1:4510')).toBe(false);
    expect(list.isAllowed('http://localhost:4510')).toBe(false);
  });

  it('keeps the provider domains alongside', () => {
    expect(list.isAllowed('https://authorize.music.apple.com')).toBe(true);
  });

  it('checks URLs by their origin (tokens are only sent to allowed hosts)', () => {
    expect(list.isAllowedUrl('http://127.0.0.1:4510/v1/me/storefront')).toBe(true);
    expect(list.isAllowedUrl('http://127.0.0.1:9999/v1/me/storefront')).toBe(false);
    expect(list.isAllowedUrl('not a url')).toBe(false);
  });

  it('replacing the provider domains drops the default', () => {
    const own = new OriginAllowList({ providerDomains: ['music.example'] });
    expect(own.isAllowed('https://auth.music.example')).toBe(true);
    expect(own.isAllowed('https://music.apple.com')).toBe(false);
  });

  it('refuses a trusted origin that is not http(s), and a bare top-level domain', () => {
    expect(() => new OriginAllowList({ trustedOrigins: ['file:///etc'] })).toThrow(MKError);
    expect(() => new OriginAllowList({ trustedOrigins: ['nonsense'] })).toThrow(MKError);
    expect(() => new OriginAllowList({ providerDomains: ['com'] })).toThrow(MKError);
  });
});
