import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist } from '../../../core/src/domain/hls/index.ts';
import { parseWebVtt } from '../../../core/src/domain/webvtt/index.ts';
import { generateMediaPlaylist, generateWebVtt } from '../../../tools/bench/parse-corpus.generator.ts';

describe('bench parse corpus', () => {
  it('the WebVTT corpus is at least the size asked, the same on every call, and valid WebVTT', () => {
    const text = generateWebVtt(200_000);
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThanOrEqual(200_000);
    expect(generateWebVtt(200_000)).toBe(text);
    const result = parseWebVtt(text);
    expect(result.cues.length).toBeGreaterThan(1_000);
    expect(result.regions).toHaveLength(1);
    expect(result.styles).toHaveLength(1);
  });

  it('the playlist corpus has the segments asked for, with keys and discontinuities', () => {
    const playlist = parseMediaPlaylist(generateMediaPlaylist(2_500), 'https://cdn.example/a/prog.m3u8');
    expect(playlist.segments).toHaveLength(2_500);
    expect(playlist.segments[2_400]?.keys[0]?.keyFormat).toBe('org.w3.clearkey');
    expect(playlist.segments[2_000]?.discontinuity).toBe(true);
    expect(playlist.endList).toBe(true);
  });
});
