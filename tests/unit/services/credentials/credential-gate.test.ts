import { describe, expect, it } from 'vitest';
import { jsonResponse, RecordingHttpClient, textResponse } from '@mediakit/adapters/node';
import { CredentialOrigins, credentialOriginsFor } from '../../../../core/src/domain/auth/credential-origins.ts';
import { DEFAULT_PROVIDER_HOSTS } from '../../../../core/src/domain/auth/provider-hosts.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { CredentialGate, carriesCredentials } from '../../../../core/src/services/credentials/credential-gate.ts';
import type { HttpRequest } from '../../../../core/src/ports/http-client.ts';

// DESIGN.md Security and 001 §6-§7 ("headers are sent only to the allowed hosts"): credentials go
// only to allow-listed provider origins (scheme + host + port), whatever URL they are handed.

const PROVIDER = 'https://api.music.apple.com';
const TOKENS = { Authorization: 'Bearer dev', 'Music-User-Token': 'user==' };

function gate(origins: readonly string[] = [PROVIDER], handler?: ConstructorParameters<typeof RecordingHttpClient>[0]) {
  const http = new RecordingHttpClient(handler ?? ((request) => jsonResponse(200, { data: [] }, request.url)));
  return { http, gate: new CredentialGate(http, new CredentialOrigins(origins)) };
}

async function refusal(promise: Promise<unknown>): Promise<MKError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MKError);
  return error as MKError;
}

describe('CredentialOrigins: exact origins after URL parsing (issue 22)', () => {
  const origins = new CredentialOrigins([PROVIDER, 'http://127.0.0.1:4510']);

  it.each([
    ['the origin itself', 'https://api.music.apple.com/v1/me/account'],
    ['the default port written out', 'https://api.music.apple.com:443/v1'],
    ['an upper-case host', 'https://API.Music.Apple.COM/v1'],
    ['a backslash after the host (WHATWG: a path separator)', 'https://api.music.apple.com\\.evil.example/v1'],
    ['the configured http origin', 'http://127.0.0.1:4510/v1/catalog/us/songs/1'],
  ])('allows %s', (_name, url) => {
    expect(origins.allows(url)).toBe(true);
  });

  it.each([
    ['another port', 'https://api.music.apple.com:8443/v1'],
    ['plain http on the provider host', 'http://api.music.apple.com/v1'],
    ['the emulator origin on another port', 'http://127.0.0.1:4511/v1'],
    ['localhost standing for 127.0.0.1', 'http://localhost:4510/v1'],
    ['a trailing dot (another origin to the browser)', 'https://api.music.apple.com./v1'],
    ['a look-alike IDN host', 'https://api.music.аpple.com/v1'],
    ['a suffix host', 'https://api.music.apple.com.evil.example/v1'],
    ['userinfo naming the provider', 'https://api.music.apple.com@evil.example/v1'],
    ['userinfo on the provider itself', 'https://user:pass@api.music.apple.com/v1'],
    ['a backslash turning the provider into userinfo', 'https://evil.example\\@api.music.apple.com/v1'],
    ['a protocol-relative URL', '//evil.example/v1'],
    ['a relative path', '/v1/catalog'],
    ['another scheme', 'ws://api.music.apple.com/v1'],
    ['a data URL', 'data:text/plain,x'],
    ['a non-string', 42],
  ])('refuses %s', (_name, url) => {
    expect(origins.allows(url)).toBe(false);
  });

  it('is built from configuration: providerOrigin alone, or the provider hosts, the API and activity bases', () => {
    const emulator = credentialOriginsFor({ providerOrigin: 'http://127.0.0.1:4510/' });
    expect(emulator.allows('http://127.0.0.1:4510/WebObjects/MZPlay.woa/wa/webPlayback')).toBe(true);
    expect(emulator.allows('https://api.music.apple.com/v1/me/account')).toBe(false);
    const defaults = credentialOriginsFor({ apiBase: DEFAULT_PROVIDER_HOSTS.apiBase });
    for (const url of ['https://api.music.apple.com/v1', 'https://play.itunes.apple.com/x', 'https://universal-activity-service.itunes.apple.com/play', 'https://buy.music.apple.com/account/web/logout']) {
      expect(defaults.allows(url), url).toBe(true);
    }
    for (const host of Object.values(DEFAULT_PROVIDER_HOSTS)) expect(defaults.allows(host.replace('https:', 'http:')), host).toBe(false);
    expect(() => new CredentialOrigins(['javascript:alert(1)'])).toThrow(MKError);
  });
});

