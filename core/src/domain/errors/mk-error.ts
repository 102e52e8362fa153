import { isMKErrorReason, MK_ERROR_REASON, type MKErrorReason } from './mk-error-reasons.ts';

/** The action behind a server dialog's OK button (002 §3 Dialog: okButtonAction with url). */
export interface MKErrorDialogAction {
  readonly url?: string;
  readonly [key: string]: unknown;
}

/**
 * A dialog the provider attached to a failure (002 §3 Dialog). When an error carries one, the
 * alert shows it instead of the error message (002 §2 Alert dialog).
 */
export interface MKErrorDialog {
  readonly message?: string;
  readonly explanation?: string;
  readonly okButtonString?: string;
  readonly cancelButtonString?: string;
  readonly okButtonAction?: MKErrorDialogAction;
}

/**
 * Structured facts about a failure, so callers branch on data instead of parsing messages.
 * Extra keys are allowed for module-specific facts.
 */
export interface MKErrorDetails {
  /** HTTP status of the response that failed. */
  readonly status?: number;
  readonly statusText?: string;
  /** The provider's code: `failureType`, or the `status`/`errorCode` of a provider body. */
  readonly serverCode?: number | string;
  /** The URL of the request that failed. */
  readonly url?: string;
  /** What a caller passed as the reason when it was not a catalogue reason. */
  readonly givenReason?: unknown;
  /** The raw provider payload, when there was one. */
  readonly data?: unknown;
  readonly [key: string]: unknown;
}

/** Optional parts of an MKError besides its reason and description. */
export interface MKErrorOptions {
  readonly dialog?: MKErrorDialog;
  readonly details?: MKErrorDetails;
  /** The value that caused this error; kept as the standard `Error.cause`. */
  readonly cause?: unknown;
}

interface ResolvedReason {
  readonly reason: MKErrorReason;
  readonly description: string | undefined;
  readonly givenReason?: unknown;
}

// The incumbent accepts `new MKError('some message')` and reads a lone non-reason string as the
// description of an UNKNOWN_ERROR; apps rely on that, so we keep it. A foreign reason that comes
// with a description cannot be read that way and gets the INVALID_ERROR_REASON marker; a reason
// that is not a string at all (plain-JS callers passing a number or object) gets INVALID_ERROR_ID.
function resolveReason(reason: unknown, description: string | undefined): ResolvedReason {
  if (reason === undefined || reason === null || reason === '') {
    return { reason: MK_ERROR_REASON.UNKNOWN_ERROR, description };
  }
  if (isMKErrorReason(reason)) return { reason, description };
  if (typeof reason === 'string') {
    return description === undefined
      ? { reason: MK_ERROR_REASON.UNKNOWN_ERROR, description: reason }
      : { reason: MK_ERROR_REASON.INVALID_ERROR_REASON, description, givenReason: reason };
  }
  return { reason: MK_ERROR_REASON.INVALID_ERROR_ID, description, givenReason: reason };
}

/**
 * The one error type of the library: a reason from the catalogue (000 §8), an optional
 * human description, an optional server dialog and typed details.
 *
 * @example
 * throw new MKError(MKError.CONTENT_RESTRICTED, 'Content restricted');
 * // err.errorCode === 'CONTENT_RESTRICTED', err.message === 'Content restricted'
 */
