/**
 * Where a stretch of one signal sits inside another, by normalised cross-correlation: the
 * primitive under the join and skip analyses. Signals are interleaved stereo float32.
 *
 * A full-rate search over a second of lags costs ~10^9 multiply-adds, so the search is done in
 * two passes: a coarse one on mono, 8x box-decimated copies (the fixture's content stays below
 * ~2.1 kHz, under the decimated Nyquist of 2.75 kHz), then a full-rate stereo pass of a few
 * dozen lags around the coarse peak.
 */

export const DECIMATION = 8;
/** Coarse peaks refined at full rate. */
const CANDIDATES = 8;

/** Mono (L+R)/2, averaged over blocks of `factor` frames. */
export function decimate(stereo: Float32Array, factor = DECIMATION): Float32Array {
  const frames = Math.floor(stereo.length / 2 / factor);
  const out = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    const base = 2 * i * factor;
    for (let j = 0; j < 2 * factor; j++) sum += stereo[base + j] as number;
    out[i] = sum / (2 * factor);
  }
  return out;
}

/** Normalised correlation of a[aStart..aStart+n) with b[bStart..bStart+n) (plain arrays, any channel layout). */
export function correlation(a: Float32Array, aStart: number, b: Float32Array, bStart: number, n: number): number {
  if (aStart < 0 || bStart < 0 || aStart + n > a.length || bStart + n > b.length) return -1;
  let dot = 0;
  let ea = 0;
  let eb = 0;
  for (let i = 0; i < n; i++) {
    const x = a[aStart + i] as number;
    const y = b[bStart + i] as number;
    dot += x * y;
    ea += x * x;
    eb += y * y;
  }
  const norm = Math.sqrt(ea * eb);
  return norm === 0 ? 0 : dot / norm;
}

export interface Located {
  /** Frame index in `haystack` where the needle window matches best. */
  readonly frame: number;
  /** Normalised correlation there (1 = identical up to scale). */
  readonly score: number;
}

/**
 * Finds where `needle[needleFrame .. needleFrame + windowFrames)` best matches inside
 * `haystack`, searching start frames `from..to` (inclusive, clamped). Both stereo interleaved.
 * `decimated` copies may be passed in when the same signals are searched many times.
 */
export function locate(
  needle: Float32Array,
  needleFrame: number,
  windowFrames: number,
  haystack: Float32Array,
  from: number,
  to: number,
  decimated?: { readonly needle: Float32Array; readonly haystack: Float32Array },
): Located {
  const haystackFrames = haystack.length / 2;
  const lo = Math.max(0, Math.floor(from));
  const hi = Math.min(haystackFrames - windowFrames, Math.ceil(to));
  if (hi < lo || needleFrame < 0 || needleFrame + windowFrames > needle.length / 2) return { frame: lo, score: -1 };

  const dn = decimated?.needle ?? decimate(needle);
  const dh = decimated?.haystack ?? decimate(haystack);
  const dWindow = Math.floor(windowFrames / DECIMATION);
  const dNeedle = Math.floor(needleFrame / DECIMATION);
  const phase = needleFrame - dNeedle * DECIMATION;
  // Coarse pass. Music is locally near-periodic (a held chord correlates with itself a few
  // periods later), and box decimation blurs the true peak when the two signals sit at
  // different phases of the 8-frame grid, so the best coarse lag can be a neighbour period:
  // keep the best few local maxima and let the full-rate pass decide among them.
  const first = Math.floor(lo / DECIMATION);
  const last = Math.ceil(hi / DECIMATION);
  const scores = new Float64Array(Math.max(0, last - first + 1));
  for (let d = first; d <= last; d++) scores[d - first] = correlation(dn, dNeedle, dh, d, dWindow);
  const peaks: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    const v = scores[i] as number;
    if ((i === 0 || v >= (scores[i - 1] as number)) && (i === scores.length - 1 || v >= (scores[i + 1] as number))) peaks.push(i);
  }
  peaks.sort((a, b) => (scores[b] as number) - (scores[a] as number));
  let frame = lo;
  let score = -Infinity;
  for (const peak of peaks.slice(0, CANDIDATES)) {
    const coarse = (peak + first) * DECIMATION + phase;
    for (let f = Math.max(lo, coarse - 2 * DECIMATION); f <= Math.min(hi, coarse + 2 * DECIMATION); f++) {
      const s = correlation(needle, 2 * needleFrame, haystack, 2 * f, 2 * windowFrames);
      if (s > score) {
        score = s;
        frame = f;
      }
    }
  }
  return { frame, score };
}

/** The longest run of frames in [from, to) whose both channels stay below `threshold` in magnitude. */
export function longestQuietRun(stereo: Float32Array, from: number, to: number, threshold: number): { readonly start: number; readonly length: number } {
  let bestStart = from;
  let bestLength = 0;
  let runStart = -1;
  const end = Math.min(to, stereo.length / 2);
  for (let i = Math.max(0, from); i < end; i++) {
    const quiet = Math.abs(stereo[2 * i] as number) < threshold && Math.abs(stereo[2 * i + 1] as number) < threshold;
    if (quiet) {
      if (runStart < 0) runStart = i;
      const length = i + 1 - runStart;
      if (length > bestLength) {
        bestLength = length;
        bestStart = runStart;
      }
    } else {
      runStart = -1;
    }
  }
  return { start: bestStart, length: bestLength };
}

/** The largest sample-to-sample step in [from, to) over both channels (a click shows as a spike). */
export function largestStep(stereo: Float32Array, from: number, to: number): number {
  let largest = 0;
  const end = Math.min(to, stereo.length / 2);
  for (let i = Math.max(1, from); i < end; i++) {
    for (let c = 0; c < 2; c++) {
      const step = Math.abs((stereo[2 * i + c] as number) - (stereo[2 * (i - 1) + c] as number));
      if (step > largest) largest = step;
    }
  }
  return largest;
}
