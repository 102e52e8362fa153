/**
 * Regenerates the committed music videos of the provider emulator (`tools/emulator/media/video/`):
 * per video, H.264 Constrained Baseline 320x180 video and two AAC audio renditions (en, fr),
 * encoded by Debian's ffmpeg, and three WebVTT subtitle renditions (en, fr, fr FORCED), all
 * packaged by shaka-packager as clear HLS with fMP4 segments behind one master playlist whose
 * EXT-X-MEDIA tags name the renditions (001 §3 audio and text tracks). Writes videos.json.
 *
 * Run: `npx tsx tools/media/generate-video-fixtures.ts`.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveKeyMaterial } from './fixture-plan.ts';
import { rewriteKeyTags } from './hls-key-rewriter.ts';
import { FFMPEG, PACKAGER, run } from './process-runner.ts';
import { SEGMENT_SECONDS, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_PLANS, VIDEO_WIDTH, webVttOf, type VideoPlan } from './video-fixture-plan.ts';
import type { EncryptedVideoFixture, VideoFixture, VideosFile } from './video-fixture.types.ts';

const MEDIA_ROOT = fileURLToPath(new URL('../emulator/media/', import.meta.url));
const VIDEO_ROOT = join(MEDIA_ROOT, 'video');
const GENERATOR = 'tools/media/generate-video-fixtures.ts';
/** The task's budget for all committed video media. */
const MAX_TOTAL_BYTES = 2 * 1024 * 1024;

const quiet = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

async function encodeVideo(plan: VideoPlan, out: string): Promise<void> {
  // Baseline without B-frames: no composition offsets, so video starts at 0 on every player.
  // A key frame every 2 s (30 frames) lets the packager cut 4 s segments on key frames.
  await run(FFMPEG, [
    ...quiet,
    '-f', 'lavfi', '-i', `${plan.pattern}=size=${VIDEO_WIDTH}x${VIDEO_HEIGHT}:rate=${VIDEO_FPS}:duration=${plan.seconds}`,
    '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p',
    '-b:v', '110k', '-maxrate', '140k', '-bufsize', '280k',
    '-g', String(VIDEO_FPS * 2), '-keyint_min', String(VIDEO_FPS * 2), '-sc_threshold', '0', '-x264-params', 'bframes=0',
    '-an', '-map_metadata', '-1', '-fflags', '+bitexact',
    out,
  ]);
}

async function encodeAudio(frequency: number, seconds: number, out: string): Promise<void> {
  await run(FFMPEG, [
    ...quiet,
    '-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`,
    '-ac', '2', '-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', '40k',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact',
    out,
  ]);
}

