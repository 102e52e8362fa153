import { describe, expect, it } from 'vitest';
import { jsonResponse, MemoryKeyValueStore, networkFailure, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import { LicenseClient, type LicenseRequestInput } from '../../../../core/src/domain/drm/index.ts';

const input: LicenseRequestInput = {
  kind: 'standard',
  keyServerUrl: 'https://play.example/license',
  developerToken: 'dev',
  userToken: 'user==',
  keySystem: 'com.microsoft.playready',
  keyUri: 'skd://1',
  challenge: 'AAAA',
  adamId: '1',
};

function setUp(handler: ConstructorParameters<typeof RecordingHttpClient>[0]) {
  const clock = new SimulatedClock();
  const http = new RecordingHttpClient(handler);
  const session = new MemoryKeyValueStore('session', clock);
  return { clock, http, session, client: new LicenseClient(http, clock, session) };
}

describe('001 §7 License request: exchange, retries and errors', () => {
  it('001 §5: without both tokens no licence request is made', async () => {
    const { http, client } = setUp(() => jsonResponse(200, { status: 0, license: 'AA==' }));
    await expect(client.acquire({ ...input, userToken: '' })).rejects.toMatchObject({ errorCode: 'MEDIA_LICENSE' });
    expect(http.requests).toHaveLength(0);
  });

  it('retries a network TypeError up to 3 times, waiting 1 s × the attempt number', async () => {
    let calls = 0;
    const { clock, http, client } = setUp((request) => {
      calls++;
      if (calls <= 3) throw networkFailure(request.url);
      return jsonResponse(200, { status: 0, license: 'AA==' });
    });
    const result = client.acquire(input);
    await clock.advanceAsync(999);
    expect(http.requests).toHaveLength(1);
    await clock.advanceAsync(1);
    expect(http.requests).toHaveLength(2);
    await clock.advanceAsync(2000);
    expect(http.requests).toHaveLength(3);
    await clock.advanceAsync(3000);
    await expect(result).resolves.toEqual({ license: 'AA==' });
    expect(http.requests).toHaveLength(4);
  });

  it('gives up after the third retry', async () => {
    const { clock, http, client } = setUp((request) => {
      throw networkFailure(request.url);
    });
    const result = expect(client.acquire(input)).rejects.toMatchObject({ errorCode: 'MEDIA_LICENSE', message: 'Error acquiring license' });
    await clock.advanceAsync(6000);
    await result;
    expect(http.requests).toHaveLength(4);
  });

  it('issue 21 recovery policy: a 5xx answer is retried 3 times (1 s × attempt), then MEDIA_LICENSE with its status', async () => {
    const { clock, http, client } = setUp(() => textResponse(503, 'busy'));
    const result = expect(client.acquire(input)).rejects.toMatchObject({ errorCode: 'MEDIA_LICENSE', details: { status: 503 } });
    await clock.advanceAsync(999);
    expect(http.requests).toHaveLength(1);
    await clock.advanceAsync(1 + 2000 + 3000);
    await result;
    expect(http.requests).toHaveLength(4);
  });

  it('issue 21 recovery policy: one 500 then an answer recovers with 2 requests', async () => {
    let calls = 0;
    const { clock, http, client } = setUp(() => (++calls === 1 ? textResponse(500, 'oops') : jsonResponse(200, { status: 0, license: 'AA==' })));
    const result = client.acquire(input);
    await clock.advanceAsync(1000);
    await expect(result).resolves.toEqual({ license: 'AA==' });
    expect(http.requests).toHaveLength(2);
  });

  it('never retries a 4xx answer', async () => {
    const { http, client } = setUp(() => textResponse(403, 'no'));
    await expect(client.acquire(input)).rejects.toMatchObject({ errorCode: 'MEDIA_LICENSE', details: { status: 403 } });
    expect(http.requests).toHaveLength(1);
  });

  it('issue 21 time bounds: a licence request that never answers is retried after its bound, then MEDIA_LICENSE', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient(() => new Promise(() => undefined));
    const client = new LicenseClient(http, clock, new MemoryKeyValueStore('session', clock), { requestBoundMs: 500 });
    const result = expect(client.acquire(input)).rejects.toMatchObject({ errorCode: 'MEDIA_LICENSE' });
    await clock.advanceAsync(500);
    expect(http.requests).toHaveLength(1);
    await clock.advanceAsync(1000);
    expect(http.requests).toHaveLength(2);
    // 4 bounds of 500 ms and waits of 1 + 2 + 3 s: answered with an error within 8 s.
    await clock.advanceAsync(500 + 2000 + 500 + 3000 + 500);
    await result;
    expect(http.requests).toHaveLength(4);
  });

  it('001 §8: a PlayReady CBC-encryption error sets the session flag marking CBCS unsupported', async () => {
    const { session, client } = setUp(() => jsonResponse(200, { status: -1, errorCode: 180202 }));
    await expect(client.acquire(input)).rejects.toMatchObject({ errorCode: 'PLAYREADY_CBC_ENCRYPTION_ERROR' });
    expect(session.get('mk-playready-cbcs-unsupported')).toBe('1');
  });

  it('001 §8: status -1021 becomes 190121 (expired Widevine CDM) with its status code in the details', async () => {
    const { client } = setUp(() => jsonResponse(200, { status: -1, errorCode: -1021 }));
    await expect(client.acquire({ ...input, keySystem: 'com.widevine.alpha' })).rejects.toMatchObject({ errorCode: 'WIDEVINE_CDM_EXPIRED', details: { serverCode: 190121 } });
  });
});
