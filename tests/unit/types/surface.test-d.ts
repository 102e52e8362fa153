import { describe, expectTypeOf, it } from 'vitest';
import {
  MediaItem,
  Queue,
  type MKError,
  type MusicKitConfiguration,
  type MusicKitInstance,
  type MusicKitNamespace,
  type PlaybackBitrate,
  type PlaybackStates,
  type PlayerRepeatMode,
  type PlayerShuffleMode,
  type QueueOptions,
} from '@mediakit/core';
import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';

// MUSICKIT-SURFACE.md: the namespace, configure options, the instance, queue options, Queue and
// MediaItem, pinned as types. A `.test-d.ts` file is checked by the type checker only
// (`npm run typecheck` covers tests/); Vitest does not run it: the values below are declared types.

declare const MusicKit: MusicKitNamespace;
declare const music: MusicKitInstance;
declare const item: MediaItem;
declare const queue: Queue;

describe('MUSICKIT-SURFACE.md Namespace', () => {
  it('configure(options) resolves to the instance; getInstance() is the instance or undefined', () => {
    expectTypeOf(MusicKit.configure).parameter(0).toEqualTypeOf<MusicKitConfiguration>();
    expectTypeOf(MusicKit.configure).returns.toEqualTypeOf<Promise<MusicKitInstance>>();
    expectTypeOf(MusicKit.getInstance).returns.toEqualTypeOf<MusicKitInstance | undefined>();
  });

  it('the browser host builds the same namespace', () => {
    expectTypeOf(createBrowserMusicKit()).toEqualTypeOf<MusicKitNamespace>();
  });

  it('formatting helpers: height before width, separator optional, { hours, minutes }', () => {
    expectTypeOf(MusicKit.formatArtworkURL).parameters.toEqualTypeOf<[artwork: Parameters<MusicKitNamespace['formatArtworkURL']>[0], height?: number, width?: number]>();
    expectTypeOf(MusicKit.formatArtworkURL).returns.toEqualTypeOf<string>();
    expectTypeOf(MusicKit.formatMediaTime).toBeCallableWith(125);
    expectTypeOf(MusicKit.formatMediaTime).toBeCallableWith(125, '.');
    expectTypeOf(MusicKit.formatMediaTime).returns.toEqualTypeOf<string>();
    expectTypeOf(MusicKit.formattedSeconds(90)).toHaveProperty('hours').toEqualTypeOf<number>();
    expectTypeOf(MusicKit.formattedSeconds(90)).toHaveProperty('minutes').toEqualTypeOf<number>();
    expectTypeOf(MusicKit.formattedMilliseconds(90_000)).toHaveProperty('hours').toEqualTypeOf<number>();
    expectTypeOf(MusicKit.formattedMediaURL('https://music.example/us/album/x/1')).toHaveProperty('storefrontId').toEqualTypeOf<string>();
    expectTypeOf(MusicKit.formattedMediaURL('https://music.example/us/album/x/1')).toHaveProperty('contentId').toEqualTypeOf<string>();
    expectTypeOf(MusicKit.formattedMediaURL('https://music.example/us/album/x/1')).toHaveProperty('kind').toExtend<string>();
    expectTypeOf(MusicKit.generateEmbedCode).toBeCallableWith('https://music.example/us/album/x/1', { height: 450, width: 660 });
  });

  it('Events, MKError, MediaItem, Queue, the enums, version and errors hang off the namespace', () => {
    expectTypeOf(MusicKit.MediaItem).toEqualTypeOf<typeof MediaItem>();
    expectTypeOf(MusicKit.Queue).toEqualTypeOf<typeof Queue>();
    expectTypeOf(MusicKit.version).toEqualTypeOf<string>();
    expectTypeOf(MusicKit.errors).toEqualTypeOf<undefined>();
    expectTypeOf(new MusicKit.MKError('UNKNOWN_ERROR')).toEqualTypeOf<MKError>();
    expectTypeOf(MusicKit.PlayerRepeatMode.all).toExtend<PlayerRepeatMode>();
    expectTypeOf(MusicKit.PlaybackStates.playing).toExtend<PlaybackStates>();
    expectTypeOf(MusicKit).toHaveProperty('PlayerShuffleMode');
    expectTypeOf(MusicKit).toHaveProperty('PlaybackBitrate');
    expectTypeOf(MusicKit).toHaveProperty('AuthorizationStatus');
    expectTypeOf(MusicKit).toHaveProperty('MediaItemState');
    expectTypeOf(MusicKit).toHaveProperty('PlaybackMode');
    expectTypeOf(MusicKit).toHaveProperty('PresentationMode');
    expectTypeOf(MusicKit).toHaveProperty('PlayActivityEndReasonType');
  });
});

