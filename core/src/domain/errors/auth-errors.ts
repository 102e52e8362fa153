import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON, type MKErrorReason } from './mk-error-reasons.ts';
import { reasonForHttpStatus } from './http-status-reasons.ts';
import { MESSAGES } from './messages.ts';

// 000 §8 quotes 'Account error.' and 'Storefront Country Code error.' without a reason. A failed
// HTTP status says more than UNKNOWN_ERROR, so it picks the reason when there is one; a 2xx
// answer with a bad body (missing meta.subscription, no id) stays UNKNOWN_ERROR.
function reasonForAccountFailure(status: number | undefined): MKErrorReason {
  return status === undefined || (status >= 200 && status < 300)
    ? MK_ERROR_REASON.UNKNOWN_ERROR
    : reasonForHttpStatus(status);
}

/**
 * AUTHORIZATION_ERROR 'Not authorized: {status}' (000 §6, §8): an account, storefront or
 * info-refresh call made while the authorization status is at or below denied.
 */
export function notAuthorizedError(authorizationStatus: number): MKError {
  return new MKError(MK_ERROR_REASON.AUTHORIZATION_ERROR, MESSAGES.notAuthorized(authorizationStatus), {
    details: { authorizationStatus },
  });
}

/**
 * 'Account error.' (000 §8): a non-ok account response (`httpStatus` given) or a missing
 * meta.subscription.
 */
export function accountError(httpStatus?: number): MKError {
  return new MKError(reasonForAccountFailure(httpStatus), MESSAGES.accountError, {
    ...(httpStatus === undefined ? {} : { details: { status: httpStatus } }),
  });
}

/** NETWORK_ERROR 'Failed to fetch /me/account' (000 §8): the account fetch itself failed. */
export function accountFetchFailedError(cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.NETWORK_ERROR, MESSAGES.accountFetchFailed, {
    ...(cause === undefined ? {} : { cause }),
  });
}

/** 'Storefront Country Code error.' (000 §8): a non-ok storefront answer or one without an id. */
export function storefrontCountryCodeError(httpStatus?: number): MKError {
  return new MKError(reasonForAccountFailure(httpStatus), MESSAGES.storefrontCountryCodeError, {
    ...(httpStatus === undefined ? {} : { details: { status: httpStatus } }),
  });
}

/**
 * AUTHORIZATION_ERROR 'Renew token' (000 §7, §8): token renewal answered 401, the user token is
 * revoked. AUTHORIZATION_ERROR because 002 §4 ties user-token revocation to that reason.
 */
export function renewTokenError(): MKError {
  return new MKError(MK_ERROR_REASON.AUTHORIZATION_ERROR, MESSAGES.renewToken, { details: { status: 401 } });
}

/** AUTHORIZATION_ERROR 'Unauthorized' (001 §6): the user-token or storefront request failed. */
export function unauthorizedError(cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.AUTHORIZATION_ERROR, MESSAGES.unauthorized, {
    ...(cause === undefined ? {} : { cause }),
  });
}

/** AUTHORIZATION_ERROR 'Unable to prepare media item for play: missing MusicUserToken.' (002 §5). */
export function missingMusicUserTokenError(): MKError {
  return new MKError(MK_ERROR_REASON.AUTHORIZATION_ERROR, MESSAGES.missingMusicUserToken);
}

/** AUTHORIZATION_ERROR 'Invalid tokens' (002 §5): a library or rating call without both tokens. */
export function invalidTokensError(): MKError {
  return new MKError(MK_ERROR_REASON.AUTHORIZATION_ERROR, MESSAGES.invalidTokens);
}

/**
 * CONFIGURATION_ERROR 'Invalid token.' (000 §5): a malformed developer token. Given what was
 * received, the message goes on to say what it was (issue 18: a token URL that serves the app's
 * HTML page is the common mistake), without echoing the value, which may be a secret.
 *
 * @example
 * invalidTokenError('<!doctype html>…').message; // 'Invalid token. Received HTML, not a developer token: …'
 */
export function invalidTokenError(received?: unknown): MKError {
  const what = describeReceivedToken(received);
  return new MKError(MK_ERROR_REASON.CONFIGURATION_ERROR, what ? `${MESSAGES.invalidToken} ${what}` : MESSAGES.invalidToken);
}

/**
 * A sentence on what came instead of a developer token, for the mistakes that have a telling
 * shape; undefined otherwise, leaving the spec's message as is.
 */
function describeReceivedToken(received: unknown): string | undefined {
  if (typeof received !== 'string') return undefined;
  const text = received.trimStart();
  if (text.startsWith('<')) return 'Received HTML, not a developer token: the token URL answered with a web page (check its path, and that the server does not fall back to index.html).';
  if (text.startsWith('{') || text.startsWith('[')) return 'Received JSON, not a developer token: read the token out of the answer.';
  if (received !== '' && text === '') return 'Received only whitespace, not a developer token.';
  return undefined;
}

/**
 * TOKEN_EXPIRED 'Initialized with an expired token.' (000 §5): the developer token has expired,
 * which a token provider can cure by supplying a fresh one.
 */
export function expiredTokenError(): MKError {
  return new MKError(MK_ERROR_REASON.TOKEN_EXPIRED, MESSAGES.expiredToken);
}

/** CONFIGURATION_ERROR 'Missing or empty developer token' (002 §5). */
export function missingDeveloperTokenError(): MKError {
  return new MKError(MK_ERROR_REASON.CONFIGURATION_ERROR, MESSAGES.missingDeveloperToken);
}

/** INVALID_ARGUMENTS 'configuration required' (002 §5): configure() called without an object. */
export function configurationRequiredError(): MKError {
  return new MKError(MK_ERROR_REASON.INVALID_ARGUMENTS, MESSAGES.configurationRequired);
}
