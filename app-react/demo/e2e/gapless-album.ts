// The gapless album e2e page: the public product path only. The browser host builds the
// instance from the page's meta tags; the test signs in through the provider's pop-up and calls
// `setQueue({ album })` and `play()`. The page adds nothing to playback: it records what the
// element the instance created renders, and logs the instance's public events.
import { configurationFromDocument, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';
import type { MusicKitInstance } from '@mediakit/core';
import { failure, signInOnClick } from './mk-failure.ts';
import { ElementRecorder } from './mse-recorder.ts';
import { publishPage } from './page-ready.ts';

interface LoggedEvent {
  readonly type: string;
  readonly at: number;
  readonly detail?: unknown;
}

const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend, shakaBackend] });
const events: LoggedEvent[] = [];
const recorder = new ElementRecorder();
const log = (type: string, detail?: unknown): void => void events.push({ type, at: performance.now(), ...(detail === undefined ? {} : { detail }) });

async function setUp(): Promise<MusicKitInstance> {
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('No developer token meta tag');
  const music = await MusicKit.configure({ ...configuration, suppressErrorDialog: true });
  music.addEventListener(MusicKit.Events.nowPlayingItemDidChange, ({ item }) => log('nowPlayingItemDidChange', { id: item?.id }));
  music.addEventListener(MusicKit.Events.playbackStateDidChange, ({ state }) => log('playbackStateDidChange', { state: MusicKit.PlaybackStates[state] }));
  music.addEventListener(MusicKit.Events.mediaPlaybackError, (error) => log('mediaPlaybackError', failure(error)));
  signInOnClick(music, log);
  await recorder.prepare();
  recorder.recordEveryAudioElement((element) => log('element', { id: element.id }));
  return music;
}

const page = {
  ready: false,
  events,
  music: undefined as MusicKitInstance | undefined,
  /** `setQueue({ album })` then `play()`; resolves when play() does. */
  async playAlbum(album: string): Promise<{ readonly ok: true; readonly ms: number } | { readonly reason: string; readonly message: string }> {
    const music = page.music as MusicKitInstance;
    const started = performance.now();
    try {
      await music.setQueue({ album });
      await music.play();
      return { ok: true, ms: performance.now() - started };
    } catch (error) {
      return failure(error);
    }
  },
  status: () => {
    const music = page.music as MusicKitInstance;
    return {
      playbackState: MusicKit.PlaybackStates[music.playbackState],
      backend: music.playbackBackend,
      playbackType: music.nowPlayingItem?.playbackType,
      index: music.nowPlayingItemIndex,
      queueLength: music.queue.length,
      isAuthorized: music.isAuthorized,
    };
  },
  recordStart: () => recorder.start(),
  recordStop: () => recorder.stop(),
  recording: (part: number, partFrames: number) => recorder.take(part, partFrames),
};

publishPage('__album', page, setUp, (music) => {
  page.music = music;
});
