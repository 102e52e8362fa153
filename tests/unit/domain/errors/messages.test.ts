import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, MEDIA_MESSAGES, MESSAGES as FIRST_LOAD_MESSAGES, STATION_MESSAGES } from '../../../../core/src/domain/errors/index.ts';

/** The message tables (messages.ts, activity-messages.ts, media-messages.ts, station-messages.ts) as one. */
const TABLES = [FIRST_LOAD_MESSAGES, ACTIVITY_MESSAGES, MEDIA_MESSAGES, STATION_MESSAGES] as const;
const MESSAGES = { ...FIRST_LOAD_MESSAGES, ...ACTIVITY_MESSAGES, ...MEDIA_MESSAGES, ...STATION_MESSAGES };

// Every fixed message of the spec, quoted as the spec quotes it.
const FIXED: Array<[keyof typeof MESSAGES, string]> = [
  ['fetchUnavailable', 'Could not find fetch implementation'],
  ['accountError', 'Account error.'],
  ['accountFetchFailed', 'Failed to fetch /me/account'],
  ['storefrontCountryCodeError', 'Storefront Country Code error.'],
  ['renewToken', 'Renew token'],
  ['playbackError', 'Playback Error'],
  [
    'userInteractionRequired',
    'Playback of media content requires user interaction first and cannot be automatically started on page load.',
  ],
  ['timelineEmpty', 'TIMELINE IS EMPTY'],
  ['invalidToken', 'Invalid token.'],
  ['expiredToken', 'Initialized with an expired token.'],
  ['invalidMediaUrl', 'Invalid Media URL'],
  ['fetchNotDefined', 'window.fetch is not defined'],
  ['sendWithoutData', 'send() called without any data'],
  ['lyricsAlreadyDisplayed', 'lyrics are already being displayed. Did you forget to stop them?'],
  ['lyricsNotDisplayed', 'lyrics are not being displayed. Did you forget to display them?'],
  ['missingLyricsPlayDescriptor', 'Missing descriptor for lyrics play'],
  ['missingLyricsStopDescriptor', 'Missing start descriptor for lyrics stop'],
  ['playWithoutStop', 'The play() method was called without a previous stop() or pause() call.'],
  ['playEndWithoutEndReason', 'PLAY_END activity descriptor requires an endReasonType value'],
  ['methodWithoutDescriptor', 'A method was called without a previous descriptor'],
  ['buildWithoutDescriptor', 'build() called without a play activity descriptor'],
  ['buildPlayEndWithoutPrevious', 'Cannot build() for PLAY_END descriptors without previous descriptors'],
  [
    'scrubEndWithoutStart',
    'The scrub() method was called with the SCRUB_END action without a previous SCRUB_START descriptor',
  ],
  ['contentRestricted', 'Content restricted'],
  ['unauthorized', 'Unauthorized'],
  ['manifestFetchFailed', 'Could not fetch manifest'],
  ['manifestLoadFailed', 'Failed to load manifest'],
  ['contentUnavailable', 'The requested content is not available.'],
  ['licenseAcquisitionFailed', 'Error acquiring license'],
  ['noCertificateUrl', 'No certificate URL'],
  ['hlsNotConfigured', 'bag.urls.hls is not configured'],
  ['assetUrlUnavailable', 'Cannot generate asset URL'],
  ['malformedWebVttSignature', 'Malformed WebVTT signature.'],
  ['malformedTimestamp', 'Malformed time stamp'],
  ['multipleMediaTypes', 'Queues with multiple media types are not supported.'],
  ['unsupportedStationOptions', 'Unsupported options specified for setStationQueue. You may want setQueue instead.'],
  ['continuousPlaybackRequired', 'Continuous playback cannot be disabled for station queues.'],
  ['emptyMediaQueue', 'No item data is available for the current media queue.'],
  ['invalidTokens', 'Invalid tokens'],
  ['invalidEquivalentType', 'Invalid equivalent type'],
  ['missingDeveloperToken', 'Missing or empty developer token'],
  ['configurationRequired', 'configuration required'],
  ['missingMusicUserToken', 'Unable to prepare media item for play: missing MusicUserToken.'],
  ['noDrm', 'NO DRM'],
  ['noStationTrackData', 'No track data is available for the current station.'],
  ['stationLoadFailed', 'Cannot load requested station'],
  ['notPlayable', 'Not Playable'],
  ['ageGateDeclined', 'Age Gate Declined'],
];

describe('Spec messages, exactly once in the message tables', () => {
  it('no message name or fixed text is in two tables', () => {
    const names = TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    const texts = TABLES.flatMap((table) => Object.values(table).filter((value): value is string => typeof value === 'string'));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(FIXED)('MESSAGES.%s is the spec text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each<[string, string, string]>([
    ['000 §8 requestFailed', MESSAGES.requestFailed('https://a.test/x'), 'Unable to complete request for https://a.test/x'],
    ['000 §8 bodyReadFailed', MESSAGES.bodyReadFailed('JSON', 'https://a.test/x'), 'Unable to read body as JSON for https://a.test/x'],
    ['000 §8 notAuthorized', MESSAGES.notAuthorized(0), 'Not authorized: 0'],
    ['000 §8 flushFailed', MESSAGES.flushFailed('offline'), 'flush: offline'],
    ['002 §5 queueOptionNotArray', MESSAGES.queueOptionNotArray('albums'), 'Queue option albums must be an array of id values'],
    ['002 §5 queueOptionNotSingle', MESSAGES.queueOptionNotSingle('album'), 'Queue option album must be a single id value'],
    ['002 §5 unsupportedUrlOption', MESSAGES.unsupportedUrlOption('playlist'), 'playlist is not a supported option. Use setQueue instead.'],
  ])('%s fills its placeholder', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
