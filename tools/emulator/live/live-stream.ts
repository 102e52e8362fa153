import { transportTimestamp, TRANSPORT_TIMESTAMP_OWNER, writeId3Tag, type Id3FrameInput } from './id3-tag.writer.ts';
import type { LiveLoop } from './live-loop.ts';
import type { LiveStationSchedule, OnAirSong } from './on-air-schedule.ts';

/** Segments listed in a live playlist (a sliding window of about 12 s). */
export const LIVE_WINDOW_SEGMENTS = 6;
/** Segments still served after they left the window (a slow client may still ask). */
export const LIVE_GRACE_SEGMENTS = 30;

/**
 * The live timeline is wall time: segment n covers [n × d, (n + 1) × d) seconds since the Unix
 * epoch, so every request, client and emulator instance agrees on what is live now.
 */
export function segmentMs(loop: LiveLoop): number {
  return Math.round(loop.segmentDuration * 1000);
}

/** The newest complete segment at `nowMs`. */
export function newestSegment(loop: LiveLoop, nowMs: number): number {
  return Math.floor(nowMs / segmentMs(loop)) - 1;
}

/** What is on air in segment `sequence`: the song changes every `segmentsPerSong` segments. */
export function onAirAt(loop: LiveLoop, schedule: LiveStationSchedule, sequence: number): OnAirSong {
  const slot = Math.floor(sequence / loop.segmentsPerSong);
  return schedule.songs[slot % schedule.songs.length] as OnAirSong;
}

/**
 * The live media playlist (RFC 8216 §6.2.2): no EXT-X-ENDLIST, EXT-X-MEDIA-SEQUENCE advancing
 * with wall time, TARGETDURATION 2 (2.048 s segments round to 2), the last LIVE_WINDOW_SEGMENTS
 * segments, and a program date time for the first.
 */
export function livePlaylist(loop: LiveLoop, nowMs: number): string {
  const last = newestSegment(loop, nowMs);
  const first = last - LIVE_WINDOW_SEGMENTS + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.round(loop.segmentDuration)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-PROGRAM-DATE-TIME:${new Date(first * segmentMs(loop)).toISOString()}`,
  ];
  for (let sequence = first; sequence <= last; sequence++) lines.push(`#EXTINF:${loop.segmentDuration.toFixed(3)},`, `${sequence}.aac`);
  return `${lines.join('\n')}\n`;
}

/** Whether segment `sequence` may be fetched at `nowMs` (recorded, and not long gone). */
export function isServedSegment(loop: LiveLoop, sequence: number, nowMs: number): boolean {
  const newest = newestSegment(loop, nowMs);
  return Number.isSafeInteger(sequence) && sequence <= newest && sequence > newest - LIVE_WINDOW_SEGMENTS - LIVE_GRACE_SEGMENTS;
}

/** The ID3 frames of what is on air (001 §3 Timed metadata), links built on `origin`. */
export function onAirFrames(song: OnAirSong, origin: string): Id3FrameInput[] {
  return [
    { kind: 'text', id: 'TIT2', value: song.title },
    { kind: 'text', id: 'TPE1', value: song.performer },
    { kind: 'text', id: 'TALB', value: song.album },
    { kind: 'user-url', description: 'artworkURL_640x', url: `${origin}/artwork/${song.artworkName}/640x640bb.jpg` },
    { kind: 'private', owner: 'com.apple.radio.adamid', data: new TextEncoder().encode(`us:${song.adamId}`) },
  ];
}

/**
 * One packed-audio segment (RFC 8216 §3.4): an ID3 tag (its start time, and what is on air when
 * `song` is given) followed by the loop's ADTS frames for that slot.
 */
export function segmentBytes(loop: LiveLoop, sequence: number, song: OnAirSong | undefined, origin: string): Uint8Array {
  // Whole 90 kHz ticks per segment (2.048 s = 184,320), multiplied exactly.
  const ticks = sequence * Math.round(loop.segmentDuration * 90_000);
  const frames: Id3FrameInput[] = [{ kind: 'private', owner: TRANSPORT_TIMESTAMP_OWNER, data: transportTimestamp(ticks) }, ...(song ? onAirFrames(song, origin) : [])];
  const tag = writeId3Tag(frames);
  const audio = loop.segments[((sequence % loop.segments.length) + loop.segments.length) % loop.segments.length] as Uint8Array;
  const out = new Uint8Array(tag.length + audio.length);
  out.set(tag, 0);
  out.set(audio, tag.length);
  return out;
}
