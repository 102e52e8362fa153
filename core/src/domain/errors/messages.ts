/**
 * Every fixed error message of the specification, in one place, so that each string exists once
 * in the codebase (modules import from here, tests compare with the spec's text). Messages with a
 * placeholder are functions. The section that quotes each message is named beside it.
 */

/** How a response body was read when reading it failed (000 §8 fetch failures). */
export type BodyReadKind = 'text' | 'JSON' | 'ArrayBuffer';

/** The queue operations a playback type may refuse (002 §8 messages). */
export type QueueOperation = 'append' | 'insert' | 'prepend' | 'clear';

// 002 §8 quotes the append wording and says "likewise" for the others; these follow its pattern.
const QUEUE_OPERATION_PHRASES = {
  append: 'Appending to',
  insert: 'Inserting into',
  prepend: 'Prepending to',
  clear: 'Clearing',
} as const satisfies Record<QueueOperation, string>;

/**
 * The message table.
 *
 * @example
 * MESSAGES.notAuthorized(1); // 'Not authorized: 1'
 * MESSAGES.contentRestricted; // 'Content restricted'
 */
export const MESSAGES = {
  // 000 §8 fetch failures
  requestFailed: (url: string) => `Unable to complete request for ${url}`,
  bodyReadFailed: (kind: BodyReadKind, url: string) => `Unable to read body as ${kind} for ${url}`,
  fetchUnavailable: 'Could not find fetch implementation',

  // 000 §8 other messages
  notAuthorized: (status: number | string) => `Not authorized: ${status}`,
  accountError: 'Account error.',
  accountFetchFailed: 'Failed to fetch /me/account',
  storefrontCountryCodeError: 'Storefront Country Code error.',
  renewToken: 'Renew token',
  playbackError: 'Playback Error',
  userInteractionRequired:
    'Playback of media content requires user interaction first and cannot be automatically started on page load.',
  flushFailed: (message: string) => `flush: ${message}`,
  timelineEmpty: 'TIMELINE IS EMPTY',

  // 000 §5 validation rules
  invalidToken: 'Invalid token.',
  expiredToken: 'Initialized with an expired token.',
  invalidMediaUrl: 'Invalid Media URL',
  fetchNotDefined: 'window.fetch is not defined',
  sendWithoutData: 'send() called without any data',
  lyricsAlreadyDisplayed: 'lyrics are already being displayed. Did you forget to stop them?',
  lyricsNotDisplayed: 'lyrics are not being displayed. Did you forget to display them?',
  missingLyricsPlayDescriptor: 'Missing descriptor for lyrics play',
  missingLyricsStopDescriptor: 'Missing start descriptor for lyrics stop',
  playWithoutStop: 'The play() method was called without a previous stop() or pause() call.',
  playEndWithoutEndReason: 'PLAY_END activity descriptor requires an endReasonType value',
  methodWithoutDescriptor: 'A method was called without a previous descriptor',
  buildWithoutDescriptor: 'build() called without a play activity descriptor',
  buildPlayEndWithoutPrevious: 'Cannot build() for PLAY_END descriptors without previous descriptors',
  scrubEndWithoutStart:
    'The scrub() method was called with the SCRUB_END action without a previous SCRUB_START descriptor',

  // 001 §4, §5, §6 and §8
  contentRestricted: 'Content restricted',
  unauthorized: 'Unauthorized',
  manifestFetchFailed: 'Could not fetch manifest',
  manifestLoadFailed: 'Failed to load manifest',
  contentUnavailable: 'The requested content is not available.',
  licenseAcquisitionFailed: 'Error acquiring license',
  noCertificateUrl: 'No certificate URL',
  // 001 §8 names "invalid certificate" without quoting a message; this wording is ours.
  invalidCertificate: 'Invalid certificate',
  hlsNotConfigured: 'bag.urls.hls is not configured',
  assetUrlUnavailable: 'Cannot generate asset URL',
  malformedWebVttSignature: 'Malformed WebVTT signature.',
  malformedTimestamp: 'Malformed time stamp',

  // 002 §5 validation rules
  multipleMediaTypes: 'Queues with multiple media types are not supported.',
  queueOptionNotArray: (option: string) => `Queue option ${option} must be an array of id values`,
  queueOptionNotSingle: (option: string) => `Queue option ${option} must be a single id value`,
  unsupportedStationOptions:
    'Unsupported options specified for setStationQueue. You may want setQueue instead.',
  unsupportedUrlOption: (kind: string) => `${kind} is not a supported option. Use setQueue instead.`,
  continuousPlaybackRequired: 'Continuous playback cannot be disabled for station queues.',
  emptyMediaQueue: 'No item data is available for the current media queue.',
  invalidTokens: 'Invalid tokens',
  invalidEquivalentType: 'Invalid equivalent type',
  missingDeveloperToken: 'Missing or empty developer token',
  configurationRequired: 'configuration required',
  missingMusicUserToken: 'Unable to prepare media item for play: missing MusicUserToken.',
  noDrm: 'NO DRM',

  // 002 §8 messages and public surface
  noStationTrackData: 'No track data is available for the current station.',
  stationLoadFailed: 'Cannot load requested station',
  queueOperationUnsupported: (operation: QueueOperation) =>
    `${QUEUE_OPERATION_PHRASES[operation]} the Queue is not supported for this type of playback`,
  notPlayable: 'Not Playable',
  ageGateDeclined: 'Age Gate Declined',
} as const;
