import { token } from '../../ports/token.ts';
/**
 * Which sinks may play which media kind, in priority order: for each item the core tries
 * the sinks listed for its kind, first to last, and plays with the first whose loader can play it (DESIGN.md, backend choice):
 * `{ audio: ['mse-audio', 'hlsjs'], video: ['hlsjs', 'shaka'] }`. The core names no backend:
 * each host binds its own default (the browser host derives it from its backend list), so
 * adding a backend is never a change here.
 */
export interface PlaybackBackends {
  readonly audio: readonly string[];
  readonly video: readonly string[];
}

export const PlaybackBackends = token<PlaybackBackends>('PlaybackBackends');
