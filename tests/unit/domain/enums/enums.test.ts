import { describe, expect, it } from 'vitest';
import {
  AuthorizationStatus,
  isEnumValue,
  MediaItemState,
  PlayActivityContainerType,
  PlayActivityEndReasonType,
  PlayActivityEventType,
  PlayActivityItemType,
  PlayActivityMediaType,
  PlaybackBitrate,
  PlaybackMode,
  PlaybackStates,
  PlaybackType,
  PlayerRepeatMode,
  PlayerShuffleMode,
  PresentationMode,
  Realm,
} from '../../../../core/src/domain/enums/index.ts';

/** The name → number pairs of an enum object (its reverse entries left out). */
function forward(enumObject: Record<string, string | number>): Record<string, number> {
  return Object.fromEntries(Object.entries(enumObject).filter(([, value]) => typeof value === 'number')) as Record<string, number>;
}

describe('MUSICKIT-SURFACE enums: exact names and numbers', () => {
  it.each<[string, Record<string, string | number>, Record<string, number>]>([
    ['PlaybackStates', PlaybackStates, { none: 0, loading: 1, playing: 2, paused: 3, stopped: 4, ended: 5, seeking: 6, waiting: 8, stalled: 9, completed: 10 }],
    ['PlayerRepeatMode', PlayerRepeatMode, { none: 0, one: 1, all: 2 }],
    ['PlayerShuffleMode', PlayerShuffleMode, { off: 0, songs: 1 }],
    ['PlaybackBitrate', PlaybackBitrate, { STANDARD: 64, HIGH: 256 }],
    ['AuthorizationStatus', AuthorizationStatus, { UNAVAILABLE: -1, NOT_DETERMINED: 0, DENIED: 1, RESTRICTED: 2, AUTHORIZED: 3 }],
    ['MediaItemState', MediaItemState, { none: 0, loading: 1, ready: 2, playing: 3, ended: 4, unavailable: 5, restricted: 6, error: 7, unsupported: 8 }],
    ['PlaybackMode', PlaybackMode, { PREVIEW_ONLY: 0, MIXED_CONTENT: 1, FULL_PLAYBACK_ONLY: 2, SHAREPLAY_PARTICIPANT: 3 }],
    ['PresentationMode', PresentationMode, { pictureinpicture: 0, inline: 1 }],
  ])('MUSICKIT-SURFACE enums: %s has exactly the surface values', (_name, enumObject, expected) => {
    expect(forward(enumObject)).toEqual(expected);
  });

  it('MUSICKIT-SURFACE PlaybackStates leaves 7 unused', () => {
    expect(PlaybackStates[7 as PlaybackStates]).toBeUndefined();
  });

  it('MUSICKIT-SURFACE enums map both ways like TypeScript numeric enums (PlayerRepeatMode[0] === "none")', () => {
    expect(PlayerRepeatMode[0]).toBe('none');
    expect(PlayerRepeatMode.none).toBe(0);
    expect(PlaybackStates[PlaybackStates.completed]).toBe('completed');
    expect(AuthorizationStatus[-1]).toBe('UNAVAILABLE');
    expect(PlaybackBitrate[256]).toBe('HIGH');
    expect(MediaItemState[8]).toBe('unsupported');
  });
});

describe('000 §3 Enumerations', () => {
  it('000 §3 End reasons 0-17: PlayActivityEndReasonType in the order of the spec', () => {
    expect(forward(PlayActivityEndReasonType)).toEqual({
      NOT_APPLICABLE: 0,
      OTHER: 1,
      TRACK_SKIPPED_FORWARDS: 2,
      PLAYBACK_MANUALLY_PAUSED: 3,
      PLAYBACK_SUSPENDED: 4,
      MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM: 5,
      PLAYBACK_PAUSED_DUE_TO_INACTIVITY: 6,
      NATURAL_END_OF_TRACK: 7,
      PLAYBACK_STOPPED_DUE_TO_SESSION_TIMEOUT: 8,
      TRACK_BANNED: 9,
      FAILED_TO_LOAD: 10,
      PAUSED_ON_TIMEOUT: 11,
      SCRUB_BEGIN: 12,
      SCRUB_END: 13,
      TRACK_SKIPPED_BACKWARDS: 14,
      NOT_SUPPORTED_BY_CLIENT: 15,
      QUICK_PLAY: 16,
      EXITED_APPLICATION: 17,
    });
    expect(PlayActivityEndReasonType[17]).toBe('EXITED_APPLICATION');
  });

  it('000 §3 Event types: play end 0, play start 1, lyric display 2', () => {
    expect(forward(PlayActivityEventType)).toEqual({ PLAY_END: 0, PLAY_START: 1, LYRIC_DISPLAY: 2 });
  });

  it('000 §3 Playback type, Realm, Container types, Media type in spec order', () => {
    expect(Object.keys(forward(PlaybackType))).toEqual(['none', 'preview', 'unencryptedFull', 'encryptedFull']);
    expect(Object.keys(forward(Realm))).toEqual(['MUSIC', 'PODCAST', 'TV']);
    expect(Object.keys(forward(PlayActivityContainerType))).toEqual(['UNKNOWN', 'RADIO', 'PLAYLIST', 'ALBUM', 'ARTIST']);
    expect(Object.keys(forward(PlayActivityMediaType))).toEqual(['AUDIO', 'VIDEO']);
  });

  it('000 §3 Item types: twelve kinds from invalid to original shows', () => {
    expect(PlayActivityItemType.INVALID).toBe(0);
    expect(PlayActivityItemType.ORIGINAL_SHOWS).toBe(11);
    expect(Object.keys(forward(PlayActivityItemType))).toHaveLength(12);
  });
});

describe('001 §4 Repeat modes: isEnumValue recognises only valid values', () => {
  it('001 §4 Repeat modes: accepts the numbers and rejects names, out-of-range and non-integers', () => {
    expect(isEnumValue(PlayerRepeatMode, 2)).toBe(true);
    expect(isEnumValue(PlayerRepeatMode, 3)).toBe(false);
    expect(isEnumValue(PlayerRepeatMode, 'all')).toBe(false);
    expect(isEnumValue(PlayerRepeatMode, 1.5)).toBe(false);
    expect(isEnumValue(PlaybackBitrate, 64)).toBe(true);
    expect(isEnumValue(AuthorizationStatus, -1)).toBe(true);
  });
});
