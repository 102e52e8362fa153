import { AuthorizationStatus } from '../enums/index.ts';
import { MKError, isMKError, type MKErrorReason } from '../errors/index.ts';

/** Why an authorize pop-up ended without a token (000 §4 authorize pop-up flow). */
export type AuthorizationRejectionCause = 'closed' | 'switchUser' | 'declined' | 'unavailable' | 'invalidToken' | 'blocked';

// The spec quotes no text for these; the wording is ours (docs/decisions.md).
const AUTHORIZATION_REJECTION_MESSAGES: Readonly<Record<AuthorizationRejectionCause, string>> = {
  closed: 'The authorization window was closed',
  switchUser: 'The listener chose to switch user',
  declined: 'The listener declined authorization',
  unavailable: 'Authorization is unavailable for this listener',
  invalidToken: 'The authorization window returned an invalid user token',
  blocked: 'The authorization window was blocked; call authorize() from a user gesture',
};

const STATUS_OF: Readonly<Record<AuthorizationRejectionCause, AuthorizationStatus>> = {
  closed: AuthorizationStatus.NOT_DETERMINED,
  switchUser: AuthorizationStatus.NOT_DETERMINED,
  invalidToken: AuthorizationStatus.NOT_DETERMINED,
  blocked: AuthorizationStatus.NOT_DETERMINED,
  declined: AuthorizationStatus.DENIED,
  unavailable: AuthorizationStatus.UNAVAILABLE,
};

/**
 * The rejection of `authorize()` (000 §4: "Closing the window rejects with 0. Decline rejects 1.
 * Unavailable rejects -1. Switch user rejects 0."). The incumbent rejects with the bare status
 * number; we reject with an MKError (DESIGN.md: every failure a user can meet is an MKError)
 * that still behaves as that number where apps compare it: `valueOf()` is the status, so
 * `error == 1`, `+error === 1` and `Number(error) === 1` hold, and `authorizationStatus` and
 * `details.authorizationStatus` carry it too.
 *
 * @example
 * try { await auth.authorize(); } catch (e) { if (e == MusicKit.AuthorizationStatus.DENIED) showDeclined(); }
 */
export class AuthorizationRejection extends MKError {
  readonly authorizationStatus: AuthorizationStatus;
  /** What ended the pop-up. */
  readonly rejection: AuthorizationRejectionCause;

  constructor(cause: AuthorizationRejectionCause) {
    const status = STATUS_OF[cause];
    const reason: MKErrorReason = cause === 'blocked' ? MKError.USER_INTERACTION_REQUIRED : MKError.AUTHORIZATION_ERROR;
    super(reason, AUTHORIZATION_REJECTION_MESSAGES[cause], { details: { authorizationStatus: status, rejection: cause } });
    this.authorizationStatus = status;
    this.rejection = cause;
  }

  override valueOf(): number {
    return this.authorizationStatus;
  }
}

export function isAuthorizationRejection(value: unknown): value is AuthorizationRejection {
  return value instanceof AuthorizationRejection || (isMKError(value) && typeof (value as { authorizationStatus?: unknown }).authorizationStatus === 'number');
}
