// The encrypted-video e2e page: the public product path only. The browser host builds the
// instance from the page's meta tags, with `playback.video` naming one backend (`?video=`); the
// test signs in through the provider's pop-up and calls setQueue/play and the track setters.
// The page reads what the instance's elements show (frames, the subtitle overlay) and logs the
// instance's public events. It also records what the instance's audio elements render (the
// song → video → songs case measures the joins of the songs after the video on the samples).
import { configurationFromDocument, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import type { MusicKitInstance } from '@mediakit/core';
import { BROWSER_BACKENDS } from '../../../adapters/hosts/backends.ts';
import { EVERY_OPTIONAL_BACKEND } from '../../../adapters/hosts/every-backend.ts';
import { failure, signInOnClick } from './mk-failure.ts';
import { ElementRecorder } from './mse-recorder.ts';
import { publishPage } from './page-ready.ts';

interface LoggedEvent {
  readonly type: string;
  readonly detail?: unknown;
}

// Since issue 18 hls.js and shaka are registered by the app; this page tests them all.
const MusicKit = createBrowserMusicKit({ backends: EVERY_OPTIONAL_BACKEND });
const events: LoggedEvent[] = [];
const log = (type: string, detail?: unknown): void => void events.push({ type, ...(detail === undefined ? {} : { detail }) });
const videoBackend = new URLSearchParams(location.search).get('video') ?? 'hlsjs';
const recorder = new ElementRecorder();
/** The audio elements routed through the recorder, in creation order. */
const recorded: HTMLMediaElement[] = [];

async function setUp(): Promise<MusicKitInstance> {
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('No developer token meta tag');
  const music = await MusicKit.configure({ ...configuration, suppressErrorDialog: true, playback: { audio: ['mse-audio', 'hlsjs'], video: [videoBackend] } });
  music.videoContainerElement = document.getElementById('stage');
  music.addEventListener(MusicKit.Events.nowPlayingItemDidChange, ({ item }) => log('nowPlayingItemDidChange', { id: item?.id }));
  music.addEventListener(MusicKit.Events.mediaPlaybackError, (error) => log('mediaPlaybackError', failure(error)));
  signInOnClick(music, log);
  await recorder.prepare();
  // Songs play on the audio kind's element; the video's sound stays on its own and is not recorded.
  recorder.recordEveryAudioElement((element) => recorded.push(element));
  return music;
}

const music = (): MusicKitInstance => page.music as MusicKitInstance;

const page = {
  ready: false,
  /** The browser host's backends that play video, in its order: the test's configurations. */
  videoBackends: BROWSER_BACKENDS.filter((backend) => backend.plays.includes('video')).map((backend) => backend.name),
  events,
  music: undefined as MusicKitInstance | undefined,
  /** `setQueue(options)` then `play()`; resolves when play() does. */
  async play(options: Record<string, unknown>): Promise<{ readonly ok: true } | { readonly reason: string; readonly message: string }> {
    try {
      await music().setQueue(options);
      await music().play();
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  },
  async skipToNext(): Promise<void> {
    await music().skipToNextItem();
  },
  async seek(seconds: number): Promise<void> {
    await music().seekToTime(seconds);
  },
  status: () => {
    const m = music();
    const video = document.querySelector<HTMLVideoElement>('#stage video');
    const playing = [...document.querySelectorAll<HTMLMediaElement>('audio, video')].find((el) => !el.paused);
    return {
      backend: m.playbackBackend,
      playbackType: m.nowPlayingItem?.playbackType,
      nowPlaying: m.nowPlayingItem?.id,
      isAuthorized: m.isAuthorized,
      currentTime: m.currentPlaybackTime,
      audioTracks: m.audioTracks.map((t) => ({ id: t.id, label: t.label, language: t.language, enabled: t.enabled })),
      textTracks: m.textTracks.map((t) => ({ id: t.id, label: t.label, language: t.language })),
      overlayText: document.querySelector('.mediakit-subtitles')?.textContent ?? '',
      video: video && {
        frames: video.getVideoPlaybackQuality().totalVideoFrames,
        width: video.videoWidth,
        time: video.currentTime,
        paused: video.paused,
        encrypted: video.mediaKeys !== null,
      },
      playingElement: playing?.tagName.toLowerCase(),
      nowPlayingIndex: m.nowPlayingItemIndex,
      /** Every media element on the page: which kind, whether it plays, whether it is recorded. */
      elements: [...document.querySelectorAll<HTMLMediaElement>('audio, video')].map((el) => ({
        kind: el.tagName.toLowerCase(),
        id: el.id,
        paused: el.paused,
        recorded: recorded.includes(el),
      })),
    };
  },
  recordStart: () => recorder.start(),
  recordStop: () => recorder.stop(),
  recording: (part: number, partFrames: number) => recorder.take(part, partFrames),
  selectAudio(language: string): void {
    const track = music().audioTracks.find((t) => t.language === language);
    if (track) music().currentAudioTrack = track;
  },
  selectText(language: string): void {
    const track = music().textTracks.find((t) => t.language === language && t.label !== 'Off');
    if (track) music().currentTextTrack = track;
  },
};

publishPage('__video', page, setUp, (music) => {
  page.music = music;
});