describe('MUSICKIT-SURFACE.md configure options', () => {
  it('a developer token string or a provider called again before expiry', () => {
    expectTypeOf<{ developerToken: string }>().toExtend<MusicKitConfiguration>();
    expectTypeOf<{ developerToken: () => Promise<string> }>().toExtend<MusicKitConfiguration>();
    expectTypeOf<{ app: { name: string } }>().not.toExtend<MusicKitConfiguration>();
  });

  it('the incumbent options and the spec options are accepted', () => {
    const options = {
      developerToken: 'token',
      app: { name: 'App', build: '1.0', version: '1.0.0', icon: 'https://example.com/icon.png' },
      bitrate: 256 as PlaybackBitrate,
      storefrontId: 'us',
      declarativeMarkup: false,
      suppressErrorDialog: true,
      affiliateToken: 'a',
      campaignToken: 'c',
      debug: false,
      features: ['-feature'],
      previewOnly: false,
      apiBase: 'http://127.0.0.1:4500/v1',
      persist: 'localstorage',
      prefix: 'mk',
      realm: 'music',
      authenticateMethod: 'GET',
    } satisfies MusicKitConfiguration;
    expectTypeOf(options).toExtend<MusicKitConfiguration>();
  });

  it('a wrong option type is rejected', () => {
    // @ts-expect-error persist is 'localstorage' or 'cookie'
    const wrong: MusicKitConfiguration = { developerToken: 't', persist: 'indexeddb' };
    void wrong;
  });
});

describe('MUSICKIT-SURFACE.md Instance', () => {
  it('state properties have the incumbent types', () => {
    expectTypeOf(music.playbackState).toEqualTypeOf<PlaybackStates>();
    expectTypeOf(music.isPlaying).toEqualTypeOf<boolean>();
    expectTypeOf(music.nowPlayingItem).toEqualTypeOf<MediaItem | undefined>();
    expectTypeOf(music.nowPlayingItemIndex).toEqualTypeOf<number>();
    expectTypeOf(music.currentPlaybackTime).toEqualTypeOf<number>();
    expectTypeOf(music.currentPlaybackDuration).toEqualTypeOf<number>();
    expectTypeOf(music.currentPlaybackTimeRemaining).toEqualTypeOf<number>();
    expectTypeOf(music.currentPlaybackProgress).toEqualTypeOf<number>();
    expectTypeOf(music.currentBufferedProgress).toEqualTypeOf<number>();
    expectTypeOf(music.repeatMode).toEqualTypeOf<PlayerRepeatMode>();
    expectTypeOf(music.shuffleMode).toEqualTypeOf<PlayerShuffleMode>();
    expectTypeOf(music.volume).toEqualTypeOf<number>();
    expectTypeOf(music.playbackRate).toEqualTypeOf<number>();
    expectTypeOf(music.queue).toEqualTypeOf<Queue>();
    expectTypeOf(music.queueIsEmpty).toEqualTypeOf<boolean>();
    expectTypeOf(music.seekSeconds).toEqualTypeOf<{ readonly BACK: number; readonly FORWARD: number }>();
    expectTypeOf(music.storefrontId).toEqualTypeOf<string>();
    expectTypeOf(music.storefrontCountryCode).toEqualTypeOf<string>();
    expectTypeOf(music.developerToken).toEqualTypeOf<string | undefined>();
    expectTypeOf(music.musicUserToken).toEqualTypeOf<string | undefined>();
    expectTypeOf(music.isAuthorized).toEqualTypeOf<boolean>();
    expectTypeOf(music.version).toEqualTypeOf<string>();
  });

  it('modes are set with the enums', () => {
    music.repeatMode = 2 as PlayerRepeatMode;
    music.shuffleMode = 1 as PlayerShuffleMode;
    // @ts-expect-error a repeat mode is a PlayerRepeatMode, not its name
    music.repeatMode = 'all';
  });

  it('transport and queue methods return promises', () => {
    expectTypeOf(music.setQueue).returns.toEqualTypeOf<Promise<Queue>>();
    expectTypeOf(music.play).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(music.pause).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(music.stop).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(music.skipToNextItem).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(music.skipToPreviousItem).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(music.seekToTime).parameters.toEqualTypeOf<[seconds: number]>();
    expectTypeOf(music.changeToMediaAtIndex).returns.toEqualTypeOf<Promise<MediaItem | undefined>>();
    expectTypeOf(music.changeToMediaItem).toBeCallableWith('1');
    expectTypeOf(music.changeToMediaItem).toBeCallableWith(item);
    expectTypeOf(music.playNext).toBeCallableWith({ song: '1' }, true);
    expectTypeOf(music.playLater).toBeCallableWith({ songs: ['1', '2'] });
    expectTypeOf(music.playAt).toBeCallableWith(2, { album: '1' });
    expectTypeOf(music.clearQueue).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(music.cleanup).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(music.mute).toBeFunction();
    expectTypeOf(music.unmute).toBeFunction();
  });

  it('api.music(path, query?, { includeResponseMeta }) resolves to { data }', () => {
    const response = music.api.music<{ data: unknown[] }>('/v1/catalog/{{storefrontId}}/songs', { ids: '1' }, { includeResponseMeta: true });
    expectTypeOf(response).resolves.toHaveProperty('data').toEqualTypeOf<{ data: unknown[] }>();
  });
});

