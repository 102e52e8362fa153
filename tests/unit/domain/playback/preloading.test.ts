import { describe, expect, it } from 'vitest';
import { PlaybackMode, PlaybackStates } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { preloadFailureAction, shouldPreload } from '../../../../core/src/domain/playback/index.ts';
import { song } from '../media-item/media-item.fixtures.ts';
import type { StationTrackLoader } from '../../../../core/src/domain/playback/index.ts';
import { continuousHarness, flushMicrotasks, playNow, serialHarness } from './controller.fixtures.ts';

/** An algorithmic station of two tracks, t0 and t1. */
const twoTrackStation: StationTrackLoader = {
  loadStation: async () => [song('t0'), song('t1')],
  nextTracks: async () => [],
};

async function playing(configure?: (h: ReturnType<typeof serialHarness>) => void) {
  const h = serialHarness();
  configure?.(h);
  await h.controller.setQueue({ items: [song('a'), song('b'), song('c')], startWith: 0 });
  await playNow(h);
  h.engine.calls.length = 0;
  const errors: MKError[] = [];
  h.controller.addEventListener('mediaPlaybackError', (error) => errors.push(error));
  return { h, errors };
}

describe('002 §4 Preloading', () => {
  it('002 §4 preloading starts at 30% of the current item duration (pure rule)', () => {
    const facts = { duration: 200, isAuthorized: true, isPreviewOnly: false };
    expect(shouldPreload({ ...facts, currentTime: 59.9 })).toBe(false);
    expect(shouldPreload({ ...facts, currentTime: 60 })).toBe(true);
    expect(shouldPreload({ ...facts, currentTime: 60, isAuthorized: false })).toBe(false);
    expect(shouldPreload({ ...facts, currentTime: 60, isPreviewOnly: true })).toBe(false);
    expect(shouldPreload({ ...facts, currentTime: 60, duration: 0 })).toBe(false);
  });

  it('002 §4 the next item is preloaded once at 30% when the user is authorised and not preview-only', async () => {
    const { h } = await playing();
    h.engine.tick(59);
    h.engine.tick(60);
    h.engine.tick(120);
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['prepareNext b']);
    await h.controller.skipToNextItem();
    h.engine.tick(60);
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['prepareNext b', 'play b', 'prepareNext c']);
  });

  it('002 §4 + issue 17: a seek past 30 % preloads from the first time update once the item plays on, not while it waits for data (seeking, waiting, stalled)', async () => {
    const { h } = await playing();
    for (const state of [PlaybackStates.seeking, PlaybackStates.waiting, PlaybackStates.stalled]) {
      h.engine.playbackState = state;
      h.engine.tick(100);
    }
    await flushMicrotasks();
    expect(h.engine.calls).toEqual([]);
    h.engine.playbackState = PlaybackStates.playing;
    h.engine.tick(100.25);
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['prepareNext b']);
  });

  it('002 §4 previews only (no authorisation) disables preloading', async () => {
    const { h } = await playing((harness) => (harness.authorized = false));
    h.engine.tick(100);
    await flushMicrotasks();
    expect(h.engine.calls).toEqual([]);
  });

  it('002 §4 preview-only playback (configuration or PREVIEW_ONLY mode) disables preloading', async () => {
    const { h } = await playing((harness) => (harness.previewOnly = true));
    h.engine.tick(100);
    const mode = await playing((harness) => (harness.controller.playbackMode = PlaybackMode.PREVIEW_ONLY));
    mode.h.engine.tick(100);
    await flushMicrotasks();
    expect(h.engine.calls).toEqual([]);
    expect(mode.h.engine.calls).toEqual([]);
  });

  it.each([MKError.DEVICE_LIMIT, MKError.STREAM_UPSELL])('002 §4 a failed preload with %s is rethrown (published as a playback error)', async (reason) => {
    const { h, errors } = await playing((harness) => (harness.controller.continuous = true));
    h.engine.prepareNextError = new MKError(reason);
    h.engine.tick(60);
    await flushMicrotasks();
    expect(errors.map((error) => error.errorCode)).toEqual([reason]);
    expect(h.engine.calls).toEqual(['prepareNext b']);
  });

  it('002 §4 a failed preload of the next item during continuous (station) playback skips forward automatically', async () => {
    const h = continuousHarness(twoTrackStation);
    await h.controller.setStationQueue({ id: 'ra.algo' });
    await playNow(h);
    h.engine.calls.length = 0;
    const errors: MKError[] = [];
    h.controller.addEventListener('mediaPlaybackError', (error) => errors.push(error));
    h.engine.prepareNextError = new MKError(MKError.CONTENT_UNAVAILABLE);
    h.engine.tick(60);
    await flushMicrotasks();
    expect(errors).toEqual([]);
    expect(h.engine.calls).toEqual(['prepareNext t1', 'play t1']);
  });

  it('002 §4 outside continuous playback a failed preload is only logged', async () => {
    const { h, errors } = await playing();
    h.engine.prepareNextError = new Error('network');
    h.engine.tick(60);
    await flushMicrotasks();
    expect(errors).toEqual([]);
    expect(h.engine.calls).toEqual(['prepareNext b']);
    expect(h.logger.messages('warning')).toContain('Preloading b failed');
  });

  it('002 §4 a serial queue that plays on at track end (001 §4 continuous play) is not station playback: a failed preload is only logged, the current item plays on', async () => {
    const { h, errors } = await playing((harness) => (harness.controller.continuous = true));
    h.engine.prepareNextError = new MKError(MKError.MEDIA_SESSION);
    h.engine.tick(60);
    await flushMicrotasks();
    expect(errors).toEqual([]);
    expect(h.engine.calls).toEqual(['prepareNext b']);
    expect(h.controller.queue.currentItem?.id).toBe('a');
  });

  it('002 §4 Preloading failure rules: preloadFailureAction (pure rule)', () => {
    expect(preloadFailureAction(new MKError(MKError.DEVICE_LIMIT), false)).toBe('rethrow');
    expect(preloadFailureAction(new MKError(MKError.STREAM_UPSELL), true)).toBe('rethrow');
    expect(preloadFailureAction(new MKError(MKError.GEO_BLOCK), true)).toBe('skip-forward');
    expect(preloadFailureAction(new TypeError('x'), false)).toBe('ignore');
  });
});
