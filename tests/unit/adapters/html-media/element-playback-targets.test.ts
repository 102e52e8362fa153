// @vitest-environment jsdom
// MUSICKIT-SURFACE.md playbackTargetAvailable / showPlaybackTargetPicker and their events, and
// 001 §2 presentation modes, on a scripted element: jsdom (and headless Chromium) have no
// Remote Playback devices, so the element's remote playback is scripted as the browser drives it.
import { afterEach, describe, expect, it } from 'vitest';
import { MKError, type PlaybackSource, type SinkPresentationChange } from '@mediakit/core';
import { ElementMediaSink, ElementPlaybackTargets, playbackTargetsOf, VideoPresentation } from '../../../../adapters/html-media/index.ts';

class ProbeSink extends ElementMediaSink {
  readonly id = 'probe';
  async load(source: PlaybackSource): Promise<void> {
    this.placeFor(source);
  }
}

/** The W3C RemotePlayback of an element, as a browser with a Cast device around drives it. */
class ScriptedRemote extends EventTarget {
  state: RemotePlaybackState = 'disconnected';
  watching: ((available: boolean) => void) | null = null;
  cancelled: number[] = [];
  promptFailure: Error | null = null;
  prompts = 0;
  watchFailure: Error | null = null;

  watchAvailability(callback: (available: boolean) => void): Promise<number> {
    if (this.watchFailure) return Promise.reject(this.watchFailure);
    this.watching = callback;
    return Promise.resolve(7);
  }

  cancelWatchAvailability(id?: number): Promise<void> {
    this.cancelled.push(id ?? -1);
    this.watching = null;
    return Promise.resolve();
  }

  async prompt(): Promise<void> {
    this.prompts += 1;
    if (this.promptFailure) throw this.promptFailure;
  }

  move(state: RemotePlaybackState): void {
    this.state = state;
    this.dispatchEvent(new Event(state === 'connected' ? 'connect' : state === 'connecting' ? 'connecting' : 'disconnect'));
  }
}

function withRemote(element: HTMLMediaElement, remote: ScriptedRemote): HTMLMediaElement {
  Object.defineProperty(element, 'remote', { configurable: true, value: remote });
  return element;
}

const domError = (name: string): Error => Object.assign(new Error(name), { name });
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('adapters/html-media: playback targets of the element that plays (Remote Playback API)', () => {
  it('an element without remote playback (jsdom, the incumbent\'s non-Safari case) has no targets: the core then reports none', () => {
    const element = document.createElement('audio');
    expect(playbackTargetsOf(element)).toBeUndefined();
    expect(new ProbeSink({ element }).playbackTargets).toBeUndefined();
  });

  it('availability follows watchAvailability, with one event per change', async () => {
    const remote = new ScriptedRemote();
    const sink = new ProbeSink({ element: withRemote(document.createElement('audio'), remote) });
    const targets = sink.playbackTargets!;
    const seen: boolean[] = [];
    targets.on('availabilityChanged', ({ available }) => seen.push(available));
    expect(targets.available).toBe(false);
    remote.watching!(true);
    remote.watching!(true);
    remote.watching!(false);
    expect(seen).toEqual([true, false]);
  });

  it('wireless while the Remote Playback state is connected', () => {
    const remote = new ScriptedRemote();
    const targets = new ElementPlaybackTargets(withRemote(document.createElement('video'), remote));
    const seen: boolean[] = [];
    targets.on('wirelessChanged', ({ wireless }) => seen.push(wireless));
    remote.move('connecting');
    remote.move('connected');
    expect(targets.wireless).toBe(true);
    remote.move('disconnected');
    expect(seen).toEqual([true, false]);
  });

  it('showPicker prompts; NotSupportedError becomes MKError UNSUPPORTED_ERROR, other refusals pass as the browser sent them', async () => {
    const remote = new ScriptedRemote();
    const targets = new ElementPlaybackTargets(withRemote(document.createElement('audio'), remote));
    await targets.showPicker();
    expect(remote.prompts).toBe(1);
    remote.promptFailure = domError('NotAllowedError');
    await expect(targets.showPicker()).rejects.toMatchObject({ name: 'NotAllowedError' });
    remote.promptFailure = domError('NotSupportedError');
    const failure = await targets.showPicker().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MKError);
    expect((failure as MKError).errorCode).toBe(MKError.UNSUPPORTED_ERROR);
  });

  it('a browser that cannot watch continuously reports no target, without an unhandled rejection', async () => {
    const remote = new ScriptedRemote();
    remote.watchFailure = domError('NotSupportedError');
    const targets = new ElementPlaybackTargets(withRemote(document.createElement('audio'), remote));
    await settle();
    expect(targets.available).toBe(false);
  });

  it('destroying the sink stops watching: the watch is cancelled and state changes are no longer heard', async () => {
    const remote = new ScriptedRemote();
    const sink = new ProbeSink({ element: withRemote(document.createElement('audio'), remote) });
    await settle();
    const seen: boolean[] = [];
    sink.playbackTargets!.on('wirelessChanged', ({ wireless }) => seen.push(wireless));
    sink.destroy();
    expect(remote.cancelled).toEqual([7]);
    remote.move('connected');
    expect(seen).toEqual([]);
  });

  it("Safari's AirPlay events: availability and wireless from the webkit events, the webkit picker shown", async () => {
    const element = document.createElement('video') as HTMLVideoElement & { webkitShowPlaybackTargetPicker?: () => void; webkitCurrentPlaybackTargetIsWireless?: boolean };
    let shown = 0;
    element.webkitShowPlaybackTargetPicker = () => void (shown += 1);
    const targets = playbackTargetsOf(element)!;
    const availability = Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: 'available' });
    element.dispatchEvent(availability);
    expect(targets.available).toBe(true);
    Object.defineProperty(element, 'webkitCurrentPlaybackTargetIsWireless', { configurable: true, value: true });
    element.dispatchEvent(new Event('webkitcurrentplaybacktargetiswirelesschanged'));
    expect(targets.wireless).toBe(true);
    await targets.showPicker();
    expect(shown).toBe(1);
  });
});

describe('adapters/html-media: 001 §2 presentation of a video element', () => {
  afterEach(() => {
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
  });

  it('reports picture-in-picture entered and left, and fullscreen entered, as modeChanged', () => {
    const video = document.createElement('video');
    const presentation = new VideoPresentation(video);
    const changes: SinkPresentationChange[] = [];
    presentation.on('modeChanged', (change) => changes.push(change));
    video.dispatchEvent(new Event('enterpictureinpicture'));
    video.dispatchEvent(new Event('leavepictureinpicture'));
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => video });
    video.dispatchEvent(new Event('fullscreenchange'));
    expect(presentation.fullscreen).toBe(true);
    expect(changes).toEqual([
      { mode: 'pictureinpicture', fullscreen: false },
      { mode: 'inline', fullscreen: false },
      { mode: 'inline', fullscreen: true },
    ]);
    presentation.destroy();
    video.dispatchEvent(new Event('fullscreenchange'));
    expect(changes).toHaveLength(3);
  });
});
