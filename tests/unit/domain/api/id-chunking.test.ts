import { describe, expect, it } from 'vitest';
import { flushMicrotasks, jsonResponse } from '@mediakit/adapters/node';
import type { HttpRequest, HttpResponse } from '@mediakit/core';
import { CatalogClient, DEFAULT_CHUNK_LIMITS, LIBRARY_CHUNK_LIMITS, chunkIds } from '../../../../core/src/domain/api/index.ts';
import { deferred, makeKit, resources, sent } from './api-test-kit.ts';

describe('002 §9 chunking of bulk ids', () => {
  it('defaults: at most 100 ids and 1,000 characters per chunk; library 1 id per chunk', () => {
    expect(DEFAULT_CHUNK_LIMITS).toEqual({ maxIds: 100, maxCharacters: 1000 });
    expect(LIBRARY_CHUNK_LIMITS.maxIds).toBe(1);
    const short = Array.from({ length: 250 }, (_, i) => String(i % 10));
    expect(chunkIds(short).map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    const long = Array.from({ length: 30 }, (_, i) => `${i}`.padStart(99, '0'));
    // 10 ids of 99 characters with 9 commas = 999 characters; an 11th would pass 1,000.
    expect(chunkIds(long).map((chunk) => chunk.length)).toEqual([10, 10, 10]);
    expect(chunkIds(['a', 'b', 'c'], LIBRARY_CHUNK_LIMITS)).toEqual([['a'], ['b'], ['c']]);
  });

  it('keeps order, drops nothing, and lets an over-long id travel alone', () => {
    const ids = ['1', 'x'.repeat(1200), '2', '3'];
    expect(chunkIds(ids, { maxIds: 100, maxCharacters: 1000 })).toEqual([['1'], ['x'.repeat(1200)], ['2', '3']]);
    expect(chunkIds([])).toEqual([]);
  });

  it('a 1,000-id lookup is split into chunks requested in parallel and joined in request order', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => String(1_000_000_000 + i)); // 10 characters each
    const answers = new Map<string, ReturnType<typeof deferred<HttpResponse>>>();
    const { http, context } = makeKit({
      handler: (request: HttpRequest) => {
        const answer = deferred<HttpResponse>();
        answers.set(request.url, answer);
        return answer.promise;
      },
    });
    const lookup = new CatalogClient(context).resources('songs', ids);
    await flushMicrotasks();
    // 91 ids of 10 characters + 90 commas = 1,000 characters; a 92nd would pass the limit.
    const chunks = http.requests.map((request) => sent(request).query['ids']!.split(','));
    expect(chunks.map((chunk) => chunk.length)).toEqual([...Array(10).fill(91), 90]);
    expect(chunks.flat()).toEqual(ids);
    // Every chunk is on the wire before any answer arrives: they run in parallel.
    expect(answers.size).toBe(11);
    // Answer in reverse order: the join still follows the request order.
    for (const request of [...http.requests].reverse()) {
      const chunk = sent(request).query['ids']!.split(',');
      answers.get(request.url)!.resolve(jsonResponse(200, { data: resources('songs', chunk) }, request.url));
      await flushMicrotasks(2);
    }
    const records = await lookup;
    expect(records.map((record) => record.id)).toEqual(ids);
    expect(http.requests.every((request) => sent(request).path === '/v1/catalog/gb/songs')).toBe(true);
  });
});
