/**
 * Turns a page's recording (base64 of float32 bytes) back into samples, and finds its marks.
 */
import type { RecordingDump } from './pages/bench-page.types.ts';

export interface Recording {
  readonly sampleRate: number;
  /** Interleaved stereo. Frame 0 here is recorder frame `firstFrame`. */
  readonly samples: Float32Array;
  readonly firstFrame: number;
  readonly frames: number;
  /** Mark label → frame index into `samples` (already relative to `firstFrame`). */
  readonly marks: ReadonlyMap<string, number>;
}

export function decodeRecording(dump: RecordingDump): Recording {
  const bytes = Buffer.from(dump.base64, 'base64');
  // Copy into a fresh, aligned buffer: a Buffer may sit at any offset of a shared pool.
  const aligned = new Uint8Array(bytes.byteLength);
  aligned.set(bytes);
  return {
    sampleRate: dump.sampleRate,
    samples: new Float32Array(aligned.buffer),
    firstFrame: dump.firstFrame,
    frames: dump.frames,
    marks: new Map(dump.marks.map((m) => [m.label, m.frame - dump.firstFrame])),
  };
}
