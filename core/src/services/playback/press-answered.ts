import { PlaybackStates } from '../../domain/enums/index.ts';

/**
 * Issue 17: whether the press a play began with has been answered, the state being one a start
 * does not go through (loading, waiting): it plays, or it paused, stopped or failed.
 *
 * Code that is not on a play's path (the OS media controls, the queue keeper) waits for this
 * before it loads. Loaded with the first item or queue, their chunks were fetched, compiled and
 * run in the middle of the press, between the catalogue's answer and the first playlist, on the
 * main thread the press was waiting for (docs/decisions.md, "What waits for the press").
 */
export function pressAnswered(state: PlaybackStates): boolean {
  return state !== PlaybackStates.loading && state !== PlaybackStates.waiting;
}
