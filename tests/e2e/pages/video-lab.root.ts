/**
 * The music-video test page (app-react/demo/e2e/video-lab.html), built as an app builds it:
 * `createBrowserMusicKit` with every optional backend registered, `MusicKit.configure` from the
 * page's meta tags with `playback` naming the one backend the URL asks for (`?backend=hlsjs|shaka`,
 * a configuration value and nothing else), then `music.setQueue({ musicVideo })` and `music.play()`.
 * Tracks, subtitles and events are read through the public instance; the subtitles are the
 * browser host's own overlay. Exposes `window.lab`.
 */
import { configurationFromDocument, createBrowserContainer, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { MediaSinkLoader, type MusicKitInstance } from '@mediakit/core';
import { BROWSER_BACKENDS } from '../../../adapters/hosts/backends.ts';
import { EVERY_OPTIONAL_BACKEND } from '../../../adapters/hosts/every-backend.ts';
import { recordingFetch } from './video-lab.container.ts';

const backend = new URLSearchParams(location.search).get('backend') ?? 'hlsjs';
const requests: string[] = [];
const videoContainer = document.getElementById('video-container') as HTMLElement;
// The recording fetch is the one behind the host's HttpClient: what the test reads went through it.
const MusicKit = createBrowserMusicKit({ backends: EVERY_OPTIONAL_BACKEND, fetch: recordingFetch(requests) });

/** The public track events (MUSICKIT-SURFACE.md) the page logs, in the order they arrive. */
const TRACK_EVENTS = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged'] as const;
const events: Array<{ readonly event: string; readonly id: number | null; readonly label: string | null }> = [];
/** The instance's mediaPlaybackError events (for diagnosing a backend). */
const playbackErrors: string[] = [];
const presentationModes: string[] = [];

async function setUp(): Promise<MusicKitInstance> {
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('No developer token meta tag (tools/start.ts injects it)');
  const music = await MusicKit.configure({ ...configuration, suppressErrorDialog: true, playback: { audio: [backend], video: [backend] } });
  music.videoContainerElement = videoContainer;
  for (const name of TRACK_EVENTS) {
    music.addEventListener(name, (payload: unknown) => {
      const track = (payload as { track?: { id: number; label: string } | null } | undefined)?.track;
      events.push({ event: name, id: track?.id ?? null, label: track?.label ?? null });
    });
  }
  music.addEventListener(MusicKit.Events.mediaPlaybackError, (error: unknown) => {
    const e = error as { errorCode?: string; message?: string };
    playbackErrors.push(`${e.errorCode ?? 'error'}: ${e.message ?? String(error)}`);
  });
  return music;
}

function video(): HTMLVideoElement | null {
  return videoContainer.querySelector('video');
}

function overlay(): Element | null {
  return videoContainer.querySelector('.mediakit-subtitles');
}

// 001 §2 presentation modes. The instance has no picture-in-picture surface yet (its
// presentationModeDidChange is "not yet" in docs/decisions.md), so the page does what an app
// does: asks the browser for picture-in-picture on the video the instance placed in the container
// (a user gesture, hence the button) and records the element's enter/leave events. Capture, so
// the events are seen whether or not they bubble.
videoContainer.addEventListener('enterpictureinpicture', () => presentationModes.push('pictureinpicture'), true);
videoContainer.addEventListener('leavepictureinpicture', () => presentationModes.push('inline'), true);
const pipButton = document.getElementById('pip') as HTMLButtonElement;
pipButton.addEventListener('click', () => {
  const element = video();
  const change = document.pictureInPictureElement ? document.exitPictureInPicture() : element?.requestPictureInPicture();
  void change?.catch((error: unknown) => playbackErrors.push(`presentation: ${String(error)}`));
});

let instance: MusicKitInstance | undefined;
const music = (): MusicKitInstance => {
  if (!instance) throw new Error('The lab is not configured yet');
  return instance;
};

const lab = {
  backend,
  events,
  requests,
  playbackErrors,
  presentationModes,
  /** The loaders the real browser host registers with every backend installed (it must offer shaka and void). */
  hostLoaderIds: createBrowserContainer({ backends: EVERY_OPTIONAL_BACKEND }).getAll<MediaSinkLoader>(MediaSinkLoader).map((loader) => loader.id),
  /** The browser host's backend list (adapters/hosts/backends.ts): the e2e matrix runs over it. */
  hostBackends: BROWSER_BACKENDS.map(({ name, plays }) => ({ name, plays })),
  /** Queues the catalog music video `id` (the emulator's, a preview when signed out) and plays it. */
  async load(id: string): Promise<void> {
    await music().setQueue({ musicVideo: id });
  },
  play: (): Promise<void> => music().play(),
  pause: (): Promise<void> => music().pause(),
  seek: (seconds: number): Promise<void> => music().seekToTime(seconds),
  selectAudioTrack(id: number): void {
    music().currentAudioTrack = id;
  },
  selectTextTrack(id: number | 'auto'): void {
    music().currentTextTrack = id;
  },
  state() {
    const m = music();
    const element = video();
    const drawn = overlay();
    const pictureInPicture = element !== null && document.pictureInPictureElement === element;
    return {
      backendId: m.playbackBackend,
      time: m.currentPlaybackTime,
      audioTracks: m.audioTracks.map(({ id, label, language, kind, enabled }) => ({ id, label, language, kind, enabled })),
      textTracks: m.textTracks.map(({ id, label, language, kind, mode, forced }) => ({ id, label, language, kind, mode, forced })),
      presentation: element ? (pictureInPicture ? 'pictureinpicture' : 'inline') : null,
      pictureInPictureAvailable: element !== null && document.pictureInPictureEnabled && !element.disablePictureInPicture,
      currentAudio: m.currentAudioTrack?.label ?? null,
      currentText: m.currentTextTrack.label,
      forced: m.forcedTextTrack?.label ?? null,
      overlayText: drawn?.textContent ?? '',
      overlayTags: drawn ? [...drawn.querySelectorAll('*')].map((node) => node.tagName.toLowerCase()) : [],
      overlayAttributes: drawn ? [...drawn.querySelectorAll('*')].flatMap((node) => node.getAttributeNames()) : [],
      video: element && {
        controls: element.controls,
        playsInline: element.playsInline,
        inContainer: element.parentElement === videoContainer,
        nativeTextShowing: [...element.textTracks].filter((track) => track.mode === 'showing').length,
        videoWidth: element.videoWidth,
      },
    };
  },
};

(window as unknown as { lab: typeof lab }).lab = lab;
setUp().then(
  (m) => {
    instance = m;
    document.body.dataset.ready = 'true';
  },
  (error: unknown) => {
    document.body.dataset.ready = 'failed';
    playbackErrors.push(`configure: ${String(error)}`);
  },
);
