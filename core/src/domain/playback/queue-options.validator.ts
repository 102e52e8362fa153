// 002 §3 Queue options and 002 §5 Queue options validation.

import type { Logger } from '../../ports/logger.ts';
import { isEnumValue } from '../enums/enum-guards.ts';
import { PlayerRepeatMode, PlayerShuffleMode } from '../enums/playback.enums.ts';
import { MKError } from '../errors/mk-error.ts';
import { mediaIdText } from './media-id.rules.ts';
import {
  emptyMediaQueueError,
  multipleMediaTypesError,
  queueOptionNotArrayError,
  queueOptionNotSingleError,
} from '../errors/index.ts';

/** 002 §3: media types that hold a single id. */
export const SINGULAR_MEDIA_TYPES = [
  'album',
  'audioBook',
  'episode',
  'musicVideo',
  'musicMovie',
  'podcast',
  'playlist',
  'song',
  'tvEpisode',
  'uploadedAudio',
  'uploadedVideo',
] as const;

/** 002 §3: media types that hold an array of ids (the singular name plus 's'). */
export const PLURAL_MEDIA_TYPES = SINGULAR_MEDIA_TYPES.map((type) => `${type}s` as const);

export type SingularMediaType = (typeof SINGULAR_MEDIA_TYPES)[number];
export type PluralMediaType = `${SingularMediaType}s`;
export type QueueMediaType = SingularMediaType | PluralMediaType;

const SINGULAR: ReadonlySet<string> = new Set(SINGULAR_MEDIA_TYPES);
const PLURAL: ReadonlySet<string> = new Set(PLURAL_MEDIA_TYPES);

/** An id value: a string, or a number (taken as its decimal string). */
export type IdValue = string | number;

/**
 * What `setQueue`, `playNext`, `playLater` and `playAt` accept: exactly one source (one media
 * type such as `album: '1'` or `songs: ['1', '2']`, a catalogue `url`, or `items`) and optional
 * start settings. A `station` (or `radioStation`) id plays as a station queue. There is no index
 * signature, so a misspelt option (`{ sung: '1' }`) fails to compile instead of failing at run time.
 */
export type QueueOptions = { readonly [K in QueueMediaType]?: IdValue | readonly IdValue[] } & {
  /** A station id: the queue plays that station, as `setStationQueue({ station })` does. */
  readonly station?: IdValue;
  /** A live radio station id, as `setStationQueue({ radioStation })`. */
  readonly radioStation?: IdValue;
  readonly url?: string;
  readonly items?: readonly unknown[];
  readonly startWith?: number | string;
  /** Deprecated alias of startWith (002 §3). */
  readonly startPosition?: number | string;
  readonly startTime?: number;
  readonly startPlaying?: boolean;
  readonly shuffleMode?: PlayerShuffleMode;
  readonly repeatMode?: PlayerRepeatMode;
  readonly parameters?: Readonly<Record<string, unknown>>;
};

/** The options read by name: validation looks media types up by the keys the caller gave. */
type OptionsByName = Readonly<Record<string, unknown>>;

/** Where the queue's content comes from, exactly one of these. */
export type QueueSource =
  | { readonly kind: 'media'; readonly option: QueueMediaType; readonly type: SingularMediaType; readonly ids: readonly string[] }
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'items'; readonly items: readonly unknown[] };

/** Options after validation: one source and the recognised settings, invalid settings dropped. */
export interface ValidatedQueueOptions {
  readonly source: QueueSource;
  readonly startWith?: number | string;
  readonly startTime?: number;
  readonly startPlaying?: boolean;
  readonly shuffleMode?: PlayerShuffleMode;
  readonly repeatMode?: PlayerRepeatMode;
  readonly parameters?: Readonly<Record<string, unknown>>;
}

function isIdValue(value: unknown): value is IdValue {
  return mediaIdText(value) !== undefined;
}

/**
 * Public API input (issue 22): `startWith` is a queue index (a non-negative safe integer) or
 * an item id; anything else (negative, NaN, 1.5, an object) is INVALID_ARGUMENTS rather than a
 * queue that silently starts somewhere else.
 */
