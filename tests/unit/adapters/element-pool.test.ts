// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BrowserMediaElementPool } from '@mediakit/adapters/browser';

describe('001 §9: a pool of up to 100 pre-created audio and video elements', () => {
  it('hands out at most 100 elements and reuses released ones', () => {
    const pool = new BrowserMediaElementPool();
    const handles = Array.from({ length: 100 }, (_, i) => pool.acquire(i % 2 ? 'audio' : 'video'));
    expect(new Set(handles.map((h) => h.id)).size).toBe(100);
    expect(() => pool.acquire('audio')).toThrow(RangeError);
    pool.release(handles[1]!);
    expect(pool.acquire('audio').id).toBe(handles[1]!.id);
    expect(pool.size).toBe(100);
  });

  it('001 §2, §9: browser audio elements are hidden in the body with an id, no controls, volume 1, rate 1, preload metadata, no autoplay', () => {
    const pool = new BrowserMediaElementPool();
    const element = pool.elementFor(pool.acquire('audio'));
    expect(element.isConnected).toBe(true);
    expect(element.hidden).toBe(true);
    expect(element.id).toMatch(/^mediakit-audio-player-\d+$/);
    expect([element.controls, element.autoplay, element.volume, element.playbackRate, element.preload]).toEqual([false, false, 1, 1, 'metadata']);
    const video = pool.elementFor(pool.acquire('video')) as HTMLVideoElement;
    expect(video.playsInline).toBe(true);
  });
});
