import { describe, expect, it } from 'vitest';
import { SinkPlayer } from '../../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../../core/src/services/playback/sink-selector.ts';
import { MKError, PlaybackStates, type LicenseExchange, type PlaybackSource } from '@mediakit/core';
import { FakeMediaSinkLoader, MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';

const source = (url: string): PlaybackSource => ({ url, kind: 'audio', format: 'hls', encrypted: false });

function setup() {
  const clock = new SimulatedClock();
  const loader = new FakeMediaSinkLoader({ id: 'hlsjs', scheduler: clock, tickMs: 250, durationFor: () => 2 });
  const player = new SinkPlayer(new SinkSelector([loader], { audio: ['hlsjs'], video: [] }, new MemoryLogger()), new MemoryLogger());
  const states: Array<[PlaybackStates, PlaybackStates]> = [];
  player.events.on('playbackStateDidChange', ({ oldState, state }) => states.push([oldState, state]));
  return { clock, loader, player, states };
}

describe('SinkPlayer: the single writer of playback state', () => {
  it('goes loading → playing → ended, with time updates from the sink', async () => {
    const { clock, player, states } = setup();
    const times: number[] = [];
    player.events.on('playbackTimeDidChange', ({ currentTime }) => times.push(currentTime));
    await player.load(source('a'));
    await player.play();
    clock.advance(2_000);
    expect(states).toEqual([
      [PlaybackStates.none, PlaybackStates.loading],
      [PlaybackStates.loading, PlaybackStates.playing],
      [PlaybackStates.playing, PlaybackStates.ended],
    ]);
    expect(times.at(-1)).toBe(2);
    expect(player.backendId).toBe('hlsjs');
  });

  it('reuses one sink per backend across loads, so its element keeps the autoplay permission', async () => {
    const { loader, player } = setup();
    await player.load(source('a'));
    await player.load(source('b'));
    expect(loader.created).toHaveLength(1);
    expect(loader.created[0]?.loads.map((s) => s.url)).toEqual(['a', 'b']);
  });

  it('issue 17: a load on a backend whose sink exists reaches that sink within the call (a preloaded skip seeks at once)', async () => {
    const { loader, player } = setup();
    await player.load(source('a'));
    const loading = player.load(source('b'));
    // No await has run yet: the sink already has the source.
    expect(loader.created[0]?.loads.map((s) => s.url)).toEqual(['a', 'b']);
    await loading;
    expect(loader.created).toHaveLength(1);
  });

  it('issue 20: a backend that played audio gets a sink of its own for video (its element is a <video>), and each is reused', async () => {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'hlsjs', scheduler: clock, tickMs: 250, durationFor: () => 2 });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['hlsjs'], video: ['hlsjs'] }, new MemoryLogger()), new MemoryLogger());
    await player.load(source('song'));
    await player.load({ url: 'video', kind: 'video', format: 'hls', encrypted: false });
    await player.load(source('song-2'));
    await player.load({ url: 'video-2', kind: 'video', format: 'hls', encrypted: false });
    expect(loader.created.map((sink) => sink.loads.map((s) => s.url))).toEqual([['song', 'song-2'], ['video', 'video-2']]);
  });

  it('issue 20: the sink another takes over from drops its source (a paused video stops fetching beside the songs after it); the new one keeps its own', async () => {
    const clock = new SimulatedClock();
    const audio = new FakeMediaSinkLoader({ id: 'mse-audio', scheduler: clock, tickMs: 250, durationFor: () => 20 });
    const video = new FakeMediaSinkLoader({ id: 'shaka', scheduler: clock, tickMs: 250, durationFor: () => 20 });
    const player = new SinkPlayer(new SinkSelector([audio, video], { audio: ['mse-audio'], video: ['shaka'] }, new MemoryLogger()), new MemoryLogger());
    await player.load(source('song'));
    await player.play();
    await player.load({ url: 'video', kind: 'video', format: 'hls', encrypted: false });
    const [songSink] = audio.created;
    expect(songSink).toMatchObject({ unloads: 1, source: null, isPlaying: false });
    await player.play();
    await player.load(source('song-2'));
    const [videoSink] = video.created;
    expect(videoSink).toMatchObject({ unloads: 1, source: null, isPlaying: false });
    // The sink taking over is never unloaded, and a load on the same sink unloads nothing.
    expect(songSink).toMatchObject({ unloads: 1, source: { url: 'song-2' } });
    await player.load(source('song-3'));
    expect([songSink?.unloads, videoSink?.unloads]).toEqual([1, 1]);
    expect(player.backendId).toBe('mse-audio');
  });

  it('issue 20: a stop between them (a new queue stops first) does not keep the video fetching: the next load on another sink unloads the one the stop left', async () => {
    const clock = new SimulatedClock();
    const audio = new FakeMediaSinkLoader({ id: 'mse-audio', scheduler: clock, tickMs: 250, durationFor: () => 20 });
    const video = new FakeMediaSinkLoader({ id: 'shaka', scheduler: clock, tickMs: 250, durationFor: () => 20 });
    const player = new SinkPlayer(new SinkSelector([audio, video], { audio: ['mse-audio'], video: ['shaka'] }, new MemoryLogger()), new MemoryLogger());
    await player.load({ url: 'video', kind: 'video', format: 'hls', encrypted: false });
    await player.play();
    player.stop();
    await player.load(source('song'));
    const [videoSink] = video.created;
    expect(videoSink).toMatchObject({ unloads: 1, source: null, isPlaying: false });
    // A stop then a load on the same sink unloads nothing.
    player.stop();
    await player.load(source('song-2'));
    expect(audio.created[0]?.unloads ?? 0).toBe(0);
  });

  it('000 §8: autoplay refused by the browser → USER_INTERACTION_REQUIRED with the spec message', async () => {
    const { loader, player } = setup();
    await player.load(source('a'));
    loader.created[0]!.blockAutoplay = true;
    const failure = player.play();
    await expect(failure).rejects.toMatchObject({ errorCode: MKError.USER_INTERACTION_REQUIRED });
    await expect(failure).rejects.toThrow('Playback of media content requires user interaction first and cannot be automatically started on page load.');
    // No stuck state: the loaded source waits paused, and the next (permitted) play() plays it.
    expect(player.state).toBe(PlaybackStates.paused);
    loader.created[0]!.blockAutoplay = false;
    await player.play();
    expect(player.state).toBe(PlaybackStates.playing);
  });

  it("000 §8: a fatal media error gives MEDIA_PLAYBACK 'Playback Error' and the player stops", async () => {
    const { loader, player } = setup();
    const errors: MKError[] = [];
    player.events.on('mediaPlaybackError', (error) => errors.push(error));
    await player.load(source('a'));
    await player.play();
    loader.created[0]!.fail({ kind: 'decode', message: 'bad data', fatal: true });
    expect(errors.map((e) => [e.errorCode, e.message])).toEqual([[MKError.MEDIA_PLAYBACK, 'Playback Error']]);
    expect(player.state).toBe(PlaybackStates.stopped);
  });

  it('a failed load rejects with an MKError and leaves the player stopped', async () => {
    const { loader, player } = setup();
    await player.load(source('a'));
    loader.created[0]!.failNextLoad = { kind: 'network', message: 'HTTP 404', fatal: true };
    await expect(player.load(source('b'))).rejects.toBeInstanceOf(MKError);
    expect(player.state).toBe(PlaybackStates.stopped);
  });

  it('no backend for the source → CONTENT_UNSUPPORTED', async () => {
    const { player } = setup();
    await expect(player.load({ ...source('v'), kind: 'video' })).rejects.toMatchObject({ errorCode: MKError.CONTENT_UNSUPPORTED });
  });

  it('a load superseded by a newer one does not take over', async () => {
    const { loader, player } = setup();
    const first = player.load(source('a'));
    const second = player.load(source('b'));
    await Promise.all([first, second]);
    expect(loader.created[0]?.source?.url).toBe('b');
  });
});

