import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { MKError } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Issue 22 through the headless host (as an app's integration test builds it): every request of
// the instance passes the credential gate. In Node a manual redirect shows its Location, so the
// gate's own checking of redirect targets runs here (in browsers they are opaque and refused,
// tests/e2e/credential-gate.e2e.ts).

let emulator: RunningEmulator;
let witness: Server;
let witnessOrigin = '';
const witnessed: string[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  witness = createServer((req, res) => {
    witnessed.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"data":[]}');
  });
  await new Promise<void>((resolve) => witness.listen(0, '127.0.0.1', resolve));
  witnessOrigin = `http://127.0.0.1:${(witness.address() as AddressInfo).port}`;
});
afterEach(() => {
  emulator.faults.clear();
  witnessed.length = 0;
});
afterAll(async () => {
  await emulator.close();
  await new Promise<void>((resolve) => witness.close(() => resolve()));
});

async function instance() {
  const headless = createHeadlessMusicKit();
  const music = await headless.MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin });
  return { music, http: headless.host().http };
}

async function rejection(work: Promise<unknown>): Promise<MKError> {
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MKError);
  return error as MKError;
}

describe('issue 22: credentials only to the configured provider origin', () => {
  it('api.music with an absolute URL elsewhere is refused before anything is sent', async () => {
    const { music, http } = await instance();
    for (const url of [`${witnessOrigin}/v1/catalog/us/songs/1`, `${emulator.origin.replace('127.0.0.1', 'localhost')}/v1/catalog/us/songs/1`, 'https://evil.example/v1/x']) {
      const error = await rejection(music.api.music(url));
      expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    }
    expect(http.requests.filter((request) => !request.url.startsWith(emulator.origin))).toEqual([]);
    expect(witnessed).toEqual([]);
  });

  it('a redirect within the provider origin is followed; one to another origin is refused', async () => {
    const { music, http } = await instance();
    const [first, second] = [...emulator.catalog.songs.keys()];
    emulator.faults.add({ match: `/v1/catalog/us/songs/${first}`, status: 307, location: `${emulator.origin}/v1/catalog/us/songs/${second}`, times: 1 });
    const followed = (await music.api.music(`/v1/catalog/us/songs/${first}`)) as { data: { data: Array<{ id: string }> } };
    expect(followed.data.data[0]!.id).toBe(second);
    expect(http.requests.slice(-2).map((request) => [request.url, request.redirect])).toEqual([
      [`${emulator.origin}/v1/catalog/us/songs/${first}`, 'manual'],
      [`${emulator.origin}/v1/catalog/us/songs/${second}`, 'manual'],
    ]);

    for (const status of [302, 307]) {
      emulator.faults.add({ match: `/v1/catalog/us/songs/${second}`, status, location: `${witnessOrigin}/steal`, times: 1 });
      const error = await rejection(music.api.music(`/v1/catalog/us/songs/${second}`, { status: String(status) }));
      expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
      expect(error.details).toMatchObject({ origin: witnessOrigin, redirectedFrom: emulator.origin });
    }
    expect(witnessed).toEqual([]);
  });

  it('a foreign next link is refused by api.next', async () => {
    const { music } = await instance();
    emulator.faults.add({ match: '/v1/catalog/us/charts', json: { data: [], next: `${witnessOrigin}/v1/catalog/us/charts?offset=1` }, times: 1 });
    const page = await music.api.music('/v1/catalog/us/charts', { types: 'songs' });
    expect((await rejection(music.api.next(page))).errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(witnessed).toEqual([]);
  });
});
