import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON } from './mk-error-reasons.ts';
import { MESSAGES } from './messages.ts';
import { MEDIA_MESSAGES } from './media-messages.ts';

function withCause(cause: unknown): { cause?: unknown } {
  return cause === undefined ? {} : { cause };
}

/** MEDIA_PLAYBACK 'Playback Error' (000 §8): the media element reported an error event. */
export function playbackError(cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.MEDIA_PLAYBACK, MESSAGES.playbackError, withCause(cause));
}

/**
 * UNSUPPORTED_ERROR (001 §8 "generic player error"): the player cannot play this source at all
 * (the element's "source not supported", a format no backend takes). 001 §4: the item is then
 * skipped (domain/playback/recovery-policy.ts).
 */
export function unsupportedPlaybackError(cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.UNSUPPORTED_ERROR, 'The player cannot play this item', withCause(cause));
}

/**
 * MEDIA_PLAYBACK 'Not Playable' (002 §8 public surface reasons): a listener asked to play and
 * nothing from the asked place on can be played (no playParams or preview, restricted,
 * unavailable, or marked unsupported, 001 §4).
 */
export function notPlayableError(): MKError {
  return new MKError(MK_ERROR_REASON.MEDIA_PLAYBACK, MESSAGES.notPlayable);
}

/** The response code the incumbent's seek stalls carry (001 §8); apps match on it. */
export const SEEK_STALL_RESPONSE_CODE = -12909;

/**
 * BUFFER_STALLED_ERROR 'Seek stall' (001 §8: "after a stall of type Seek with response code
 * -12909"): playback did not move on from a seek within its bound. The details name the stall
 * as the incumbent does.
 */
export function seekStallError(target: number): MKError {
  return new MKError(MK_ERROR_REASON.BUFFER_STALLED_ERROR, 'Seek stall', { details: { stallType: 'Seek', responseCode: SEEK_STALL_RESPONSE_CODE, seekTarget: target } });
}

/**
 * USER_INTERACTION_REQUIRED (000 §8): the browser refused to start playback without a gesture
 * (a NotAllowedError from play()).
 */
export function autoplayBlockedError(cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.USER_INTERACTION_REQUIRED, MESSAGES.userInteractionRequired, withCause(cause));
}

/** CONTENT_RESTRICTED 'Content restricted' (001 §4): nothing left to play once explicit items are removed. */
export function contentRestrictedError(): MKError {
  return new MKError(MK_ERROR_REASON.CONTENT_RESTRICTED, MESSAGES.contentRestricted);
}

/** NETWORK_ERROR 'Could not fetch manifest' (001 §8). */
export function manifestFetchError(url?: string, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.NETWORK_ERROR, MEDIA_MESSAGES.manifestFetchFailed, {
    ...(url === undefined ? {} : { details: { url } }),
    ...withCause(cause),
  });
}

/** CONTENT_UNAVAILABLE 'Failed to load manifest' (001 §8). */
export function manifestLoadError(cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, MEDIA_MESSAGES.manifestLoadFailed, withCause(cause));
}

/**
 * CONTENT_UNAVAILABLE 'The requested content is not available.' (001 §5: a 404 or an empty
 * media API result; 002 §8: a library list empty after reconciliation).
 */
export function contentUnavailableError(httpStatus?: number): MKError {
  return new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, MESSAGES.contentUnavailable, {
    ...(httpStatus === undefined ? {} : { details: { status: httpStatus } }),
  });
}

/** AGE_GATE 'Age Gate Declined' (002 §4 Age gate). */
export function ageGateDeclinedError(): MKError {
  return new MKError(MK_ERROR_REASON.AGE_GATE, MEDIA_MESSAGES.ageGateDeclined);
}

/** UNSUPPORTED_ERROR 'NO DRM' (002 §5): encrypted play without a DRM capability. */
export function noDrmError(): MKError {
  return new MKError(MK_ERROR_REASON.UNSUPPORTED_ERROR, MESSAGES.noDrm);
}

/** MEDIA_CERTIFICATE 'No certificate URL' (001 §5, §8). */
export function noCertificateUrlError(): MKError {
  return new MKError(MK_ERROR_REASON.MEDIA_CERTIFICATE, MEDIA_MESSAGES.noCertificateUrl);
}

/** MEDIA_CERTIFICATE 'Invalid certificate' (001 §5: for example a body that starts with an XML declaration). */
export function invalidCertificateError(): MKError {
  return new MKError(MK_ERROR_REASON.MEDIA_CERTIFICATE, MEDIA_MESSAGES.invalidCertificate);
}

/** CONTENT_UNAVAILABLE 'Cannot generate asset URL' (001 §5 Setup; 002 §8: missing assets). */
export function assetUrlUnavailableError(): MKError {
  return new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, MEDIA_MESSAGES.assetUrlUnavailable);
}

