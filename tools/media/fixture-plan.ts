import { createHash } from 'node:crypto';
import { SOURCE_SAMPLE_RATE } from './source-signal.ts';

/**
 * What the fixture generator makes: fixed lists, so re-running it picks the same content
 * (byte-identical output is not promised; ffmpeg and the packager stamp versions and ids).
 */

/**
 * Clip lengths in seconds. Each becomes an odd sample count, so no clip is a whole number of
 * 1,024-sample AAC frames and every clip ends with real padding: the gapless logic must use
 * priming/content/padding, not frame counts.
 */
const CLIP_SECONDS: readonly number[] = [7.3, 8.1, 6.7, 9.2, 5.9, 7.7, 8.6, 6.2, 7.1, 9.5, 6.9, 8.3];

export interface ClipPlan {
  readonly id: string;
  readonly index: number;
  /** First source sample of the clip (inclusive). */
  readonly startSample: number;
  /** Content length in samples (odd, hence never a multiple of 1,024). */
  readonly sampleCount: number;
}

export function planClips(): ClipPlan[] {
  let start = 0;
  return CLIP_SECONDS.map((seconds, index) => {
    let count = Math.round(seconds * SOURCE_SAMPLE_RATE);
    if (count % 2 === 0) count += 1;
    const clip: ClipPlan = { id: `clip${String(index + 1).padStart(2, '0')}`, index, startSample: start, sampleCount: count };
    // Contiguous cuts: the next clip starts at the exact sample where this one ends.
    start += count;
    return clip;
  });
}

/** Random-looking but reproducible 16 bytes (hex) for a clip's CENC key id or key. */
export function deriveKeyMaterial(clipId: string, purpose: 'kid' | 'key'): string {
  return createHash('sha256').update(`mediakit-fixture/${clipId}/${purpose}`).digest('hex').slice(0, 32);
}

export interface ArtworkPlan {
  readonly name: string;
  /** ffmpeg lavfi source graph that draws the picture (300x300, one frame). */
  readonly filter: string;
}

export const ARTWORK_SIZE = 300;
const ARTWORK_COUNT = 30;

/** Hue (0..1) to an ffmpeg 0xRRGGBB colour at fixed saturation/value. */
function hueColour(hue: number, value: number): string {
  const i = Math.floor(hue * 6);
  const f = hue * 6 - i;
  const s = 0.65;
  const p = value * (1 - s);
  const q = value * (1 - f * s);
  const t = value * (1 - (1 - f) * s);
  const rgb = [
    [value, t, p],
    [q, value, p],
    [p, value, t],
    [p, q, value],
    [t, p, value],
    [value, p, q],
  ][i % 6] as number[];
  return '0x' + rgb.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('');
}

/**
 * 30 covers: distinct hues, and one of four patterns (bands, checks, rings, diagonal stripes)
 * laid over a flat background, so images are told apart at a glance and by pixel checks.
 */
export function planArtwork(): ArtworkPlan[] {
  const size = ARTWORK_SIZE;
  const plans: ArtworkPlan[] = [];
  for (let i = 0; i < ARTWORK_COUNT; i++) {
    const hue = (i * 0.381966) % 1; // golden-ratio steps: neighbours never share a hue
    const back = hueColour(hue, 0.85);
    const fore = hueColour((hue + 0.5) % 1, 0.45);
    const pattern = i % 4;
    const step = 20 + (i % 5) * 8;
    const band = [
      // horizontal bands
      `lt(mod(Y\\,${step * 2})\\,${step})`,
      // checks
      `eq(mod(floor(X/${step})+floor(Y/${step})\\,2)\\,0)`,
      // rings around the centre
      `lt(mod(hypot(X-${size / 2}\\,Y-${size / 2})\\,${step * 2})\\,${step})`,
      // diagonal stripes
      `lt(mod(X+Y\\,${step * 2})\\,${step})`,
    ][pattern] as string;
    const [br, bg, bb] = [1, 3, 5].map((o) => parseInt(back.slice(o + 1, o + 3), 16));
    const [fr, fg, fb] = [1, 3, 5].map((o) => parseInt(fore.slice(o + 1, o + 3), 16));
    const mix = (b: number | undefined, f: number | undefined): string => `if(${band}\\,${f}\\,${b})`;
    plans.push({
      name: `cover-${String(i + 1).padStart(2, '0')}`,
      filter: `color=c=black:s=${size}x${size}:d=1,format=rgb24,geq=r='${mix(br, fr)}':g='${mix(bg, fg)}':b='${mix(bb, fb)}'`,
    });
  }
  return plans;
}
