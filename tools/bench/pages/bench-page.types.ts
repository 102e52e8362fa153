/**
 * What the Node side of the bench hands to its browser pages and gets back. Plain data only
 * (it crosses `page.evaluate`), shared by both sides so the two cannot drift apart.
 */

/** One clip as a page needs it: where it is, how long it is, its gapless numbers and keys. */
export interface BenchTrack {
  readonly id: string;
  /** Absolute URLs on the emulator. */
  readonly masterUrl: string;
  readonly mediaUrl: string;
  readonly initUrl: string;
  readonly segmentUrls: readonly string[];
  readonly sampleRate: number;
  readonly primingSamples: number;
  readonly sampleCount: number;
  readonly paddingSamples: number;
  /** Content length in seconds (sampleCount / sampleRate): where the music ends. */
  readonly durationSeconds: number;
  /** Where the clip sits in the continuous source signal (samples). */
  readonly sourceStartSample: number;
  readonly encrypted: boolean;
  /** ClearKey key id and key (lowercase hex) for encrypted tracks: peers get them directly. */
  readonly keyId?: string;
  readonly key?: string;
  /** The bench server's ClearKey licence endpoint (JSON request → JWK set), for hls.js. */
  readonly licenseUrl?: string;
  /** The same master playlist with KEYFORMAT="identity", the only ClearKey form shaka's HLS parser takes. */
  readonly identityMasterUrl?: string;
}

/** A frame index of the recorder (frames since the recorder started) with a label. */
export interface RecorderMark {
  readonly label: string;
  readonly frame: number;
}

/** Rendered audio as recorded by the page, interleaved stereo float32, base64 of its bytes. */
export interface RecordingDump {
  readonly sampleRate: number;
  /** Recorder frame index of the first frame in `base64`. */
  readonly firstFrame: number;
  readonly frames: number;
  readonly base64: string;
  readonly marks: readonly RecorderMark[];
}

/** Outcome of the join scenario in the page. */
export interface JoinRunResult {
  readonly recording: RecordingDump;
  /** Track ids in the order they became current, as the driver reported them. */
  readonly currentOrder: readonly string[];
  readonly error?: string;
}

/** One time-to-first-audio trial. */
export interface TtfaTrialResult {
  /** Milliseconds from the load request to the element's `playing` event. */
  readonly loadToPlayingMs: number | null;
  /** Milliseconds from the play() call to `playing`. */
  readonly playToPlayingMs: number | null;
  readonly error?: string;
}

/** One skip to a preloaded track: the recording around it and when the skip was asked. */
export interface SkipTrialResult {
  /** Milliseconds from the skip request to the `playing` event of the new track, if one fired. */
  readonly skipToPlayingEventMs: number | null;
  readonly error?: string;
}

export interface SkipRunResult {
  readonly trials: readonly SkipTrialResult[];
  /** Marks named `skip:<trackId>` locate each skip in the recording. */
  readonly recording: RecordingDump;
  readonly error?: string;
}

/** One sample of the long-playback run. */
export interface LongPlaybackSample {
  /** Seconds of media played through so far (source timeline, seeks included). */
  readonly mediaSeconds: number;
  readonly wallMs: number;
  /** Sum of the element's buffered ranges, seconds. */
  readonly bufferedSeconds: number;
  readonly tracksStarted: number;
}

export interface LongPlaybackRunResult {
  readonly samples: readonly LongPlaybackSample[];
  readonly mediaSeconds: number;
  readonly stalls: number;
  /** Silent runs in the rendered audio that no seek or skip of the run explains (tools/bench/silent-run-tracker.ts). */
  readonly audible: AudibleStallSummary;
  /** Joins the engine did not make within 10 s; the run skipped to the preloaded track instead. */
  readonly missedJoins: number;
  readonly error?: string;
}

/** What the recording of a long run says a listener heard (issue 21). */
export interface AudibleStallSummary {
  readonly stalls: number;
  readonly longestStallMs: number;
  /** Up to 20 stalls: the recorder frame where each began and its length. */
  readonly examples: ReadonlyArray<{ readonly startFrame: number; readonly ms: number }>;
  /** Silent runs a seek or skip of the run explained. */
  readonly excused: number;
  /** Seconds of audio recorded, and of it above −60 dBFS: none audible means muted, and nothing proven. */
  readonly recordedSeconds: number;
  readonly audibleSeconds: number;
}

/** Whether a page's player can run; `via` says how MediaKit's sink was obtained. */
export interface PageReadiness {
  readonly ok: boolean;
  readonly reason?: string;
  readonly via?: string;
}

/** The API every bench page installs on `window.__bench`. */
export interface BenchPageApi {
  readonly player: string;
  /** Whether the page's player can run at all here (MediaKit: the engine exists and loads). */
  ready(): Promise<PageReadiness>;
  runJoins(tracks: readonly BenchTrack[], options: JoinRunOptions): Promise<JoinRunResult>;
  runTtfa(track: BenchTrack): Promise<TtfaTrialResult>;
  runSkips(tracks: readonly BenchTrack[], options: SkipRunOptions): Promise<SkipRunResult>;
  runLongPlayback(tracks: readonly BenchTrack[], options: LongPlaybackOptions): Promise<LongPlaybackRunResult>;
}

export interface JoinRunOptions {
  /** Seconds before a track's end to seek to, so only the part around each join is played. */
  readonly leadSeconds: number;
  /** Seconds to keep playing after a join before seeking to the next track's end. */
  readonly afterJoinSeconds: number;
  /** Give up on a join after this long. */
  readonly joinTimeoutMs: number;
}

export interface SkipRunOptions {
  /** Seconds of the current track to play before skipping. */
  readonly playSeconds: number;
  /** Seconds of the new track to record after the skip. */
  readonly afterSkipSeconds: number;
  readonly timeoutMs: number;
}

export interface LongPlaybackOptions {
  /** Media seconds to play through in total. */
  readonly targetMediaSeconds: number;
  readonly playbackRate: number;
  /** Fraction of each track skipped by a seek right after it starts (0 = play it all). */
  readonly skipFraction: number;
  /** Sample every this many media seconds. */
  readonly sampleEveryMediaSeconds: number;
  readonly wallTimeoutMs: number;
}
