// An app that starts playback on page load (`?album=ID`), the case browsers' autoplay policies
// refuse. The page logs what play() gave (console, `autoplay-outcome {json}`) and writes it into
// #outcome, so the test reads it without running script in the page or polling it first: both
// go through Playwright evaluations, which Chromium counts as user activation.
import { configurationFromDocument, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';

const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend, shakaBackend] });
const outcome = document.getElementById('outcome')!;
const states: string[] = [];

async function start(): Promise<void> {
  const activatedAtLoad = navigator.userActivation.hasBeenActive;
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('No developer token meta tag');
  const music = await MusicKit.configure({ ...configuration, suppressErrorDialog: true });
  (window as unknown as { MusicKit: typeof MusicKit }).MusicKit = MusicKit;
  music.addEventListener(MusicKit.Events.playbackStateDidChange, ({ state }) => void states.push(MusicKit.PlaybackStates[state] ?? String(state)));
  // The listener's own Play: a click is the user gesture the policy asks for.
  document.getElementById('play')!.addEventListener('click', () => void music.play().catch(() => undefined));
  await music.setQueue({ album: new URLSearchParams(location.search).get('album') ?? '' });
  let result: Record<string, unknown>;
  try {
    await music.play();
    result = { resolved: true };
  } catch (error) {
    const e = error as { errorCode?: string; message?: string };
    result = { resolved: false, isMKError: error instanceof MusicKit.MKError, errorCode: e.errorCode, message: e.message };
  }
  const elements = [...document.querySelectorAll<HTMLMediaElement>('audio, video')];
  outcome.textContent = JSON.stringify({
    ...result,
    activatedAtLoad,
    playbackState: MusicKit.PlaybackStates[music.playbackState],
    states,
    elementsPlaying: elements.filter((element) => !element.paused).length,
    hadUserActivation: navigator.userActivation.hasBeenActive,
  });
  console.info(`autoplay-outcome ${outcome.textContent}`);
}

start().catch((error: unknown) => {
  outcome.textContent = JSON.stringify({ setupFailed: String(error) });
});
