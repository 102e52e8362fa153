import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDeveloperTokenShape } from '../../../tools/emulator/auth/developer-token.ts';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape, getJson } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

describe('developer token (000 §5, §7)', () => {
  it('has the developer-token shape and readable, far-future claims', () => {
    expect(hasDeveloperTokenShape(EMULATOR_DEVELOPER_TOKEN)).toBe(true);
    const [header, payload] = EMULATOR_DEVELOPER_TOKEN.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256', kid: 'MKEMU00001' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.iss).toBe('MKTEAM0001');
    expect(claims.exp * 1000).toBeGreaterThan(Date.parse('2090-01-01'));
  });

  it('answers 401 in the provider error shape without a token', async () => {
    const res = await fetch(`${emulator.origin}/v1/storefronts`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const error = expectErrorShape(await res.json(), 401);
    expect(error.code).toBe('40100');
  });

  it('answers 401 for a well-shaped token that is not the emulator token, and a non-Bearer header', async () => {
    const other = 'aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbb.cccccccccccccccccccc';
    for (const authorization of [`Bearer ${other}`, `Basic ${EMULATOR_DEVELOPER_TOKEN}`, 'Bearer short.token.x']) {
      const res = await fetch(`${emulator.origin}/v1/storefronts/us`, { headers: { Authorization: authorization } });
      expect(res.status).toBe(401);
      expectErrorShape(await res.json(), 401);
    }
  });

  it('checks the token before routing, for any /v1/ path', async () => {
    const res = await fetch(`${emulator.origin}/v1/does-not-exist`);
    expect(res.status).toBe(401);
  });

  it('accepts the emulator token (case-insensitive scheme)', async () => {
    const res = await fetch(`${emulator.origin}/v1/storefronts`, { headers: { Authorization: `bearer ${EMULATOR_DEVELOPER_TOKEN}` } });
    expect(res.status).toBe(200);
  });
});

describe('storefronts (000 §3 Storefront, §7 GET /v1/storefronts)', () => {
  it('lists a dozen storefronts including the spec ones', async () => {
    const { status, body } = await getJson(`${emulator.origin}/v1/storefronts`);
    expect(status).toBe(200);
    const ids = body.data.map((s: any) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ['us', 'gb', 'de', 'fr', 'jp', 'kr', 'br']) expect(ids).toContain(id);
    for (const s of body.data) {
      expect(s.type).toBe('storefronts');
      expect(s.href).toBe(`/v1/storefronts/${s.id}`);
      expect(typeof s.attributes.name).toBe('string');
      expect(s.attributes.supportedLanguageTags).toContain(s.attributes.defaultLanguageTag);
      expect(['allowed', 'opt-in', 'prohibited']).toContain(s.attributes.explicitContentPolicy);
    }
  });

  it('answers one storefront by id, and 404 for an unknown one', async () => {
    const jp = await getJson(`${emulator.origin}/v1/storefronts/jp`);
    expect(jp.status).toBe(200);
    expect(jp.body.data).toHaveLength(1);
    expect(jp.body.data[0]).toMatchObject({ id: 'jp', type: 'storefronts', href: '/v1/storefronts/jp', attributes: { defaultLanguageTag: 'ja' } });

    const missing = await getJson(`${emulator.origin}/v1/storefronts/zz`);
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body, 404);
  });

  it('answers ids= in request order, skipping unknown ids', async () => {
    const { body } = await getJson(`${emulator.origin}/v1/storefronts?ids=kr,zz,br,us`);
    expect(body.data.map((s: any) => s.id)).toEqual(['kr', 'br', 'us']);
  });
});
