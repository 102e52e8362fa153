// Issue 17: a cold start asks for its first segment beside the init segment; 001 §8: a segment
// that fails to load is still reported to the feeder, not quietly fetched again.
import { describe, expect, it } from 'vitest';
import type { PlaybackSource, StreamResource } from '@mediakit/core';
import { AudioTrack } from '../../../../adapters/mse-audio/audio-track.ts';
import type { SegmentFetcher } from '../../../../adapters/mse-audio/segment-fetcher.ts';

function setup(failFirst: boolean) {
  const asked: string[] = [];
  let failures = failFirst ? 1 : 0;
  const fetcher = {
    fetch: async (resource: StreamResource) => {
      asked.push(resource.url);
      if (failures > 0) {
        failures--;
        throw new Error(`load-segment ${resource.url} 404`);
      }
      return Uint8Array.of(asked.length);
    },
  } as unknown as SegmentFetcher;
  const source: PlaybackSource = {
    url: 'm.m3u8',
    kind: 'audio',
    format: 'hls',
    encrypted: false,
    stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: 'init.mp4' }, segments: [{ url: 's1', start: 0, duration: 2 }, { url: 's2', start: 2, duration: 2 }, { url: 's3', start: 4, duration: 2 }], duration: 6, keys: [] },
  };
  return { track: new AudioTrack(source, fetcher), asked };
}

describe('AudioTrack.prefetch (issue 17; 001 §8 Segments)', () => {
  it('the feeder gets the segment asked for ahead, without a second request', async () => {
    const { track, asked } = setup(false);
    track.prefetch(1);
    expect(asked).toEqual(['s1']);
    await expect(track.segment(1)).resolves.toEqual(Uint8Array.of(1));
    expect(asked).toEqual(['s1']);
  });

  it('a prefetched segment that failed is handed to the feeder as the failure it was; a later ask fetches again', async () => {
    const { track, asked } = setup(true);
    track.prefetch(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(track.segment(1)).rejects.toThrow('load-segment s1 404');
    expect(asked).toEqual(['s1']);
    await expect(track.segment(1)).resolves.toBeInstanceOf(Uint8Array);
    expect(asked).toEqual(['s1', 's1']);
  });
});
