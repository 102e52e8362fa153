import { describe, expect, it } from 'vitest';
import { SinkSelector } from '../../../../core/src/services/playback/sink-selector.ts';
import type { PlaybackSource } from '@mediakit/core';
import { FakeMediaSinkLoader, MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';

const clock = new SimulatedClock();
const audioHls: PlaybackSource = { url: 'https://x/a.m3u8', kind: 'audio', format: 'hls', encrypted: false };
const videoHls: PlaybackSource = { ...audioHls, kind: 'video' };
const loader = (id: string, accepts: (s: PlaybackSource) => boolean = () => true) => new FakeMediaSinkLoader({ id, scheduler: clock, accepts });

describe('DESIGN.md backend choice: the first configured sink whose canPlay is true wins', () => {
  it('follows the configured order per media kind', () => {
    const selector = new SinkSelector([loader('hlsjs'), loader('mse-audio'), loader('shaka')], { audio: ['mse-audio', 'hlsjs'], video: ['shaka', 'hlsjs'] }, new MemoryLogger());
    expect(selector.select(audioHls)?.id).toBe('mse-audio');
    expect(selector.select(videoHls)?.id).toBe('shaka');
  });

  it('skips a sink whose probe says no', () => {
    const selector = new SinkSelector([loader('mse-audio', (s) => !s.encrypted), loader('hlsjs')], { audio: ['mse-audio', 'hlsjs'], video: [] }, new MemoryLogger());
    expect(selector.select({ ...audioHls, encrypted: true })?.id).toBe('hlsjs');
    expect(selector.select(audioHls)?.id).toBe('mse-audio');
  });

  it('returns null when nothing configured can play the source', () => {
    const selector = new SinkSelector([loader('hlsjs', (s) => s.kind === 'audio')], { audio: ['hlsjs'], video: ['hlsjs'] }, new MemoryLogger());
    expect(selector.select(videoHls)).toBeNull();
  });

  it('warns once about a configured backend that is not registered and skips it', () => {
    const logger = new MemoryLogger();
    const selector = new SinkSelector([loader('hlsjs')], { audio: ['typo', 'hlsjs'], video: ['typo'] }, logger);
    expect(selector.select(audioHls)?.id).toBe('hlsjs');
    expect(logger.messages('warning')).toEqual(["Playback backend 'typo' is configured but not registered; it is skipped."]);
  });
});

describe('002 §4 Share session: participants play on the void sink (SinkSelector.forcedBackend)', () => {
  it('002 §4 "switches to participant mode with a void player": while forced, every source goes to that backend; null restores the configured choice', () => {
    const selector = new SinkSelector([loader('mse-audio'), loader('hlsjs'), loader('void')], { audio: ['mse-audio'], video: ['hlsjs'] }, new MemoryLogger());
    selector.forcedBackend = 'void';
    expect([selector.select(audioHls)?.id, selector.select(videoHls)?.id]).toEqual(['void', 'void']);
    selector.forcedBackend = null;
    expect([selector.select(audioHls)?.id, selector.select(videoHls)?.id]).toEqual(['mse-audio', 'hlsjs']);
  });

  it('a forced backend nobody registered plays nothing rather than falling back to an audible one', () => {
    const selector = new SinkSelector([loader('mse-audio')], { audio: ['mse-audio'], video: [] }, new MemoryLogger());
    selector.forcedBackend = 'void';
    expect(selector.select(audioHls)).toBeNull();
  });
});
