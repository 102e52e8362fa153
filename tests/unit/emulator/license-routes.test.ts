import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { AUTH } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
let token: string;
const LICENSE = '/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense';
const b64url = (hex: string): string => Buffer.from(hex, 'hex').toString('base64url');
/** A ClearKey challenge as Chromium's CDM writes it ({ kids, type }), base64 in the request. */
const challenge = (kidHex: string): string => Buffer.from(JSON.stringify({ kids: [b64url(kidHex)], type: 'temporary' })).toString('base64');
const keyUri = (kidHex: string): string => `data:text/plain;base64,${Buffer.from(kidHex, 'hex').toString('base64')}`;
const post = (body: unknown, path = LICENSE, userToken = token, headers: Record<string, string> = AUTH) =>
  fetch(`${emulator.origin}${path}`, { method: 'POST', headers: { ...headers, 'Music-User-Token': userToken, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const signIn = async (listener: string): Promise<string> =>
  ((await (await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener }), headers: { 'Content-Type': 'application/json' } })).json()) as { token: string }).token;
const fault = (rule: unknown) => fetch(`${emulator.origin}/__emulator/license-faults`, { method: 'POST', body: JSON.stringify(rule) });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  token = await signIn('subscriber');
});
beforeEach(async () => {
  await fetch(`${emulator.origin}/__emulator/license-faults`, { method: 'DELETE' });
});
afterAll(() => emulator.close());

const clip = () => emulator.media.tracks[0]!.encrypted;
const standardBody = () => ({ challenge: challenge(clip().keyId), 'key-system': 'org.w3.clearkey', uri: keyUri(clip().keyId), adamId: '1', isLibrary: false, 'user-initiated': true });

describe('emulator licence server (001 §7 License request, §3 License response)', () => {
  it('grants a ClearKey licence: a JSON Web Key set with base64url kid and k, base64 in `license`', async () => {
    const body = (await (await post(standardBody())).json()) as { status: number; license: string };
    expect(body.status).toBe(0);
    const jwks = JSON.parse(Buffer.from(body.license, 'base64').toString('utf8')) as { keys: Array<{ kty: string; kid: string; k: string }> };
    expect(jwks.keys).toEqual([{ kty: 'oct', kid: b64url(clip().keyId), k: b64url(clip().key) }]);
  });

  it('answers each body shape in its response shape: UTS streaming-response, offers license-responses (at /start and /renew)', async () => {
    const base = { challenge: challenge(clip().keyId), 'key-system': 'org.w3.clearkey', uri: keyUri(clip().keyId) };
    const uts = (await (await post({ 'streaming-request': { version: 1, 'streaming-keys': [{ id: 1, 'lease-action': 'start', ...base }] } })).json()) as any;
    expect(uts['streaming-response']['streaming-keys'][0]).toMatchObject({ id: 1, status: 0 });
    for (const suffix of ['/start', '/renew']) {
      const offers = (await (await post({ 'license-requests': [{ 'adam-id': '7', id: 1, ...base }] }, LICENSE + suffix)).json()) as any;
      expect(offers['license-responses'][0]).toMatchObject({ 'adam-id': '7', id: 1, status: 0 });
    }
    expect(await (await post({ ...base, event: 'beats1' })).json()).toMatchObject({ status: 0 });
  });

  it('checks the developer token (401), the user token (2002) and the subscription (3063)', async () => {
    expect((await post(standardBody(), LICENSE, token, {})).status).toBe(401);
    expect(await (await post(standardBody(), LICENSE, 'x'.repeat(40) + '==')).json()).toMatchObject({ status: -1, errorCode: 2002 });
    expect(await (await post(standardBody(), LICENSE, await signIn('non-subscriber'))).json()).toMatchObject({ status: -1, errorCode: 3063 });
  });

  it('refuses unknown keys and a challenge that does not match the key URI', async () => {
    const other = emulator.media.tracks[1]!.encrypted.keyId;
    expect(await (await post({ ...standardBody(), challenge: challenge('00'.repeat(16)), uri: 'skd://x' })).json()).toMatchObject({ errorCode: -1002 });
    expect(await (await post({ ...standardBody(), challenge: challenge(other) })).json()).toMatchObject({ errorCode: -1002 });
  });

  it.each([-1004, -1017, -1021, 180202, -1002])('fault switch: errorCode %i is answered once, then licences flow again', async (errorCode) => {
    await fault({ errorCode, times: 1 });
    expect(await (await post(standardBody())).json()).toEqual({ status: -1, errorCode });
    expect(await (await post(standardBody())).json()).toMatchObject({ status: 0 });
  });

  it('fault switches: a corrupt licence, renew-after, and a per-key rule', async () => {
    await fault({ corruptLicense: true, times: 1 });
    const corrupt = (await (await post(standardBody())).json()) as { status: number; license: string };
    expect(corrupt.status).toBe(0);
    expect(() => JSON.parse(Buffer.from(corrupt.license, 'base64').toString('utf8'))).toThrow();
    await fault({ renewAfterSeconds: 30, times: 1 });
    expect(await (await post(standardBody())).json()).toMatchObject({ status: 0, 'renew-after': 30 });
    await fault({ errorCode: -1004, keyId: emulator.media.tracks[1]!.encrypted.keyId });
    expect(await (await post(standardBody())).json()).toMatchObject({ status: 0 });
  });

  it('serves binary certificates with t, and an XML page under the certificate fault (001 §5)', async () => {
    const url = `${emulator.origin}/WebObjects/MZPlay.woa/wa/widevineCertificate?t=1`;
    const ok = await fetch(url);
    expect(ok.headers.get('content-type')).toBe('application/octet-stream');
    await fault({ xmlCertificate: true, times: 1 });
    expect((await (await fetch(url)).text()).startsWith('<?xml')).toBe(true);
  });

  it('licence and web-playback calls are recorded; the test switches are not', async () => {
    emulator.recorder.clear();
    await post(standardBody());
    await fault({ errorCode: -1004, times: 1 });
    expect(emulator.recorder.requests.map((r) => r.path)).toEqual([LICENSE]);
  });
});
