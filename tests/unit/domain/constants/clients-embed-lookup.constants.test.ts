import { describe, expect, it } from 'vitest';
import * as C from '../../../../core/src/domain/constants/index.ts';

describe('002 §9 Business constants: controllers, data clients, embed, media session', () => {
  it.each<[string, unknown, unknown]>([
    ['002 §9 preload threshold 30 % of duration', C.PRELOAD_THRESHOLD_FRACTION, 0.3],
    ['002 §9 pause and play debounced at 250 ms', C.PLAY_PAUSE_DEBOUNCE_MS, 250],
    ['002 §9 seek-to-time debounced at 250 ms', C.SEEK_TO_TIME_DEBOUNCE_MS, 250],
    ['002 §9 age gate expiry: frequencyInMinutes times 60,000 ms', C.AGE_GATE_EXPIRY_MS_PER_MINUTE, 60000],
    ['002 §9 library add throttle 1000 ms', C.LIBRARY_ADD_THROTTLE_MS, 1000],
    ['002 §9 ledger expiry 2,400,000 ms (40 minutes)', C.LEDGER_EXPIRY_MS, 2400000],
    ['002 §9 relationship paging limit 100', C.RELATIONSHIP_PAGE_LIMIT, 100],
    ['002 §9 recents, history, recently-added limit 10', C.RECENTS_DEFAULT_LIMIT, 10],
    ['002 §9 parameter limit cap 25', C.PARAMETER_LIMIT_CAP, 25],
    ['002 §9 chunking: 100 ids, 1000 characters, library 1 id', C.ID_CHUNKING, { maxIds: 100, maxCharacters: 1000, libraryIdsPerChunk: 1 }],
    ['002 §9 groupings default platform desktop', C.GROUPINGS_DEFAULT_PLATFORM, 'desktop'],
    ["002 §9 a leading '-' disables a feature", C.FEATURE_DISABLE_PREFIX, '-'],
    ['002 §3 stored age-gate keys', C.AGE_GATE_STORAGE_KEYS, { age: 'ageGatePolicyAge', expiration: 'ageGatePolicyExpiration' }],
    [
      '002 §2 embed sandbox flags',
      [...C.EMBED_SANDBOX_FLAGS],
      [
        'allow-forms',
        'allow-popups',
        'allow-same-origin',
        'allow-scripts',
        'allow-storage-access-by-user-activation',
        'allow-top-navigation-by-user-activation',
      ],
    ],
    ['002 §2 embed permissions', [...C.EMBED_PERMISSIONS], ['autoplay', 'encrypted-media', 'fullscreen', 'clipboard-write']],
    [
      '002 §2 embed sizes: 660x450, song or episode 175, video ratio 0.5625',
      C.EMBED_SIZE,
      { defaultWidth: 660, defaultHeight: 450, songOrEpisodeHeight: 175, videoHeightRatio: 0.5625 },
    ],
    ['002 §7 media session artwork sizes 96 … 512', [...C.MEDIA_SESSION_ARTWORK_SIZES], [96, 128, 192, 256, 384, 512]],
    [
      '000 §9 video-like types (named ones)',
      [...C.VIDEO_LIKE_TYPES],
      ['contributors', 'modalities', 'movie', 'musicVideo', 'musicMovie', 'trailer', 'tvEpisode', 'uploadedVideo', 'workouts'],
    ],
    [
      '002 §9 media kinds counting as video (named ones)',
      [...C.VIDEO_MEDIA_KINDS],
      ['movie', 'musicVideo', 'musicMovie', 'trailer', 'tvEpisode', 'uploadedVideo'],
    ],
    ["000 §7 offers store-front header suffix ',8'", C.STORE_FRONT_HEADER_SUFFIX, ',8'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('002 §4 age gate: acceptance expires frequencyInMinutes × 60,000 ms later', () => {
    expect(C.ageGateExpiry(1_000, 30)).toBe(1_801_000);
  });
});

describe('000 §9 Lookup tables', () => {
  it.each<[string, number]>([
    ['en', 1],
    ['fr', 3],
    ['de', 4],
    ['ja', 9],
    ['ko', 13],
  ])('000 §9 language tag %s → language id %i', (tag, id) => {
    expect(C.languageIdFor(tag)).toBe(id);
  });

  it.each<[string, number | undefined]>([
    ['en-GB', 2],
    ['en_gb', 2],
    ['en-US', 1],
    ['fr-CA', 3],
    ['de-AT', 4],
    ['xx', undefined],
  ])('000 §9 language tag %s resolves by whole tag, then primary subtag (→ %s)', (tag, id) => {
    expect(C.languageIdFor(tag)).toBe(id);
  });

  it.each<[string, string | undefined]>([
    ['us', 'USA'],
    ['GB', 'GBR'],
    ['jp', 'JPN'],
    ['kr', 'KOR'],
    ['JPN', 'JPN'],
    ['zz', undefined],
    ['ZZZ', undefined],
  ])('000 §9 two-letter to three-letter country code: %s → %s', (code, country3) => {
    expect(C.country3For(code)).toBe(country3);
  });

  it.each<[string, number | undefined]>([
    ['USA', 143441],
    ['FRA', 143442],
    ['DEU', 143443],
    ['GBR', 143444],
    ['JPN', 143462],
    ['us', 143441],
    ['toString', undefined],
  ])('000 §9 three-letter country code to storefront id: %s → %s', (code, id) => {
    expect(C.storefrontIdFor(code)).toBe(id);
  });

  it.each<[string, string, string | undefined]>([
    ['us', 'en-US', '143441-1,8'],
    ['gb', 'en-GB', '143444-2,8'],
    ['jp', 'ja', '143462-9,8'],
    ['zz', 'en', undefined],
    ['us', 'xx', undefined],
  ])('000 §7 offers store-front header for %s / %s → %s', (country, language, header) => {
    expect(C.storeFrontHeader(country, language)).toBe(header);
  });
});
