import type shaka from 'shaka-player/dist/shaka-player.hls.js';
import type { WebVttCue } from '@mediakit/core';
import { coreCueOf } from './webvtt-text-parser.ts';

/**
 * shaka's TextDisplayer seam: instead of drawing, it forwards the cues shaka's text engine
 * appends to the sink, which hands them to the core; the core decides what shows and our
 * overlay draws it (001 §2), the same way for every backend.
 */
export class CueForwardingDisplayer implements shaka.extern.TextDisplayer {
  readonly #forward: (cues: readonly WebVttCue[]) => void;
  #visible = false;

  constructor(forward: (cues: readonly WebVttCue[]) => void) {
    this.#forward = forward;
  }

  append(cues: shaka.text.Cue[]): void {
    if (cues.length > 0) this.#forward(cues.map(coreCueOf));
  }

  remove(): boolean {
    // The core keeps its own cue timeline per selected track; nothing is drawn here to remove.
    return true;
  }

  configure(): void {}

  setTextLanguage(): void {}

  isTextVisible(): boolean {
    return this.#visible;
  }

  setTextVisibility(on: boolean): void {
    this.#visible = on;
  }

  async destroy(): Promise<void> {}
}
