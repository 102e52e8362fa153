import { describe, expect, it } from 'vitest';
import * as C from '../../../../core/src/domain/constants/index.ts';

describe('000 §9 Business constants: session, auth and activity', () => {
  it.each<[string, unknown, unknown]>([
    ['000 §9 session cache default lifetime is 300000 ms', C.SESSION_CACHE_DEFAULT_LIFETIME_MS, 300000],
    ['000 §9 subscription-active cache lifetime is 900 s', C.SUBSCRIPTION_CACHE_LIFETIME_S, 900],
    ['000 §9 subscription-active cache lifetime in ms', C.SUBSCRIPTION_CACHE_LIFETIME_MS, 900000],
    ['000 §9 debounce default is 250 ms', C.DEBOUNCE_DEFAULT_MS, 250],
    ['000 §9 random id length is 16 hex characters', C.RANDOM_ID_LENGTH, 16],
    ['000 §9 default storefront is us', C.DEFAULT_STOREFRONT, 'us'],
    ['000 §9 default language tag is en-gb', C.DEFAULT_LANGUAGE_TAG, 'en-gb'],
    ['000 §9 default API base is the music API v1', C.DEFAULT_API_VERSION_PATH, '/v1'],
    [
      '000 §9 artwork default 100x100, doubled at pixel ratio 1.5, jpeg ({f} = jpg)',
      C.ARTWORK_DEFAULTS,
      { width: 100, height: 100, highDensityPixelRatio: 1.5, highDensityScale: 2, format: 'jpg' },
    ],
    [
      '000 §2, §9 pop-up 650x650 with chrome off, polled every 500 ms',
      C.POPUP,
      {
        width: 650,
        height: 650,
        closedPollIntervalMs: 500,
        disabledFeatures: ['menubar', 'resizable', 'scrollbars', 'status', 'toolbar'],
      },
    ],
    [
      '000 §9 cookie lifetimes: default 14 d, auth bridge 30 d, reflector 166 d, account 180 d',
      C.COOKIE_LIFETIME_DAYS,
      { default: 14, authBridge: 30, reflector: 166, account: 180 },
    ],
    ["000 §9 account cookie path '/'", C.COOKIE_PATH, '/'],
    [
      '000 §9 cookie names',
      Object.values(C.COOKIE_NAMES),
      ['mut-refresh', 'pldfltcid', 'pltvcid', 'itre', 'itua', 'media-user-token'],
    ],
    ['000 §2 start-up hash needs 200 base64 characters', C.STARTUP_HASH_MIN_LENGTH, 200],
    [
      '000 §3, §9 sender defaults: JSCLIENT, JSPLAY, MusicKitApp/1.0',
      C.PLAY_ACTIVITY_DEFAULTS,
      { clientId: 'JSCLIENT', eventType: 'JSPLAY', appId: 'MusicKitApp/1.0' },
    ],
    ['000 §9 deferred play events cookie amupaee', C.DEFERRED_PLAY_EVENTS_COOKIE, 'amupaee'],
    ['000 §9 unknown utc offset is reported as -1', C.UNKNOWN_UTC_OFFSET, -1],
    ['000 §9 player progress rounds to two decimals', C.PLAYER_PROGRESS_DECIMALS, 2],
    ['000 §9 buffered progress rounds to whole percent', C.BUFFERED_PROGRESS_DECIMALS, 0],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([['ABC', 'Team1', 'abc.team1'], ['musickit', 'XYZ', 'musickit.xyz']])(
    '000 §9 storage key prefix: lowercase prefix.teamId (%s, %s → %s)',
    (prefix, teamId, expected) => {
      expect(C.storageKeyPrefix(prefix, teamId)).toBe(expected);
    },
  );

  it.each(['br', 'ch', 'gt', 'hu', 'id', 'in', 'it', 'kr', 'la', 'lt', 'my', 'ru', 'sg', 'tr'])(
    '000 §6 restriction defaults to on for storefront %s',
    (storefront) => {
      expect(C.isRestrictedByDefault(storefront)).toBe(true);
      expect(C.isRestrictedByDefault(storefront.toUpperCase())).toBe(true);
    },
  );

  it('000 §6 restricted-by-default storefronts are exactly the fourteen named', () => {
    expect([...C.RESTRICTED_BY_DEFAULT_STOREFRONTS]).toEqual([
      'br', 'ch', 'gt', 'hu', 'id', 'in', 'it', 'kr', 'la', 'lt', 'my', 'ru', 'sg', 'tr',
    ]);
  });

  it.each(['us', 'gb', 'fr', 'de', 'jp'])('000 §6 restriction does not default to on for storefront %s', (storefront) => {
    expect(C.isRestrictedByDefault(storefront)).toBe(false);
  });
});

describe('000 §9 Log levels', () => {
  it.each<[string, number]>([
    ['critical', 50],
    ['error', 40],
    ['warning', 30],
    ['notice', 20],
    ['info', 10],
    ['debug', 2],
    ['trace', 1],
    ['none', 0],
  ])('000 §9 log levels: %s is %i', (name, level) => {
    expect(C.LOG_LEVELS[name as C.LogLevelName]).toBe(level);
  });

  it('000 §9 log levels: the default is error', () => {
    expect(C.DEFAULT_LOG_LEVEL).toBe('error');
  });

  it('000 §9 player progress rounds to two decimals, buffered progress to whole percent', () => {
    expect(C.roundProgress(0.12345, 'player')).toBe(0.12);
    expect(C.roundProgress(2 / 3, 'player')).toBe(0.67);
    expect(C.roundProgress(0.126, 'buffered')).toBe(0.13);
    expect(C.roundProgress(0.994, 'buffered')).toBe(0.99);
  });
});