describe('CredentialGate (issue 22: one credential gate)', () => {
  it('recognises credential headers in any case, and lets requests without them through untouched', async () => {
    expect(carriesCredentials({ url: 'x', headers: { authorization: 'Bearer a' } })).toBe(true);
    expect(carriesCredentials({ url: 'x', headers: { 'MEDIA-USER-TOKEN': 'u' } })).toBe(true);
    expect(carriesCredentials({ url: 'x', headers: { 'X-Dsid': '1' } })).toBe(true);
    expect(carriesCredentials({ url: 'x', headers: { Range: 'bytes=0-1' } })).toBe(false);
    const { http, gate: g } = gate();
    const artwork: HttpRequest = { url: 'https://evil.example/artwork.jpg', method: 'GET', headers: { Accept: 'image/*' } };
    await g.request(artwork);
    expect(http.requests).toEqual([artwork]);
  });

  it.each([
    ['http://evil.example:4615/v1/catalog/us/songs/1'],
    ['https://evil.example/v1/catalog/us/songs/1'],
    ['http://127.0.0.1:4999/v1/catalog/us/songs/1'],
    ['https://api.music.apple.com:8443/v1/catalog/us/songs/1'],
    ['http://api.music.apple.com/v1/catalog/us/songs/1'],
  ])('refuses %s with an MKError and sends nothing', async (url) => {
    const { http, gate: g } = gate();
    const error = await refusal(g.request({ url, headers: TOKENS }));
    expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(error.message).toContain(new URL(url).origin);
    expect(http.requests).toHaveLength(0);
  });

  it('sends allowed requests with redirect manual', async () => {
    const { http, gate: g } = gate();
    const response = await g.request({ url: `${PROVIDER}/v1/me/account`, headers: TOKENS });
    expect(response.status).toBe(200);
    expect(http.requests[0]).toMatchObject({ url: `${PROVIDER}/v1/me/account`, redirect: 'manual', headers: TOKENS });
  });

  it.each([301, 302, 303, 307, 308])('refuses a %i to a foreign origin without sending anything there', async (status) => {
    const { http, gate: g } = gate([PROVIDER], (request) =>
      request.url.startsWith(PROVIDER) ? textResponse(status, '', request.url, { Location: 'https://evil.example/steal' }) : jsonResponse(200, {}, request.url),
    );
    const error = await refusal(g.request({ url: `${PROVIDER}/v1/catalog/us/songs/1`, headers: TOKENS }));
    expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(error.details).toMatchObject({ origin: 'https://evil.example', redirectedFrom: PROVIDER });
    expect(http.requests.map((request) => request.url)).toEqual([`${PROVIDER}/v1/catalog/us/songs/1`]);
  });

  it('refuses a relative Location that leaves the origin (protocol-relative, other port)', async () => {
    for (const location of ['//evil.example/x', 'https://api.music.apple.com:444/x', 'http://api.music.apple.com/x']) {
      const { http, gate: g } = gate([PROVIDER], (request) => textResponse(302, '', request.url, { location }));
      await refusal(g.request({ url: `${PROVIDER}/v1/x`, headers: TOKENS }));
      expect(http.requests, location).toHaveLength(1);
    }
  });

  it('follows a redirect within the allow-list, with the Fetch standard method rules', async () => {
    const { http, gate: g } = gate([PROVIDER, 'https://play.itunes.apple.com'], (request) => {
      if (request.url.endsWith('/a')) return textResponse(307, '', request.url, { location: '/b' });
      if (request.url.endsWith('/b')) return textResponse(302, '', request.url, { location: 'https://play.itunes.apple.com/c' });
      return jsonResponse(200, { ok: true }, request.url);
    });
    const response = await g.request({ url: `${PROVIDER}/a`, method: 'POST', body: '{"x":1}', headers: { ...TOKENS, 'Content-Type': 'application/json' } });
    expect(await response.json()).toEqual({ ok: true });
    expect(http.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', `${PROVIDER}/a`, '{"x":1}'],
      // 307 keeps the method and body
      ['POST', `${PROVIDER}/b`, '{"x":1}'],
      // 302 turns a POST into a GET without a body
      ['GET', 'https://play.itunes.apple.com/c', undefined],
    ]);
    expect(http.requests.every((request) => request.redirect === 'manual')).toBe(true);
  });

  it("refuses a browser's opaque redirect (status 0): its target cannot be checked", async () => {
    const { gate: g } = gate([PROVIDER], (request) => textResponse(0, '', request.url));
    const error = await refusal(g.request({ url: `${PROVIDER}/v1/me/account`, headers: TOKENS }));
    expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(error.message).toContain('a redirect target the browser hides');
  });

  it('fails a redirect loop as fetch does (a TypeError), after 20 hops', async () => {
    const { http, gate: g } = gate([PROVIDER], (request) => textResponse(302, '', request.url, { location: request.url }));
    await expect(g.request({ url: `${PROVIDER}/loop`, headers: TOKENS })).rejects.toBeInstanceOf(TypeError);
    expect(http.requests).toHaveLength(21);
  });

  it('hands back a redirect status without a Location as the answer (as fetch does)', async () => {
    const { gate: g } = gate([PROVIDER], (request) => textResponse(302, 'no location', request.url));
    expect((await g.request({ url: `${PROVIDER}/x`, headers: TOKENS })).status).toBe(302);
  });
});
