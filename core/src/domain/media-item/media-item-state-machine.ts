// The media item state machine (000 §4 MediaItem state).

import { MediaItemState } from '../enums/media-item-state.enum.ts';

/**
 * How a move between two states is judged (000 §4):
 * - `same`: not a move; nothing happens.
 * - `expected`: applied silently.
 * - `unknown`: logged as 'unknown whether allowed', applied.
 * - `unexpected`: logged as not supposed to happen, applied anyway.
 * - `terminal`: the state has no exits; the move is logged and refused.
 */
export type TransitionVerdict = 'same' | 'expected' | 'unknown' | 'unexpected' | 'terminal';

const S = MediaItemState;

const EXPECTED: ReadonlyMap<MediaItemState, ReadonlySet<MediaItemState>> = new Map<MediaItemState, ReadonlySet<MediaItemState>>([
  [S.none, new Set([S.loading])],
  [S.loading, new Set([S.ready, S.restricted, S.error, S.unsupported])],
  [S.ready, new Set([S.playing])],
  [S.playing, new Set([S.ended, S.error])],
]);

const UNKNOWN: ReadonlyMap<MediaItemState, ReadonlySet<MediaItemState>> = new Map<MediaItemState, ReadonlySet<MediaItemState>>([
  [S.none, new Set([S.ended, S.unavailable, S.restricted, S.error, S.unsupported])],
  [S.ready, new Set([S.error])],
  [S.playing, new Set([S.unavailable, S.restricted, S.unsupported])],
]);

/**
 * 000 §4 "Terminal states have no exits". Terminal are the failure states: unavailable,
 * restricted, error and unsupported. `ended` is not terminal, because an ended item is played
 * again (repeat one, repeat all, skip back); its moves fall under "any other move" (logged,
 * applied). `MediaItem.reset()` is the one way out of a terminal state: it re-initialises the
 * item rather than moving it (decision: docs/decisions.md).
 */
export const TERMINAL_MEDIA_ITEM_STATES: ReadonlySet<MediaItemState> = new Set([
  S.unavailable,
  S.restricted,
  S.error,
  S.unsupported,
]);

/**
 * Judges a move from `from` to `to` (000 §4).
 *
 * @example
 * classifyTransition(MediaItemState.none, MediaItemState.loading); // 'expected'
 * classifyTransition(MediaItemState.error, MediaItemState.ready); // 'terminal'
 */
export function classifyTransition(from: MediaItemState, to: MediaItemState): TransitionVerdict {
  if (from === to) return 'same';
  if (TERMINAL_MEDIA_ITEM_STATES.has(from)) return 'terminal';
  if (EXPECTED.get(from)?.has(to)) return 'expected';
  if (UNKNOWN.get(from)?.has(to)) return 'unknown';
  return 'unexpected';
}
