import { describe, expectTypeOf, it } from 'vitest';
import { Events, MKError, type MediaItem, type MusicKitInstance, type MusicKitInstanceEvents, type PlaybackStates, type PresentationMode } from '@mediakit/core';

// MUSICKIT-SURFACE.md, Events: the names, their values and the payloads, pinned as types.
// A `.test-d.ts` file is checked by the type checker only (`npm run typecheck` covers tests/);
// Vitest does not run it, since the declared instance below exists only as a type.

declare const music: MusicKitInstance;

describe('MUSICKIT-SURFACE.md Events: listeners are typed by the event name', () => {
  it('playbackStateDidChange gives { oldState, state, nowPlayingItem }', () => {
    music.addEventListener('playbackStateDidChange', ({ oldState, state, nowPlayingItem }) => {
      expectTypeOf(oldState).toEqualTypeOf<PlaybackStates>();
      expectTypeOf(state).toEqualTypeOf<PlaybackStates>();
      expectTypeOf(nowPlayingItem).toEqualTypeOf<MediaItem | undefined>();
    });
  });

  it('an event name that does not exist is a type error', () => {
    // @ts-expect-error misspelt event name
    music.addEventListener('playbackStateDidChnage', () => {});
    // @ts-expect-error the document-level events are not instance events
    music.addEventListener('musickitloaded', () => {});
  });

  it('a listener that expects the wrong payload is a type error', () => {
    // @ts-expect-error nowPlayingItemDidChange carries { item }, not a MediaItem
    music.addEventListener('nowPlayingItemDidChange', (item: MediaItem) => item.title);
  });

  it('each payload has the incumbent shape', () => {
    expectTypeOf<MusicKitInstanceEvents['nowPlayingItemDidChange']>().toEqualTypeOf<{ readonly item: MediaItem | undefined }>();
    expectTypeOf<MusicKitInstanceEvents['playbackTimeDidChange']>().toEqualTypeOf<{
      readonly currentPlaybackDuration: number;
      readonly currentPlaybackTime: number;
      readonly currentPlaybackTimeRemaining: number;
    }>();
    expectTypeOf<MusicKitInstanceEvents['playbackProgressDidChange']>().toEqualTypeOf<{ readonly progress: number }>();
    expectTypeOf<MusicKitInstanceEvents['bufferedProgressDidChange']>().toEqualTypeOf<{ readonly progress: number }>();
    expectTypeOf<MusicKitInstanceEvents['queuePositionDidChange']>().toEqualTypeOf<{ readonly oldPosition: number; readonly position: number }>();
    // MUSICKIT-SURFACE.md: MediaItem[]; apps written for the incumbent also read `event.items`.
    expectTypeOf<MusicKitInstanceEvents['queueItemsDidChange']>().toMatchTypeOf<readonly MediaItem[]>();
    expectTypeOf<MusicKitInstanceEvents['queueItemsDidChange']['items']>().toEqualTypeOf<readonly MediaItem[]>();
    expectTypeOf<MusicKitInstanceEvents['authorizationStatusDidChange']>().toHaveProperty('authorizationStatus');
    expectTypeOf<MusicKitInstanceEvents['userTokenDidChange']>().toEqualTypeOf<{ readonly userToken: string | undefined }>();
    expectTypeOf<MusicKitInstanceEvents['playbackBitrateDidChange']>().toEqualTypeOf<{ readonly bitrate: number }>();
    expectTypeOf<MusicKitInstanceEvents['storefrontCountryCodeDidChange']>().toEqualTypeOf<{ readonly storefrontCountryCode: string }>();
    expectTypeOf<MusicKitInstanceEvents['mediaPlaybackError']>().toEqualTypeOf<MKError>();
    // Issue 16: remote playback and presentation (docs/compatibility.md).
    expectTypeOf<MusicKitInstanceEvents['playbackTargetAvailableDidChange']>().toEqualTypeOf<{ readonly available: boolean }>();
    expectTypeOf<MusicKitInstanceEvents['playbackTargetIsWirelessDidChange']>().toEqualTypeOf<{ readonly isWireless: boolean; readonly playing: boolean }>();
    expectTypeOf<MusicKitInstanceEvents['presentationModeDidChange']>().toEqualTypeOf<{ readonly mode: PresentationMode; readonly fullscreen: boolean }>();
    expectTypeOf<MusicKitInstance['playbackTargetAvailable']>().toEqualTypeOf<boolean>();
    expectTypeOf<ReturnType<MusicKitInstance['showPlaybackTargetPicker']>>().toEqualTypeOf<Promise<void>>();
  });

  it('addEventListener takes { once } and removeEventListener takes the same listener type', () => {
    const listener = (payload: MusicKitInstanceEvents['queuePositionDidChange']): void => void payload.position;
    music.addEventListener('queuePositionDidChange', listener, { once: true });
    music.removeEventListener('queuePositionDidChange', listener);
    // @ts-expect-error a listener for another event's payload
    music.removeEventListener('playbackTimeDidChange', listener);
  });
});

describe('MUSICKIT-SURFACE.md Events: MusicKit.Events values', () => {
  it('the document-level events have their musickit* strings', () => {
    expectTypeOf(Events.configured).toEqualTypeOf<'musickitconfigured'>();
    expectTypeOf(Events.loaded).toEqualTypeOf<'musickitloaded'>();
    expectTypeOf(Events.webComponentsLoaded).toEqualTypeOf<'musickitwebcomponentsloaded'>();
  });

  it('every other value equals its key', () => {
    type Others = Exclude<keyof typeof Events, 'configured' | 'loaded' | 'webComponentsLoaded'>;
    expectTypeOf<{ [K in Others]: (typeof Events)[K] }>().toEqualTypeOf<{ [K in Others]: K }>();
  });

  it('the Events value of an instance event is accepted by addEventListener', () => {
    music.addEventListener(Events.playbackStateDidChange, ({ state }) => expectTypeOf(state).toEqualTypeOf<PlaybackStates>());
    music.addEventListener(Events.queueItemsDidChange, (items) => expectTypeOf(items).toMatchTypeOf<readonly MediaItem[]>());
  });
});