describe('MUSICKIT-SURFACE.md Queue options', () => {
  it('every container type with startWith, by id or ids', () => {
    const options: QueueOptions[] = [
      { album: '1', startWith: 2, startPlaying: true },
      { albums: ['1', '2'] },
      { playlist: 'pl.1', startWith: 'song-id' },
      { songs: ['1', 2] },
      { musicVideo: '1' },
      { station: 'ra.1' },
      { url: 'https://music.example/us/album/x/1', startWith: 2 },
      { items: [{ id: '1', type: 'songs' }] },
      { audioBook: '1' },
      { episodes: ['1'] },
      { musicMovie: '1' },
      { podcasts: ['1'] },
      { tvEpisode: '1' },
      { uploadedAudios: ['1'] },
      { uploadedVideo: '1' },
      { song: '1', startPosition: 1, startTime: 30, repeatMode: 2 as PlayerRepeatMode, shuffleMode: 1 as PlayerShuffleMode, parameters: { l: 'en' } },
    ];
    expectTypeOf(options).toEqualTypeOf<QueueOptions[]>();
  });

  it('option values have their types', () => {
    expectTypeOf<QueueOptions['startWith']>().toEqualTypeOf<number | string | undefined>();
    expectTypeOf<QueueOptions['startPlaying']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<QueueOptions['url']>().toEqualTypeOf<string | undefined>();
    // @ts-expect-error startPlaying is a boolean
    const wrong: QueueOptions = { album: '1', startPlaying: 'yes' };
    void wrong;
  });

  it('issue 18: a misspelt option fails to compile (no index signature on QueueOptions)', () => {
    const music = {} as MusicKitInstance;
    // @ts-expect-error `sung` is no queue option (002 §3 names `song`)
    void music.setQueue({ sung: '1' });
    // @ts-expect-error nor is an unknown setting beside a valid source
    void music.setQueue({ song: '1', startsWith: 2 });
    void music.setQueue({ song: '1', startWith: 2 });
  });
});

