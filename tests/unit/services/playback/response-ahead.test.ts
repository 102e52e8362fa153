// Issue 17: a signed-out page's preview playlist, asked for by the main script when the queue is
// set (request-ahead.ts), is handed to the preview reader's own request once its chunk has loaded
// (response-ahead.ts), instead of going out only then.
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import type { HttpResponse } from '@mediakit/core';
import { askAhead, type RequestAhead } from '../../../../core/src/services/playback/request-ahead.ts';
import { ResponseAhead } from '../../../../core/src/services/playback/response-ahead.ts';
import { createGaplessSourceResolver } from '../../../../core/src/services/playback/gapless-source.setup.ts';

const URL_A = 'https://audio.example/a/preview.m3u8';

function setUp() {
  const http = new RecordingHttpClient((request) => textResponse(200, `body of ${request.url}`, request.url));
  const slot: RequestAhead = {};
  return { http, slot, ahead: new ResponseAhead(http, slot) };
}

describe('ResponseAhead: the answer asked for ahead (issue 17)', () => {
  it('is taken by a plain GET of its URL, once: the playlist goes out one time, and a later read asks again', async () => {
    const { http, slot, ahead } = setUp();
    askAhead(slot, http, URL_A);
    expect(http.requests.map((r) => r.url)).toEqual([URL_A]);
    const taken = await ahead.request({ url: URL_A, method: 'GET', headers: {} });
    expect(await taken.text()).toBe(`body of ${URL_A}`);
    expect(http.requests).toHaveLength(1);
    await ahead.request({ url: URL_A, method: 'GET', headers: {} });
    expect(http.requests).toHaveLength(2);
  });

  it('is not given to another URL, another method, or a request carrying headers, a body, credentials or a signal (001 §6: a token-bearing request is its own)', async () => {
    const { http, slot, ahead } = setUp();
    askAhead(slot, http, URL_A);
    await ahead.request({ url: 'https://audio.example/b/preview.m3u8' });
    await ahead.request({ url: URL_A, method: 'POST', body: 'x' });
    await ahead.request({ url: URL_A, headers: { Authorization: 'Bearer t' } });
    await ahead.request({ url: URL_A, credentials: 'include' });
    await ahead.request({ url: URL_A, signal: new AbortController().signal });
    expect(http.requests).toHaveLength(6);
    // Still kept for the request it can stand for.
    await ahead.request({ url: URL_A });
    expect(http.requests).toHaveLength(6);
  });

  it('its body is read as soon as the answer comes, not when the reader takes it: the taker\'s text() is that read', async () => {
    let reads = 0;
    const http = new RecordingHttpClient((request) => {
      const response = textResponse(200, `body of ${request.url}`, request.url);
      return { ...response, text: () => (reads++, response.text()) };
    });
    const slot: RequestAhead = {};
    askAhead(slot, http, URL_A);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(1);
    const taken = await new ResponseAhead(http, slot).request({ url: URL_A });
    expect(await taken.text()).toBe(`body of ${URL_A}`);
    expect(reads).toBe(1);
  });

  it('a newer ask replaces the one before (one queue\'s first item at a time)', async () => {
    const { http, slot, ahead } = setUp();
    askAhead(slot, http, URL_A);
    askAhead(slot, http, 'https://audio.example/b/preview.m3u8');
    await ahead.request({ url: URL_A });
    expect(http.requests.map((r) => r.url)).toEqual([URL_A, 'https://audio.example/b/preview.m3u8', URL_A]);
  });

  it('a failed ask is no unhandled rejection; the request that takes it meets the failure (a TypeError, as fetch gives)', async () => {
    const http = new RecordingHttpClient(() => {
      throw new TypeError('Failed to fetch');
    });
    const slot: RequestAhead = {};
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      askAhead(slot, http, URL_A);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
      await expect(new ResponseAhead(http, slot).request({ url: URL_A })).rejects.toBeInstanceOf(TypeError);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('createGaplessSourceResolver: the preview reader takes the playlist asked for ahead (issue 17)', () => {
  it('reading the preview asks the network for its media playlist only: the master playlist was asked for by the main script', async () => {
    const master = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"', 'audio.m3u8'].join('\n');
    const media = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:4', '#EXT-X-MAP:URI="init.mp4"', '#EXTINF:4.0,', 'seg_1.m4s', '#EXT-X-ENDLIST'].join('\n');
    let answered: Promise<HttpResponse> | undefined;
    const http = new RecordingHttpClient((request) => {
      const response = textResponse(200, request.url.endsWith('audio.m3u8') ? media : master, request.url, { 'content-type': 'application/vnd.apple.mpegurl' });
      answered ??= Promise.resolve(response);
      return response;
    });
    const slot: RequestAhead = {};
    askAhead(slot, http, URL_A);
    await answered;
    const clock = new SimulatedClock();
    const resolver = createGaplessSourceResolver({
      http,
      ahead: slot,
      sessionStore: new MemoryKeyValueStore('session', clock),
      scheduler: clock,
      clock,
      hosts: { play: 'https://play.example', apiBase: 'https://api.example/v1' },
      tokens: { developerToken: () => 'dev', userToken: () => undefined, renewUserToken: async () => Promise.reject(new Error('no user here')), revokeUserToken: () => undefined },
      manifestTokens: () => false,
      options: { bitrate: () => 64, drmAvailable: () => false },
    });
    const source = await resolver.resolvePreview({ url: URL_A, kind: 'audio', format: 'hls', encrypted: false });
    expect(source.stream?.segments.map((s) => s.url)).toEqual(['https://audio.example/a/seg_1.m4s']);
    expect(http.requests.map((r) => r.url)).toEqual([URL_A, 'https://audio.example/a/audio.m3u8']);
  });
});
