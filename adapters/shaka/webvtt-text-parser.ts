import shaka from 'shaka-player/dist/shaka-player.hls.js';
import { createWebVttCue, parseWebVtt, type WebVttCue } from '@mediakit/core';
import { cueTimeOffset } from './vtt-timestamp-map.ts';

/** The core cue behind each shaka cue this parser made, read back by the displayer. */
const coreCues = new WeakMap<shaka.text.Cue, WebVttCue>();

/**
 * shaka's TextParser plugin seam, implemented with the core's W3C WebVTT parser (001 §5), so both
 * video backends read subtitles with the same rules. The shaka cue carries the raw cue text only
 * to satisfy shaka; what is drawn is the core cue (see {@link coreCueOf}).
 */
export class CoreWebVttTextParser implements shaka.extern.TextParser {
  #manifestType = 'UNKNOWN';

  parseInit(): void {
    // WebVTT has no init segment.
  }

  setManifestType(manifestType: string): void {
    this.#manifestType = manifestType;
  }

  parseMedia(data: Uint8Array, time: shaka.extern.TextParser.TimeContext): shaka.text.Cue[] {
    // The bytes go to the core parser as bytes: decoding them here first dropped one byte order
    // mark, and the parser a second, so a file with two was accepted (issue 22; W3C §6.1 and WPT
    // "signature, two boms" reject it).
    const result = parseWebVtt(data);
    if (result.errors.some((error) => error.fatal)) return [];
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(data);
    const header = text.split(/\r?\n\r?\n|\r\r/, 1)[0] ?? '';
    const offset = cueTimeOffset(header, time, this.#manifestType);
    const cues: shaka.text.Cue[] = [];
    for (const cue of result.cues) {
      const shifted = shiftCue(cue, offset);
      if (!shifted) continue;
      const shakaCue = new shaka.text.Cue(shifted.start, shifted.end, cue.text);
      coreCues.set(shakaCue, shifted);
      cues.push(shakaCue);
    }
    return cues;
  }
}

/**
 * Moves a cue onto the media timeline. A cue that ends before time 0 there is dropped (it can
 * never show); the start of one that straddles 0 is clamped to 0. Clamping only the start used
 * to leave cues ending before they start (issue 22); a cue written that way in the file keeps
 * its order as WPT timings-negative wants, and is simply never active.
 */
export function shiftCue(cue: WebVttCue, offset: number): WebVttCue | undefined {
  const start = cue.start + offset;
  const end = cue.end + offset;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < 0) return undefined;
  return { ...cue, start: Math.max(0, start), end: Math.max(0, end) };
}

/**
 * The core cue of a shaka cue. Cues from shaka's other parsers (TTML, CEA) become plain text:
 * their payload is escaped, so it is never read as cue markup.
 */
export function coreCueOf(cue: shaka.text.Cue): WebVttCue {
  const known = coreCues.get(cue);
  if (known) return known;
  const text = String(cue.payload ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return createWebVttCue({ start: cue.startTime, end: cue.endTime, text });
}

let registered = false;

/** Makes shaka parse WebVTT with the core's parser (global to shaka; done once). */
export function registerCoreWebVttParser(): void {
  if (registered) return;
  registered = true;
  for (const mimeType of ['text/vtt', 'text/vtt; codecs="vtt"']) shaka.text.TextEngine.registerParser(mimeType, () => new CoreWebVttTextParser());
}
