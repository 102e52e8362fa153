import { token } from '../../ports/token.ts';
/**
 * Which sinks may play which media kind, in priority order (DESIGN.md, backend choice):
 * `{ audio: ['mse-audio', 'hlsjs'], video: ['hlsjs', 'shaka'] }`. Adding a backend is a
 * configuration change, never a change here.
 */
export interface PlaybackBackends {
  readonly audio: readonly string[];
  readonly video: readonly string[];
}

export const PlaybackBackends = token<PlaybackBackends>('PlaybackBackends');

export const DEFAULT_PLAYBACK_BACKENDS: PlaybackBackends = {
  audio: ['mse-audio', 'hlsjs', 'shaka'],
  video: ['hlsjs', 'shaka'],
};
