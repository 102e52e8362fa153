/**
 * Regenerates the live radio loop of the provider emulator (`tools/emulator/media/live/`):
 *   - loop.aac: 12 segments of 2.048 s (96 AAC-LC frames at 48 kHz, mono, 64 kbit/s) as ADTS,
 *     back to back; the emulator serves them round and round as an endless live stream (packed
 *     audio, RFC 8216 §3.4), prefixing each segment with the ID3 tag of what is on air;
 *   - loop.json: where each segment lies in loop.aac, and the loop's timing.
 * The signal is four "songs" of three segments each (a chord per song), so a listener hears the
 * song change where the timed metadata changes.
 *
 * Run: `npx tsx tools/media/generate-live-radio-fixtures.ts` (needs ffmpeg).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FFMPEG, run } from './process-runner.ts';

const LIVE_ROOT = fileURLToPath(new URL('../emulator/media/live/', import.meta.url));
const SAMPLE_RATE = 48_000;
const AAC_FRAME = 1024;
/** 96 frames = 2.048 s: a whole number of AAC frames, and TARGETDURATION rounds it to 2. */
const FRAMES_PER_SEGMENT = 96;
const SEGMENTS = 12;
const SEGMENTS_PER_SONG = 3;
const SONG_ROOTS_HZ = [220, 261.63, 329.63, 392];
const FADE_SECONDS = 0.02;

/** The loop's layout, read by tools/emulator/live/live-loop.ts. */
export interface LiveLoopFile {
  readonly generator: string;
  readonly sampleRate: number;
  readonly framesPerSegment: number;
  readonly segmentDuration: number;
  readonly segmentsPerSong: number;
  readonly codecs: string;
  readonly segments: ReadonlyArray<{ readonly offset: number; readonly length: number }>;
}

/** The PCM of the loop: song k is a chord on SONG_ROOTS_HZ[k] with a gentle tremolo. */
export function renderLoop(): Float32Array {
  const samplesPerSong = FRAMES_PER_SEGMENT * AAC_FRAME * SEGMENTS_PER_SONG;
  const total = samplesPerSong * (SEGMENTS / SEGMENTS_PER_SONG);
  const pcm = new Float32Array(total);
  for (let index = 0; index < total; index++) {
    const song = Math.floor(index / samplesPerSong);
    const inSong = (index % samplesPerSong) / SAMPLE_RATE;
    const songSeconds = samplesPerSong / SAMPLE_RATE;
    const t = index / SAMPLE_RATE;
    const root = SONG_ROOTS_HZ[song] as number;
    const fade = Math.min(1, inSong / FADE_SECONDS, (songSeconds - inSong) / FADE_SECONDS);
    const tremolo = 0.8 + 0.2 * Math.sin(2 * Math.PI * 4 * t);
    pcm[index] = fade * tremolo * (0.16 * Math.sin(2 * Math.PI * root * t) + 0.08 * Math.sin(2 * Math.PI * root * 1.5 * t));
  }
  return pcm;
}

/** Splits ADTS bytes into frames (ISO/IEC 13818-7 adts_fixed_header: sync 0xFFF, frame length). */
export function adtsFrames(bytes: Uint8Array): Array<{ offset: number; length: number }> {
  const frames: Array<{ offset: number; length: number }> = [];
  let offset = 0;
  while (offset + 7 <= bytes.length) {
    if (bytes[offset] !== 0xff || ((bytes[offset + 1] as number) & 0xf0) !== 0xf0) throw new Error(`No ADTS sync at byte ${offset}`);
    const length = (((bytes[offset + 3] as number) & 0x03) << 11) | ((bytes[offset + 4] as number) << 3) | ((bytes[offset + 5] as number) >> 5);
    if (length < 7) throw new Error(`Bad ADTS frame length at byte ${offset}`);
    frames.push({ offset, length });
    offset += length;
  }
  return frames;
}

async function main(): Promise<void> {
  await mkdir(LIVE_ROOT, { recursive: true });
  const pcm = renderLoop();
  const adts = await run(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-y',
    '-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0',
    '-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', '64k',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact',
    '-f', 'adts', 'pipe:1',
  ], { stdin: new Uint8Array(pcm.buffer) });
  const frames = adtsFrames(adts);
  // The encoder's first frame is priming: skip it, so the loop is exactly SEGMENTS × 96 frames.
  const wanted = SEGMENTS * FRAMES_PER_SEGMENT;
  if (frames.length < wanted + 1) throw new Error(`ffmpeg wrote ${frames.length} frames; ${wanted + 1} needed`);
  const used = frames.slice(1, wanted + 1);
  const first = used[0] as { offset: number };
  const last = used[used.length - 1] as { offset: number; length: number };
  const loop = adts.subarray(first.offset, last.offset + last.length);
  const segments = Array.from({ length: SEGMENTS }, (_, segment) => {
    const start = used[segment * FRAMES_PER_SEGMENT] as { offset: number };
    const end = used[(segment + 1) * FRAMES_PER_SEGMENT - 1] as { offset: number; length: number };
    return { offset: start.offset - first.offset, length: end.offset + end.length - start.offset };
  });
  const file: LiveLoopFile = {
    generator: 'tools/media/generate-live-radio-fixtures.ts',
    sampleRate: SAMPLE_RATE,
    framesPerSegment: FRAMES_PER_SEGMENT,
    segmentDuration: (FRAMES_PER_SEGMENT * AAC_FRAME) / SAMPLE_RATE,
    segmentsPerSong: SEGMENTS_PER_SONG,
    codecs: 'mp4a.40.2',
    segments,
  };
  await writeFile(join(LIVE_ROOT, 'loop.aac'), loop);
  await writeFile(join(LIVE_ROOT, 'loop.json'), `${JSON.stringify(file, null, 2)}\n`);
  console.log(`live radio loop: ${SEGMENTS} segments of ${file.segmentDuration} s, ${loop.length} bytes → ${LIVE_ROOT}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
