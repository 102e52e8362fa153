// 002 §3 Station and 002 §5 station queue options.

import {
  queueOptionNotSingleError,
  unsupportedStationOptionsError,
  unsupportedUrlOptionError,
} from '../errors/index.ts';
import { MKError } from '../errors/mk-error.ts';
import { mediaIdText } from './media-id.rules.ts';
import { mediaUrlTarget, optionNameOfKind } from './media-url-kind.ts';

/** 002 §3: the options a station queue is named by. */
const STATION_OPTIONS = ['artist', 'song', 'station', 'radioStation'] as const;
export type StationOption = (typeof STATION_OPTIONS)[number];

// URL kinds that name a station: a station itself, or an artist or song seeding one.
const STATION_URL_KINDS: ReadonlySet<string> = new Set(['station', 'artist', 'song']);

/** What setStationQueue accepts. */
export interface StationQueueOptions {
  readonly artist?: string | number;
  readonly song?: string | number;
  readonly station?: string | number;
  readonly radioStation?: string | number;
  readonly url?: string;
  readonly startPlaying?: boolean;
  readonly [option: string]: unknown;
}

/** The validated station request. */
export interface ValidatedStationQueueOptions {
  readonly option: StationOption;
  readonly id: string;
  readonly startPlaying?: boolean;
}

/**
 * Validates setStationQueue options (002 §5, INVALID_ARGUMENTS):
 * - one of artist, song, station or radioStation (or a URL naming one) is needed, otherwise
 *   'Unsupported options specified for setStationQueue. You may want setQueue instead.';
 * - a URL giving another kind yields 'X is not a supported option. Use setQueue instead.';
 * - the id must be a single value ('Queue option X must be a single id value').
 *
 * @example
 * validateStationQueueOptions({ station: 'ra.123' }); // { option: 'station', id: 'ra.123' }
 */
export function validateStationQueueOptions(options: StationQueueOptions): ValidatedStationQueueOptions {
  // Public API input (issue 22): null or a string is INVALID_ARGUMENTS, not a TypeError.
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new MKError(MKError.INVALID_ARGUMENTS, 'Invalid queue options');
  }
  const startPlaying = typeof options.startPlaying === 'boolean' ? { startPlaying: options.startPlaying } : {};
  const option = STATION_OPTIONS.find((name) => options[name] !== undefined);
  if (option !== undefined) {
    const value = options[option];
    // The id goes into a request path: ids that are not ids ('..', 'a/b', 1e21) are refused.
    const id = mediaIdText(value);
    if (id === undefined) throw queueOptionNotSingleError(option);
    return { option, id, ...startPlaying };
  }
  if (typeof options.url === 'string') {
    const target = mediaUrlTarget(options.url);
    if (!STATION_URL_KINDS.has(target.kind)) throw unsupportedUrlOptionError(optionNameOfKind(target.kind));
    return { option: target.kind as StationOption, id: target.id, ...startPlaying };
  }
  throw unsupportedStationOptionsError();
}
