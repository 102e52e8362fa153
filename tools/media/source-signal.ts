/**
 * The one continuous musical signal every audio fixture is cut from.
 *
 * It is a closed-form function of the sample index (no state, no randomness at run time), so a
 * test can recompute any stretch of the source exactly (`renderSourceSignal(start, count)`)
 * and cross-correlate rendered audio against it to measure gapless joins, without a committed
 * WAV. The music: a bass + soft pad on a chord that changes every 2 s, and an arpeggio of short
 * plucked notes every 250 ms whose pitches follow a hashed (non-periodic) pattern, so a
 * correlation has one sharp peak instead of a comb. Peak level stays under 0.5.
 *
 * @example
 *   const pcm = renderSourceSignal(0, 44_100); // first second, interleaved L/R float32
 */

export const SOURCE_SAMPLE_RATE = 44_100;
export const SOURCE_CHANNELS = 2;

const BEAT_SECONDS = 0.25;
const BEATS_PER_CHORD = 8;
/** A note rings for 3 beats and its envelope reaches exactly 0 there, so cut-offs never click. */
const NOTE_SPAN_BEATS = 3;

/** Chords as semitone offsets from A2 (110 Hz): a pop-ish cycle in a few keys. */
const CHORDS: readonly (readonly number[])[] = [
  [0, 4, 7], // A
  [-3, 0, 4], // F#m
  [-7, -3, 0], // D
  [-5, -1, 2], // E
  [3, 7, 10], // C
  [-2, 2, 5], // G
  [5, 8, 12], // Dm
  [-4, 0, 3], // Fm
];

/** Integer hash (deterministic, platform-independent: 32-bit integer arithmetic only). */
function hash32(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

function chordAt(chordIndex: number): readonly number[] {
  return CHORDS[hash32(chordIndex, 7) % CHORDS.length] as readonly number[];
}

function semitoneHz(semitones: number): number {
  return 110 * 2 ** (semitones / 12);
}

/**
 * Pitch (Hz) of arpeggio note n: a chord tone chosen by hash, an octave or a fifth higher.
 * Kept below ~700 Hz so the normal sample-to-sample step stays small and a click at a bad
 * join stands out.
 */
function arpNoteHz(noteIndex: number): number {
  const chord = chordAt(Math.floor(noteIndex / BEATS_PER_CHORD));
  const h = hash32(noteIndex, 1);
  const tone = chord[h % chord.length] as number;
  const octave = (h >>> 8) % 3 === 0 ? 19 : 12;
  return semitoneHz(tone + octave);
}

/** Plucked envelope: 3 ms attack, exponential decay, raised-cosine fade to 0 at the span end. */
function noteEnvelope(x: number): number {
  const span = NOTE_SPAN_BEATS * BEAT_SECONDS;
  if (x < 0 || x >= span) return 0;
  return (1 - Math.exp(-x / 0.003)) * Math.exp(-x / 0.22) * 0.5 * (1 + Math.cos((Math.PI * x) / span));
}

/** Weight of chord k's pad at time t: 1 inside the chord, 60 ms raised-cosine crossfades at its edges. */
function padWeight(chordIndex: number, t: number): number {
  const chordSeconds = BEAT_SECONDS * BEATS_PER_CHORD;
  const start = chordIndex * chordSeconds;
  const fade = 0.06;
  const up = (t - start) / fade;
  const down = (start + chordSeconds - t) / fade;
  const ramp = (u: number): number => (u <= 0 ? 0 : u >= 1 ? 1 : 0.5 - 0.5 * Math.cos(Math.PI * u));
  // Centre the crossfade on the boundary: the pad starts fading in half a fade before it.
  return ramp(up + 0.5) * ramp(down + 0.5);
}

/** One stereo frame of the source at absolute sample index n. */
export function sourceFrame(n: number): [number, number] {
  const t = n / SOURCE_SAMPLE_RATE;
  let left = 0;
  let right = 0;

  // Pad and bass: current and neighbouring chords, crossfaded.
  const chordSeconds = BEAT_SECONDS * BEATS_PER_CHORD;
  const k = Math.floor(t / chordSeconds);
  for (let c = k - 1; c <= k + 1; c++) {
    if (c < 0) continue;
    const w = padWeight(c, t);
    if (w === 0) continue;
    const chord = chordAt(c);
    // Slow swell so the level is never flat for long.
    const swell = 0.8 + 0.2 * Math.sin(2 * Math.PI * 0.13 * t);
    for (const tone of chord) {
      const f = semitoneHz(tone + 12);
      left += w * swell * 0.045 * Math.sin(2 * Math.PI * f * t);
      right += w * swell * 0.045 * Math.sin(2 * Math.PI * (f + 0.7) * t); // detuned: stereo width
    }
    const bass = w * 0.09 * Math.sin(2 * Math.PI * semitoneHz((chord[0] as number) - 12) * t);
    left += bass;
    right += bass;
  }

  // Arpeggio: the notes still ringing at t, panned alternately.
  const beat = Math.floor(t / BEAT_SECONDS);
  for (let j = beat - NOTE_SPAN_BEATS + 1; j <= beat; j++) {
    if (j < 0) continue;
    const x = t - j * BEAT_SECONDS;
    const env = noteEnvelope(x);
    if (env === 0) continue;
    const f = arpNoteHz(j);
    const phase = 2 * Math.PI * f * x;
    const v = 0.2 * env * (Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
    const pan = j % 2 === 0 ? 0.3 : 0.7;
    left += v * (1 - pan) * 1.4;
    right += v * pan * 1.4;
  }
  return [left, right];
}

/** Interleaved stereo float32 samples [start, start + count) of the source. */
export function renderSourceSignal(start: number, count: number): Float32Array {
  const out = new Float32Array(count * SOURCE_CHANNELS);
  for (let i = 0; i < count; i++) {
    const [l, r] = sourceFrame(start + i);
    out[2 * i] = l;
    out[2 * i + 1] = r;
  }
  return out;
}
