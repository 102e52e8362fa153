import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { AUTH, expectErrorShape } from './emulator-client.helper.ts';

// The emulated activity service (000 §7 POST {activity service}/play or /qa/play): what it
// checks, what it stores (each event once, by event-id), and its fault switch.

let emulator: RunningEmulator;
let userToken: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  userToken = await signIn('subscriber');
});

beforeEach(async () => {
  emulator.faults.clear();
  await fetch(`${emulator.origin}/__emulator/play-activity`, { method: 'DELETE' });
});

afterAll(async () => {
  await emulator.close();
});

async function signIn(listener: string): Promise<string> {
  const response = await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener }) });
  return ((await response.json()) as { token: string }).token;
}

function record(eventId: string | undefined, eventType = 1): Record<string, unknown> {
  return { ...(eventId === undefined ? {} : { 'event-id': eventId }), 'event-type': eventType, 'end-reason-type': 0, ids: { 'subscription-adam-id': '1001' } };
}

function post(data: unknown[], options: { path?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return fetch(`${emulator.origin}${options.path ?? '/play'}`, {
    method: 'POST',
    headers: { ...AUTH, 'Content-Type': 'application/json', 'media-user-token': userToken, ...options.headers },
    body: options.body ?? JSON.stringify({ client_id: 'JSCLIENT', event_type: 'JSPLAY', data }),
  });
}

interface Stored {
  counts: Record<string, number>;
  events: Array<{ eventId: string | null; record: Record<string, unknown>; path: string; clientId: string; eventType: string; sender: Record<string, string>; traceTag?: string; request: number }>;
  faults: Record<string, number>;
}

async function stored(): Promise<Stored> {
  return (await (await fetch(`${emulator.origin}/__emulator/play-activity`)).json()) as Stored;
}

function setFaults(faults: Record<string, unknown>): Promise<Response> {
  return fetch(`${emulator.origin}/__emulator/play-activity/faults`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(faults) });
}

describe('emulated activity service: 000 §7 POST /play', () => {
  it('stores the sender payload {client_id, event_type, data[]} with who sent it, in order', async () => {
    const response = await post([record('e1'), record('e2', 0)]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: 2, duplicates: 0 });
    const { events, counts } = await stored();
    expect(events.map((event) => [event.eventId, event.path, event.clientId, event.eventType, event.sender, event.request])).toEqual([
      ['e1', '/play', 'JSCLIENT', 'JSPLAY', { userToken }, 1],
      ['e2', '/play', 'JSCLIENT', 'JSPLAY', { userToken }, 1],
    ]);
    expect(events[1]?.record).toEqual(record('e2', 0));
    expect(counts).toMatchObject({ requests: 1, accepted: 1, stored: 2, duplicatesDropped: 0 });
  });

  it('000 §7 QA mode: /qa/play is stored apart, with its optional trace tag', async () => {
    expect((await post([record('q1')], { path: '/qa/play', headers: { 'trace-tag': 'run-7' } })).status).toBe(200);
    const [event] = (await stored()).events;
    expect(event).toMatchObject({ eventId: 'q1', path: '/qa/play', traceTag: 'run-7' });
  });

  it('deduplicates by event-id: a resent batch and a copy inside one batch are dropped and counted', async () => {
    await post([record('a'), record('b')]);
    const again = await post([record('b'), record('c'), record('c')]);
    expect(await again.json()).toEqual({ stored: 1, duplicates: 2 });
    const { events, counts } = await stored();
    expect(events.map((event) => event.eventId)).toEqual(['a', 'b', 'c']);
    expect(counts).toMatchObject({ stored: 3, duplicatesDropped: 2 });
  });

  it('a record without event-id (an older client) is stored as it comes, and counted as unkeyed', async () => {
    await post([record(undefined), record(undefined)]);
    const { events, counts } = await stored();
    expect(events.map((event) => event.eventId)).toEqual([null, null]);
    expect(counts).toMatchObject({ stored: 2, unkeyed: 2 });
  });
});

describe('emulated activity service: 000 §6/§7 credentials', () => {
  it('the developer token is required as a Bearer header (401 otherwise)', async () => {
    const missing = await post([record('x')], { headers: { Authorization: '' } });
    expect(missing.status).toBe(401);
    expectErrorShape(await missing.json(), 401);
    expect((await post([record('x')], { headers: { Authorization: 'Bearer aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb.cccccccccccccccc' } })).status).toBe(401);
    expect((await stored()).events).toEqual([]);
  });

  it('002 §6: the listener is required: 403 without media-user-token or X-Dsid', async () => {
    const response = await post([record('x')], { headers: { 'media-user-token': '' } });
    expect(response.status).toBe(403);
    expectErrorShape(await response.json(), 403);
    expect((await stored()).counts).toMatchObject({ refused: 1, stored: 0 });
  });

  it('a user token the provider never issued, or one it revoked, is refused with 401', async () => {
    expect((await post([record('x')], { headers: { 'media-user-token': `${'A'.repeat(40)}==` } })).status).toBe(401);
    const revoked = await signIn('subscriber');
    await fetch(`${emulator.origin}/__emulator/accounts/revoke`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: revoked }) });
    const response = await post([record('x')], { headers: { 'media-user-token': revoked } });
    expect(response.status).toBe(401);
    expect(expectErrorShape(await response.json(), 401).detail).toBe('The user token was revoked');
  });

  it('000 §7: X-Dsid (an account id) stands in for the user token when the client prefers it', async () => {
    expect((await post([record('d1')], { headers: { 'media-user-token': '', 'X-Dsid': '12345678' } })).status).toBe(200);
    expect((await post([record('d2')], { headers: { 'media-user-token': '', 'X-Dsid': 'not-a-number' } })).status).toBe(401);
    expect((await stored()).events.map((event) => event.sender)).toEqual([{ dsid: '12345678' }]);
  });

  it('answers the CORS preflight of a page on another origin, allowing the headers the library sends', async () => {
    const response = await fetch(`${emulator.origin}/play`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,media-user-token' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4000');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('media-user-token');
  });
});