describe('issue 17: cue() loads a queue\'s first source before its play; the load of that source takes it', () => {
  it('the sink loads at the cue with no state shown; the load of the same source loads nothing more and shows loading, then playing', async () => {
    const { loader, player, states } = setup();
    const first = source('a');
    player.cue(first);
    await Promise.resolve();
    await Promise.resolve();
    expect(loader.created[0]?.loads.map((s) => s.url)).toEqual(['a']);
    expect(states).toEqual([]);
    expect(player.state).toBe(PlaybackStates.none);
    await player.load(first);
    await player.play();
    expect(loader.created[0]?.loads.map((s) => s.url)).toEqual(['a']);
    expect(states).toEqual([
      [PlaybackStates.none, PlaybackStates.loading],
      [PlaybackStates.loading, PlaybackStates.playing],
    ]);
  });

  it('only that source object is taken: another source, or the same one after a stop, loads again', async () => {
    const { loader, player } = setup();
    player.cue(source('a'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await player.load(source('a'));
    const cued = source('b');
    player.cue(cued);
    player.stop();
    await player.load(cued);
    expect(loader.created[0]?.loads.map((s) => s.url)).toEqual(['a', 'a', 'b', 'b']);
  });

  it('a cue that fails shows nothing; the load that takes it loads again (the failure met the network of before the press)', async () => {
    const { loader, player, states } = setup();
    await player.load(source('warm'));
    player.stop();
    states.length = 0;
    loader.created[0]!.failNextLoad = { kind: 'network', message: 'HTTP 404', fatal: false };
    const cued = source('a');
    player.cue(cued);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(states).toEqual([]);
    await player.load(cued);
    expect(loader.created[0]!.loads.map((s) => s.url)).toEqual(['warm', 'a', 'a']);
    expect(states).toEqual([[PlaybackStates.stopped, PlaybackStates.loading]]);
  });

  it('a load that takes a failed cue and fails again reports it as any load: an MKError, the player stopped', async () => {
    const { loader, player } = setup();
    await player.load(source('warm'));
    player.stop();
    const cued = source('a');
    loader.created[0]!.failNextLoad = { kind: 'network', message: 'HTTP 404', fatal: false };
    player.cue(cued);
    await new Promise((resolve) => setTimeout(resolve, 0));
    loader.created[0]!.failNextLoad = { kind: 'network', message: 'HTTP 404', fatal: false };
    await expect(player.load(cued)).rejects.toBeInstanceOf(MKError);
    expect(player.state).toBe(PlaybackStates.stopped);
  });
});

describe('issue 17: a cue no play takes reports nothing and fetches no more', () => {
  it('dropCue() lets the sink unload the source; a fatal error it raises after that reaches no listener and changes no state', async () => {
    const { loader, player, states } = setup();
    const changes: Array<unknown> = [];
    const errors: MKError[] = [];
    player.events.on('sinkDidChange', ({ sink }) => changes.push(sink));
    player.events.on('mediaPlaybackError', (error) => errors.push(error));
    player.cue(source('a'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sink = loader.created[0]!;
    player.dropCue();
    expect(changes).toEqual([sink, null]);
    expect(sink.unloads).toBe(1);
    sink.fail({ kind: 'network', message: 'segment 503', fatal: true });
    expect(errors).toEqual([]);
    expect(states).toEqual([]);
  });

  it('a fatal error while cued is the play\'s to meet: no listener hears it, and the play\'s load loads the source again', async () => {
    const { loader, player, states } = setup();
    const errors: MKError[] = [];
    player.events.on('mediaPlaybackError', (error) => errors.push(error));
    const cued = source('a');
    player.cue(cued);
    await new Promise((resolve) => setTimeout(resolve, 0));
    loader.created[0]!.fail({ kind: 'network', message: 'segment 503', fatal: true });
    expect(errors).toEqual([]);
    expect(states).toEqual([]);
    await player.load(cued);
    expect(loader.created[0]!.loads.map((s) => s.url)).toEqual(['a', 'a']);
  });
});

describe('issue 17: prefetch() for a listener who plays full tracks readies the next load of a sink that plays nothing (MediaSink.prepareLoad)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const keySystems = ['org.w3.clearkey'];

  it('with the key systems, a sink not yet playing, or stopped (a new queue), is told a load comes next; the load goes to that sink', async () => {
    const { loader, player } = setup();
    player.prefetch(source('a'), keySystems);
    await settle();
    expect(loader.created[0]?.loadsPrepared).toBe(1);
    await player.load(source('a'));
    await player.play();
    player.stop();
    player.prefetch(source('b'), keySystems);
    await settle();
    expect(loader.created).toHaveLength(1);
    expect(loader.created[0]?.loadsPrepared).toBe(2);
  });

  it('the sink that is playing keeps what it has: its next load replaces it itself', async () => {
    const { loader, player } = setup();
    await player.load(source('a'));
    await player.play();
    player.prefetch(source('b'), keySystems);
    await settle();
    expect(loader.created[0]?.loadsPrepared).toBe(0);
    expect(player.state).toBe(PlaybackStates.playing);
  });

  it('a destroyed player (its instance replaced by a second configure) makes no sink for a warm-up that comes later, and destroys one whose code arrives after', async () => {
    const { loader, player } = setup();
    player.prefetch(source('a'));
    player.destroy();
    await settle();
    expect(loader.created).toHaveLength(1);
    expect(loader.created[0]?.destroyed).toBe(true);
    player.prefetch(source('b'));
    await settle();
    expect(loader.created).toHaveLength(1);
  });

  it('without key systems (previews) the sink is only created: its MediaSource opens with its load', async () => {
    const { loader, player } = setup();
    player.prefetch(source('a'));
    await settle();
    expect(loader.created).toHaveLength(1);
    expect(loader.created[0]?.loadsPrepared).toBe(0);
  });
});

describe('001 §4 an unsupported item is skipped: the next source is chained only onto a sink of the backend that plays it', () => {
  it('a next source the current backend cannot play is not handed to the sink (its own load meets CONTENT_UNSUPPORTED later)', async () => {
    const clock = new SimulatedClock();
    const loader = new FakeMediaSinkLoader({ id: 'mse-audio', scheduler: clock, tickMs: 250, durationFor: () => 2, accepts: (s) => !s.url.includes('ec-3') });
    const player = new SinkPlayer(new SinkSelector([loader], { audio: ['mse-audio'], video: [] }, new MemoryLogger()), new MemoryLogger());
    await player.load(source('a'));
    const handed: Array<PlaybackSource | null> = [];
    Object.assign(loader.created[0]!, { preload: (next: PlaybackSource | null) => void handed.push(next) });
    await player.preload(source('b'));
    await player.preload(source('x-ec-3'));
    expect(handed.map((next) => next?.url ?? null)).toEqual(['b', null]);
    await expect(player.load(source('x-ec-3'))).rejects.toMatchObject({ errorCode: MKError.CONTENT_UNSUPPORTED });
  });
});

describe('no state flicker during skips (MUSICKIT-SURFACE.md: the incumbent goes loading, waiting, playing, paused)', () => {
  it('a swap to the next source reports loading then playing, not the sink\'s pause and waiting', async () => {
    const { loader, player, states } = setup();
    await player.load(source('a'));
    await player.play();
    states.length = 0;
    const sink = loader.created[0]!;
    const next = player.load(source('b'));
    // What an element does while its source is replaced:
    (sink as unknown as { pause(): void }).pause();
    sink.stall();
    await next;
    await player.play();
    expect(states).toEqual([
      [PlaybackStates.playing, PlaybackStates.loading],
      [PlaybackStates.loading, PlaybackStates.playing],
    ]);
  });

  it('a stall while playing (not during a swap) is reported as waiting', async () => {
    const { loader, player, states } = setup();
    await player.load(source('a'));
    await player.play();
    loader.created[0]!.stall();
    expect(states.at(-1)).toEqual([PlaybackStates.playing, PlaybackStates.waiting]);
  });

  it('a pause by the listener is still reported', async () => {
    const { player, states } = setup();
    await player.load(source('a'));
    await player.play();
    player.pause();
    expect(states.at(-1)).toEqual([PlaybackStates.playing, PlaybackStates.paused]);
  });
});

describe('001 §8: a sink that knows the reason of a fatal error keeps it', () => {
  it('a licence error raised by the sink reaches the app as MEDIA_LICENSE, not MEDIA_PLAYBACK', async () => {
    const { loader, player } = setup();
    const errors: MKError[] = [];
    player.events.on('mediaPlaybackError', (error) => errors.push(error));
    await player.load(source('a'));
    await player.play();
    loader.created[0]!.fail({ kind: 'license', message: 'licence refused', fatal: true, cause: new MKError(MKError.MEDIA_LICENSE, 'Error acquiring license') });
    expect(errors.map((e) => e.errorCode)).toEqual([MKError.MEDIA_LICENSE]);
  });
});

describe('001 §8 playback and content: a generic player error is UNSUPPORTED_ERROR, a media error MEDIA_PLAYBACK', () => {
  it("a sink that cannot play the source at all ('unsupported') gives UNSUPPORTED_ERROR; a decode error gives MEDIA_PLAYBACK", async () => {
    const { loader, player } = setup();
    const errors: MKError[] = [];
    player.events.on('mediaPlaybackError', (error) => errors.push(error));
    await player.load(source('a'));
    await player.play();
    loader.created[0]!.fail({ kind: 'unsupported', message: 'MEDIA_ERR_SRC_NOT_SUPPORTED', fatal: true });
    await player.load(source('b'));
    await player.play();
    loader.created[0]!.fail({ kind: 'decode', message: 'MEDIA_ERR_DECODE', fatal: true });
    expect(errors.map((e) => e.errorCode)).toEqual([MKError.UNSUPPORTED_ERROR, MKError.MEDIA_PLAYBACK]);
  });
});

describe('002 §4: a key-system generic error triggers one retry (a single global flag), then is published; 001 §8: it does not stop playback', () => {
  it('the first reloads the source where it plays and resumes; the next is published while playback goes on', async () => {
    const { clock, loader, player } = setup();
    const errors: MKError[] = [];
    player.events.on('mediaPlaybackError', (error) => errors.push(error));
    await player.load(source('a'));
    await player.play();
    clock.advance(500);
    const generic = () => new MKError(MKError.MEDIA_KEY, 'Key status internal-error', { details: { keySystem: 'org.w3.clearkey', generic: true } });
    const sink = loader.created[0]!;
    sink.fail({ kind: 'key', message: 'generic', fatal: false, cause: generic() });
    // The reload and the play that follows it settle over a few turns of the (simulated) clock.
    for (let turn = 0; turn < 50 && !(sink.loads.length === 2 && player.state === PlaybackStates.playing); turn++) await clock.advanceAsync(10);
    expect(sink.loads).toHaveLength(2);
    expect(sink.loads[1]).toMatchObject({ url: 'a', startTime: 0.5 });
    expect(player.state).toBe(PlaybackStates.playing);
    expect(errors).toEqual([]);
    sink.fail({ kind: 'key', message: 'generic', fatal: false, cause: generic() });
    expect(errors.map((e) => e.errorCode)).toEqual([MKError.MEDIA_KEY]);
    expect(sink.loads).toHaveLength(2);
    expect(player.state).toBe(PlaybackStates.playing);
  });

  it('other non-fatal key errors are not retried', async () => {
    const { loader, player } = setup();
    await player.load(source('a'));
    await player.play();
    loader.created[0]!.fail({ kind: 'key', message: 'renewal', fatal: false, cause: new MKError(MKError.MEDIA_KEY, 'renewal failed') });
    expect(loader.created[0]!.loads).toHaveLength(1);
  });
});

describe('002 §4: a CBC encryption error from the PlayReady licence triggers a restart with a different key system', () => {
  const encrypted = (order: () => string[]): PlaybackSource => ({
    ...source('song'),
    encrypted: true,
    license: {
      get keySystems() {
        return order();
      },
      certificate: async () => null,
      acquire: async () => ({ license: new Uint8Array() }),
      sessions: { has: () => false } as unknown as LicenseExchange['sessions'],
    },
  });
  const cbcError = { kind: 'license' as const, message: 'PlayReady CBC', fatal: true, cause: new MKError(MKError.PLAYREADY_CBC_ENCRYPTION_ERROR, 'PlayReady CBC encryption error') };

  it('the load is restarted once when the failure dropped PlayReady from the key-system order (001 §8 CBCS flag), and plays', async () => {
    const { loader, player } = setup();
    await player.load(source('warm-up'));
    let order = ['com.microsoft.playready', 'com.widevine.alpha'];
    const sink = loader.created[0]!;
    const originalLoad = sink.load.bind(sink);
    let failures = 0;
    sink.load = async (next: PlaybackSource) => {
      if (next.license?.keySystems[0] === 'com.microsoft.playready') {
        failures++;
        order = ['com.widevine.alpha'];
        throw cbcError.cause;
      }
      return originalLoad(next);
    };
    await player.load(encrypted(() => order));
    await player.play();
    expect(failures).toBe(1);
    expect(player.state).toBe(PlaybackStates.playing);
    expect(sink.loads.at(-1)?.license?.keySystems).toEqual(['com.widevine.alpha']);
  });

  it('without another key system to turn to (the order did not change), the error is the load\'s, with no restart', async () => {
    const { loader, player } = setup();
    await player.load(source('warm-up'));
    const sink = loader.created[0]!;
    let attempts = 0;
    sink.load = async () => {
      attempts++;
      throw cbcError.cause;
    };
    await expect(player.load(encrypted(() => ['com.widevine.alpha']))).rejects.toMatchObject({ errorCode: MKError.PLAYREADY_CBC_ENCRYPTION_ERROR });
    expect(attempts).toBe(1);
    expect(player.state).toBe(PlaybackStates.stopped);
  });
});

describe('002 §4 Share session: the void sink while a session lasts (SinkPlayer.useBackend)', () => {
  function withVoid() {
    const clock = new SimulatedClock();
    const audible = new FakeMediaSinkLoader({ id: 'mse-audio', scheduler: clock, tickMs: 1000, durationFor: () => 60 });
    const silent = new FakeMediaSinkLoader({ id: 'void', scheduler: clock, tickMs: 1000, durationFor: () => 60 });
    const player = new SinkPlayer(new SinkSelector([audible, silent], { audio: ['mse-audio'], video: [] }, new MemoryLogger()), new MemoryLogger());
    return { clock, audible, silent, player };
  }

  it('002 §4 "switches to participant mode with a void player": the item playing moves to the void sink at its position and keeps playing', async () => {
    const { clock, silent, player } = withVoid();
    await player.load(source('a'));
    await player.play();
    clock.advance(5_000);
    await player.useBackend('void');
    expect(player.backendId).toBe('void');
    expect(silent.created[0]?.loads).toEqual([{ ...source('a'), startTime: 5 }]);
    expect(player.state).toBe(PlaybackStates.playing);
    await player.load(source('b'));
    expect(player.backendId).toBe('void');
  });

  it('002 §4 "ending the session restores": switching back moves the item to the configured backend where the void sink had got to', async () => {
    const { clock, audible, player } = withVoid();
    await player.useBackend('void');
    await player.load(source('a'));
    await player.play();
    clock.advance(3_000);
    player.pause();
    await player.useBackend(null);
    expect(player.backendId).toBe('mse-audio');
    expect(audible.created[0]?.loads).toEqual([{ ...source('a'), startTime: 3 }]);
    expect(player.state).toBe(PlaybackStates.paused);
  });

  it('a load that starts while the item moves wins: the moved item does not take over', async () => {
    const { silent, player } = withVoid();
    await player.load(source('a'));
    await player.play();
    await Promise.all([player.useBackend('void'), player.load(source('b'))]);
    expect(silent.created[0]?.loads.map((s) => s.url)).toEqual(['b']);
    expect(player.state).toBe(PlaybackStates.loading);
  });

  it('with nothing loaded only the choice changes: no sink is created until an item loads', async () => {
    const { audible, silent, player } = withVoid();
    await player.useBackend('void');
    await player.useBackend(null);
    expect([audible.created, silent.created]).toEqual([[], []]);
    expect(player.state).toBe(PlaybackStates.none);
  });
});
