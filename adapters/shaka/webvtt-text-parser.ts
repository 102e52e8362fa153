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
    const text = new TextDecoder().decode(data);
    const header = text.split(/\r?\n\r?\n|\r\r/, 1)[0] ?? '';
    const offset = cueTimeOffset(header, time, this.#manifestType);
    return parseWebVtt(text).cues.map((cue) => {
      const start = Math.max(0, cue.start + offset);
      const shifted: WebVttCue = { ...cue, start, end: cue.end + offset };
      const shakaCue = new shaka.text.Cue(start, shifted.end, cue.text);
      coreCues.set(shakaCue, shifted);
      return shakaCue;
    });
  }
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