async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await directoryBytes(path) : (await stat(path)).size;
  }
  return total;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Video fixture check failed: ${message}`);
}

async function makeVideo(plan: VideoPlan, work: string): Promise<VideoFixture> {
  const source = join(work, plan.id);
  await mkdir(source, { recursive: true });
  await encodeVideo(plan, join(source, 'video.mp4'));
  for (const audio of plan.audio) await encodeAudio(audio.frequency, plan.seconds, join(source, `${audio.key}.mp4`));
  for (const subtitles of plan.subtitles) await writeFile(join(source, `${subtitles.key}.vtt`), webVttOf(subtitles));

  const dir = join(VIDEO_ROOT, plan.id);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // Relative names with cwd = dir, so every playlist refers to its neighbours relatively.
  const descriptors = [
    `in=${join(source, 'video.mp4')},stream=video,init_segment=video/init.mp4,segment_template=video/seg_$Number$.m4s,playlist_name=video.m3u8`,
    ...plan.audio.map(
      (a) => `in=${join(source, `${a.key}.mp4`)},stream=audio,init_segment=${a.key}/init.mp4,segment_template=${a.key}/seg_$Number$.m4s,playlist_name=${a.key}.m3u8,hls_group_id=audio,hls_name=${a.name},language=${a.language}`,
    ),
    ...plan.subtitles.map(
      (s) => `in=${join(source, `${s.key}.vtt`)},stream=text,segment_template=${s.key}/seg_$Number$.vtt,playlist_name=${s.key}.m3u8,hls_group_id=subs,hls_name=${s.name},language=${s.language}${s.forced ? ',forced_subtitle=1' : ''}`,
    ),
  ];
  const defaultAudio = plan.audio.find((a) => a.default)?.language ?? 'en';
  const packagerOptions = [
    '--segment_duration', String(SEGMENT_SECONDS),
    // DEFAULT=YES on the default audio only; no subtitle is on by default (text starts Off, 001 §2).
    '--default_language', defaultAudio,
    '--default_text_language', 'zxx',
    '--hls_master_playlist_output', 'master.m3u8',
  ];
  await run(PACKAGER, [...descriptors, ...packagerOptions], { cwd: dir });

  const master = await readFile(join(dir, 'master.m3u8'), 'utf8');
  check((master.match(/TYPE=AUDIO/g) ?? []).length === plan.audio.length, `${plan.id}: master lists ${plan.audio.length} audio renditions`);
  check((master.match(/TYPE=SUBTITLES/g) ?? []).length === plan.subtitles.length, `${plan.id}: master lists ${plan.subtitles.length} subtitle renditions`);
  check((master.match(/FORCED=YES/g) ?? []).length === plan.subtitles.filter((s) => s.forced).length, `${plan.id}: forced subtitles are marked FORCED=YES`);
  check(/TYPE=AUDIO[^\n]*LANGUAGE="en"[^\n]*DEFAULT=YES/.test(master), `${plan.id}: English audio is the default`);
  for (const subtitles of plan.subtitles) {
    const first = await readFile(join(dir, subtitles.key, 'seg_1.vtt'), 'utf8');
    // The hostile text must reach the player as written: the packager may not sanitize it for us.
    check(first.includes(subtitles.cues[0]!.text), `${plan.id}/${subtitles.key}: first cue text survives packaging`);
  }

  // Full playback (issue 20): the first video also as CENC (ClearKey-decryptable), in cenc/.
  const encrypted = plan.id === ENCRYPTED_VIDEO_ID ? await makeEncrypted(plan, descriptors, packagerOptions, dir) : undefined;

  const rel = (file: string): string => relative(MEDIA_ROOT, join(dir, file)).split('\\').join('/');
  const bytes = await directoryBytes(dir);
  console.log(`${plan.id}: ${plan.seconds} s, ${plan.audio.length} audio, ${plan.subtitles.length} subtitle renditions, ${(bytes / 1024).toFixed(0)} KiB`);
  return {
    id: plan.id,
    title: plan.title,
    artistName: plan.artistName,
    durationMs: plan.seconds * 1000,
    width: VIDEO_WIDTH,
    height: VIDEO_HEIGHT,
    master: rel('master.m3u8'),
    audio: plan.audio.map((a) => ({ name: a.name, language: a.language, default: a.default, playlist: rel(`${a.key}.m3u8`) })),
    subtitles: plan.subtitles.map((s) => ({
      name: s.name,
      language: s.language,
      forced: s.forced,
      hostile: s.hostile,
      playlist: rel(`${s.key}.m3u8`),
      cues: s.cues.map(({ start, end, text }) => ({ start, end, text })),
    })),
    bytes,
    ...(encrypted ? { encrypted: { ...encrypted, master: rel(encrypted.master) } } : {}),
  };
}

/** The video whose full version is encrypted (one keeps the committed media small). */
const ENCRYPTED_VIDEO_ID = 'mv01';

/**
 * The same renditions packaged with CENC (raw key, one key for video and audio; subtitles stay
 * clear), as the audio fixtures are (MEDIA-FACTS.md: ffmpeg's CENC is refused by Chromium). The
 * key tags are rewritten to KEYFORMAT="org.w3.clearkey" with KEYID, like the audio fixtures'.
 */
async function makeEncrypted(plan: VideoPlan, descriptors: readonly string[], options: readonly string[], dir: string): Promise<EncryptedVideoFixture> {
  const keyId = deriveKeyMaterial(`video/${plan.id}`, 'kid');
  const key = deriveKeyMaterial(`video/${plan.id}`, 'key');
  const out = join(dir, 'cenc');
  await mkdir(out, { recursive: true });
  await run(PACKAGER, [
    ...descriptors,
    ...options,
    '--enable_raw_key_encryption',
    '--keys', `label=:key_id=${keyId}:key=${key}`,
    '--protection_scheme', 'cenc',
    '--clear_lead', '0',
    '--protection_systems', 'CommonSystem',
  ], { cwd: out });
  const playlists = [`video.m3u8`, ...plan.audio.map((a) => `${a.key}.m3u8`)];
  for (const name of playlists) {
    const file = join(out, name);
    await writeFile(file, rewriteKeyTags(await readFile(file, 'utf8'), keyId));
  }
  const master = await readFile(join(out, 'master.m3u8'), 'utf8');
  check((master.match(/TYPE=SUBTITLES/g) ?? []).length === plan.subtitles.length, `${plan.id}/cenc: master lists the subtitles`);
  return { master: 'cenc/master.m3u8', scheme: 'cenc', keyId, key, bytes: await directoryBytes(out) };
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'mediakit-video-'));
  try {
    await mkdir(VIDEO_ROOT, { recursive: true });
    const videos: VideoFixture[] = [];
    for (const plan of VIDEO_PLANS) videos.push(await makeVideo(plan, work));
    const total = videos.reduce((sum, v) => sum + v.bytes, 0);
    check(total <= MAX_TOTAL_BYTES, `video media is ${total} bytes, over the ${MAX_TOTAL_BYTES} budget`);
    const file: VideosFile = { generator: GENERATOR, videos };
    await writeFile(join(VIDEO_ROOT, 'videos.json'), `${JSON.stringify(file, null, 2)}\n`);
    console.log(`video fixtures: ${videos.length} videos, ${(total / 1024).toFixed(0)} KiB`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
