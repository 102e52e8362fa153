/**
 * The music-video test page (app-react/demo/e2e/video-lab.html): plays a video on the backend the
 * URL names (`?backend=hlsjs|shaka`, a configuration value and nothing else), follows its tracks
 * with the core's TrackService and draws subtitles with the browser overlay. Exposes `window.lab`.
 */
import { KeyValueStore, Logger, MediaSinkLoader, type PlaybackSource } from '@mediakit/core';
import { SinkPlayer } from '../../../core/src/services/playback/sink-player.ts';
import { TrackService, type TrackServiceEvents } from '../../../core/src/services/tracks/index.ts';
import { WebVttOverlayRenderer } from '../../../adapters/browser/index.ts';
import { BROWSER_BACKENDS } from '../../../adapters/hosts/backends.ts';
import { createBrowserContainer } from '../../../adapters/hosts/browser.host.ts';
import { EVERY_OPTIONAL_BACKEND } from '../../../adapters/hosts/every-backend.ts';
import { createLabContainer, providerOrigin, recordingFetch } from './video-lab.container.ts';

const backend = new URLSearchParams(location.search).get('backend') ?? 'hlsjs';
const requests: string[] = [];
const videoContainer = document.getElementById('video-container') as HTMLElement;
const container = createLabContainer({ playback: { audio: [backend], video: [backend] }, videoContainer: () => videoContainer, fetch: recordingFetch(requests) });
const player = container.get(SinkPlayer);
const tracks = new TrackService(player, container.get<KeyValueStore>(KeyValueStore.local), container.get<Logger>(Logger));
const overlay = new WebVttOverlayRenderer({ container: videoContainer, video: () => videoContainer.querySelector('video') });
tracks.events.on('cuesDidChange', ({ cues }) => overlay.render(cues));

const events: Array<{ readonly event: string; readonly id: number | null; readonly label: string | null }> = [];
const names: Array<keyof TrackServiceEvents> = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged'];
for (const name of names) {
  tracks.events.on(name, (payload) => {
    const track = (payload as { track: { id: number; label: string } | null }).track;
    events.push({ event: name, id: track?.id ?? null, label: track?.label ?? null });
  });
}

/** What the sink delivered, before the core filtered it (for diagnosing a backend). */
const sinkCues: Array<{ readonly trackId: number; readonly count: number; readonly first: string; readonly start: number }> = [];
const sinkErrors: string[] = [];
const presentationModes: string[] = [];
player.events.on('sinkDidChange', ({ sink }) => {
  sink?.presentation?.on('modeChanged', ({ mode }) => presentationModes.push(mode));
  sink?.on('error', (error) => sinkErrors.push(`${error.kind}${error.fatal ? ' fatal' : ''}: ${error.message}`));
  sink?.tracks?.on('cues', ({ trackId, cues }) => sinkCues.push({ trackId, count: cues.length, first: cues[0]?.text ?? '', start: cues[0]?.start ?? Number.NaN }));
});

// 001 §2 presentation modes: picture-in-picture needs a user gesture, so the test clicks this.
const pipButton = document.getElementById('pip') as HTMLButtonElement;
pipButton.addEventListener('click', () => {
  const presentation = player.currentSink?.presentation;
  void presentation?.setMode(presentation.mode === 'inline' ? 'pictureinpicture' : 'inline').catch((error: unknown) => sinkErrors.push(`presentation: ${String(error)}`));
});

function video(): HTMLVideoElement | null {
  return videoContainer.querySelector('video');
}

const lab = {
  backend,
  events,
  requests,
  sinkCues,
  sinkErrors,
  presentationModes,
  /** The loaders the real browser host registers (it must offer shaka and void). */
  hostLoaderIds: createBrowserContainer({ backends: EVERY_OPTIONAL_BACKEND }).getAll<MediaSinkLoader>(MediaSinkLoader).map((loader) => loader.id),
  /** The browser host's backend list (adapters/hosts/backends.ts): the e2e matrix runs over it. */
  hostBackends: BROWSER_BACKENDS.map(({ name, plays }) => ({ name, plays })),
  async load(path: string): Promise<void> {
    const source: PlaybackSource = { url: `${providerOrigin()}/media/${path}`, kind: 'video', format: 'hls', encrypted: false };
    await player.load(source);
  },
  play: (): Promise<void> => player.play(),
  pause: (): void => player.pause(),
  seek: (seconds: number): void => player.seek(seconds),
  selectAudioTrack: (id: number): boolean => tracks.selectAudioTrack(id),
  selectTextTrack: (id: number | 'auto'): boolean => tracks.selectTextTrack(id),
  state() {
    const element = video();
    return {
      backendId: player.backendId,
      time: player.currentTime,
      audioTracks: tracks.audioTracks.map(({ id, label, language, kind, enabled }) => ({ id, label, language, kind, enabled })),
      textTracks: tracks.textTracks.map(({ id, label, language, kind, mode, forced }) => ({ id, label, language, kind, mode, forced })),
      presentation: player.currentSink?.presentation?.mode ?? null,
      pictureInPictureAvailable: player.currentSink?.presentation?.pictureInPictureAvailable ?? false,
      currentAudio: tracks.currentAudioTrack?.label ?? null,
      currentText: tracks.currentTextTrack.label,
      forced: tracks.forcedTextTrack?.label ?? null,
      activeCues: tracks.activeCues.map((cue) => cue.text),
      overlayText: overlay.element.textContent ?? '',
      overlayTags: [...overlay.element.querySelectorAll('*')].map((node) => node.tagName.toLowerCase()),
      overlayAttributes: [...overlay.element.querySelectorAll('*')].flatMap((node) => node.getAttributeNames()),
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
document.body.dataset.ready = 'true';
