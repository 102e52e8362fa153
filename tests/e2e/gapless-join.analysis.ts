/**
 * Measures gapless joins in a recording of rendered audio (MEDIA-FACTS: the buffered ranges hide
 * gaps, a gapless test must inspect the recorded samples). The recording and the source are
 * interleaved stereo float32 at 44.1 kHz; the source is recomputed exactly by
 * tools/media/source-signal.ts. All figures are sample counts (converted to ms for reading).
 */

export const SAMPLE_RATE = 44_100;
const WINDOW = 8192;
/** Search ±this many frames around the expected lag: more than a whole AAC frame, so a missing or doubled padding shows, and few enough to keep off false peaks. */
const RADIUS = 1100;
/** Frames left out before a join when aligning the music before it. */
const GUARD = 64;
/**
 * Frames left out after a join when aligning the music after it: a separately encoded track's
 * first two AAC frames carry the encoder's onset noise, which can let a bass period (15 ms) win
 * the correlation. Any gap or overlap at the join shifts everything after it, so this loses nothing.
 */
const GUARD_AFTER = 4096;
/** A frame counts as silent when both channels are below this (the music never is, for 5 frames). */
export const SILENCE_LEVEL = 1e-3;
/** The stretch either side of a join whose largest step is the music's normal level (notes start in 3 ms). */
const NORMAL_WINDOW = 2 * SAMPLE_RATE;

/** Normalised correlation of rec[(srcFrom + lag)...] with src[srcFrom...] over `window` frames. */
function correlation(rec: Float32Array, src: Float32Array, srcFrom: number, lag: number, window: number): number {
  const r0 = 2 * (srcFrom + lag);
  const s0 = 2 * srcFrom;
  if (r0 < 0 || s0 < 0 || r0 + 2 * window > rec.length || s0 + 2 * window > src.length) return -1;
  let dot = 0;
  let er = 0;
  let es = 0;
  for (let i = 0; i < 2 * window; i++) {
    const a = rec[r0 + i] as number;
    const b = src[s0 + i] as number;
    dot += a * b;
    er += a * a;
    es += b * b;
  }
  return dot / Math.sqrt(er * es || 1);
}

export interface Alignment {
  /** Recording index minus source index, refined to a fraction of a frame. */
  readonly lag: number;
  readonly score: number;
}

/**
 * The lag (rec index − src index) that best aligns the source windows starting at `srcFroms` (all
 * at one lag) in the recording. Several windows are summed: the music's bass repeats every
 * 15-27 ms, and one short window can prefer a lag a bass period away.
 */
export function align(rec: Float32Array, src: Float32Array, srcFroms: number | readonly number[], guess: number, radius: number, window = WINDOW): Alignment {
  const starts = typeof srcFroms === 'number' ? [srcFroms] : srcFroms;
  const score = (l: number): number => starts.reduce((sum, from) => sum + correlation(rec, src, from, l, window), 0) / starts.length;
  let best = -2;
  let lag = guess;
  for (let l = guess - radius; l <= guess + radius; l++) {
    const c = score(l);
    if (c > best) {
      best = c;
      lag = l;
    }
  }
  const left = score(lag - 1);
  const right = score(lag + 1);
  const curvature = left - 2 * best + right;
  return { lag: curvature < 0 ? lag + (0.5 * (left - right)) / curvature : lag, score: best };
}

/** Longest run of silent frames in rec[from, to). */
export function longestSilence(rec: Float32Array, from: number, to: number): number {
  let run = 0;
  let longest = 0;
  for (let n = Math.max(0, from); n < Math.min(to, rec.length / 2); n++) {
    if (Math.abs(rec[2 * n] as number) < SILENCE_LEVEL && Math.abs(rec[2 * n + 1] as number) < SILENCE_LEVEL) longest = Math.max(longest, ++run);
    else run = 0;
  }
  return longest;
}

/** Largest sample-to-sample step (either channel) in rec[from, to). */
export function largestStep(rec: Float32Array, from: number, to: number): number {
  let step = 0;
  for (let n = Math.max(1, from); n < Math.min(to, rec.length / 2); n++) {
    step = Math.max(step, Math.abs((rec[2 * n] as number) - (rec[2 * n - 2] as number)), Math.abs((rec[2 * n + 1] as number) - (rec[2 * n - 1] as number)));
  }
  return step;
}

