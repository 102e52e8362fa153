import { createWebVttCue, type WebVttCue } from '@mediakit/core';

/**
 * A browser VTTCue (what hls.js's WebVTT parser produces) as the core's cue. The raw cue text is
 * kept as written: the core turns it into a safe node tree later (W3C WebVTT §6.4), so markup in
 * a subtitle file never reaches the page as HTML. Settings the core refuses (001 §5) fall back to
 * the defaults rather than losing the cue.
 */
export function toWebVttCue(cue: VTTCue): WebVttCue {
  try {
    return createWebVttCue({
      id: cue.id,
      start: cue.startTime,
      end: cue.endTime,
      text: cue.text,
      line: cue.line,
      snapToLines: cue.snapToLines,
      lineAlign: cue.lineAlign,
      position: cue.position,
      positionAlign: cue.positionAlign,
      size: cue.size,
      align: cue.align,
      vertical: cue.vertical,
    });
  } catch {
    return createWebVttCue({ id: cue.id, start: cue.startTime, end: cue.endTime, text: cue.text });
  }
}
