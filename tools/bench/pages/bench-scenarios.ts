/**
 * The steps of each in-browser comparison, written once and run against every driver. Timing
 * that matters is taken in the page (performance.now, the recorder's audio-thread frame
 * counter), never across the Playwright bridge.
 */
import { SilentRunTracker } from '../silent-run-tracker.ts';
import { AudioRecorder } from './audio-recorder.ts';
import type {
  AudibleStallSummary,
  BenchPageApi,
  BenchTrack,
  JoinRunOptions,
  JoinRunResult,
  LongPlaybackOptions,
  LongPlaybackRunResult,
  LongPlaybackSample,
  SkipRunOptions,
  SkipRunResult,
  SkipTrialResult,
  TtfaTrialResult,
} from './bench-page.types.ts';
import { errorText, nextPlaying, sleep, type PlayerDriver } from './player-driver.ts';

/** Progress the Node side may poll while a long run is under way. */
interface BenchProgress {
  mediaSeconds: number;
  tracksStarted: number;
  bufferedSeconds: number;
}

declare global {
  interface Window {
    __bench?: BenchPageApi;
    __benchProgress?: BenchProgress;
  }
}

/** Joins a long run may miss (and skip past) before it gives up. */
const MAX_MISSED_JOINS = 5;

/** Resolves when `predicate` holds (polled every 5 ms), or rejects after `timeoutMs`. */
async function until(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}


/**
 * Installs `window.__bench` for one player. `prepare` runs before any timed step (MediaKit
 * creates its sink there, as a shaka page creates its Player before loading).
 */
