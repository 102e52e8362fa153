import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON } from './mk-error-reasons.ts';
import { MESSAGES, type QueueOperation } from './messages.ts';
import { STATION_MESSAGES } from './station-messages.ts';

// 002 §5 gives the queue-option messages without reasons; a caller passing bad options is
// INVALID_ARGUMENTS, the reason the public surface (002 §8) uses for bad input.

/** INVALID_ARGUMENTS 'Queues with multiple media types are not supported.' (002 §5). */
export function multipleMediaTypesError(): MKError {
  return new MKError(MK_ERROR_REASON.INVALID_ARGUMENTS, MESSAGES.multipleMediaTypes);
}

/** INVALID_ARGUMENTS 'Queue option {option} must be an array of id values' (002 §5). */
export function queueOptionNotArrayError(option: string): MKError {
  return new MKError(MK_ERROR_REASON.INVALID_ARGUMENTS, MESSAGES.queueOptionNotArray(option));
}

/** INVALID_ARGUMENTS 'Queue option {option} must be a single id value' (002 §5). */
export function queueOptionNotSingleError(option: string): MKError {
  return new MKError(MK_ERROR_REASON.INVALID_ARGUMENTS, MESSAGES.queueOptionNotSingle(option));
}

/** INVALID_ARGUMENTS 'Unsupported options specified for setStationQueue. ...' (002 §5). */
export function unsupportedStationOptionsError(): MKError {
  return new MKError(MK_ERROR_REASON.INVALID_ARGUMENTS, STATION_MESSAGES.unsupportedStationOptions);
}

/** INVALID_ARGUMENTS '{kind} is not a supported option. Use setQueue instead.' (002 §5). */
export function unsupportedUrlOptionError(kind: string): MKError {
  return new MKError(MK_ERROR_REASON.INVALID_ARGUMENTS, STATION_MESSAGES.unsupportedUrlOption(kind));
}

/** INVALID_ARGUMENTS 'Invalid equivalent type' (002 §5). */
export function invalidEquivalentTypeError(): MKError {
  return new MKError(MK_ERROR_REASON.INVALID_ARGUMENTS, MESSAGES.invalidEquivalentType);
}

/** UNSUPPORTED_ERROR 'Continuous playback cannot be disabled for station queues.' (002 §5). */
export function continuousPlaybackRequiredError(): MKError {
  return new MKError(MK_ERROR_REASON.UNSUPPORTED_ERROR, STATION_MESSAGES.continuousPlaybackRequired);
}

/** CONTENT_UNAVAILABLE 'No item data is available for the current media queue.' (002 §5). */
export function emptyMediaQueueError(): MKError {
  return new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, MESSAGES.emptyMediaQueue);
}

/** CONTENT_UNAVAILABLE 'No track data is available for the current station.' (002 §8). */
export function noStationTrackDataError(): MKError {
  return new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, STATION_MESSAGES.noStationTrackData);
}

/** CONTENT_UNAVAILABLE 'Cannot load requested station' (002 §8). */
export function stationLoadError(cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, STATION_MESSAGES.stationLoadFailed, {
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * UNSUPPORTED_ERROR '{Appending to|Inserting into|Prepending to|Clearing} the Queue is not
 * supported for this type of playback' (002 §8).
 */
export function queueOperationUnsupportedError(operation: QueueOperation): MKError {
  return new MKError(MK_ERROR_REASON.UNSUPPORTED_ERROR, MESSAGES.queueOperationUnsupported(operation), {
    details: { operation },
  });
}