describe('MUSICKIT-SURFACE.md Queue', () => {
  it('properties', () => {
    expectTypeOf(queue.items).toEqualTypeOf<readonly MediaItem[]>();
    expectTypeOf(queue.length).toEqualTypeOf<number>();
    expectTypeOf(queue.isEmpty).toEqualTypeOf<boolean>();
    expectTypeOf(queue.position).toEqualTypeOf<number>();
    expectTypeOf(queue.currentItem).toEqualTypeOf<MediaItem | undefined>();
    expectTypeOf(queue.nextPlayableItem).toEqualTypeOf<MediaItem | undefined>();
    expectTypeOf(queue.nextPlayableItemIndex).toEqualTypeOf<number | undefined>();
    expectTypeOf(queue.previousPlayableItem).toEqualTypeOf<MediaItem | undefined>();
    expectTypeOf(queue.previousPlayableItemIndex).toEqualTypeOf<number | undefined>();
    expectTypeOf(queue.hasAutoplayStation).toEqualTypeOf<boolean>();
    expectTypeOf(queue.isRestricted).toEqualTypeOf<boolean>();
  });

  it('methods, with the public editing beyond the incumbent: move, remove, insertAt', () => {
    expectTypeOf(queue.item).returns.toEqualTypeOf<MediaItem | undefined>();
    expectTypeOf(queue.indexForItem).toBeCallableWith('1');
    expectTypeOf(queue.indexForItem).returns.toEqualTypeOf<number>();
    expectTypeOf(queue.remove).returns.toEqualTypeOf<MediaItem>();
    expectTypeOf(queue.move).parameters.toEqualTypeOf<[from: number, to: number]>();
    expectTypeOf(queue.insertAt).toBeCallableWith(1, { id: '1', type: 'songs' });
    expectTypeOf(queue.append).toBeCallableWith([{ id: '1', type: 'songs' }]);
    expectTypeOf(queue.prepend).toBeCallableWith({ id: '1', type: 'songs' });
    expectTypeOf(queue.shuffle).toBeFunction();
    expectTypeOf(queue.unshuffle).toBeFunction();
    expectTypeOf(queue.reset).toBeFunction();
    expectTypeOf(queue.addEventListener).toBeFunction();
    expectTypeOf(queue.removeEventListener).toBeFunction();
  });
});

describe('MUSICKIT-SURFACE.md MediaItem', () => {
  it('new MediaItem({ id, type, attributes })', () => {
    expectTypeOf(new MediaItem({ id: '1', type: 'songs', attributes: { name: 'Song' } })).toEqualTypeOf<MediaItem>();
  });

  it('getters', () => {
    expectTypeOf(item.id).toEqualTypeOf<string>();
    expectTypeOf(item.type).toEqualTypeOf<string>();
    expectTypeOf(item.title).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.artistName).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.albumName).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.albumInfo).toEqualTypeOf<string>();
    expectTypeOf(item.info).toEqualTypeOf<string>();
    expectTypeOf(item.artworkURL).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.contentRating).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.discNumber).toEqualTypeOf<number | undefined>();
    expectTypeOf(item.trackNumber).toEqualTypeOf<number | undefined>();
    expectTypeOf(item.isrc).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.releaseDate).toEqualTypeOf<Date | undefined>();
    expectTypeOf(item.playlistName).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.playlistArtworkURL).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.playbackDuration).toEqualTypeOf<number | undefined>();
    expectTypeOf(item.previewURL).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.isExplicitItem).toEqualTypeOf<boolean>();
    expectTypeOf(item.isPlayable).toEqualTypeOf<boolean>();
    expectTypeOf(item.isPreparedToPlay).toEqualTypeOf<boolean>();
    expectTypeOf(item.flavor).toEqualTypeOf<string | undefined>();
    expectTypeOf(item.songId).toEqualTypeOf<string>();
    expectTypeOf(item.isCloudUpload).toEqualTypeOf<boolean>();
    expectTypeOf(item.isLiveRadioStation).toEqualTypeOf<boolean>();
    for (const getter of ['attributes', 'artwork', 'state', 'container', 'context', 'assets', 'keyURLs', 'hlsMetadata'] as const) expectTypeOf(item).toHaveProperty(getter);
  });

  it('methods: prepareToPlay(), isEqual(other), restrict()', () => {
    expectTypeOf(item.prepareToPlay).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(item.isEqual).toBeCallableWith(item);
    expectTypeOf(item.isEqual).returns.toEqualTypeOf<boolean>();
    expectTypeOf(item.restrict).returns.toEqualTypeOf<void>();
  });
});
