import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { AUTH, expectErrorShape } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterEach(() => {
  emulator.faults.clear();
  emulator.recorder.clear();
});
afterAll(async () => {
  await emulator.close();
});

const storefronts = (): Promise<Response> => fetch(`${emulator.origin}/v1/storefronts`, { headers: AUTH });

describe('fault switchboard', () => {
  it('answers a status in the provider error shape, with CORS, for a path prefix', async () => {
    emulator.faults.add({ match: '/v1/storefronts', status: 503 });
    const res = await fetch(`${emulator.origin}/v1/storefronts`, { headers: { ...AUTH, Origin: 'http://localhost:1234' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:1234');
    expectErrorShape(await res.json(), 503);
    // Other paths are untouched.
    expect((await fetch(`${emulator.origin}/v1/catalog/us/charts?types=songs`, { headers: AUTH })).status).toBe(200);
  });

  it('applies only `times` times, then lets requests through', async () => {
    emulator.faults.add({ match: '/v1/storefronts', status: 500, times: 2 });
    expect((await storefronts()).status).toBe(500);
    expect((await storefronts()).status).toBe(500);
    expect((await storefronts()).status).toBe(200);
    expect(emulator.faults.list()).toEqual([]);
  });

  it('answers a redirect to another host, or a scripted JSON body (issue 22: a misbehaving provider)', async () => {
    emulator.faults.add({ match: '/v1/storefronts', status: 307, location: 'http://127.0.0.1:9/steal', times: 1 });
    const redirected = await fetch(`${emulator.origin}/v1/storefronts`, { headers: AUTH, redirect: 'manual' });
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe('http://127.0.0.1:9/steal');
    emulator.faults.add({ match: '/v1/storefronts', json: { data: [], next: 'http://127.0.0.1:9/v1/x' }, times: 1 });
    expect(await (await storefronts()).json()).toEqual({ data: [], next: 'http://127.0.0.1:9/v1/x' });
    expect(() => emulator.faults.add({ match: '/v1/', status: 500, location: 'http://127.0.0.1:9/' })).toThrow(/redirect/);
    expect(() => emulator.faults.add({ match: '/v1/', location: 'not a url' })).toThrow(/absolute URL/);
  });

  it('delays a request, then answers normally', async () => {
    emulator.faults.add({ match: '/v1/storefronts', delayMs: 200 });
    const started = performance.now();
    const res = await storefronts();
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('delays, then answers the status', async () => {
    emulator.faults.add({ match: '/v1/storefronts', delayMs: 120, status: 429, times: 1 });
    const started = performance.now();
    expect((await storefronts()).status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('drops the connection (the client sees a network error)', async () => {
    emulator.faults.add({ match: '/media/', drop: true, times: 1 });
    const url = `${emulator.origin}/media/${emulator.media.tracks[0]!.clear.master}`;
    await expect(fetch(url)).rejects.toThrow(TypeError);
    expect((await fetch(url)).status).toBe(200);
  });

  it('matches a regular expression against path and query', async () => {
    emulator.faults.add({ match: '^/media/audio/clip0[12]/cenc/seg_\\d+\\.m4s$', status: 404 });
    const [a, b] = emulator.media.tracks as [any, any, ...any[]];
    expect((await fetch(`${emulator.origin}/media/${a.encrypted.segments[0]}`)).status).toBe(404);
    expect((await fetch(`${emulator.origin}/media/${a.clear.segments[0]}`)).status).toBe(200);
    expect((await fetch(`${emulator.origin}/media/${b.encrypted.init}`)).status).toBe(200);
    emulator.faults.clear();
    emulator.faults.add({ match: '^/v1/catalog/us/search\\?.*term=boom', status: 500 });
    expect((await fetch(`${emulator.origin}/v1/catalog/us/search?term=boom&types=songs`, { headers: AUTH })).status).toBe(500);
    expect((await fetch(`${emulator.origin}/v1/catalog/us/search?term=bach&types=songs`, { headers: AUTH })).status).toBe(200);
  });

  it('is switched over HTTP: add, list, remove one, clear, reset', async () => {
    const add = await fetch(`${emulator.origin}/__emulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ match: '/v1/storefronts', status: 502 }),
    });
    expect(add.status).toBe(201);
    const { fault } = await add.json();
    expect(fault).toMatchObject({ match: '/v1/storefronts', status: 502, hits: 0 });
    expect((await storefronts()).status).toBe(502);
    const listed = await (await fetch(`${emulator.origin}/__emulator/faults`)).json();
    expect(listed.faults).toEqual([expect.objectContaining({ id: fault.id, hits: 1 })]);

    expect((await fetch(`${emulator.origin}/__emulator/faults/${fault.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await storefronts()).status).toBe(200);

    await fetch(`${emulator.origin}/__emulator/faults`, { method: 'POST', body: JSON.stringify({ match: '/v1/', status: 500 }) });
    expect((await fetch(`${emulator.origin}/__emulator/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await storefronts()).status).toBe(200);

    await fetch(`${emulator.origin}/__emulator/faults`, { method: 'POST', body: JSON.stringify({ match: '/v1/', status: 500 }) });
    expect((await fetch(`${emulator.origin}/__emulator/reset`, { method: 'POST' })).status).toBe(204);
    expect((await storefronts()).status).toBe(200);
    expect(emulator.recorder.requests.map((r) => r.path)).toEqual(['/v1/storefronts']);
  });

  it('rejects malformed rules with 400', async () => {
    for (const body of ['{"status":500}', '{"match":"/v1/"}', '{"match":"^(","status":500}', '{"match":"/v1/","status":42}', 'not json']) {
      const res = await fetch(`${emulator.origin}/__emulator/faults`, { method: 'POST', body });
      expect(res.status, body).toBe(400);
      expectErrorShape(await res.json(), 400);
    }
  });

  it('never faults the control routes or CORS preflights', async () => {
    emulator.faults.add({ match: '/', status: 500 });
    expect((await fetch(`${emulator.origin}/__emulator/faults`)).status).toBe(200);
    const preflight = await fetch(`${emulator.origin}/v1/storefronts`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:1', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
  });
});

describe('request recorder', () => {
  it('records method, path, query, headers, body and time of provider calls, in order', async () => {
    const before = Date.now();
    await fetch(`${emulator.origin}/v1/catalog/us/search?term=jazz&types=songs,albums`, {
      headers: { ...AUTH, 'Music-User-Token': 'user-token-123' },
    });
    await fetch(`${emulator.origin}/v1/catalog/us/songs`, {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: [{ id: '1', type: 'songs' }] }),
    });
    const [search, post] = emulator.recorder.requests;
    expect(search).toMatchObject({
      method: 'GET',
      path: '/v1/catalog/us/search',
      query: { term: 'jazz', types: 'songs,albums' },
      url: '/v1/catalog/us/search?term=jazz&types=songs,albums',
      body: '',
    });
    expect(search!.headers.authorization).toBe(AUTH.Authorization);
    expect(search!.headers['music-user-token']).toBe('user-token-123');
    expect(search!.time).toBeGreaterThanOrEqual(before);
    expect(post).toMatchObject({ method: 'POST', path: '/v1/catalog/us/songs' });
    expect(JSON.parse(post!.body)).toEqual({ data: [{ id: '1', type: 'songs' }] });
  });

  it('records faulted and dropped requests too, but not control calls', async () => {
    emulator.faults.add({ match: '/v1/storefronts', drop: true, times: 1 });
    await expect(storefronts()).rejects.toThrow();
    await fetch(`${emulator.origin}/__emulator/requests`);
    expect(emulator.recorder.requests.map((r) => r.path)).toEqual(['/v1/storefronts']);
  });

  it('is readable and clearable over HTTP', async () => {
    await storefronts();
    await fetch(`${emulator.origin}/media/${emulator.media.tracks[0]!.clear.master}`);
    const all = await (await fetch(`${emulator.origin}/__emulator/requests`)).json();
    expect(all.requests.map((r: any) => r.path)).toEqual(['/v1/storefronts', `/media/${emulator.media.tracks[0]!.clear.master}`]);
    const media = await (await fetch(`${emulator.origin}/__emulator/requests?prefix=/media/`)).json();
    expect(media.requests).toHaveLength(1);
    expect((await fetch(`${emulator.origin}/__emulator/requests`, { method: 'DELETE' })).status).toBe(204);
    expect(emulator.recorder.requests).toEqual([]);
  });
});