export class MKError extends Error {
  static readonly ACCESS_DENIED = 'ACCESS_DENIED';
  static readonly AGE_GATE = 'AGE_GATE';
  static readonly AUTHORIZATION_ERROR = 'AUTHORIZATION_ERROR';
  static readonly BUFFER_STALLED_ERROR = 'BUFFER_STALLED_ERROR';
  static readonly CONFIGURATION_ERROR = 'CONFIGURATION_ERROR';
  static readonly CONTENT_EQUIVALENT = 'CONTENT_EQUIVALENT';
  static readonly CONTENT_RESTRICTED = 'CONTENT_RESTRICTED';
  static readonly CONTENT_UNAVAILABLE = 'CONTENT_UNAVAILABLE';
  static readonly CONTENT_UNSUPPORTED = 'CONTENT_UNSUPPORTED';
  static readonly DEVICE_LIMIT = 'DEVICE_LIMIT';
  static readonly GEO_BLOCK = 'GEO_BLOCK';
  static readonly INVALID_ARGUMENTS = 'INVALID_ARGUMENTS';
  static readonly PLAYREADY_CBC_ENCRYPTION_ERROR = 'PLAYREADY_CBC_ENCRYPTION_ERROR';
  static readonly MEDIA_CERTIFICATE = 'MEDIA_CERTIFICATE';
  static readonly MEDIA_DESCRIPTOR = 'MEDIA_DESCRIPTOR';
  static readonly MEDIA_LICENSE = 'MEDIA_LICENSE';
  static readonly MEDIA_KEY = 'MEDIA_KEY';
  static readonly MEDIA_PLAYBACK = 'MEDIA_PLAYBACK';
  static readonly MEDIA_SESSION = 'MEDIA_SESSION';
  static readonly NETWORK_ERROR = 'NETWORK_ERROR';
  static readonly NOT_FOUND = 'NOT_FOUND';
  static readonly PARSE_ERROR = 'PARSE_ERROR';
  static readonly PLAY_ACTIVITY = 'PLAY_ACTIVITY';
  static readonly REQUEST_ERROR = 'REQUEST_ERROR';
  static readonly QUOTA_EXCEEDED = 'QUOTA_EXCEEDED';
  static readonly SERVER_ERROR = 'SERVER_ERROR';
  static readonly SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
  static readonly STREAM_UPSELL = 'STREAM_UPSELL';
  static readonly SUBSCRIPTION_ERROR = 'SUBSCRIPTION_ERROR';
  static readonly TOKEN_EXPIRED = 'TOKEN_EXPIRED';
  static readonly UNAUTHORIZED_ERROR = 'UNAUTHORIZED_ERROR';
  static readonly UNKNOWN_ERROR = 'UNKNOWN_ERROR';
  static readonly UNSUPPORTED_ERROR = 'UNSUPPORTED_ERROR';
  static readonly USER_INTERACTION_REQUIRED = 'USER_INTERACTION_REQUIRED';
  static readonly INTERNAL_ERROR = 'INTERNAL_ERROR';
  static readonly OUTPUT_RESTRICTED = 'OUTPUT_RESTRICTED';
  static readonly WIDEVINE_CDM_EXPIRED = 'WIDEVINE_CDM_EXPIRED';
  static readonly INVALID_ERROR_ID = 'INVALID_ERROR_ID';
  static readonly INVALID_ERROR_REASON = 'INVALID_ERROR_REASON';

  /** All reasons as a record (`MKError.Reason.GEO_BLOCK === 'GEO_BLOCK'`). */
  static readonly Reason = MK_ERROR_REASON;

  /** Same as the exported {@link isMKError}. */
  static isMKError(value: unknown): value is MKError {
    return isMKError(value);
  }

  override readonly name = 'MKError';
  /** The reason, one of the `MKError` reason constants (`MKError.CONFIGURATION_ERROR`, `MKError.AUTHORIZATION_ERROR`…). */
  readonly errorCode: MKErrorReason;
  readonly description?: string;
  readonly dialog?: MKErrorDialog;
  readonly details?: MKErrorDetails;
  /** Brand that survives bundling the library twice, where `instanceof` fails. */
  readonly isMKError = true;

  constructor(reason?: MKErrorReason | string, description?: string, options: MKErrorOptions = {}) {
    const resolved = resolveReason(reason, description);
    super(
      resolved.description ?? resolved.reason,
      'cause' in options ? { cause: options.cause } : undefined,
    );
    this.errorCode = resolved.reason;
    if (resolved.description !== undefined) this.description = resolved.description;
    if (options.dialog !== undefined) this.dialog = options.dialog;
    const details =
      'givenReason' in resolved ? { ...options.details, givenReason: resolved.givenReason } : options.details;
    if (details !== undefined) this.details = details;
  }

  /** Alias of {@link MKError.errorCode}, as in the incumbent library. */
  get reason(): MKErrorReason {
    return this.errorCode;
  }
}

/**
 * True for an MKError, including one made by another copy of the library (checked by brand).
 *
 * @example
 * try { await player.play(); } catch (e) { if (isMKError(e)) show(e.errorCode); }
 */
export function isMKError(value: unknown): value is MKError {
  if (value instanceof MKError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { isMKError?: unknown; errorCode?: unknown };
  return candidate.isMKError === true && isMKErrorReason(candidate.errorCode);
}

/**
 * Turns anything thrown into an MKError so no bare TypeError escapes (DESIGN.md, errors). An
 * MKError is returned as is; anything else becomes `fallbackReason` with the thrown value's
 * message, and the thrown value itself kept as `cause`.
 *
 * @example
 * catch (e) { throw toMKError(e, 'NETWORK_ERROR', { url }); }
 */
export function toMKError(
  value: unknown,
  fallbackReason: MKErrorReason = MK_ERROR_REASON.UNKNOWN_ERROR,
  details?: MKErrorDetails,
): MKError {
  if (isMKError(value)) return value;
  return new MKError(fallbackReason, messageOf(value), {
    cause: value,
    ...(details === undefined ? {} : { details }),
  });
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'object' && value !== null) {
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
