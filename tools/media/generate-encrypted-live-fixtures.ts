/**
 * Regenerates the encrypted live rendition of the provider emulator (`tools/emulator/media/live/cenc/`),
 * issue 20: CENC needs fMP4, and the clear live loop is packed ADTS audio, so the same committed
 * loop (loop.aac, 12 × 2.048 s) is remuxed to MP4 by ffmpeg (no re-encode) and packaged by
 * shaka-packager as fMP4 segments with raw-key CENC (MEDIA-FACTS.md: ffmpeg's own CENC is refused
 * by Chromium). The emulator serves these 12 segments round and round, rewriting each one's decode
 * time onto the live timeline and putting the on-air ID3 tag in front as an emsg box.
 *   - init.mp4, 1.m4s … 12.m4s: what the packager wrote (one key, the Common pssh in init.mp4);
 *   - cenc.json: the key id and key (the emulator's licence server grants them), the timescale
 *     and samples per segment.
 *
 * Run: `npx tsx tools/media/generate-encrypted-live-fixtures.ts` (needs ffmpeg and the
 * shaka-packager dev dependency). Run generate-live-radio-fixtures.ts first if loop.aac changed.
 */
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveKeyMaterial } from './fixture-plan.ts';
import { FFMPEG, PACKAGER, run } from './process-runner.ts';

const LIVE_ROOT = fileURLToPath(new URL('../emulator/media/live/', import.meta.url));
const CENC_ROOT = join(LIVE_ROOT, 'cenc');
/** The committed outputs stay small (the task's budget: under 1 MB). */
const MAX_BYTES = 1_000_000;

/** The encrypted rendition's layout (cenc.json), read by tools/emulator/live/encrypted-live-stream.ts with this type. */
export interface EncryptedLiveFile {
  readonly generator: string;
  readonly scheme: 'cenc';
  readonly keyId: string;
  readonly key: string;
  readonly timescale: number;
  readonly samplesPerSegment: number;
  readonly codecs: string;
  readonly segments: number;
}

async function main(): Promise<void> {
  const loop = JSON.parse(await readFile(join(LIVE_ROOT, 'loop.json'), 'utf8')) as { sampleRate: number; framesPerSegment: number; segmentDuration: number; codecs: string; segments: unknown[] };
  const work = await mkdtemp(join(tmpdir(), 'mediakit-live-cenc-'));
  try {
    await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'aac', '-i', join(LIVE_ROOT, 'loop.aac'), '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-map_metadata', '-1', '-fflags', '+bitexact', '-f', 'mp4', join(work, 'loop.mp4')]);
    await rm(CENC_ROOT, { recursive: true, force: true });
    const keyId = deriveKeyMaterial('live/encrypted', 'kid');
    const key = deriveKeyMaterial('live/encrypted', 'key');
    await run(PACKAGER, [
      `in=${join(work, 'loop.mp4')},stream=audio,init_segment=${join(CENC_ROOT, 'init.mp4')},segment_template=${join(CENC_ROOT, '$Number$.m4s')}`,
      '--segment_duration', String(loop.segmentDuration),
      '--enable_raw_key_encryption',
      '--keys', `label=:key_id=${keyId}:key=${key}`,
      '--protection_scheme', 'cenc',
      '--clear_lead', '0',
      '--protection_systems', 'CommonSystem',
    ]);
    const names = (await readdir(CENC_ROOT)).filter((name) => name.endsWith('.m4s'));
    if (names.length !== loop.segments.length) throw new Error(`The packager cut ${names.length} segments; the loop has ${loop.segments.length}`);
    let bytes = 0;
    for (const name of await readdir(CENC_ROOT)) bytes += (await stat(join(CENC_ROOT, name))).size;
    if (bytes > MAX_BYTES) throw new Error(`The encrypted live rendition is ${bytes} bytes, over ${MAX_BYTES}`);
    const file: EncryptedLiveFile = {
      generator: 'tools/media/generate-encrypted-live-fixtures.ts',
      scheme: 'cenc',
      keyId,
      key,
      timescale: loop.sampleRate,
      samplesPerSegment: loop.framesPerSegment * 1024,
      codecs: loop.codecs,
      segments: names.length,
    };
    await writeFile(join(CENC_ROOT, 'cenc.json'), `${JSON.stringify(file, null, 2)}\n`);
    console.log(`encrypted live rendition: ${names.length} segments, ${bytes} bytes → ${CENC_ROOT}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
