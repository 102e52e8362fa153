import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AuthorizationStatus,
  MediaItemState,
  MKError,
  PlayActivityEndReasonType,
  PlaybackBitrate,
  PlaybackMode,
  PlaybackStates,
  PlayerRepeatMode,
  PlayerShuffleMode,
  PresentationMode,
} from '@mediakit/core';

// MUSICKIT-SURFACE.md, Enums and MKError: values are pinned as literal types, and the runtime
// objects map both ways (checked at run time too: the reverse mapping is not in the types' sight).

describe('MUSICKIT-SURFACE.md Enums: values', () => {
  it('PlaybackStates: none 0 … completed 10, 7 unused', () => {
    expectTypeOf<`${PlaybackStates}`>().toEqualTypeOf<'0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '9' | '10'>();
    expectTypeOf<typeof PlaybackStates.playing>().toEqualTypeOf<PlaybackStates.playing>();
    expect([PlaybackStates.none, PlaybackStates.loading, PlaybackStates.playing, PlaybackStates.paused, PlaybackStates.stopped, PlaybackStates.ended, PlaybackStates.seeking, PlaybackStates.waiting, PlaybackStates.stalled, PlaybackStates.completed]).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9, 10]);
  });

  it('PlayerRepeatMode none 0, one 1, all 2; PlayerShuffleMode off 0, songs 1', () => {
    expectTypeOf<`${PlayerRepeatMode}`>().toEqualTypeOf<'0' | '1' | '2'>();
    expectTypeOf<`${PlayerShuffleMode}`>().toEqualTypeOf<'0' | '1'>();
    expectTypeOf<keyof typeof PlayerRepeatMode>().toEqualTypeOf<'none' | 'one' | 'all'>();
    expectTypeOf<keyof typeof PlayerShuffleMode>().toEqualTypeOf<'off' | 'songs'>();
  });

  it('PlaybackBitrate, AuthorizationStatus, MediaItemState, PlaybackMode, PresentationMode', () => {
    expectTypeOf<`${PlaybackBitrate}`>().toEqualTypeOf<'64' | '256'>();
    expectTypeOf<`${AuthorizationStatus}`>().toEqualTypeOf<'-1' | '0' | '1' | '2' | '3'>();
    expectTypeOf<keyof typeof AuthorizationStatus>().toEqualTypeOf<'UNAVAILABLE' | 'NOT_DETERMINED' | 'DENIED' | 'RESTRICTED' | 'AUTHORIZED'>();
    expectTypeOf<`${MediaItemState}`>().toEqualTypeOf<'0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8'>();
    expectTypeOf<keyof typeof PlaybackMode>().toEqualTypeOf<'PREVIEW_ONLY' | 'MIXED_CONTENT' | 'FULL_PLAYBACK_ONLY' | 'SHAREPLAY_PARTICIPANT'>();
    expectTypeOf<keyof typeof PresentationMode>().toEqualTypeOf<'pictureinpicture' | 'inline'>();
    expectTypeOf<`${PlayActivityEndReasonType.NOT_APPLICABLE}`>().toEqualTypeOf<'0'>();
    expectTypeOf<`${PlayActivityEndReasonType.EXITED_APPLICATION}`>().toEqualTypeOf<'17'>();
    expect([PlayActivityEndReasonType.NOT_APPLICABLE, PlayActivityEndReasonType.EXITED_APPLICATION]).toEqual([0, 17]);
  });

  it('the enum objects map both ways: PlayerRepeatMode[0] is "none"', () => {
    // A numeric index reads the reverse mapping: a string (or undefined under noUncheckedIndexedAccess).
    expectTypeOf(PlayerRepeatMode[0]).toExtend<string | undefined>();
    expect(PlayerRepeatMode[0]).toBe('none');
    expect(PlaybackStates[10]).toBe('completed');
    expect(AuthorizationStatus[-1]).toBe('UNAVAILABLE');
    expect(PlaybackBitrate[256]).toBe('HIGH');
  });

  it('a mode is set with the enum value; its key is not a value', () => {
    expectTypeOf(PlayerRepeatMode.all).toExtend<PlayerRepeatMode>();
    // @ts-expect-error 'all' is a key, not a value
    const wrong: PlayerRepeatMode = 'all';
    void wrong;
  });
});

describe('MUSICKIT-SURFACE.md MKError', () => {
  it('extends Error with errorCode, description?, dialog?', () => {
    const error = new MKError(MKError.ACCESS_DENIED, 'no');
    expectTypeOf(error).toExtend<Error>();
    expectTypeOf(error.errorCode).toEqualTypeOf<MKError['errorCode']>();
    expectTypeOf<MKError['errorCode']>().toExtend<string>();
    expectTypeOf(error.description).toEqualTypeOf<string | undefined>();
    expectTypeOf(error).toHaveProperty('dialog');
  });

  it('static codes are string literals equal to their names', () => {
    expectTypeOf<typeof MKError.ACCESS_DENIED>().toEqualTypeOf<'ACCESS_DENIED'>();
    expectTypeOf<typeof MKError.AGE_GATE>().toEqualTypeOf<'AGE_GATE'>();
    expectTypeOf<typeof MKError.AUTHORIZATION_ERROR>().toEqualTypeOf<'AUTHORIZATION_ERROR'>();
    expectTypeOf<typeof MKError.INVALID_ARGUMENTS>().toEqualTypeOf<'INVALID_ARGUMENTS'>();
    expectTypeOf<typeof MKError.UNKNOWN_ERROR>().toEqualTypeOf<'UNKNOWN_ERROR'>();
    expectTypeOf<typeof MKError.CONFIGURATION_ERROR>().toEqualTypeOf<'CONFIGURATION_ERROR'>();
    expectTypeOf<typeof MKError.MEDIA_PLAYBACK>().toEqualTypeOf<'MEDIA_PLAYBACK'>();
  });

  it('errorCode is one of the static codes', () => {
    type StaticCodes = { [K in keyof typeof MKError]: (typeof MKError)[K] extends string ? (typeof MKError)[K] : never }[keyof typeof MKError];
    expectTypeOf<MKError['errorCode']>().toEqualTypeOf<StaticCodes>();
  });
});
