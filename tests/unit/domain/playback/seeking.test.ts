import { describe, expect, it } from 'vitest';
import { PlaybackStates } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { WAIT_BOUNDS } from '../../../../core/src/domain/playback/wait-bound.ts';
import { seekSecondsFor, seekStepsFor } from '../../../../core/src/domain/playback/index.ts';
import { song } from '../media-item/media-item.fixtures.ts';
import { flushMicrotasks, playNow, serialHarness } from './controller.fixtures.ts';

async function playing(items: MediaItem[]) {
  const h = serialHarness();
  await h.controller.setQueue({ items, startWith: 0 });
  await playNow(h);
  h.engine.calls.length = 0;
  return h;
}

describe('001 §9 Seek steps', () => {
  it.each([
    ['a music video', new MediaItem({ type: 'musicVideo', attributes: { playParams: { id: '1' } } }), 10, 10],
    ['an uploaded video', new MediaItem({ type: 'uploaded-videos', attributes: {} }), 10, 10],
    ['a video clip', new MediaItem({ type: 'clip', attributes: {} }), 10, 10],
    ['a UTS item', new MediaItem({ type: 'movie', attributes: {} }), 10, 10],
    ['audio on demand', new MediaItem({ type: 'episodes', attributes: { isAOD: true } }), 30, 30],
    ['a song', song('s'), 30, 15],
    ['no item', undefined, 30, 15],
  ])('001 §9 seek steps for %s: %i forward, %i back', (_name, item, forward, backward) => {
    expect(seekStepsFor(item)).toEqual({ forward, backward });
    expect(seekSecondsFor(item)).toEqual({ FORWARD: forward, BACK: backward });
  });
});

describe('001 §4 Seeking', () => {
  it('001 §4 the request is clamped between 0 and the duration', async () => {
    const h = await playing([song('a')]);
    void h.controller.seekToTime(999);
    await h.clock.advanceAsync(250);
    void h.controller.seekToTime(-5);
    await h.clock.advanceAsync(250);
    expect(h.engine.calls).toEqual(['seek 200', 'seek 0']);
  });

  it('001 §4 seek is debounced by 250 ms: the first request runs at once, the last of the rest wins', async () => {
    const h = await playing([song('a')]);
    await h.controller.seekToTime(10);
    expect(h.engine.calls).toEqual(['seek 10']);
    void h.controller.seekToTime(20);
    const last = h.controller.seekToTime(30);
    await h.clock.advanceAsync(249);
    expect(h.engine.calls).toEqual(['seek 10']);
    await h.clock.advanceAsync(1);
    await last;
    expect(h.engine.calls).toEqual(['seek 10', 'seek 30']);
  });

  it('001 §9 seekForward and seekBackward move by the item steps, building on the burst\'s latest target', async () => {
    const h = await playing([song('a')]);
    h.engine.currentPlaybackTime = 100;
    void h.controller.seekForward();
    void h.controller.seekForward();
    await h.clock.advanceAsync(250);
    void h.controller.seekBackward();
    await h.clock.advanceAsync(250);
    expect(h.engine.calls).toEqual(['seek 130', 'seek 160', 'seek 145']);
  });

  it('001 §4 seek skipping: a step backward below 0 goes to the start', async () => {
    const h = await playing([song('a')]);
    h.engine.currentPlaybackTime = 5;
    void h.controller.seekBackward();
    await h.clock.advanceAsync(250);
    expect(h.engine.calls).toEqual(['seek 0']);
  });

  it('001 §4 seek skipping: a step forward beyond the duration goes to the next item', async () => {
    const h = await playing([song('a'), song('b')]);
    h.engine.currentPlaybackTime = 190;
    await h.controller.seekForward();
    await h.clock.advanceAsync(250);
    expect(h.engine.calls).toEqual(['play b']);
  });

  it('002 §9 seeks are serialized in their own queue, apart from skips', async () => {
    const h = await playing([song('a'), song('b')]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seekToTime = h.engine.seekToTime.bind(h.engine);
    h.engine.seekToTime = async (seconds: number) => {
      await gate;
      return seekToTime(seconds);
    };
    const seek = h.controller.seekToTime(50);
    await h.clock.advanceAsync(250);
    const skip = h.controller.skipToNextItem(); // not blocked by the seek in flight
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['play b']);
    release();
    await Promise.all([seek, skip]);
    expect(h.engine.calls).toEqual(['play b', 'seek 50']);
  });
});

describe("001 §8 BUFFER_STALLED_ERROR 'Seek stall' (-12909): a seek while playing must play on past its target within WAIT_BOUNDS.seekStallMs", () => {
  async function watched() {
    const h = await playing([song('a'), song('b')]);
    const errors: MKError[] = [];
    h.controller.addEventListener('mediaPlaybackError', (error) => errors.push(error));
    return { h, errors };
  }

  it('no time past the target within the bound (the element sits waiting): published once, with the stall type and response code; playback is not stopped', async () => {
    const { h, errors } = await watched();
    await h.controller.seekToTime(60);
    h.engine.tick(60); // the seek itself reports its target, then nothing moves
    h.engine.playbackState = PlaybackStates.waiting;
    await h.clock.advanceAsync(WAIT_BOUNDS.seekStallMs - 1);
    expect(errors).toEqual([]);
    await h.clock.advanceAsync(1);
    expect(errors.map((e) => [e.errorCode, e.message, e.details?.['stallType'], e.details?.['responseCode']])).toEqual([[MKError.BUFFER_STALLED_ERROR, 'Seek stall', 'Seek', -12909]]);
    expect(h.engine.calls.filter((call) => call.startsWith('stop') || call.startsWith('complete'))).toEqual([]);
    await h.clock.advanceAsync(WAIT_BOUNDS.seekStallMs);
    expect(errors).toHaveLength(1);
  });

  it('time moving past the target ends the watch: nothing is published', async () => {
    const { h, errors } = await watched();
    await h.controller.seekToTime(60);
    h.engine.tick(60.25);
    await h.clock.advanceAsync(WAIT_BOUNDS.seekStallMs * 2);
    expect(errors).toEqual([]);
  });

  it('a pause by the listener, or a move to another item, is no stall', async () => {
    const paused = await watched();
    await paused.h.controller.seekToTime(60);
    paused.h.engine.playbackState = PlaybackStates.paused;
    await paused.h.clock.advanceAsync(WAIT_BOUNDS.seekStallMs);
    expect(paused.errors).toEqual([]);

    const moved = await watched();
    await moved.h.controller.seekToTime(60);
    await moved.h.controller.skipToNextItem();
    await moved.h.clock.advanceAsync(WAIT_BOUNDS.seekStallMs);
    expect(moved.errors).toEqual([]);
  });

  it('a seek made while paused is not watched', async () => {
    const { h, errors } = await watched();
    await h.engine.pause();
    await h.controller.seekToTime(60);
    h.engine.playbackState = PlaybackStates.waiting;
    await h.clock.advanceAsync(WAIT_BOUNDS.seekStallMs);
    expect(errors).toEqual([]);
  });
});
