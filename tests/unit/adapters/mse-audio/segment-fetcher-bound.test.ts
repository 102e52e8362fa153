// Issue 21 "time bounds on every wait" (docs/decisions.md "Recovery policy"): a segment that
// never arrives ends as a SegmentLoadError within WAIT_BOUNDS.segmentRequestMs, which the sink
// reports as MEDIA_SESSION (001 §8 segment load error); a caller's own abort stays an abort.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient, HttpRequest, HttpResponse } from '@mediakit/core';
import { WAIT_BOUNDS } from '../../../../core/src/domain/playback/recovery-policy.ts';
import { SEGMENT_REQUEST_BOUND_MS, SegmentFetcher } from '../../../../adapters/mse-audio/segment-fetcher.ts';
import { SegmentLoadError } from '../../../../adapters/mse-audio/sink-errors.ts';

const SEGMENT = { url: 'https://media.example/seg_1.m4s' };

/** A server that accepts every request and never answers; it honours the request's signal as fetch does. */
class SilentServer implements HttpClient {
  readonly requests: HttpRequest[] = [];
  request(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    return new Promise((_, reject) => {
      request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    });
  }
}

/** Headers arrive at once, the body never does (a stalled transfer). */
class StalledBody implements HttpClient {
  request(request: HttpRequest): Promise<HttpResponse> {
    const body = new Promise<ArrayBuffer>((_, reject) => {
      request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    });
    return Promise.resolve({ ok: true, status: 200, headers: {}, arrayBuffer: () => body } as unknown as HttpResponse);
  }
}

describe('SegmentFetcher time bound (issue 21, decisions.md "Recovery policy")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("the product bound is 10 s, the core policy's and the adapter's alike", () => {
    expect(WAIT_BOUNDS.segmentRequestMs).toBe(10_000);
    expect(SEGMENT_REQUEST_BOUND_MS).toBe(WAIT_BOUNDS.segmentRequestMs);
  });

  it('a segment request never answered ends as SegmentLoadError (status 0) after the bound, and is aborted', async () => {
    const server = new SilentServer();
    const result = new SegmentFetcher(server).fetch(SEGMENT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WAIT_BOUNDS.segmentRequestMs - 1);
    expect(server.requests[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(SegmentLoadError);
    expect((error as SegmentLoadError).status).toBe(0);
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });

  it('a body that stops arriving ends as SegmentLoadError after the bound', async () => {
    const result = new SegmentFetcher(new StalledBody(), { boundMs: 500 }).fetch(SEGMENT).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await result).toBeInstanceOf(SegmentLoadError);
  });

  it("the caller's abort is passed on as an abort, not a load error", async () => {
    const server = new SilentServer();
    const caller = new AbortController();
    const result = new SegmentFetcher(server).fetch(SEGMENT, caller.signal).catch((error: unknown) => error);
    caller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(SegmentLoadError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('an answer within the bound is returned and leaves no timer behind', async () => {
    const http: HttpClient = { request: async () => ({ ok: true, status: 200, headers: {}, arrayBuffer: async () => Uint8Array.of(1, 2, 3).buffer }) as unknown as HttpResponse };
    await expect(new SegmentFetcher(http).fetch(SEGMENT)).resolves.toEqual(Uint8Array.of(1, 2, 3));
    expect(vi.getTimerCount()).toBe(0);
  });
});
