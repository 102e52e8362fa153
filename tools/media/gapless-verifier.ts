/**
 * Independent check of a clip's priming. The edit list says where the content starts; here we
 * decode the raw AAC frames (edit list ignored) and find by cross-correlation where the source
 * clip actually sits in them. If the two disagree, the committed metadata would make every
 * gapless join wrong, so the generator fails loudly.
 *
 * A lossy codec blurs a single window's peak by a sample or so (measured: 1022..1025 for a true
 * 1,024), so the correlation is summed over several windows spread across the clip and the peak
 * is refined to a fraction of a sample by parabolic interpolation.
 */

export interface AlignmentResult {
  /** Integer lag with the highest summed correlation over the whole search range. */
  readonly coarseLag: number;
  /** Fractional lag refined around the coarse peak. */
  readonly fineLag: number;
  /** Mean normalised correlation at the coarse lag (1 = identical up to scale). */
  readonly score: number;
}

/** Normalised correlation of decoded[(lag + from) ..] with source[from ..] over `window` stereo frames. */
function correlationAt(decoded: Float32Array, source: Float32Array, from: number, window: number, lag: number): number {
  const base = 2 * (lag + from);
  if (base < 0 || base + 2 * window > decoded.length) return -1;
  let dot = 0;
  let decEnergy = 0;
  let srcEnergy = 0;
  for (let i = 0; i < 2 * window; i++) {
    const d = decoded[base + i] as number;
    const s = source[2 * from + i] as number;
    dot += d * s;
    decEnergy += d * d;
    srcEnergy += s * s;
  }
  return dot / Math.sqrt(decEnergy * srcEnergy || 1);
}

/**
 * Measures where `source` (the clip's own interleaved stereo samples) sits inside `decoded`
 * (all decoded frames, priming and padding included), searching `expected ± searchRadius`.
 */
export function measureAlignment(decoded: Float32Array, source: Float32Array, expected: number, searchRadius = 2_048): AlignmentResult {
  const frames = source.length / 2;
  const window = 4_096;
  const starts = [0.1, 0.3, 0.5, 0.7, 0.85].map((f) => Math.floor(f * (frames - window)));
  const summed = (lag: number): number => starts.reduce((sum, from) => sum + correlationAt(decoded, source, from, window, lag), 0) / starts.length;

  let coarseLag = -1;
  let score = -Infinity;
  for (let lag = Math.max(0, expected - searchRadius); lag <= expected + searchRadius; lag++) {
    const value = summed(lag);
    if (value > score) {
      score = value;
      coarseLag = lag;
    }
  }
  const left = summed(coarseLag - 1);
  const right = summed(coarseLag + 1);
  const curvature = left - 2 * score + right;
  const fineLag = curvature < 0 ? coarseLag + (0.5 * (left - right)) / curvature : coarseLag;
  return { coarseLag, fineLag, score };
}
