import { describe, expect, it } from 'vitest';
import {
  accountError,
  accountFetchFailedError,
  ageGateDeclinedError,
  assetUrlUnavailableError,
  autoplayBlockedError,
  configurationRequiredError,
  contentRestrictedError,
  contentUnavailableError,
  continuousPlaybackRequiredError,
  emptyMediaQueueError,
  expiredTokenError,
  invalidCertificateError,
  invalidEquivalentTypeError,
  invalidTokenError,
  invalidTokensError,
  manifestFetchError,
  manifestLoadError,
  missingDeveloperTokenError,
  missingMusicUserTokenError,
  MKError,
  multipleMediaTypesError,
  noCertificateUrlError,
  noDrmError,
  noStationTrackDataError,
  notAuthorizedError,
  playActivityError,
  playbackError,
  queueOperationUnsupportedError,
  queueOptionNotArrayError,
  queueOptionNotSingleError,
  renewTokenError,
  stationLoadError,
  storefrontCountryCodeError,
  unauthorizedError,
  unsupportedStationOptionsError,
  unsupportedUrlOptionError,
} from '../../../../core/src/domain/errors/index.ts';

// [rule, factory, reason, exact message as the spec quotes it]
const FACTORIES: Array<[string, () => MKError, string, string]> = [
  ["000 §8 'Not authorized: {status}'", () => notAuthorizedError(1), 'AUTHORIZATION_ERROR', 'Not authorized: 1'],
  ["000 §8 'Account error.' (bad body)", () => accountError(), 'UNKNOWN_ERROR', 'Account error.'],
  ["000 §8 'Account error.' (non-ok 503)", () => accountError(503), 'SERVICE_UNAVAILABLE', 'Account error.'],
  ["000 §8 account fetch failure 'Failed to fetch /me/account'", () => accountFetchFailedError(), 'NETWORK_ERROR', 'Failed to fetch /me/account'],
  ["000 §8 'Storefront Country Code error.' (no id)", () => storefrontCountryCodeError(200), 'UNKNOWN_ERROR', 'Storefront Country Code error.'],
  ["000 §8 'Storefront Country Code error.' (non-ok 403)", () => storefrontCountryCodeError(403), 'ACCESS_DENIED', 'Storefront Country Code error.'],
  ["000 §8 'Renew token' on 401", renewTokenError, 'AUTHORIZATION_ERROR', 'Renew token'],
  ["000 §8 media error event: MEDIA_PLAYBACK 'Playback Error'", () => playbackError(), 'MEDIA_PLAYBACK', 'Playback Error'],
  [
    '000 §8 autoplay blocked: USER_INTERACTION_REQUIRED',
    () => autoplayBlockedError(),
    'USER_INTERACTION_REQUIRED',
    'Playback of media content requires user interaction first and cannot be automatically started on page load.',
  ],
  ["000 §5 'Invalid token.'", invalidTokenError, 'CONFIGURATION_ERROR', 'Invalid token.'],
  ["000 §5 'Initialized with an expired token.'", expiredTokenError, 'TOKEN_EXPIRED', 'Initialized with an expired token.'],
  ["001 §4 CONTENT_RESTRICTED 'Content restricted'", contentRestrictedError, 'CONTENT_RESTRICTED', 'Content restricted'],
  ["001 §6 AUTHORIZATION_ERROR 'Unauthorized'", () => unauthorizedError(), 'AUTHORIZATION_ERROR', 'Unauthorized'],
  ["001 §8 NETWORK_ERROR 'Could not fetch manifest'", () => manifestFetchError(), 'NETWORK_ERROR', 'Could not fetch manifest'],
  ["001 §8 CONTENT_UNAVAILABLE 'Failed to load manifest'", () => manifestLoadError(), 'CONTENT_UNAVAILABLE', 'Failed to load manifest'],
  [
    "001 §5 404: CONTENT_UNAVAILABLE 'The requested content is not available.'",
    () => contentUnavailableError(404),
    'CONTENT_UNAVAILABLE',
    'The requested content is not available.',
  ],
  ["001 §8 'No certificate URL'", noCertificateUrlError, 'MEDIA_CERTIFICATE', 'No certificate URL'],
  ['001 §8 invalid certificate', invalidCertificateError, 'MEDIA_CERTIFICATE', 'Invalid certificate'],
  ["001 §5 'Cannot generate asset URL'", assetUrlUnavailableError, 'CONTENT_UNAVAILABLE', 'Cannot generate asset URL'],
  ["002 §4 AGE_GATE 'Age Gate Declined'", ageGateDeclinedError, 'AGE_GATE', 'Age Gate Declined'],
  ["002 §5 CONFIGURATION_ERROR 'Missing or empty developer token'", missingDeveloperTokenError, 'CONFIGURATION_ERROR', 'Missing or empty developer token'],
  ["002 §5 INVALID_ARGUMENTS 'configuration required'", configurationRequiredError, 'INVALID_ARGUMENTS', 'configuration required'],
  [
    "002 §5 AUTHORIZATION_ERROR 'Unable to prepare media item for play: missing MusicUserToken.'",
    missingMusicUserTokenError,
    'AUTHORIZATION_ERROR',
    'Unable to prepare media item for play: missing MusicUserToken.',
  ],
  ["002 §5 'NO DRM'", noDrmError, 'UNSUPPORTED_ERROR', 'NO DRM'],
  ["002 §5 'Invalid tokens'", invalidTokensError, 'AUTHORIZATION_ERROR', 'Invalid tokens'],
  ["002 §5 'Invalid equivalent type'", invalidEquivalentTypeError, 'INVALID_ARGUMENTS', 'Invalid equivalent type'],
  ["002 §5 'Queues with multiple media types are not supported.'", multipleMediaTypesError, 'INVALID_ARGUMENTS', 'Queues with multiple media types are not supported.'],
  ["002 §5 'Queue option X must be an array of id values'", () => queueOptionNotArrayError('songs'), 'INVALID_ARGUMENTS', 'Queue option songs must be an array of id values'],
  ["002 §5 'Queue option X must be a single id value'", () => queueOptionNotSingleError('song'), 'INVALID_ARGUMENTS', 'Queue option song must be a single id value'],
  [
    '002 §5 unsupported station options',
    unsupportedStationOptionsError,
    'INVALID_ARGUMENTS',
    'Unsupported options specified for setStationQueue. You may want setQueue instead.',
  ],
  ["002 §5 'X is not a supported option. Use setQueue instead.'", () => unsupportedUrlOptionError('album'), 'INVALID_ARGUMENTS', 'album is not a supported option. Use setQueue instead.'],
  [
    "002 §5 'Continuous playback cannot be disabled for station queues.'",
    continuousPlaybackRequiredError,
    'UNSUPPORTED_ERROR',
    'Continuous playback cannot be disabled for station queues.',
  ],
  ["002 §5 'No item data is available for the current media queue.'", emptyMediaQueueError, 'CONTENT_UNAVAILABLE', 'No item data is available for the current media queue.'],
  ["002 §8 'No track data is available for the current station.'", noStationTrackDataError, 'CONTENT_UNAVAILABLE', 'No track data is available for the current station.'],
  ["002 §8 'Cannot load requested station'", () => stationLoadError(), 'CONTENT_UNAVAILABLE', 'Cannot load requested station'],
  [
    '002 §8 appending to the queue is not supported',
    () => queueOperationUnsupportedError('append'),
    'UNSUPPORTED_ERROR',
    'Appending to the Queue is not supported for this type of playback',
  ],
  [
    '002 §8 inserting into the queue is not supported',
    () => queueOperationUnsupportedError('insert'),
    'UNSUPPORTED_ERROR',
    'Inserting into the Queue is not supported for this type of playback',
  ],
  [
    '002 §8 prepending to the queue is not supported',
    () => queueOperationUnsupportedError('prepend'),
    'UNSUPPORTED_ERROR',
    'Prepending to the Queue is not supported for this type of playback',
  ],
  [
    '002 §8 clearing the queue is not supported',
    () => queueOperationUnsupportedError('clear'),
    'UNSUPPORTED_ERROR',
    'Clearing the Queue is not supported for this type of playback',
  ],
  ["000 §5 play activity: 'send() called without any data'", () => playActivityError('send() called without any data'), 'PLAY_ACTIVITY', 'send() called without any data'],
];

describe('Error catalogue factories: reason and exact message', () => {
  it.each(FACTORIES)('%s', (_rule, make, reason, message) => {
    const error = make();
    expect(error).toBeInstanceOf(MKError);
    expect(error.errorCode).toBe(reason);
    expect(error.message).toBe(message);
  });

  it('000 §8 autoplay blocked: the NotAllowedError is kept as cause', () => {
    const notAllowed = Object.assign(new Error('play() failed'), { name: 'NotAllowedError' });
    expect(autoplayBlockedError(notAllowed).cause).toBe(notAllowed);
  });

  it("000 §8 'Account error.': the HTTP status is kept in details", () => {
    expect(accountError(500).details?.status).toBe(500);
  });

  it("001 §8 'Could not fetch manifest': the manifest URL is kept in details", () => {
    expect(manifestFetchError('https://x.test/m.m3u8').details?.url).toBe('https://x.test/m.m3u8');
  });
});
