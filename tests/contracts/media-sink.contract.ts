/**
 * The MediaSink contract (core/src/ports/media-sink.ts), as runner-agnostic cases: Vitest runs
 * them in Node against the fake and void sinks (media-sink.test.ts), and a test page runs the
 * same cases in Chromium against hls.js, shaka and mse-audio (tests/e2e/media-sink.contract.e2e.ts).
 * Nothing here imports a test framework, Node or the DOM.
 */
import type { MediaSink, MediaSinkEvents, MediaSinkTracks, PlaybackSource, WebVttCue } from '@mediakit/core';

/** What a runner provides for one sink. */
export interface SinkContractHarness {
  /** A new sink of the kind under test. */
  createSink(): Promise<MediaSink>;
  /** A playable source of at least 8 s. */
  readonly source: PlaybackSource;
  /**
   * Lets time pass (real time in a browser, simulated time in Node) until `condition` holds;
   * throws `message` after `timeoutMs` of that time.
   */
  waitFor(condition: () => boolean, message: string, timeoutMs?: number): Promise<void>;
  /** Lets `ms` of time pass. */
  sleep(ms: number): Promise<void>;
  /** Makes the next load of `sink` fail as a missing stream does; returns the source to load. Absent: the sink fetches nothing and cannot fail to load. */
  readonly failingSource?: (sink: MediaSink) => PlaybackSource;
  /** The renditions the source has, when the sink lists tracks (001 §3). */
  readonly tracks?: ExpectedTracks;
}

export interface ExpectedTracks {
  readonly audioLanguages: readonly string[];
  readonly textLanguages: readonly string[];
  readonly forcedLanguages: readonly string[];
  /** A text rendition (by label) and its first cue. */
  readonly firstCue: { readonly label: string; readonly text: string; readonly start: number };
}

