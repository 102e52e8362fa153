// Public API input (issue 22; docs/decisions.md "Public API input"): every setter and method of
// the instance validates what an app passes. A value of the wrong kind is MKError
// INVALID_ARGUMENTS (never a bare TypeError or the element's NotSupportedError); a number out
// of range is clamped as documented; the getter afterwards reads what applies.
import { describe, expect, it } from 'vitest';
import { MKError, PlaybackBitrate, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';
import { validateQueueOptions, type QueueOptions } from '@mediakit/core/internal';
import { configuredAgainst, emulatorForFile, firstAlbumId } from './emulated-instance.helper.ts';

const provider = emulatorForFile();
const configured = () => configuredAgainst(provider());

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function expectInvalidArguments(error: unknown): void {
  expect(error).toBeInstanceOf(MKError);
  expect((error as MKError).errorCode).toBe(MKError.INVALID_ARGUMENTS);
}

describe('issue 22 public API input: queue options', () => {
  it('setQueue(null), setQueue(undefined) and validateQueueOptions(null) reject with INVALID_ARGUMENTS, not TypeError', async () => {
    const { music } = await configured();
    expectInvalidArguments(await music.setQueue(null as unknown as QueueOptions).catch((error: unknown) => error));
    expectInvalidArguments(await music.setQueue(undefined as unknown as QueueOptions).catch((error: unknown) => error));
    expectInvalidArguments(await music.setQueue('1' as unknown as QueueOptions).catch((error: unknown) => error));
    expectInvalidArguments(caught(() => validateQueueOptions(null as unknown as QueueOptions)));
    expectInvalidArguments(await music.setStationQueue(null as never).catch((error: unknown) => error));
  });

  it('numeric ids must be safe integers: 1e21 is refused, never sent as "1e+21"', async () => {
    const { music, host } = await configured();
    const before = host.http.requests.length;
    expectInvalidArguments(await music.setQueue({ album: 1e21 }).catch((error: unknown) => error));
    expectInvalidArguments(await music.setQueue({ songs: [1, 2 ** 53] }).catch((error: unknown) => error));
    expectInvalidArguments(await music.setQueue({ album: 1.5 }).catch((error: unknown) => error));
    expect(host.http.requests.length).toBe(before);
    expect(validateQueueOptions({ album: 1440857781 }).source).toEqual({ kind: 'media', option: 'album', type: 'album', ids: ['1440857781'] });
  });

  it("ids with path characters are refused before any request: '..', '/', '?', '#', '%'", async () => {
    const { music, host } = await configured();
    const before = host.http.requests.length;
    for (const album of ['..', '.', 'a/b', '../../me/library', 'x?include=tracks', 'x#y', '%2e%2e', 'a\\b', ' 1', '']) {
      expectInvalidArguments(await music.setQueue({ album }).catch((error: unknown) => error));
    }
    expectInvalidArguments(await music.setStationQueue({ station: '../x' }).catch((error: unknown) => error));
    expect(host.http.requests.length).toBe(before);
  });

  it('real catalogue, library, station and playlist ids pass (letters, digits, ., -, _)', () => {
    for (const id of ['1440857781', 'l.abc123', 'ra.123', 'p.xyz', 'i.xyz', 'pl.u-abc_1', 'umc.cmc.3f4', 'ra.cp-1055074639']) {
      expect(validateQueueOptions({ album: id }).source).toMatchObject({ ids: [id] });
      expect(validateQueueOptions({ songs: [id, '1'] }).source).toMatchObject({ ids: [id, '1'] });
    }
  });

  it('startWith must be a non-negative integer index or an item id: -1, NaN, 1.5 and objects are INVALID_ARGUMENTS', async () => {
    const { music } = await configured();
    for (const startWith of [-1, Number.NaN, 1.5, Number.POSITIVE_INFINITY, {}, '../x']) {
      expectInvalidArguments(await music.setQueue({ album: firstAlbumId(provider()), startWith: startWith as number }).catch((error: unknown) => error));
    }
    const queue = await music.setQueue({ album: firstAlbumId(provider()), startWith: 1 });
    expect(music.nowPlayingItemIndex).toBe(1);
    expect(queue.length).toBeGreaterThan(1);
  });
});

describe('issue 22 public API input: setters clamp or throw INVALID_ARGUMENTS, state stays consistent', () => {
  it('playbackRate = 100 clamps to 16 (what media elements accept) and reads 16; 0.01 reads 1/16', async () => {
    const { music, host } = await configured();
    const rates: number[] = [];
    music.addEventListener('playbackRateDidChange', ({ playbackRate }) => rates.push(playbackRate));
    music.playbackRate = 100;
    expect(music.playbackRate).toBe(16);
    music.playbackRate = 0.01;
    expect(music.playbackRate).toBe(0.0625);
    expect(rates).toEqual([16, 0.0625]);
    expect(host.logger.messages('error')).toEqual([]);
  });

  it('playbackRate of NaN, 0, -1, Infinity or a string throws INVALID_ARGUMENTS and keeps the rate', async () => {
    const { music } = await configured();
    music.playbackRate = 2;
    for (const rate of [Number.NaN, 0, -1, Number.POSITIVE_INFINITY, '2']) {
      expectInvalidArguments(caught(() => (music.playbackRate = rate as number)));
    }
    expect(music.playbackRate).toBe(2);
  });

  it('volume out of 0..1 clamps; NaN, Infinity or a string throws INVALID_ARGUMENTS and keeps the volume', async () => {
    const { music } = await configured();
    music.volume = -3;
    expect(music.volume).toBe(0);
    music.volume = 0.5;
    for (const volume of [Number.NaN, Number.NEGATIVE_INFINITY, '0.2', null]) {
      expectInvalidArguments(caught(() => (music.volume = volume as number)));
    }
    expect(music.volume).toBe(0.5);
  });

  it('repeatMode, shuffleMode and bitrate outside their enums throw INVALID_ARGUMENTS and keep the mode', async () => {
    const { music } = await configured();
    await music.setQueue({ album: firstAlbumId(provider()) });
    music.repeatMode = PlayerRepeatMode.all;
    expectInvalidArguments(caught(() => (music.repeatMode = 7 as PlayerRepeatMode)));
    expectInvalidArguments(caught(() => (music.repeatMode = 'all' as unknown as PlayerRepeatMode)));
    expectInvalidArguments(caught(() => (music.shuffleMode = 3 as PlayerShuffleMode)));
    expectInvalidArguments(caught(() => (music.bitrate = 100 as PlaybackBitrate)));
    expect(music.repeatMode).toBe(PlayerRepeatMode.all);
    expect(music.shuffleMode).toBe(PlayerShuffleMode.off);
    expect([PlaybackBitrate.STANDARD, PlaybackBitrate.HIGH]).toContain(music.bitrate);
  });

  it('track selections of the wrong kind throw INVALID_ARGUMENTS (null is not a TypeError)', async () => {
    const { music } = await configured();
    expectInvalidArguments(caught(() => (music.currentTextTrack = null as never)));
    expectInvalidArguments(caught(() => (music.currentTextTrack = 'x' as never)));
    expectInvalidArguments(caught(() => (music.currentAudioTrack = 'x' as never)));
  });
});

describe('issue 22 public API input: methods reject with INVALID_ARGUMENTS', () => {
  it('seekToTime(NaN / ±Infinity / a string) rejects; a negative time seeks to the start (001 §9 clamp)', async () => {
    const { music, host } = await configured();
    for (const seconds of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '3']) {
      expectInvalidArguments(await music.seekToTime(seconds as number).catch((error: unknown) => error));
    }
    await music.setQueue({ album: firstAlbumId(provider()) });
    const seeking = music.seekToTime(-5);
    await host.clock.advanceAsync(1_000);
    await expect(seeking).resolves.toBeUndefined();
    expect(music.currentPlaybackTime).toBe(0);
  });

  it('changeToMediaAtIndex, playAt and changeToMediaItem with bad indices or values reject', async () => {
    const { music } = await configured();
    const queue = await music.setQueue({ album: firstAlbumId(provider()) });
    const position = music.nowPlayingItemIndex;
    for (const index of [-1, 1.5, Number.NaN, queue.length + 5]) {
      expectInvalidArguments(await music.changeToMediaAtIndex(index).catch((error: unknown) => error));
    }
    expectInvalidArguments(await music.playAt(-1, { album: firstAlbumId(provider()) }).catch((error: unknown) => error));
    expectInvalidArguments(await music.changeToMediaItem(null as never).catch((error: unknown) => error));
    expect(music.nowPlayingItemIndex).toBe(position);
  });

  it('001 §5 queue editing: bad indices (insertAt, move, remove) and items that are not objects throw INVALID_ARGUMENTS and leave the queue', async () => {
    const { music } = await configured();
    const queue = await music.setQueue({ album: firstAlbumId(provider()) });
    const ids = queue.items.map((item) => item.id);
    expectInvalidArguments(caught(() => queue.insertAt(-1, [])));
    expectInvalidArguments(caught(() => queue.insertAt(queue.length + 1, [])));
    expectInvalidArguments(caught(() => queue.move(0, 99)));
    expectInvalidArguments(caught(() => queue.move(Number.NaN, 1)));
    expectInvalidArguments(caught(() => queue.remove(99)));
    for (const bad of [null, undefined, 5, 'x', [[]]]) {
      expectInvalidArguments(caught(() => queue.append(bad as never)));
      expectInvalidArguments(caught(() => queue.prepend(bad as never)));
      expectInvalidArguments(caught(() => queue.insertAt(0, bad as never)));
    }
    expectInvalidArguments(await music.setQueue({ items: [null, 5] as never }).catch((error: unknown) => error));
    expect(queue.items.map((item) => item.id)).toEqual(ids);
  });
});

