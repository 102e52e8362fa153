// Issue 14 item 5: the React hooks are typed by core's instance and event map, not by a copy.
// These assertions are checked by `npm run typecheck` (tsc reads tests/); the runtime part only
// proves the file loads.
import { describe, expectTypeOf, it } from 'vitest';
import type { AudioTrack, MediaItem, MusicKitInstance, MusicKitInstanceEventName, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode, TextTrack, TimedMetadata } from '@mediakit/core';
import { eventSnapshot, useMediaKit, useNowPlaying, usePlaybackState, usePlayerModes, useQueue, useTimedMetadata, useTracks } from '@mediakit/react';

describe('@mediakit/react hook types (MUSICKIT-SURFACE.md instance and enums)', () => {
  it('useMediaKit gives the real instance, with its typed methods', () => {
    expectTypeOf(useMediaKit).returns.toEqualTypeOf<MusicKitInstance>();
    expectTypeOf<ReturnType<typeof useMediaKit>['setQueue']>().toEqualTypeOf<MusicKitInstance['setQueue']>();
    expectTypeOf<ReturnType<typeof useMediaKit>['play']>().toEqualTypeOf<MusicKitInstance['play']>();
  });

  it('state hooks return the core enums and models', () => {
    expectTypeOf(usePlaybackState).returns.toEqualTypeOf<PlaybackStates>();
    expectTypeOf(usePlayerModes).returns.toHaveProperty('repeatMode').toEqualTypeOf<PlayerRepeatMode>();
    expectTypeOf(usePlayerModes).returns.toHaveProperty('shuffleMode').toEqualTypeOf<PlayerShuffleMode>();
    expectTypeOf(useNowPlaying).returns.toHaveProperty('item').toEqualTypeOf<MediaItem | undefined>();
    expectTypeOf(useQueue).returns.toHaveProperty('items').toEqualTypeOf<readonly MediaItem[]>();
    expectTypeOf(useTracks).returns.toHaveProperty('audioTracks').toEqualTypeOf<readonly AudioTrack[]>();
    expectTypeOf(useTracks).returns.toHaveProperty('textTracks').toEqualTypeOf<readonly TextTrack[]>();
    expectTypeOf(useTimedMetadata).returns.toEqualTypeOf<TimedMetadata | undefined>();
  });

  it('snapshots subscribe only to event names of the instance event map', () => {
    expectTypeOf(eventSnapshot).parameter(1).toEqualTypeOf<readonly MusicKitInstanceEventName[]>();
  });
});