describe('emulated activity service: 000 §5 payload checks (400)', () => {
  it.each([
    ['a body that is not JSON', { body: '{not json' }],
    ['data missing', { body: JSON.stringify({ client_id: 'JSCLIENT', event_type: 'JSPLAY' }) }],
    ['data empty ("send() called without any data")', { body: JSON.stringify({ client_id: 'JSCLIENT', event_type: 'JSPLAY', data: [] }) }],
    ['client_id missing', { body: JSON.stringify({ event_type: 'JSPLAY', data: [record('x')] }) }],
    ['a data item that is not a record', { body: JSON.stringify({ client_id: 'JSCLIENT', event_type: 'JSPLAY', data: ['x'] }) }],
    ['a content type other than JSON', { headers: { 'Content-Type': 'text/plain' } }],
  ])('refuses %s', async (_name, options) => {
    const response = await post([record('x')], options);
    expect(response.status).toBe(400);
    expectErrorShape(await response.json(), 400);
    expect((await stored()).counts).toMatchObject({ refused: 1, stored: 0 });
  });
});

describe('emulated activity service: fault switch', () => {
  it('{ fail: 1 } is "the endpoint is down": every POST answers the status and nothing is stored', async () => {
    expect((await setFaults({ fail: 1, status: 503 })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const response = await post([record(`f${i}`)]);
      expect(response.status).toBe(503);
      expectErrorShape(await response.json(), 503);
    }
    expect((await stored()).counts).toMatchObject({ requests: 3, failedByFault: 3, stored: 0 });
    await fetch(`${emulator.origin}/__emulator/play-activity/faults`, { method: 'DELETE' });
    expect((await post([record('f0')])).status).toBe(200);
  });

  it('{ drop: 1 } cuts the connection before storing; { lost: 1 } stores, then cuts it, so the resend is a duplicate', async () => {
    await setFaults({ drop: 1 });
    await expect(post([record('x')])).rejects.toThrow(TypeError);
    expect((await stored()).counts).toMatchObject({ droppedByFault: 1, stored: 0 });

    await setFaults({ lost: 1 });
    await expect(post([record('y')])).rejects.toThrow(TypeError);
    await fetch(`${emulator.origin}/__emulator/play-activity/faults`, { method: 'DELETE' });
    expect(await (await post([record('y')])).json()).toEqual({ stored: 0, duplicates: 1 });
    const { events, counts } = await stored();
    expect(events.map((event) => event.eventId)).toEqual(['y']);
    expect(counts).toMatchObject({ answersLost: 1, duplicatesDropped: 1, stored: 1 });
  });

  it('a seeded fraction fails the same requests on every run, about that share of them', async () => {
    const outcomes = async (): Promise<number[]> => {
      await setFaults({ fail: 0.3, status: 500, seed: 42 });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await post([record(`s${i}`)])).status);
      return statuses;
    };
    const first = await outcomes();
    await fetch(`${emulator.origin}/__emulator/play-activity`, { method: 'DELETE' });
    const second = await outcomes();
    expect(second).toEqual(first);
    const failed = first.filter((status) => status === 500).length;
    expect(failed).toBeGreaterThan(8);
    expect(failed).toBeLessThan(30);
    expect(first.filter((status) => status === 200).length).toBe(60 - failed);
  });

  it('refuses malformed fault settings with 400', async () => {
    for (const faults of [{ fail: 2 }, { fail: 0.6, lost: 0.6 }, { status: 200 }, { seed: 1.5 }, [1]]) {
      const response = await setFaults(faults as Record<string, unknown>);
      expect(response.status).toBe(400);
    }
  });

  it('the generic fault switchboard (match /play) applies too', async () => {
    emulator.faults.add({ match: '/play', status: 429, times: 1 });
    expect((await post([record('g')])).status).toBe(429);
    expect((await post([record('g')])).status).toBe(200);
  });

  it('owns /play and /qa/play only: /playlists is not the activity service', async () => {
    const response = await fetch(`${emulator.origin}/playlists`);
    expect(response.status).toBe(404);
    expect(expectErrorShape(await response.json(), 404).detail).toBe('Nothing is served at /playlists');
  });
});
