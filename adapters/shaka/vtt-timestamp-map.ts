/** The part of shaka's TextParser.TimeContext the offset needs (seconds). */
export interface VttTimeContext {
  readonly periodStart: number;
  readonly vttOffset: number;
}

/** 90 kHz: the MPEG-TS clock of X-TIMESTAMP-MAP (RFC 8216 §3.5). */
const MPEG_TIMESCALE = 90_000;
// Bounded repetitions: the header comes from the network, and an unbounded `\d+` before a
// literal retries every length of a long digit run.
const LOCAL = /LOCAL:((?:\d{1,9}:)?\d{2}:\d{2}\.\d{3})/;
/** MPEG-TS time stamps are 33-bit (ISO/IEC 13818-1): at most 10 digits. */
const MPEGTS = /MPEGTS:(\d{1,10})(?!\d)/;

function seconds(timestamp: string): number {
  return timestamp.split(':').map(Number).reduce((total, part) => total * 60 + part, 0);
}

/**
 * Where cue time 0 of a WebVTT segment sits on the media timeline, as shaka's own VTT parser
 * computes it (lib/text/vtt_text_parser.js): for HLS, the file's X-TIMESTAMP-MAP (RFC 8216
 * §3.5: MPEGTS maps to LOCAL) when it has one; otherwise the offset shaka's text engine gives.
 *
 * @example
 * cueTimeOffset('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000', { periodStart: 0, vttOffset: 0 }, 'HLS'); // 10
 */
export function cueTimeOffset(header: string, time: VttTimeContext, manifestType: string): number {
  if (manifestType !== 'HLS' || !header.includes('X-TIMESTAMP-MAP')) return time.vttOffset;
  const local = LOCAL.exec(header)?.[1];
  const mpegts = MPEGTS.exec(header)?.[1];
  if (local === undefined || mpegts === undefined) return time.vttOffset;
  const offset = time.periodStart + Number(mpegts) / MPEG_TIMESCALE - seconds(local);
  // Never an infinite offset from a hostile map: fall back as for a malformed one.
  return Number.isFinite(offset) ? offset : time.vttOffset;
}