export interface JoinFigures {
  readonly join: string;
  /** Frames: how much later (positive) the music after the join is than the music before it. */
  readonly shiftFrames: number;
  readonly shiftMs: number;
  /** Longest silent run within ±50 ms of the join, frames and ms. */
  readonly silenceFrames: number;
  readonly silenceMs: number;
  /** Largest step within ±32 frames of the join. */
  readonly jump: number;
  /** Largest step of the same recording within 2 s either side of the join (its ±10 ms left out): the music's normal level. */
  readonly normalJump: number;
  readonly scoreBefore: number;
  readonly scoreAfter: number;
}

/**
 * Figures of one join, where the source continues from `srcBefore` (last frame of the music before
 * the join, exclusive end) with `srcAfter` (the music after it). For contiguous clips both are
 * the same source position; for a replaced next item they differ. `lag` is the current alignment.
 */
export function measureJoin(rec: Float32Array, src: Float32Array, name: string, srcBefore: number, srcAfter: number, lag: number): { readonly figures: JoinFigures; readonly lagAfter: number } {
  const before = align(rec, src, [1, 2, 3].map((k) => srcBefore - GUARD - k * WINDOW), Math.round(lag), RADIUS);
  const joinInRec = srcBefore + before.lag;
  // The music after the join should start exactly at joinInRec: its lag is joinInRec - srcAfter.
  const after = align(rec, src, [0, 1, 2].map((k) => srcAfter + GUARD_AFTER + k * WINDOW), Math.round(joinInRec - srcAfter), RADIUS);
  const shiftFrames = after.lag + srcAfter - joinInRec;
  const c = Math.round(joinInRec);
  const silenceFrames = longestSilence(rec, c - 2205, c + 2205);
  const jump = largestStep(rec, c - 32, c + 32);
  const normalJump = Math.max(largestStep(rec, c - NORMAL_WINDOW, c - 441), largestStep(rec, c + 441, c + NORMAL_WINDOW));
  return {
    figures: {
      join: name,
      shiftFrames: round(shiftFrames, 2),
      shiftMs: round((shiftFrames / SAMPLE_RATE) * 1000, 4),
      silenceFrames,
      silenceMs: round((silenceFrames / SAMPLE_RATE) * 1000, 4),
      jump: round(jump, 4),
      normalJump: round(normalJump, 4),
      scoreBefore: round(before.score, 3),
      scoreAfter: round(after.score, 3),
    },
    lagAfter: after.lag,
  };
}

/** Where the source starts in the recording: a coarse search then a refined alignment. */
export function findStart(rec: Float32Array, src: Float32Array, srcFrom: number, maxLag: number): Alignment {
  let best = -2;
  let lag = 0;
  for (let l = -2048; l <= maxLag; l += 4) {
    const c = correlation(rec, src, srcFrom, l, 2048);
    if (c > best) {
      best = c;
      lag = l;
    }
  }
  return align(rec, src, srcFrom, lag, 8);
}

/**
 * Where src[srcFrom, srcFrom + window) is in a recording that may start anywhere in the source:
 * a coarse search over the whole recording, then a refined alignment. Returns the lag
 * (rec index − src index).
 */
export function locate(rec: Float32Array, src: Float32Array, srcFrom: number, window = WINDOW): Alignment {
  // Coarse: every 4th frame of the window, every 2nd position; then refined at full resolution.
  const coarse = (r: number): number => {
    let dot = 0;
    let er = 0;
    let es = 0;
    for (let i = 0; i < window; i += 4) {
      for (let ch = 0; ch < 2; ch++) {
        const a = rec[2 * (r + i) + ch] as number;
        const b = src[2 * (srcFrom + i) + ch] as number;
        dot += a * b;
        er += a * a;
        es += b * b;
      }
    }
    return dot / Math.sqrt(er * es || 1);
  };
  let best = -2;
  let at = 0;
  for (let r = 0; r + window < rec.length / 2; r += 2) {
    const c = coarse(r);
    if (c > best) {
      best = c;
      at = r;
    }
  }
  return align(rec, src, srcFrom, at - srcFrom, 8, window);
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Decodes the page's base64 float32 parts into one array. */
export function decodeParts(parts: readonly string[]): Float32Array {
  const buffers = parts.map((p) => Buffer.from(p, 'base64'));
  const total = buffers.reduce((sum, b) => sum + b.byteLength, 0);
  const out = new Float32Array(total / 4);
  const bytes = new Uint8Array(out.buffer);
  let offset = 0;
  for (const b of buffers) {
    bytes.set(b, offset);
    offset += b.byteLength;
  }
  return out;
}
