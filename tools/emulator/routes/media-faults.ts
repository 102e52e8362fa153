import type { TrackFixture } from '../../media/track-fixture.types.ts';

/**
 * A scripted media variant of one clip (test switch, 001 §8 Segments and buffer, Keys and
 * sessions). Rules hold until cleared: a looped clip must look the same to web playback, to its
 * playlist and to every segment request.
 * - `loop`: the clip's media playlists list its segments `loop` times over, each repetition moved
 *   on in time, and web playback describes the long track (duration, iTunSMPB). They are real
 *   frames, so a browser buffers all of them: enough to fill a SourceBuffer (Chromium's audio limit
 *   is about 12 MB of frames, some 700 s of these fixtures), which no committed clip comes near.
 * - `playlistKeyId`: the KEYID of the clip's playlists is written as this hex instead (e.g. a key
 *   id longer than a CDM accepts), so that the key session request fails.
 * - `codecs`: the CODECS of the clip's master playlists is written as this (e.g. 'ec-3', a Dolby
 *   track a browser without that decoder cannot play), so that the item is unsupported here
 *   (001 §4: playback skips it; issue 21's "unsupported item mid-queue").
 */
export interface MediaFaultRule {
  readonly clip: string;
  readonly loop?: number;
  readonly playlistKeyId?: string;
  readonly codecs?: string;
}

/** A CODECS value: RFC 6381 names (letters, digits, dots, dashes), comma-separated. */
const CODECS_VALUE = /^[a-z0-9.,-]{1,64}$/i;

export class MediaFaultError extends Error {}

/** Checks an untrusted rule (from the control route). */
export function parseMediaFaultRule(input: unknown, clips: ReadonlySet<string>): MediaFaultRule {
  if (typeof input !== 'object' || input === null) throw new MediaFaultError('A media fault must be a JSON object');
  const o = input as Record<string, unknown>;
  if (typeof o.clip !== 'string' || !clips.has(o.clip)) throw new MediaFaultError("'clip' must name a clip of tracks.json");
  const loop = o.loop;
  if (loop !== undefined && !(typeof loop === 'number' && Number.isInteger(loop) && loop >= 1 && loop <= 10_000)) throw new MediaFaultError("'loop' must be an integer 1..10000");
  const keyId = o.playlistKeyId;
  if (keyId !== undefined && !(typeof keyId === 'string' && /^(?:[0-9a-f]{2})+$/i.test(keyId))) throw new MediaFaultError("'playlistKeyId' must be whole bytes of hex digits");
  const codecs = o.codecs;
  if (codecs !== undefined && !(typeof codecs === 'string' && CODECS_VALUE.test(codecs))) throw new MediaFaultError("'codecs' must be codec names such as 'ec-3'");
  if (loop === undefined && keyId === undefined && codecs === undefined) throw new MediaFaultError('A media fault needs loop, playlistKeyId or codecs');
  return {
    clip: o.clip,
    ...(loop === undefined ? {} : { loop }),
    ...(keyId === undefined ? {} : { playlistKeyId: keyId.toLowerCase() }),
    ...(codecs === undefined ? {} : { codecs }),
  };
}

/** AAC-LC frame length in samples. */
const AAC_FRAME_SAMPLES = 1024;

/** The media variants in force, by clip (for each field, the last rule naming the clip wins). */
export class MediaFaults {
  #rules: MediaFaultRule[] = [];

  add(rule: MediaFaultRule): void {
    this.#rules.push(rule);
  }

  clear(): void {
    this.#rules = [];
  }

  list(): MediaFaultRule[] {
    return [...this.#rules];
  }

  /** How many times the clip is played over (1: as committed). */
  loopOf(clip: string): number {
    return this.#latest(clip, 'loop')?.loop ?? 1;
  }

  playlistKeyIdOf(clip: string): string | undefined {
    return this.#latest(clip, 'playlistKeyId')?.playlistKeyId;
  }

  /** The CODECS its master playlists name instead of the committed ones, if any. */
  codecsOf(clip: string): string | undefined {
    return this.#latest(clip, 'codecs')?.codecs;
  }

  /** The clip as web playback describes it: a looped clip has `loop` times its frames. */
  trackView(track: TrackFixture): TrackFixture {
    const loop = this.loopOf(track.id);
    if (loop === 1) return track;
    const aacFrames = track.aacFrames * loop;
    const sampleCount = aacFrames * AAC_FRAME_SAMPLES - track.primingSamples - track.paddingSamples;
    return { ...track, aacFrames, sampleCount, durationMs: Math.round((sampleCount / track.sampleRate) * 1000) };
  }

  #latest(clip: string, field: 'loop' | 'playlistKeyId' | 'codecs'): MediaFaultRule | undefined {
    for (let i = this.#rules.length - 1; i >= 0; i--) {
      const rule = this.#rules[i] as MediaFaultRule;
      if (rule.clip === clip && rule[field] !== undefined) return rule;
    }
    return undefined;
  }
}

