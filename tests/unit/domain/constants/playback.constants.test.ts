import { describe, expect, it } from 'vitest';
import * as C from '../../../../core/src/domain/constants/index.ts';

describe('001 §9 Business constants: the playback engine', () => {
  it.each<[string, unknown, unknown]>([
    ['001 §9 element pool up to 100', C.MEDIA_ELEMENT_POOL_SIZE, 100],
    ['001 §9 segment length 10 s', C.SEGMENT_DURATION_S, 10],
    ['001 §9 buffer trim step 10 s', C.BUFFER_TRIM_STEP_S, 10],
    ['001 §9 next-manifest key preload at 15 s remaining', C.NEXT_KEY_PRELOAD_THRESHOLD_S, 15],
    ['001 §9 delayed CDM update under 1 s remaining', C.DELAYED_CDM_UPDATE_THRESHOLD_S, 1],
    ['001 §9 seek debounce 250 ms', C.SEEK_DEBOUNCE_MS, 250],
    ['001 §9 licence retries max 3, 1 s times attempt', C.LICENSE_RETRY, { maxAttempts: 3, delayPerAttemptMs: 1000 }],
    ['001 §9 stale key session removal 60 s', C.STALE_KEY_SESSION_MS, 60000],
    ['001 §9 renewal: renew-after seconds times 1000 ms', C.RENEW_AFTER_UNIT_MS, 1000],
    ['001 §9 live radio metadata poll 1 s', C.LIVE_RADIO_METADATA_POLL_MS, 1000],
    ['001 §9 void player tick 1 s', C.VOID_PLAYER_TICK_MS, 1000],
    [
      '001 §9 element defaults: volume 1, rate 1, preload metadata, autoplay off',
      C.MEDIA_ELEMENT_DEFAULTS,
      { volume: 1, playbackRate: 1, preload: 'metadata', autoplay: false },
    ],
    ['001 §9 SDK version 3.2426.4', C.SDK_VERSION, '3.2426.4'],
    ['001 §8 ignored FairPlay system code', C.IGNORED_FAIRPLAY_SYSTEM_CODE, 4294955417],
    ['001 §8 generateRequest error 75 is retried once', C.RETRIED_GENERATE_REQUEST_ERROR_CODE, 75],
    [
      '001 §9 seek steps: video 10/10, audio on demand 30/30, otherwise 30 forward 15 back',
      C.SEEK_STEPS_S,
      {
        video: { forward: 10, backward: 10 },
        audioOnDemand: { forward: 30, backward: 30 },
        default: { forward: 30, backward: 15 },
      },
    ],
    [
      '001 §9 autoplay limits 50 / 10 / 10',
      C.AUTOPLAY_LIMITS,
      { maxQueueSizeForAutoplay: 50, maxQueueSizeInRequest: 10, maxUpcomingTracksToMaintain: 10 },
    ],
    [
      '001 §9 storage keys',
      C.STORAGE_KEYS,
      { audioTrack: 'mk-audio-track', textTrack: 'mk-text-track', playReadyCbcsUnsupported: 'mk-playready-cbcs-unsupported' },
    ],
    [
      '001 §2 subtitle defaults: 1.5 % margin, 100 % cue, 36px, calc(1vw + 1em), 41, 10 attempts',
      C.SUBTITLE_DEFAULTS,
      {
        overlayMarginPercent: 1.5,
        cueSizePercent: 100,
        fontSize: '36px',
        videoSubtitleSize: 'calc(1vw + 1em)',
        singleLineHeightFallbackPx: 41,
        maxOverlapAttempts: 10,
      },
    ],
    ['001 §3 the synthetic Off track has id -2 and kind subtitles', C.OFF_TEXT_TRACK, { id: -2, kind: 'subtitles' }],
    ['000 §9 bitrate: standard 64, high 256, above 64 picks high, initial downlink x 100', C.BITRATE, { standard: 64, high: 256, highAboveDownlink: 64, initialDownlinkMultiplier: 100 }],
    ['002 §9 default volume 1', C.DEFAULT_VOLUME, 1],
    ['002 §9 default playback rate 1', C.DEFAULT_PLAYBACK_RATE, 1],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each<[number, number]>([
    [0, 1],
    [9.99, 1],
    [10, 2],
    [25.5, 3],
    [-3, 1],
  ])('001 §9 segment index = time / 10 + 1: %d s → segment %i', (time, index) => {
    expect(C.segmentIndexForTime(time)).toBe(index);
  });

  it.each<[number, number]>([
    [1, 1000],
    [2, 2000],
    [3, 3000],
  ])('001 §7 licence retry %i waits %i ms', (attempt, delay) => {
    expect(C.licenseRetryDelayMs(attempt)).toBe(delay);
  });

  it.each<[number, number]>([
    [0, 64],
    [64, 64],
    [64.1, 256],
    [1000, 256],
  ])('000 §9 bitrate: average downlink %d selects %i', (downlink, bitrate) => {
    expect(C.bitrateForDownlink(downlink)).toBe(bitrate);
  });

  it.each<[string, boolean, boolean, string[]]>([
    ['prefer-PlayReady puts PlayReady first', true, false, ['playready', 'widevine']],
    ['prefer-PlayReady wins over the CBCS flag', true, true, ['playready', 'widevine']],
    ['otherwise Widevine is first', false, false, ['widevine', 'playready']],
    ['CBCS unsupported leaves only Widevine', false, true, ['widevine']],
  ])('000 §9 key-system order: %s', (_rule, preferPlayReady, playReadyCbcsUnsupported, order) => {
    expect([...C.keySystemOrder({ preferPlayReady, playReadyCbcsUnsupported })]).toEqual(order);
  });
});