export function installBenchPage(
  name: string,
  createDriver: () => PlayerDriver,
  prepare?: (driver: PlayerDriver, track: BenchTrack) => Promise<void>,
): void {
  let driver: PlayerDriver | undefined;
  let recorder: AudioRecorder | undefined;
  const getDriver = (): PlayerDriver => (driver ??= createDriver());
  const getRecorder = async (): Promise<AudioRecorder> => (recorder ??= await AudioRecorder.install());

  const api: BenchPageApi = {
    player: name,

    async ready() {
      try {
        await getRecorder();
        return await getDriver().ready();
      } catch (error) {
        return { ok: false, reason: errorText(error) };
      }
    },

    /**
     * Plays the tracks in order, each from `leadSeconds` before its end, through the player's
     * own way of moving to the next track, and records everything rendered. A mark `seek:i` is
     * set just before track i is moved near its end; the join after track i lies between marks
     * `seek:i` and `seek:i+1`.
     */
    async runJoins(tracks: readonly BenchTrack[], options: JoinRunOptions): Promise<JoinRunResult> {
      const rec = await getRecorder();
      const player = getDriver();
      const order: string[] = [];
      player.onCurrentChange((id) => order.push(id));
      rec.start();
      try {
        const first = tracks[0] as BenchTrack;
        if (prepare) await prepare(player, first);
        rec.mark('seek:0');
        await player.start(first, Math.max(0, first.durationSeconds - options.leadSeconds));
        for (let i = 0; i + 1 < tracks.length; i++) {
          const next = tracks[i + 1] as BenchTrack;
          await player.preload(next);
          await until(() => player.currentTrackId() === next.id, options.joinTimeoutMs, `${next.id} to become current`);
          await sleep(options.afterJoinSeconds * 1000);
          if (i + 2 < tracks.length) {
            rec.mark(`seek:${i + 1}`);
            player.seek(Math.max(0, next.durationSeconds - options.leadSeconds));
          }
        }
        return { recording: await rec.stop(), currentOrder: order };
      } catch (error) {
        return { recording: await rec.stop(), currentOrder: order, error: errorText(error) };
      } finally {
        await player.destroy();
      }
    },

    /** Cold first audio: this page has never fetched the track; load and play, time to `playing`. */
    async runTtfa(track: BenchTrack): Promise<TtfaTrialResult> {
      await getRecorder();
      const player = getDriver();
      try {
        if (prepare) await prepare(player, track);
        let playCalled = 0;
        const playing = nextPlaying(15_000);
        const started = performance.now();
        await player.start(track, 0, () => (playCalled = performance.now()));
        const at = await playing;
        return {
          loadToPlayingMs: at === null ? null : at - started,
          playToPlayingMs: at === null || playCalled === 0 ? null : Math.max(0, at - playCalled),
          ...(at === null ? { error: 'no playing event within 15 s' } : {}),
        };
      } catch (error) {
        return { loadToPlayingMs: null, playToPlayingMs: null, error: errorText(error) };
      } finally {
        await player.destroy();
      }
    },

    /**
     * Plays track 0, then for each later track: preload it, let the current one play, skip.
     * A mark `skip:<id>` is set on the audio thread at the skip; the Node side finds where the
     * new track's first samples appear after it.
     */
    async runSkips(tracks: readonly BenchTrack[], options: SkipRunOptions): Promise<SkipRunResult> {
      const rec = await getRecorder();
      const player = getDriver();
      const trials: SkipTrialResult[] = [];
      rec.start();
      try {
        const first = tracks[0] as BenchTrack;
        if (prepare) await prepare(player, first);
        await player.start(first, 0);
        for (const next of tracks.slice(1)) {
          const playedFrom = performance.now();
          await player.preload(next);
          const rest = options.playSeconds * 1000 - (performance.now() - playedFrom);
          if (rest > 0) await sleep(rest);
          const playing = nextPlaying(options.timeoutMs);
          rec.mark(`skip:${next.id}`);
          const asked = performance.now();
          try {
            await player.skipToPreloaded();
            const at = await playing;
            trials.push({ skipToPlayingEventMs: at === null ? null : at - asked });
          } catch (error) {
            trials.push({ skipToPlayingEventMs: null, error: errorText(error) });
          }
          await sleep(options.afterSkipSeconds * 1000);
        }
        return { trials, recording: await rec.stop() };
      } catch (error) {
        return { trials, recording: await rec.stop(), error: errorText(error) };
      } finally {
        await player.destroy();
      }
    },

    /**
     * Continuous playback through the engine, fast-forwarded: playbackRate as high as the
     * element allows, and a seek past most of each track right after it starts. The next
     * track is preloaded as soon as one starts, so the engine keeps joining tracks for the
     * whole run. `window.__benchProgress` lets the Node side sample the heap meanwhile.
     */
    async runLongPlayback(tracks: readonly BenchTrack[], options: LongPlaybackOptions): Promise<LongPlaybackRunResult> {
      const recorder = await getRecorder();
      // What a listener hears: silent runs in the rendered audio, analysed as the batches come.
      const tracker = new SilentRunTracker({ sampleRate: recorder.sampleRate });
      const unsubscribe = recorder.onAudio((start, stereo) => tracker.push(start, stereo));
      const audible = (): AudibleStallSummary => {
        const report = tracker.report();
        return {
          stalls: report.stalls.length,
          longestStallMs: Math.max(0, ...report.stalls.map((s) => s.ms)),
          examples: report.stalls.slice(0, 20).map((s) => ({ startFrame: s.startFrame, ms: Math.round(s.ms * 10) / 10 })),
          excused: report.excused,
          recordedSeconds: report.totalFrames / recorder.sampleRate,
          audibleSeconds: report.audibleFrames / recorder.sampleRate,
        };
      };
      const player = getDriver();
      const samples: LongPlaybackSample[] = [];
      const started = performance.now();
      let mediaSeconds = 0;
      let tracksStarted = 0;
      let stalls = 0;
      let missedJoins = 0;
      const progress: BenchProgress = { mediaSeconds: 0, tracksStarted: 0, bufferedSeconds: 0 };
      window.__benchProgress = progress;
      // A seek makes the element wait by design; only waiting while not seeking is a stall.
      const onWaiting = (event: Event): void => {
        if (!(event.target as HTMLMediaElement).seeking) stalls++;
      };
      document.addEventListener('waiting', onWaiting, true);
      let nextSample = 0;
      const sample = (): void => {
        progress.mediaSeconds = mediaSeconds;
        progress.tracksStarted = tracksStarted;
        progress.bufferedSeconds = player.bufferedSeconds();
        if (mediaSeconds < nextSample) return;
        nextSample += options.sampleEveryMediaSeconds;
        samples.push({ mediaSeconds, wallMs: performance.now() - started, bufferedSeconds: progress.bufferedSeconds, tracksStarted });
      };
      try {
        const first = tracks[0] as BenchTrack;
        if (prepare) await prepare(player, first);
        await player.start(first, 0);
        player.setPlaybackRate(options.playbackRate);
        let index = 0;
        while (mediaSeconds < options.targetMediaSeconds) {
          const track = tracks[index % tracks.length] as BenchTrack;
          const next = tracks[(index + 1) % tracks.length] as BenchTrack;
          tracksStarted++;
          // Preload first, as a player does the moment a track becomes current, then jump: the
          // part the seek skips still went through the engine's buffer.
          await player.preload(next);
          tracker.excuse(recorder.currentFrame);
          player.seek(track.durationSeconds * options.skipFraction);
          sample();
          const deadline = options.wallTimeoutMs - (performance.now() - started);
          if (deadline <= 0) throw new Error(`wall-clock budget spent after ${mediaSeconds.toFixed(0)} media seconds`);
          try {
            await until(() => player.currentTrackId() === next.id, Math.min(deadline, 10_000), `${next.id} to become current`);
          } catch (error) {
            // A join the engine missed is counted, then passed by skipping to the preloaded
            // track, so one miss does not end the hour; too many end it.
            missedJoins++;
            if (missedJoins > MAX_MISSED_JOINS) throw error;
            // Not excused: the silence of a missed join was heard, and the skip ends it.
            await player.skipToPreloaded();
            await until(() => player.currentTrackId() === next.id, 5_000, `${next.id} to become current after a skip`);
          }
          // Rate is per element for players that switch elements; set it again after each join.
          player.setPlaybackRate(options.playbackRate);
          mediaSeconds += track.durationSeconds;
          index++;
        }
        sample();
        // The last batches are still on their way from the audio thread.
        await sleep(300);
        return { samples, mediaSeconds, stalls, audible: audible(), missedJoins };
      } catch (error) {
        return { samples, mediaSeconds, stalls, audible: audible(), missedJoins, error: errorText(error) };
      } finally {
        unsubscribe();
        document.removeEventListener('waiting', onWaiting, true);
        await player.destroy();
      }
    },
  };
  window.__bench = api;
}
