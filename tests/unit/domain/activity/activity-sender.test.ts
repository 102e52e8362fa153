import { describe, expect, it } from 'vitest';
import { jsonResponse, networkFailure, RecordingHttpClient, SimulatedClock } from '@mediakit/adapters/node';
import { ActivitySender, PlayActivityTimeline, type ActivitySendItem } from '../../../../core/src/domain/activity/index.ts';
import { PlayActivityEventType } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { makeBuilder, song, START } from './activity-fixtures.ts';
import { CredentialOrigins } from '../../../../core/src/domain/auth/credential-origins.ts';
import { CredentialGate } from '../../../../core/src/services/credentials/credential-gate.ts';

function items(clock: SimulatedClock, count = 1): ActivitySendItem[] {
  const builder = makeBuilder(clock);
  return Array.from({ length: count }, () => ({
    record: builder.build(new PlayActivityTimeline(), { eventType: PlayActivityEventType.PLAY_START, descriptor: song, position: 0, timestamp: clock.now() }),
    occurredAt: clock.now(),
  }));
}

const credentials = { developerToken: 'DEV', userToken: 'MUT', dsid: '12345' };

describe('000 §5 play-activity rules: sender', () => {
  it("send needs at least one data item ('send() called without any data')", async () => {
    const http = new RecordingHttpClient();
    const sender = new ActivitySender(http, new SimulatedClock(), { baseUrl: 'https://activity.test' });
    await expect(sender.send([], credentials)).rejects.toThrow('send() called without any data');
    await expect(sender.send([], credentials)).rejects.toBeInstanceOf(MKError);
    expect(http.requests).toHaveLength(0);
  });
});

describe('000 §7 POST {activity service}/play', () => {
  it('posts JSON {client_id JSCLIENT, event_type JSPLAY, data[]} with Bearer developer token and media-user-token', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient((request) => jsonResponse(202, {}, request.url));
    const sender = new ActivitySender(http, clock, { baseUrl: 'https://activity.test/' });
    const batch = items(clock, 2);
    expect(await sender.send(batch, credentials)).toEqual({ kind: 'accepted', status: 202 });
    const [request] = http.requests;
    expect(request?.url).toBe('https://activity.test/play');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toEqual({ Authorization: 'Bearer DEV', 'Content-Type': 'application/json', 'media-user-token': 'MUT' });
    expect(request?.keepalive).toBeUndefined();
    const body = JSON.parse(String(request?.body)) as { client_id: string; event_type: string; data: unknown[] };
    expect(body.client_id).toBe('JSCLIENT');
    expect(body.event_type).toBe('JSPLAY');
    expect(body.data).toHaveLength(2);
  });

  it('posts to /qa/play in QA mode, with the optional trace tag', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient((request) => jsonResponse(200, {}, request.url));
    await new ActivitySender(http, clock, { baseUrl: 'https://activity.test', qa: true, traceTag: 'trace-1' }).send(items(clock), credentials);
    await new ActivitySender(http, clock, { baseUrl: 'https://activity.test', traceTag: 'ignored' }).send(items(clock), credentials);
    expect(http.requests[0]?.url).toBe('https://activity.test/qa/play');
    expect(http.requests[0]?.headers?.['trace-tag']).toBe('trace-1');
    expect(http.requests[1]?.headers?.['trace-tag']).toBeUndefined();
  });

  it('sends X-Dsid instead of media-user-token when preferring the account id', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient((request) => jsonResponse(200, {}, request.url));
    await new ActivitySender(http, clock, { baseUrl: 'https://a.test', preferAccountId: true }).send(items(clock), credentials);
    expect(http.requests[0]?.headers?.['X-Dsid']).toBe('12345');
    expect(http.requests[0]?.headers).not.toHaveProperty(['media-user-token']);
  });

  it('honours client id and event type overrides, and keep-alive', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient((request) => jsonResponse(200, {}, request.url));
    await new ActivitySender(http, clock, { baseUrl: 'https://a.test', clientId: 'C', eventType: 'E' }).send(items(clock), credentials, { keepalive: true });
    expect(JSON.parse(String(http.requests[0]?.body))).toMatchObject({ client_id: 'C', event_type: 'E' });
    expect(http.requests[0]?.keepalive).toBe(true);
  });

  it('adds milliseconds-since-play at send time, whole seconds unless accurate (000 §3, §9)', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient((request) => jsonResponse(200, {}, request.url));
    const batch = items(clock);
    clock.advance(65_432);
    await new ActivitySender(http, clock, { baseUrl: 'https://a.test' }).send(batch, credentials);
    await new ActivitySender(http, clock, { baseUrl: 'https://a.test', accurate: true }).send(batch, credentials);
    const sent = http.requests.map((request) => (JSON.parse(String(request.body)) as { data: Array<Record<string, unknown>> }).data[0]);
    expect(sent[0]?.['milliseconds-since-play']).toBe(65_000);
    expect(sent[1]?.['milliseconds-since-play']).toBe(65_432);
    expect(sent[0]?.timestamp).toBe(START);
  });

  it('classifies answers: 5xx/429/network retry, 401/403 unauthorized, other 4xx rejected (body never read)', async () => {
    const clock = new SimulatedClock();
    const statuses = [500, 503, 429, 408, 401, 403, 400, 413];
    const http = new RecordingHttpClient((request) => {
      const status = statuses.shift();
      if (status === undefined) throw networkFailure(request.url);
      return jsonResponse(status, { ignored: true }, request.url);
    });
    const sender = new ActivitySender(http, clock, { baseUrl: 'https://a.test' });
    const kinds: string[] = [];
    for (let i = 0; i < 9; i++) kinds.push((await sender.send(items(clock), credentials)).kind);
    expect(kinds).toEqual(['retry', 'retry', 'retry', 'retry', 'unauthorized', 'unauthorized', 'rejected', 'rejected', 'retry']);
    const failed = await sender.send(items(clock), credentials);
    expect(failed.kind === 'accepted' ? null : failed.error.message).toBe('Unable to complete request for https://a.test/play');
  });
});

describe('issue 22: a send the credential gate refuses', () => {
  it('keeps the MKError (not a network error) and stays a retry, so the records stay in the outbox; nothing reaches the redirect target', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient((request) => jsonResponse(307, {}, request.url, { location: 'https://evil.test/play' }));
    const sender = new ActivitySender(new CredentialGate(http, new CredentialOrigins(['https://a.test'])), clock, { baseUrl: 'https://a.test' });
    const result = await sender.send(items(clock), credentials);
    expect(result.kind).toBe('retry');
    expect(result.kind === 'accepted' ? undefined : result.error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(http.requests.map((request) => request.url)).toEqual(['https://a.test/play']);
  });
});
