// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { MediaSinkError, PlaybackSource } from '@mediakit/core';
import { ElementMediaSink } from '../../../../adapters/html-media/index.ts';

/** The smallest engine on the kernel: load only places the element, as the real sinks do first. */
class ProbeSink extends ElementMediaSink {
  readonly id = 'probe';
  async load(source: PlaybackSource): Promise<void> {
    this.placeFor(source);
  }
}

const video: PlaybackSource = { url: 'https://x/v.m3u8', kind: 'video', format: 'hls', encrypted: false };
const audio: PlaybackSource = { ...video, kind: 'audio' };

function rejectingPlay(element: HTMLMediaElement, name: string): void {
  element.play = () => Promise.reject(Object.assign(new Error(name), { name }));
}

describe('adapters/html-media: the element kernel shared by the hls.js and shaka sinks', () => {
  it('001 §2: a video goes into the page\'s container, without native controls, inline', async () => {
    const container = document.createElement('div');
    const element = document.createElement('video');
    element.controls = true;
    const sink = new ProbeSink({ element, videoContainer: () => container });
    await sink.load(video);
    expect(element.parentElement).toBe(container);
    expect(element.controls).toBe(false);
    expect(element.hasAttribute('playsinline')).toBe(true);
  });

  // Issue 19 (the demo's mini player): handing the instance another container moves a loaded video
  // there in the same task, even when that container was already in the page (no DOM mutation
  // for the follower to see), so the browser never pauses an element taken out of the page.
  it('001 §2: videoContainerChanged moves a loaded video into the container handed over, the same element, at once', async () => {
    const stage = document.body.appendChild(document.createElement('div'));
    const mini = document.body.appendChild(document.createElement('div'));
    let current: HTMLElement = stage;
    const element = document.createElement('video');
    const sink = new ProbeSink({ element, videoContainer: () => current });
    await sink.load(video);
    expect(element.parentElement).toBe(stage);
    current = mini;
    sink.videoContainerChanged();
    expect(element.parentElement).toBe(mini);
    // A container not (yet) in the page is not where a listener can see the video: it stays.
    current = document.createElement('div');
    sink.videoContainerChanged();
    expect(element.parentElement).toBe(mini);
    stage.remove();
    mini.remove();
  });

  it('videoContainerChanged leaves an element alone while no video is loaded (audio, or nothing yet)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const idle = document.createElement('video');
    new ProbeSink({ element: idle, videoContainer: () => container }).videoContainerChanged();
    expect(idle.parentElement).toBeNull();
    const element = document.createElement('audio');
    const sink = new ProbeSink({ element, videoContainer: () => container });
    await sink.load(audio);
    sink.videoContainerChanged();
    expect(element.parentElement).toBeNull();
    container.remove();
  });

  it('001 §2: an audio source leaves the element where the host put it, and an audio element has no presentation', async () => {
    const container = document.createElement('div');
    const element = document.createElement('audio');
    const sink = new ProbeSink({ element, videoContainer: () => container });
    await sink.load(audio);
    expect(element.parentElement).toBeNull();
    expect(sink.presentation).toBeUndefined();
    expect(new ProbeSink({ element: document.createElement('video') }).presentation?.mode).toBe('inline');
  });

  it('000 §8 USER_INTERACTION_REQUIRED: a play() the browser refuses is reported as autoplay-blocked and rethrown', async () => {
    const element = document.createElement('video');
    rejectingPlay(element, 'NotAllowedError');
    const sink = new ProbeSink({ element });
    const errors: MediaSinkError[] = [];
    sink.on('error', (error) => errors.push(error));
    await expect(sink.play()).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(errors.map((error) => [error.kind, error.fatal])).toEqual([['autoplay-blocked', false]]);
  });

  it('a play() superseded by pause or load (AbortError) is neither an error nor a rejection', async () => {
    const element = document.createElement('video');
    rejectingPlay(element, 'AbortError');
    const sink = new ProbeSink({ element });
    const errors: MediaSinkError[] = [];
    sink.on('error', (error) => errors.push(error));
    await expect(sink.play()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('MediaSink events: the element\'s events are forwarded until destroy(), and controls reach the element', () => {
    const element = document.createElement('video');
    const sink = new ProbeSink({ element });
    const seen: string[] = [];
    for (const name of ['playing', 'paused', 'volumechange', 'ratechange'] as const) sink.on(name, () => seen.push(name));
    element.dispatchEvent(new Event('playing'));
    element.dispatchEvent(new Event('pause'));
    sink.setVolume(0.5);
    sink.setMuted(true);
    sink.setPlaybackRate(1.5);
    expect([element.volume, element.muted, element.playbackRate]).toEqual([0.5, true, 1.5]);
    sink.destroy();
    element.dispatchEvent(new Event('playing'));
    // The element fires volumechange for volume and muted, ratechange for the rate (HTML media elements).
    expect(seen).toEqual(['playing', 'paused', 'volumechange', 'volumechange', 'ratechange']);
  });
});
