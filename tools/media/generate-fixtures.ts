/**
 * Regenerates the committed media of the provider emulator (`tools/emulator/media/`):
 *   - 12 contiguous clips of one continuous source signal (source-signal.ts), AAC-LC 44.1 kHz
 *     stereo, packaged by shaka-packager as HLS with fMP4 segments, each as a CLEAR rendition
 *     (previews) and a CENC rendition (full tracks; ClearKey-decryptable);
 *   - tracks.json (gapless numbers, keys, paths) and source-signal.json (clip boundaries);
 *   - 30 artwork JPEGs (300x300).
 *
 * Run: `npx tsx tools/media/generate-fixtures.ts`. Content choice is fixed (byte-identical output
 * is not: the packager draws random IVs).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveKeyMaterial, planArtwork, planClips, type ClipPlan } from './fixture-plan.ts';
import { measureAlignment } from './gapless-verifier.ts';
import { listSegments, rewriteKeyTags } from './hls-key-rewriter.ts';
import {
  findAllBoxes,
  findBox,
  parseElst,
  parseSchemeType,
  parseTencKeyId,
  parseTimescale,
  parseTrun,
  readBoxes,
} from './mp4-box-reader.ts';
import { FFMPEG, PACKAGER, run } from './process-runner.ts';
import { renderSourceSignal, SOURCE_CHANNELS, SOURCE_SAMPLE_RATE } from './source-signal.ts';
import type { EncryptedRenditionFixture, RenditionFixture, SourceSignalFile, TrackFixture, TracksFile } from './track-fixture.types.ts';

const MEDIA_ROOT = fileURLToPath(new URL('../emulator/media/', import.meta.url));
const AAC_FRAME = 1024;
const BITRATE = 96_000;
const CODECS = 'mp4a.40.2';
const GENERATOR = 'tools/media/generate-fixtures.ts';

const quiet = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

function toFloat32(bytes: Buffer): Float32Array {
  // Copy: a Buffer's byteOffset is not guaranteed to be 4-aligned.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}

async function encodeClip(pcm: Float32Array, out: string): Promise<void> {
  await run(
    FFMPEG,
    [
      ...quiet,
      '-f', 'f32le', '-ar', String(SOURCE_SAMPLE_RATE), '-ac', String(SOURCE_CHANNELS), '-i', 'pipe:0',
      '-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', String(BITRATE),
      '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact',
      out,
    ],
    { stdin: new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength) },
  );
}

interface Packaged {
  readonly dir: string;
  readonly playlist: string;
}

async function packageRendition(input: string, dir: string, encryption?: { keyId: string; key: string }): Promise<Packaged> {
  await mkdir(dir, { recursive: true });
  // Relative names with cwd = dir, so the playlists refer to their neighbours relatively.
  const args = [
    `in=${input},stream=audio,init_segment=init.mp4,segment_template=seg_$Number$.m4s,playlist_name=audio.m3u8`,
    '--segment_duration', '2',
    '--hls_master_playlist_output', 'master.m3u8',
  ];
  if (encryption) {
    args.push(
      '--enable_raw_key_encryption',
      '--keys', `label=:key_id=${encryption.keyId}:key=${encryption.key}`,
      '--protection_scheme', 'cenc',
      '--clear_lead', '0',
      '--protection_systems', 'CommonSystem',
    );
  }
  await run(PACKAGER, args, { cwd: dir });
  const playlist = await readFile(join(dir, 'audio.m3u8'), 'utf8');
  return { dir, playlist };
}

interface RenditionFacts {
  readonly priming: number;
  readonly frames: number;
  readonly keyId: string | undefined;
  readonly scheme: string | undefined;
  readonly bytes: number;
  readonly segments: string[];
}

/** Reads the packaged init + segments back: edit-list priming, frame count, protection. */
async function inspectRendition(packaged: Packaged): Promise<RenditionFacts> {
  const initBytes = await readFile(join(packaged.dir, 'init.mp4'));
  const init = readBoxes(initBytes);
  const elstBox = findBox(init, 'moov', 'trak', 'edts', 'elst');
  const mdhd = findBox(init, 'moov', 'trak', 'mdia', 'mdhd');
  if (!elstBox || !mdhd) throw new Error(`${packaged.dir}: init segment has no edit list (priming would land on the timeline)`);
  const timescale = parseTimescale(mdhd);
  const edits = parseElst(elstBox).filter((e) => e.mediaTime >= 0);
  const first = edits[0];
  if (!first) throw new Error(`${packaged.dir}: edit list has no media edit`);
  const priming = Math.round((first.mediaTime * SOURCE_SAMPLE_RATE) / timescale);

  const tenc = findAllBoxes(init, 'tenc')[0];
  const schm = findAllBoxes(init, 'schm')[0];

  const segments = listSegments(packaged.playlist);
  let frames = 0;
  let bytes = initBytes.byteLength;
  for (const name of segments) {
    const seg = await readFile(join(packaged.dir, name));
    bytes += seg.byteLength;
    for (const trun of findAllBoxes(readBoxes(seg), 'trun')) frames += parseTrun(trun).sampleCount;
  }
  return {
    priming,
    frames,
    keyId: tenc ? parseTencKeyId(tenc) : undefined,
    scheme: schm ? parseSchemeType(schm) : undefined,
    bytes,
    segments,
  };
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Fixture check failed: ${message}`);
}

async function makeTrack(clip: ClipPlan, work: string): Promise<TrackFixture> {
  const pcm = renderSourceSignal(clip.startSample, clip.sampleCount);
  const m4a = join(work, `${clip.id}.m4a`);
  await encodeClip(pcm, m4a);

  // Every AAC frame, edit list ignored: priming + content + padding.
  const decoded = toFloat32(await run(FFMPEG, [...quiet, '-ignore_editlist', '1', '-i', m4a, '-f', 'f32le', '-ac', '2', 'pipe:1']));
  const decodedFrames = decoded.length / SOURCE_CHANNELS;
  check(decodedFrames % AAC_FRAME === 0, `${clip.id}: decoded ${decodedFrames} samples, not whole AAC frames`);

  const keyId = deriveKeyMaterial(clip.id, 'kid');
  const key = deriveKeyMaterial(clip.id, 'key');
  const clipDir = join(MEDIA_ROOT, 'audio', clip.id);
  const clear = await packageRendition(m4a, join(clipDir, 'clear'));
  const cenc = await packageRendition(m4a, join(clipDir, 'cenc'), { keyId, key });
  const cencPlaylist = rewriteKeyTags(cenc.playlist, keyId);
  await writeFile(join(cenc.dir, 'audio.m3u8'), cencPlaylist);

  const clearFacts = await inspectRendition(clear);
  const cencFacts = await inspectRendition({ ...cenc, playlist: cencPlaylist });

  // The gapless numbers must agree across every independent source we have.
  const frames = clearFacts.frames;
  const priming = clearFacts.priming;
  const padding = frames * AAC_FRAME - priming - clip.sampleCount;
  check(frames * AAC_FRAME === decodedFrames, `${clip.id}: packaged ${frames} frames, encoder produced ${decodedFrames / AAC_FRAME}`);
  check(cencFacts.frames === frames && cencFacts.priming === priming, `${clip.id}: clear and encrypted renditions differ`);
  check(padding >= 0 && padding < AAC_FRAME, `${clip.id}: padding ${padding} outside [0, 1024)`);
  check(frames * AAC_FRAME === priming + clip.sampleCount + padding, `${clip.id}: frames x 1024 != priming + samples + padding`);
  const align = measureAlignment(decoded, pcm, priming);
  check(
    Math.abs(align.fineLag - priming) < 0.5 && align.score > 0.95,
    `${clip.id}: content found at lag ${align.fineLag.toFixed(2)} (score ${align.score.toFixed(3)}), edit list says ${priming}`,
  );
  check(cencFacts.keyId === keyId && cencFacts.scheme === 'cenc', `${clip.id}: tenc says ${cencFacts.keyId}/${cencFacts.scheme}`);
  check(clearFacts.keyId === undefined, `${clip.id}: clear rendition is protected`);
  const uriKid = /URI="data:text\/plain;base64,([^"]+)"/.exec(cencPlaylist)?.[1];
  check(uriKid !== undefined && Buffer.from(uriKid, 'base64').toString('hex') === keyId, `${clip.id}: key tag URI does not carry the key id`);

  const rel = (dir: string, file: string): string => relative(MEDIA_ROOT, join(dir, file)).split('\\').join('/');
  const rendition = (p: Packaged, facts: RenditionFacts): RenditionFixture => ({
    master: rel(p.dir, 'master.m3u8'),
    media: rel(p.dir, 'audio.m3u8'),
    init: rel(p.dir, 'init.mp4'),
    segments: facts.segments.map((s) => rel(p.dir, s)),
    bytes: facts.bytes,
  });
  const encrypted: EncryptedRenditionFixture = { ...rendition(cenc, cencFacts), scheme: 'cenc', keyId, key };

  console.log(
    `${clip.id}: ${clip.sampleCount} samples, priming ${priming}, padding ${padding}, ${frames} frames, ` +
      `content at ${align.fineLag.toFixed(2)} (corr ${align.score.toFixed(3)}), ${(clearFacts.bytes / 1024).toFixed(0)} KiB`,
  );
  return {
    id: clip.id,
    index: clip.index,
    durationMs: Math.round((clip.sampleCount * 1000) / SOURCE_SAMPLE_RATE),
    sampleRate: SOURCE_SAMPLE_RATE,
    channels: SOURCE_CHANNELS,
    codecs: CODECS,
    bitrate: BITRATE,
    sourceStartSample: clip.startSample,
    sampleCount: clip.sampleCount,
    primingSamples: priming,
    paddingSamples: padding,
    aacFrames: frames,
    clear: rendition(clear, clearFacts),
    encrypted,
  };
}

async function makeArtwork(): Promise<void> {
  const dir = join(MEDIA_ROOT, 'artwork');
  await mkdir(dir, { recursive: true });
  for (const art of planArtwork()) {
    await run(FFMPEG, [...quiet, '-f', 'lavfi', '-i', art.filter, '-frames:v', '1', '-q:v', '4', '-update', '1', join(dir, `${art.name}.jpg`)]);
  }
}

async function main(): Promise<void> {
  for (const stale of ['audio', 'artwork', 'tracks.json', 'source-signal.json']) {
    await rm(join(MEDIA_ROOT, stale), { recursive: true, force: true });
  }
  await mkdir(MEDIA_ROOT, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'mediakit-fixtures-'));
  try {
    const clips = planClips();
    const tracks: TrackFixture[] = [];
    for (const clip of clips) tracks.push(await makeTrack(clip, work));

    const tracksFile: TracksFile = { generator: GENERATOR, tracks };
    await writeFile(join(MEDIA_ROOT, 'tracks.json'), JSON.stringify(tracksFile, null, 2) + '\n');

    const last = clips[clips.length - 1] as ClipPlan;
    const signal: SourceSignalFile = {
      generator: GENERATOR,
      module: 'tools/media/source-signal.ts',
      export: 'renderSourceSignal',
      sampleRate: SOURCE_SAMPLE_RATE,
      channels: SOURCE_CHANNELS,
      totalSamples: last.startSample + last.sampleCount,
      clips: clips.map((c) => ({ id: c.id, startSample: c.startSample, endSample: c.startSample + c.sampleCount, sampleCount: c.sampleCount })),
    };
    await writeFile(join(MEDIA_ROOT, 'source-signal.json'), JSON.stringify(signal, null, 2) + '\n');

    await makeArtwork();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const total = await directoryBytes(MEDIA_ROOT);
  console.log(`media total: ${(total / 1024 / 1024).toFixed(2)} MiB`);
  if (total > 5 * 1024 * 1024) throw new Error('Committed media exceed 5 MB');
}

async function directoryBytes(dir: string): Promise<number> {
  let sum = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    sum += entry.isDirectory() ? await directoryBytes(path) : (await stat(path)).size;
  }
  return sum;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