function validStartWith(value: unknown): number | string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && mediaIdText(value) !== undefined) return value;
  throw new MKError(MKError.INVALID_ARGUMENTS, 'Invalid startWith');
}

/**
 * Validates setQueue options (002 §5) with the spec's messages (all INVALID_ARGUMENTS except
 * the empty queue, CONTENT_UNAVAILABLE):
 * - only one media type may be named ('Queues with multiple media types are not supported.');
 *   `url` and `items` count as sources too (decision: docs/decisions.md);
 * - plural types need an array ('Queue option X must be an array of id values');
 * - singular types need a single id ('Queue option X must be a single id value');
 * - no source at all: 'No item data is available for the current media queue.'.
 * Options that are not an object (null, undefined, a string) are INVALID_ARGUMENTS, as are ids
 * that are not ids ({@link mediaIdText}: '..', 'a/b', 1e21) and a `startWith` that is not a
 * non-negative integer or an id.
 * `startPosition` is read as `startWith` (with a deprecation warning); invalid startTime,
 * shuffleMode and repeatMode values are ignored, as the mode setters do.
 *
 * @example
 * validateQueueOptions({ songs: ['1', '2'], startWith: 1 }).source; // { kind: 'media', option: 'songs', type: 'song', ids: ['1', '2'] }
 */
export function validateQueueOptions(options: QueueOptions, logger?: Logger): ValidatedQueueOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new MKError(MKError.INVALID_ARGUMENTS, 'Invalid queue options');
  }
  const named = Object.keys(options).filter((key) => (SINGULAR.has(key) || PLURAL.has(key)) && (options as OptionsByName)[key] !== undefined);
  const sources = named.length + (options.url !== undefined ? 1 : 0) + (options.items !== undefined ? 1 : 0);
  if (sources > 1) throw multipleMediaTypesError();
  const source = sourceOf(options, named[0]);
  if (!source) throw emptyMediaQueueError();

  let startWith = options.startWith;
  if (options.startPosition !== undefined) {
    logger?.log('warning', 'Queue option startPosition is deprecated; use startWith');
    startWith ??= options.startPosition;
  }
  const settings: { -readonly [K in keyof ValidatedQueueOptions]: ValidatedQueueOptions[K] } = { source };
  const start = validStartWith(startWith);
  if (start !== undefined) settings.startWith = start;
  if (typeof options.startTime === 'number' && Number.isFinite(options.startTime) && options.startTime >= 0) {
    settings.startTime = options.startTime;
  }
  if (typeof options.startPlaying === 'boolean') settings.startPlaying = options.startPlaying;
  if (isEnumValue(PlayerShuffleMode, options.shuffleMode)) settings.shuffleMode = options.shuffleMode;
  if (isEnumValue(PlayerRepeatMode, options.repeatMode)) settings.repeatMode = options.repeatMode;
  if (typeof options.parameters === 'object' && options.parameters !== null) settings.parameters = options.parameters;
  return settings;
}

function sourceOf(options: QueueOptions, option: string | undefined): QueueSource | undefined {
  if (option !== undefined) {
    const value = (options as OptionsByName)[option];
    if (PLURAL.has(option)) {
      if (!Array.isArray(value) || !value.every(isIdValue)) throw queueOptionNotArrayError(option);
      return { kind: 'media', option: option as PluralMediaType, type: option.slice(0, -1) as SingularMediaType, ids: value.map((id) => mediaIdText(id) as string) };
    }
    if (!isIdValue(value)) throw queueOptionNotSingleError(option);
    return { kind: 'media', option: option as SingularMediaType, type: option as SingularMediaType, ids: [mediaIdText(value) as string] };
  }
  if (typeof options.url === 'string') return { kind: 'url', url: options.url };
  if (Array.isArray(options.items)) {
    // Issue 22: items are media items or descriptors (objects); checked here, before any work.
    if (!options.items.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
      throw new MKError(MKError.INVALID_ARGUMENTS, 'Invalid items');
    }
    return { kind: 'items', items: options.items };
  }
  return undefined;
}
