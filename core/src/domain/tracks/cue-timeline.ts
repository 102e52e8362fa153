import type { WebVttCue } from '../webvtt/webvtt-cue.ts';

/**
 * The cues of the rendered text track, collected as its segments arrive, and the ones active
 * at a time (start <= t < end, W3C WebVTT "current cues"). A cue spanning two segments arrives
 * twice; it is kept once.
 */
export class CueTimeline {
  readonly #cues: WebVttCue[] = [];
  readonly #keys = new Set<string>();

  get size(): number {
    return this.#cues.length;
  }

  /** Adds cues not seen yet; returns how many were new. */
  add(cues: readonly WebVttCue[]): number {
    let added = 0;
    for (const cue of cues) {
      const key = keyOf(cue);
      if (this.#keys.has(key)) continue;
      this.#keys.add(key);
      this.#cues.push(cue);
      added++;
    }
    if (added > 0) this.#cues.sort((a, b) => a.start - b.start || a.end - b.end);
    return added;
  }

  /** The cues showing at `time` seconds, in start order (the order layout stacks them). */
  activeAt(time: number): WebVttCue[] {
    const active: WebVttCue[] = [];
    for (const cue of this.#cues) {
      if (cue.start > time) break;
      if (time < cue.end) active.push(cue);
    }
    return active;
  }

  clear(): void {
    this.#cues.length = 0;
    this.#keys.clear();
  }
}

function keyOf(cue: WebVttCue): string {
  // Times rounded to the millisecond: segment boundaries can shift a repeated cue by float noise.
  return [Math.round(cue.start * 1000), Math.round(cue.end * 1000), cue.text, cue.line, cue.position, cue.size, cue.align, cue.vertical].join('\u0000');
}

/** True when two active-cue lists hold the same cues in the same order. */
export function sameCues(a: readonly WebVttCue[], b: readonly WebVttCue[]): boolean {
  return a.length === b.length && a.every((cue, index) => cue === b[index]);
}
