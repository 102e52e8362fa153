/**
 * Every fixed error message of the specification, each string once in the codebase (modules
 * import from here, tests compare with the spec's text). Messages with a placeholder are
 * functions. The section that quotes each message is named beside it. The messages of play
 * activity and lyrics (activity-messages.ts) and of the full-track and subtitle paths
 * (media-messages.ts, with the age gate's) and of station queues (station-messages.ts) have their own tables, which load with their code (docs/size-budgets.md).
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

  // 000 §5 validation rules
  invalidToken: 'Invalid token.',
  expiredToken: 'Initialized with an expired token.',
  invalidMediaUrl: 'Invalid Media URL',
  fetchNotDefined: 'window.fetch is not defined',

  // 001 §4, §5, §6 and §8
  contentRestricted: 'Content restricted',
  unauthorized: 'Unauthorized',
  contentUnavailable: 'The requested content is not available.',

  // 002 §5 validation rules
  multipleMediaTypes: 'Queues with multiple media types are not supported.',
  queueOptionNotArray: (option: string) => `Queue option ${option} must be an array of id values`,
  queueOptionNotSingle: (option: string) => `Queue option ${option} must be a single id value`,
  emptyMediaQueue: 'No item data is available for the current media queue.',
  invalidTokens: 'Invalid tokens',
  invalidEquivalentType: 'Invalid equivalent type',
  missingDeveloperToken: 'Missing or empty developer token',
  configurationRequired: 'configuration required',
  missingMusicUserToken: 'Unable to prepare media item for play: missing MusicUserToken.',
  noDrm: 'NO DRM',

  // 002 §8 messages and public surface
  queueOperationUnsupported: (operation: QueueOperation) =>
    `${QUEUE_OPERATION_PHRASES[operation]} the Queue is not supported for this type of playback`,
  notPlayable: 'Not Playable',
} as const;
