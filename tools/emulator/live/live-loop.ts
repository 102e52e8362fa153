import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the live radio loop lives (written by tools/media/generate-live-radio-fixtures.ts). */
export const LIVE_MEDIA_ROOT = fileURLToPath(new URL('../media/live/', import.meta.url));

/** The committed live loop: ADTS segments of equal length, played round and round. */
export interface LiveLoop {
  /** Seconds per segment (2.048: 96 AAC frames at 48 kHz). */
  readonly segmentDuration: number;
  /** Segments per "song" of the loop's signal (where the on-air metadata changes). */
  readonly segmentsPerSong: number;
  readonly codecs: string;
  /** The ADTS bytes of each segment. */
  readonly segments: readonly Uint8Array[];
}

interface LoopFile {
  readonly segmentDuration: number;
  readonly segmentsPerSong: number;
  readonly codecs: string;
  readonly segments: ReadonlyArray<{ readonly offset: number; readonly length: number }>;
}

let loaded: Promise<LiveLoop> | undefined;

/** Reads the loop once per process. */
export function loadLiveLoop(root = LIVE_MEDIA_ROOT): Promise<LiveLoop> {
  loaded ??= (async () => {
    const file = JSON.parse(await readFile(join(root, 'loop.json'), 'utf8')) as LoopFile;
    const bytes = new Uint8Array(await readFile(join(root, 'loop.aac')));
    if (file.segments.length === 0) throw new Error(`No segments in ${join(root, 'loop.json')}: run \`npx tsx tools/media/generate-live-radio-fixtures.ts\``);
    return {
      segmentDuration: file.segmentDuration,
      segmentsPerSong: file.segmentsPerSong,
      codecs: file.codecs,
      segments: file.segments.map(({ offset, length }) => bytes.subarray(offset, offset + length)),
    };
  })();
  return loaded;
}
