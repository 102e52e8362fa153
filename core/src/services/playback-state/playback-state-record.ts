/**
 * The stored shape of a listener's playback state (issue 19, queue restore after reload) and its
 * key. Ids only: what an item looks like is read again from the catalogue on restore, so a
 * record stays small and never holds a stale title, artwork or licence.
 */

/** The most items kept (a window around the current one): a record stays a few kilobytes. */
export const MAX_KEPT_ITEMS = 500;
/** How often, at most, the time is written while an item plays (ms of the Clock port). */
export const TIME_WRITE_INTERVAL_MS = 5_000;
/** The local-storage key prefix; the listener's part follows. */
export const PLAYBACK_STATE_KEY_PREFIX = 'mk-playback-state.';
/** The listener part of the key when nobody is signed in (previews). */
export const ANONYMOUS_LISTENER = 'anonymous';

export interface KeptItem {
  readonly id: string;
  readonly type: string;
}

export interface PlaybackStateRecord {
  readonly items: readonly KeptItem[];
  /** Index of the current item in `items`; -1 while the queue has not started (as `queue.position`). */
  readonly position: number;
  /** Seconds into the current item. */
  readonly time: number;
}

/**
 * The key naming a listener without their token: a 64-bit FNV-1a digest of the user token (two
 * 32-bit passes with different offsets), or ANONYMOUS_LISTENER.
 */
export function playbackStateKey(userToken: string | undefined): string {
  if (!userToken) return PLAYBACK_STATE_KEY_PREFIX + ANONYMOUS_LISTENER;
  return PLAYBACK_STATE_KEY_PREFIX + fnv1a(userToken, 0x811c9dc5) + fnv1a(userToken, 0x01000193);
}

/** The record of `items` at `position`, cut to MAX_KEPT_ITEMS around the current one. */
export function recordOf(items: readonly KeptItem[], position: number, time: number): PlaybackStateRecord {
  if (position < 0) return { items: items.slice(0, MAX_KEPT_ITEMS).map(({ id, type }) => ({ id, type })), position: -1, time: 0 };
  const start = Math.min(Math.max(0, position - 100), Math.max(0, items.length - MAX_KEPT_ITEMS));
  const kept = items.slice(start, start + MAX_KEPT_ITEMS).map(({ id, type }) => ({ id, type }));
  return { items: kept, position: position - start, time: Number.isFinite(time) && time > 0 ? time : 0 };
}

/** Reads a stored record; anything malformed (another version, a hand edit) reads as none. */
export function parseRecord(raw: string | null): PlaybackStateRecord | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { items, position, time } = value as { items?: unknown; position?: unknown; time?: unknown };
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_KEPT_ITEMS) return undefined;
  if (!items.every((item) => isKeptItem(item))) return undefined;
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < -1 || position >= items.length) return undefined;
  const seconds = typeof time === 'number' && Number.isFinite(time) && time > 0 ? time : 0;
  return { items: items as KeptItem[], position, time: seconds };
}

function isKeptItem(item: unknown): item is KeptItem {
  if (typeof item !== 'object' || item === null) return false;
  const { id, type } = item as { id?: unknown; type?: unknown };
  return typeof id === 'string' && id.length > 0 && id.length <= 200 && typeof type === 'string' && type.length <= 100;
}

function fnv1a(text: string, offset: number): string {
  let hash = offset >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Whether any listener has a saved state (read at start to decide whether the keeper loads now). */
export function hasSavedPlaybackState(keys: readonly string[]): boolean {
  return keys.some((key) => key.startsWith(PLAYBACK_STATE_KEY_PREFIX));
}