/**
 * A media playlist listing its segments `loop` times: repetition k > 0 of `seg_1.m4s` is
 * `seg_1.m4s?loop=k` (the media route moves it on in time). Header, map and key lines stay once.
 * EXTINF values stay as committed, though the clip's last segment lasts one frame's remainder
 * longer in every repetition but the last (see repeatSegment): a drift of under 25 ms a time.
 */
export function loopPlaylist(text: string, loop: number): string {
  const lines = text.split('\n');
  const firstSegment = lines.findIndex((line) => line.startsWith('#EXTINF'));
  const end = lines.findIndex((line) => line.startsWith('#EXT-X-ENDLIST'));
  if (loop === 1 || firstSegment < 0 || end < 0) return text;
  const body = lines.slice(firstSegment, end).filter((line) => line.trim() !== '');
  const repeated: string[] = [];
  for (let k = 0; k < loop; k++) repeated.push(...body.map((line) => (k === 0 || line.startsWith('#') ? line : `${line}?loop=${k}`)));
  return [...lines.slice(0, firstSegment), ...repeated, ...lines.slice(end)].join('\n');
}

/** The master playlist with every CODECS attribute written as `codecs`. */
export function withCodecs(text: string, codecs: string): string {
  return text.replace(/CODECS="[^"]*"/g, `CODECS="${codecs}"`);
}

/** The playlist with every KEYID attribute written as `hex`. */
export function withPlaylistKeyId(text: string, hex: string): string {
  return text.replace(/KEYID=0x[0-9a-fA-F]+/g, `KEYID=0x${hex}`);
}

interface Box {
  readonly at: number;
  readonly size: number;
}

/** The first box along `path` (e.g. ['moof', 'traf', 'tfdt']), walking plain containers only. */
function findBox(bytes: Uint8Array, path: readonly string[], start = 0, end = bytes.byteLength): Box | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [head, ...rest] = path;
  for (let at = start; at + 8 <= end; ) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > end) return undefined;
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === head) return rest.length === 0 ? { at, size } : findBox(bytes, rest, at + 8, at + size);
    at += size;
  }
  return undefined;
}

/** The media timescale of an init segment (moov/trak/mdia/mdhd). */
export function initTimescale(init: Uint8Array): number {
  const mdhd = findBox(init, ['moov', 'trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('No mdhd in the init segment');
  const view = new DataView(init.buffer, init.byteOffset, init.byteLength);
  return view.getUint32(mdhd.at + 12 + (init[mdhd.at + 8] === 1 ? 16 : 8));
}

/** What repeating a clip needs to know, in its media timescale. */
export interface ClipTiming {
  /** The clip's length: all its frames. */
  readonly spanTicks: number;
  readonly frameTicks: number;
  readonly segmentCount: number;
}

export function clipTiming(track: TrackFixture, timescale: number, segmentCount: number): ClipTiming {
  const frameTicks = Math.round((AAC_FRAME_SAMPLES * timescale) / track.sampleRate);
  return { spanTicks: track.aacFrames * frameTicks, frameTicks, segmentCount };
}

/**
 * Repetition `k` of a media segment: its decode time (tfdt) moved on by k clip lengths, its
 * fragment sequence number after those of earlier repetitions. With `wholeLastFrame` (the clip's
 * last segment when another repetition follows) the last sample, which packagers cut short to the
 * content, lasts a whole frame again, so the next repetition starts where this one ends.
 */
export function repeatSegment(segment: Uint8Array, k: number, clip: ClipTiming, wholeLastFrame: boolean): Uint8Array {
  const bytes = new Uint8Array(segment);
  const view = new DataView(bytes.buffer);
  const mfhd = findBox(bytes, ['moof', 'mfhd']);
  if (mfhd) view.setUint32(mfhd.at + 12, view.getUint32(mfhd.at + 12) + k * clip.segmentCount);
  const tfdt = findBox(bytes, ['moof', 'traf', 'tfdt']);
  if (!tfdt) throw new Error('No tfdt in the media segment');
  if (bytes[tfdt.at + 8] === 1) view.setBigUint64(tfdt.at + 12, view.getBigUint64(tfdt.at + 12) + BigInt(k * clip.spanTicks));
  else view.setUint32(tfdt.at + 12, view.getUint32(tfdt.at + 12) + k * clip.spanTicks);
  const trun = findBox(bytes, ['moof', 'traf', 'trun']);
  if (wholeLastFrame && trun) {
    const flags = view.getUint32(trun.at + 8) & 0xffffff;
    const count = view.getUint32(trun.at + 12);
    if (flags & 0x100 && count > 0) {
      const first = trun.at + 16 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
      const perSample = 4 + (flags & 0x200 ? 4 : 0) + (flags & 0x400 ? 4 : 0) + (flags & 0x800 ? 4 : 0);
      view.setUint32(first + (count - 1) * perSample, clip.frameTicks);
    }
  }
  return bytes;
}