describe('issue 22 listeners: isolated, EventTarget-like, validated when added', () => {
  it('a listener that throws is reported through the Logger port and the later listeners still hear the state change', async () => {
    const { music, host } = await configured();
    const heard: PlaybackStates[] = [];
    music.addEventListener('playbackStateDidChange', () => {
      throw new Error('app bug');
    });
    music.addEventListener('playbackStateDidChange', ({ state }) => heard.push(state));
    await music.setQueue({ album: firstAlbumId(provider()) });
    const playing = music.play();
    await host.clock.advanceAsync(300);
    await playing;
    expect(heard).toContain(PlaybackStates.playing);
    expect(host.logger.messages('error').some((message) => message.includes('playbackStateDidChange listener threw'))).toBe(true);
  });

  it('listener objects with handleEvent are called (with this = the object) and removed by the same object', async () => {
    const { music } = await configured();
    const listener = {
      volumes: [] as number[],
      handleEvent(payload: { volume: number }) {
        this.volumes.push(payload.volume);
      },
    };
    music.addEventListener('playbackVolumeDidChange', listener);
    music.volume = 0.3;
    music.removeEventListener('playbackVolumeDidChange', listener);
    music.volume = 0.4;
    expect(listener.volumes).toEqual([0.3]);
  });

  it('non-function listeners without handleEvent are refused at addEventListener with INVALID_ARGUMENTS', async () => {
    const { music, host } = await configured();
    for (const listener of [{}, 'x', null, undefined, 42, { handleEvent: 'no' }]) {
      expectInvalidArguments(caught(() => music.addEventListener('playbackVolumeDidChange', listener as never)));
    }
    expectInvalidArguments(caught(() => music.addEventListener('' as never, () => {})));
    music.volume = 0.2;
    expect(host.logger.messages('error')).toEqual([]);
  });
});
