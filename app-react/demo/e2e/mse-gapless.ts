// The gapless audio e2e page (tests/e2e/mse-audio*.e2e.ts): the public product path only. The
// browser host builds the instance from the page's meta tags exactly as an app does; the tests
// sign in through the provider's pop-up (the Sign in button calls `authorize()`) and drive
// playback with `setQueue`, `play`, `skipToNextItem`, `seekToTime`, `pause` and `repeatMode`.
// The page adds nothing to playback: it observes the `<audio>` element the instance puts on the
// page (a sample-exact recorder, SourceBuffer calls through prototype hooks) and logs the
// instance's public events (the MKError's reason, message and details).
import { configurationFromDocument, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';
import type { MusicKitInstance } from '@mediakit/core';
import { failure, signInOnClick, type Failure } from './mk-failure.ts';
import { ElementRecorder } from './mse-recorder.ts';
import { SourceBufferWatch } from './source-buffer-watch.ts';
import { publishPage } from './page-ready.ts';

interface LoggedEvent {
  readonly type: string;
  readonly at: number;
  readonly detail?: unknown;
}


const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend, shakaBackend] });
const events: LoggedEvent[] = [];
const recorder = new ElementRecorder();
const elements: HTMLMediaElement[] = [];
let music: MusicKitInstance;

const log = (type: string, detail?: unknown): void => void events.push({ type, at: performance.now(), ...(detail === undefined ? {} : { detail }) });
/** The element playing now: the instance keeps one per backend, the playing one is not paused. */
const element = (): HTMLMediaElement | undefined => elements.find((e) => !e.paused) ?? elements.at(-1);
const sourceBuffers = new SourceBufferWatch(() => element()?.currentTime ?? 0);
const stateName = (): string => MusicKit.PlaybackStates[music.playbackState] as string;

/** Resolves once `ready()` holds (checked every frame), rejects after `timeoutMs`. */
function until(ready: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const check = (): void => {
      if (ready()) return resolve();
      if (performance.now() > deadline) return reject(new Error(`${what}: not within ${timeoutMs} ms`));
      setTimeout(check, 16);
    };
    check();
  });
}

/** Audio of the current item is rendering: the instance says playing and its element moves. */
const rendering = (): boolean => {
  const audio = element();
  return stateName() === 'playing' && audio !== undefined && !audio.paused && !audio.seeking && audio.currentTime > 0;
};

/**
 * Waits until the current item renders, or until the instance publishes a playback error
 * (logged from event index `from` on): whichever comes first.
 */
async function playingOrError(from: number): Promise<Failure | null> {
  const published = (): LoggedEvent | undefined => events.slice(from).find((e) => e.type === 'mediaPlaybackError');
  await until(() => rendering() || published() !== undefined, 'Playing or a playback error');
  const error = published();
  return error ? (error.detail as Failure) : null;
}

async function setUp(): Promise<MusicKitInstance> {
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('No developer token meta tag');
  const instance = await MusicKit.configure({ ...configuration, suppressErrorDialog: true });
  instance.addEventListener(MusicKit.Events.nowPlayingItemDidChange, ({ item }) => log('nowPlayingItemDidChange', { id: item?.id, elementTime: element()?.currentTime }));
  instance.addEventListener(MusicKit.Events.playbackStateDidChange, ({ state }) => log('playbackStateDidChange', { state: MusicKit.PlaybackStates[state] }));
  instance.addEventListener(MusicKit.Events.mediaPlaybackError, (error) => log('mediaPlaybackError', failure(error)));
  signInOnClick(instance, log);
  await recorder.prepare();
  recorder.recordEveryAudioElement((audio) => {
    elements.push(audio);
    for (const type of ['seeked', 'waiting']) audio.addEventListener(type, () => log(type, { time: audio.currentTime }));
    log('element', { id: audio.id });
  });
  return instance;
}

const harness = {
  ready: false,
  events,
  clearEvents(): void {
    events.length = 0;
  },
  async signOut(): Promise<void> {
    await music.unauthorize();
  },
  async albumTracks(name: string): Promise<string[]> {
    // The emulator's control route (test data, not the product): the provider origin of the meta tag.
    const provider = document.querySelector<HTMLMetaElement>('meta[name="mediakit-provider-origin"]')?.content ?? '';
    const index = (await (await fetch(`${provider}/__emulator/catalog`)).json()) as { albums: Array<{ name: string; trackIds: string[] }> };
    return index.albums.find((a) => a.name.includes(name))?.trackIds ?? [];
  },
  /**
   * `setQueue({ songs, startWith })` then `play()`: the time until audio of the item renders, or
   * the MKError that play() threw or the instance published before that.
   */
  async playQueue(songs: string[], startWith = 0): Promise<{ readonly toPlayingMs: number } | Failure> {
    const from = events.length;
    const started = performance.now();
    try {
      await music.setQueue({ songs, startWith });
      await music.play();
      const error = await playingOrError(from);
      if (error) return error;
      const toPlayingMs = performance.now() - started;
      log('started', { id: music.nowPlayingItem?.id, toPlayingMs });
      return { toPlayingMs };
    } catch (error) {
      return failure(error);
    }
  },
  /** `skipToNextItem()`: the time until audio of the next item renders. */
  async skipToNext(): Promise<{ readonly toPlayingMs: number; readonly id: string | undefined } | Failure> {
    const from = events.length;
    const before = music.nowPlayingItem?.id;
    const started = performance.now();
    try {
      await music.skipToNextItem();
      await until(() => music.nowPlayingItem?.id !== before, 'The next item');
      const error = await playingOrError(from);
      if (error) return error;
      const toPlayingMs = performance.now() - started;
      log('skipped', { id: music.nowPlayingItem?.id, toPlayingMs });
      return { toPlayingMs, id: music.nowPlayingItem?.id };
    } catch (error) {
      return failure(error);
    }
  },
  async seek(seconds: number): Promise<void> {
    log('seek', { seconds });
    await music.seekToTime(seconds);
  },
  pause(): void {
    music.pause();
  },
  /** 001 §4 Repeat modes: repeat-one makes the current item the next one again. */
  repeatOne(): void {
    music.repeatMode = MusicKit.PlayerRepeatMode.one;
  },
  status() {
    const audio = element();
    return {
      currentTime: music.currentPlaybackTime,
      duration: music.currentPlaybackDuration,
      elementTime: audio?.currentTime ?? 0,
      paused: audio?.paused ?? true,
      ended: audio?.ended ?? false,
      playbackState: stateName(),
      backend: music.playbackBackend,
      playbackType: music.nowPlayingItem?.playbackType,
      nowPlayingId: music.nowPlayingItem?.id,
      isAuthorized: music.isAuthorized,
    };
  },
  /** Starts recording QuotaExceeded refusals and removals at the SourceBuffer (source-buffer-watch.ts). */
  watchSourceBuffers: () => sourceBuffers.start(),
  sourceBufferCalls: () => sourceBuffers.calls,
  /** The playing element's buffered ranges, [start, end] each. */
  buffered: (): Array<[number, number]> => {
    const audio = element();
    return audio ? Array.from({ length: audio.buffered.length }, (_, i) => [audio.buffered.start(i), audio.buffered.end(i)]) : [];
  },
  recordStart: () => recorder.start(),
  recordStop: () => recorder.stop(),
  recordedFrames: () => recorder.frames,
  recording: (part: number, partFrames: number) => recorder.take(part, partFrames),
  sampleRate: () => recorder.sampleRate,
};

publishPage('__gapless', harness, setUp, (instance) => {
  music = instance;
});