export interface SinkContractCase {
  /** The rule, as the test is named. */
  readonly rule: string;
  /** Cases for optional parts of the port apply only where the harness says the sink has them. */
  readonly appliesTo?: (harness: SinkContractHarness) => boolean;
  run(harness: SinkContractHarness): Promise<void>;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Records a sink's events from now on. */
function record(sink: MediaSink): { readonly log: Array<{ event: keyof MediaSinkEvents; payload: unknown }>; has(event: keyof MediaSinkEvents, match?: (payload: never) => boolean): boolean; stop(): void } {
  const log: Array<{ event: keyof MediaSinkEvents; payload: unknown }> = [];
  const names: Array<keyof MediaSinkEvents> = ['playing', 'paused', 'waiting', 'ended', 'timeupdate', 'durationchange', 'progress', 'volumechange', 'ratechange', 'error'];
  const offs = names.map((event) => sink.on(event, (payload) => log.push({ event, payload })));
  return {
    log,
    has: (event, match) => log.some((entry) => entry.event === event && (!match || match(entry.payload as never))),
    stop: () => offs.forEach((off) => off()),
  };
}

async function withSink(harness: SinkContractHarness, body: (sink: MediaSink) => Promise<void>): Promise<void> {
  const sink = await harness.createSink();
  try {
    await body(sink);
  } finally {
    sink.destroy();
  }
}

async function playing(harness: SinkContractHarness, sink: MediaSink): Promise<void> {
  const events = record(sink);
  await sink.load(harness.source);
  await sink.play();
  await harness.waitFor(() => events.has('playing'), 'play() emits playing');
  await harness.waitFor(() => sink.currentTime > 0.3, 'time advances while playing', 8000);
  events.stop();
}

function tracksOf(sink: MediaSink): MediaSinkTracks {
  check(sink.tracks !== undefined, 'the sink lists tracks');
  return sink.tracks as MediaSinkTracks;
}

export const mediaSinkContract: readonly SinkContractCase[] = [
  {
    rule: 'load() resolves and the duration becomes known (durationchange)',
    async run(harness) {
      await withSink(harness, async (sink) => {
        const events = record(sink);
        await sink.load(harness.source);
        await harness.waitFor(() => sink.duration > 0, 'duration is positive after load');
        await harness.waitFor(() => events.has('durationchange'), 'durationchange is emitted');
        check(sink.currentTime >= 0 && sink.currentTime < 1, `a load starts at the beginning (currentTime ${sink.currentTime})`);
      });
    },
  },
  {
    rule: 'play() emits playing and time advances',
    async run(harness) {
      await withSink(harness, async (sink) => {
        const events = record(sink);
        await playing(harness, sink);
        await harness.waitFor(() => events.has('timeupdate'), 'timeupdate is emitted while playing');
      });
    },
  },
  {
    rule: 'pause() emits paused and time stops',
    async run(harness) {
      await withSink(harness, async (sink) => {
        await playing(harness, sink);
        const events = record(sink);
        sink.pause();
        await harness.waitFor(() => events.has('paused'), 'pause() emits paused');
        const pausedAt = sink.currentTime;
        await harness.sleep(1500);
        check(Math.abs(sink.currentTime - pausedAt) < 0.05, `time stays at ${pausedAt} while paused (now ${sink.currentTime})`);
      });
    },
  },
  {
    rule: 'seek(seconds) moves the playhead there and reports it (timeupdate)',
    async run(harness) {
      await withSink(harness, async (sink) => {
        await sink.load(harness.source);
        const events = record(sink);
        sink.seek(5);
        await harness.waitFor(() => Math.abs(sink.currentTime - 5) < 0.5, `currentTime reaches 5 s (is ${sink.currentTime})`);
        await harness.waitFor(() => events.has('timeupdate', (p: { currentTime: number }) => Math.abs(p.currentTime - 5) < 0.5), 'a timeupdate reports the new time');
      });
    },
  },
  {
    rule: 'setVolume and setMuted apply and report volumechange',
    async run(harness) {
      await withSink(harness, async (sink) => {
        await sink.load(harness.source);
        const events = record(sink);
        sink.setVolume(0.5);
        await harness.waitFor(() => events.has('volumechange', (p: { volume: number }) => p.volume === 0.5), 'volumechange reports volume 0.5');
        sink.setMuted(true);
        await harness.waitFor(() => events.has('volumechange', (p: { muted: boolean }) => p.muted), 'volumechange reports muted');
        sink.setMuted(false);
        await harness.waitFor(() => events.has('volumechange', (p: { muted: boolean; volume: number }) => !p.muted && p.volume === 0.5), 'unmuting keeps the volume');
      });
    },
  },
  {
    rule: 'setPlaybackRate applies and reports ratechange; time runs faster',
    async run(harness) {
      await withSink(harness, async (sink) => {
        await playing(harness, sink);
        const events = record(sink);
        sink.setPlaybackRate(2);
        await harness.waitFor(() => events.has('ratechange', (p: { rate: number }) => p.rate === 2), 'ratechange reports rate 2');
        const from = sink.currentTime;
        await harness.sleep(2000);
        check(sink.currentTime - from > 2.4, `at rate 2, 2 s move the playhead more than 2.4 s (moved ${(sink.currentTime - from).toFixed(2)} s)`);
      });
    },
  },
  {
    rule: 'the end of the source emits ended, once',
    async run(harness) {
      await withSink(harness, async (sink) => {
        const events = record(sink);
        await sink.load(harness.source);
        await harness.waitFor(() => sink.duration > 0 && Number.isFinite(sink.duration), 'a finite duration');
        sink.seek(sink.duration - 1.5);
        await sink.play();
        await harness.waitFor(() => events.has('ended'), 'ended is emitted at the end', 10_000);
        await harness.sleep(1200);
        check(events.log.filter((entry) => entry.event === 'ended').length === 1, 'ended is emitted once');
        check(sink.currentTime >= sink.duration - 0.5, `the playhead is at the end (${sink.currentTime} of ${sink.duration})`);
      });
    },
  },
  {
    rule: 'a source that cannot be fetched rejects load() (001 §4: thrown when playback never started); errors it reports are network errors',
    appliesTo: (harness) => harness.failingSource !== undefined,
    async run(harness) {
      await withSink(harness, async (sink) => {
        const events = record(sink);
        const source = harness.failingSource!(sink);
        let rejected = false;
        try {
          await sink.load(source);
        } catch {
          rejected = true;
        }
        // 001 §4: an error before playback started is thrown to the caller (here: load() rejects).
        check(rejected, 'load() rejects');
        await harness.sleep(500);
        const kinds = events.log.filter((entry) => entry.event === 'error').map((entry) => (entry.payload as { kind: string }).kind);
        check(kinds.every((kind) => kind === 'network'), `reported errors are network errors (got ${kinds.join(', ')})`);
      });
    },
  },
  {
    rule: 'issue 20: unload() (where the sink has it) stops playback; the sink then loads and plays again, as SinkPlayer reuses a sink it switched away from',
    async run(harness) {
      await withSink(harness, async (sink) => {
        await playing(harness, sink);
        if (sink.unload) {
          sink.pause();
          sink.unload();
          const at = sink.currentTime;
          await harness.sleep(1000);
          // An unloaded element may fall back to 0 (shaka's unload is asynchronous); it must not advance.
          check(sink.currentTime <= at + 0.05, `time does not advance after unload (was ${at}, now ${sink.currentTime})`);
        }
        const events = record(sink);
        await sink.load(harness.source);
        check(sink.currentTime < 1, `the new load starts at the beginning (currentTime ${sink.currentTime})`);
        await sink.play();
        await harness.waitFor(() => events.has('playing'), 'play() after the new load emits playing');
        await harness.waitFor(() => sink.currentTime > 0.3, 'time advances again', 8000);
      });
    },
  },
  {
    rule: 'destroy() stops playback: no more time updates',
    async run(harness) {
      const sink = await harness.createSink();
      await playing(harness, sink);
      const events = record(sink);
      sink.destroy();
      const after = events.log.length;
      await harness.sleep(1500);
      check(!events.log.slice(after).some((entry) => entry.event === 'timeupdate' || entry.event === 'playing'), 'no timeupdate or playing after destroy');
    },
  },
  {
    rule: '001 §3: tracks list the audio and text renditions of the source, forced ones flagged',
    appliesTo: (harness) => harness.tracks !== undefined,
    async run(harness) {
      const expected = harness.tracks!;
      await withSink(harness, async (sink) => {
        const tracks = tracksOf(sink);
        await sink.load(harness.source);
        await harness.waitFor(() => tracks.audioTracks().length === expected.audioLanguages.length && tracks.textTracks().length === expected.textLanguages.length, 'the renditions are listed');
        const sorted = (values: readonly string[]): string => [...values].sort().join(',');
        check(sorted(tracks.audioTracks().map((t) => t.language)) === sorted(expected.audioLanguages), `audio languages ${tracks.audioTracks().map((t) => t.language)}`);
        check(sorted(tracks.textTracks().map((t) => t.language)) === sorted(expected.textLanguages), `text languages ${tracks.textTracks().map((t) => t.language)}`);
        check(sorted(tracks.textTracks().filter((t) => t.forced).map((t) => t.language)) === sorted(expected.forcedLanguages), 'forced renditions are flagged');
        check(tracks.audioTracks().filter((t) => t.enabled).length === 1, 'exactly one audio rendition is enabled');
        check(new Set([...tracks.audioTracks(), ...tracks.textTracks()].map((t) => t.label)).size > 1, 'renditions carry their names');
      });
    },
  },
  {
    rule: '001 §3: selectAudioTrack switches the enabled audio rendition (audioTrackChanged)',
    appliesTo: (harness) => harness.tracks !== undefined,
    async run(harness) {
      await withSink(harness, async (sink) => {
        const tracks = tracksOf(sink);
        const changes: number[] = [];
        tracks.on('audioTrackChanged', ({ id }) => changes.push(id));
        await sink.load(harness.source);
        await harness.waitFor(() => tracks.audioTracks().length > 1, 'several audio renditions');
        const other = tracks.audioTracks().find((t) => !t.enabled)!;
        tracks.selectAudioTrack(other.id);
        await harness.waitFor(() => changes.includes(other.id), `audioTrackChanged reports ${other.id}`);
        check(tracks.audioTracks().find((t) => t.enabled)?.id === other.id, 'the chosen rendition is the enabled one');
      });
    },
  },
  {
    rule: '001 §2/§5: selectTextTrack delivers that rendition’s cues, on the media timeline',
    appliesTo: (harness) => harness.tracks !== undefined,
    async run(harness) {
      const expected = harness.tracks!.firstCue;
      await withSink(harness, async (sink) => {
        const tracks = tracksOf(sink);
        const delivered: Array<{ trackId: number; cues: readonly WebVttCue[] }> = [];
        tracks.on('cues', (payload) => delivered.push(payload));
        await sink.load(harness.source);
        await harness.waitFor(() => tracks.textTracks().some((t) => t.label === expected.label && !t.forced), `a text rendition named ${expected.label}`);
        const track = tracks.textTracks().find((t) => t.label === expected.label && !t.forced)!;
        tracks.selectTextTrack(track.id);
        await sink.play();
        await harness.waitFor(() => delivered.some((d) => d.trackId === track.id && d.cues.some((c) => c.text === expected.text)), `the cue "${expected.text}" is delivered`, 10_000);
        const cue = delivered.flatMap((d) => (d.trackId === track.id ? d.cues : [])).find((c) => c.text === expected.text)!;
        check(Math.abs(cue.start - expected.start) < 0.1, `the cue starts at ${expected.start} s on the media timeline (got ${cue.start})`);
        const listed = new Set(tracks.textTracks().map((t) => t.id));
        check(delivered.every((d) => listed.has(d.trackId)), 'every batch names a listed rendition');
        tracks.selectTextTrack(null);
      });
    },
  },
];
