import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryLogger } from '@mediakit/adapters/node';
import { PlayerRepeatMode, PlayerShuffleMode } from '../../../../core/src/domain/enums/index.ts';
import {
  PLURAL_MEDIA_TYPES,
  SINGULAR_MEDIA_TYPES,
  mediaUrlTarget,
  validateQueueOptions,
  validateStationQueueOptions,
  type QueueOptions,
  type StationQueueOptions,
} from '../../../../core/src/domain/playback/index.ts';

const invalid = (message: string) => expect.objectContaining({ errorCode: 'INVALID_ARGUMENTS', message }) as Error;

describe('002 §5 Queue options', () => {
  it('002 §3 recognises every media type, singular and plural', () => {
    expect(SINGULAR_MEDIA_TYPES).toEqual([
      'album', 'audioBook', 'episode', 'musicVideo', 'musicMovie', 'podcast', 'playlist', 'song', 'tvEpisode', 'uploadedAudio', 'uploadedVideo',
    ]);
    for (const type of SINGULAR_MEDIA_TYPES) {
      expect(validateQueueOptions({ [type]: '1' }).source).toEqual({ kind: 'media', option: type, type, ids: ['1'] });
    }
    for (const type of PLURAL_MEDIA_TYPES) {
      expect(validateQueueOptions({ [type]: ['1', 2] }).source).toEqual({ kind: 'media', option: type, type: type.slice(0, -1), ids: ['1', '2'] });
    }
  });

  it("002 §5 only one media type may be named: 'Queues with multiple media types are not supported.'", () => {
    expect(() => validateQueueOptions({ album: '1', songs: ['2'] })).toThrow(invalid('Queues with multiple media types are not supported.'));
    expect(() => validateQueueOptions({ song: '1', url: 'https://x/us/song/1' })).toThrow(invalid('Queues with multiple media types are not supported.'));
  });

  it("002 §5 plural types need an array: 'Queue option X must be an array of id values'", () => {
    expect(() => validateQueueOptions({ songs: '1' } as QueueOptions)).toThrow(invalid('Queue option songs must be an array of id values'));
    expect(() => validateQueueOptions({ albums: [{}] } as unknown as QueueOptions)).toThrow(invalid('Queue option albums must be an array of id values'));
  });

  it("002 §5 singular types need a single id: 'Queue option X must be a single id value'", () => {
    expect(() => validateQueueOptions({ song: ['1'] } as QueueOptions)).toThrow(invalid('Queue option song must be a single id value'));
    expect(() => validateQueueOptions({ playlist: '' })).toThrow(invalid('Queue option playlist must be a single id value'));
  });

  it("002 §5 an empty media queue gives 'No item data is available for the current media queue.'", () => {
    expect(() => validateQueueOptions({})).toThrow(
      expect.objectContaining({ errorCode: 'CONTENT_UNAVAILABLE', message: 'No item data is available for the current media queue.' }) as Error,
    );
  });

  it('002 §3 startWith, startPosition (deprecated alias), startTime, shuffleMode, repeatMode, parameters, url, items', () => {
    const logger = new MemoryLogger();
    const validated = validateQueueOptions(
      { album: 'a1', startPosition: 3, startTime: 12, shuffleMode: PlayerShuffleMode.songs, repeatMode: PlayerRepeatMode.all, parameters: { l: 'en' }, startPlaying: true },
      logger,
    );
    expect(validated).toEqual({
      source: { kind: 'media', option: 'album', type: 'album', ids: ['a1'] },
      startWith: 3,
      startTime: 12,
      shuffleMode: PlayerShuffleMode.songs,
      repeatMode: PlayerRepeatMode.all,
      parameters: { l: 'en' },
      startPlaying: true,
    });
    expect(logger.messages('warning')).toEqual(['Queue option startPosition is deprecated; use startWith']);
    expect(validateQueueOptions({ album: 'a1', startWith: 'song-9', startPosition: 3 }).startWith).toBe('song-9');
    expect(validateQueueOptions({ url: 'https://music.example.com/us/album/x/1' }).source).toEqual({ kind: 'url', url: 'https://music.example.com/us/album/x/1' });
    expect(validateQueueOptions({ items: [{ id: '1' }] }).source).toEqual({ kind: 'items', items: [{ id: '1' }] });
  });

  it('002 §5 invalid startTime, shuffleMode and repeatMode values are ignored, as the setters do', () => {
    const validated = validateQueueOptions({ song: '1', startTime: -3, shuffleMode: 4 as PlayerShuffleMode, repeatMode: 'all' as unknown as PlayerRepeatMode });
    expect(validated).toEqual({ source: { kind: 'media', option: 'song', type: 'song', ids: ['1'] } });
  });

  it('002 §5 fuzz: any options object either validates to one source or fails with an MKError', () => {
    const key = fc.constantFrom(...SINGULAR_MEDIA_TYPES, ...PLURAL_MEDIA_TYPES, 'url', 'items', 'startWith', 'foo');
    const value = fc.oneof(fc.string(), fc.integer(), fc.array(fc.oneof(fc.string(), fc.integer())), fc.constant(undefined), fc.object());
    fc.assert(
      fc.property(fc.dictionary(key, value), (options) => {
        try {
          const validated = validateQueueOptions(options as QueueOptions);
          expect(['media', 'url', 'items']).toContain(validated.source.kind);
        } catch (error) {
          expect(error).toMatchObject({ isMKError: true });
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('002 §5 Station queue options', () => {
  it('002 §3 station option names: artist, song, station, radioStation', () => {
    expect(validateStationQueueOptions({ station: 'ra.1' })).toEqual({ option: 'station', id: 'ra.1' });
    expect(validateStationQueueOptions({ artist: 42, startPlaying: true })).toEqual({ option: 'artist', id: '42', startPlaying: true });
    expect(validateStationQueueOptions({ radioStation: 'ra.2' }).option).toBe('radioStation');
    expect(validateStationQueueOptions({ song: 's.1' }).option).toBe('song');
  });

  it("002 §5 without them: 'Unsupported options specified for setStationQueue. You may want setQueue instead.'", () => {
    expect(() => validateStationQueueOptions({ album: '1' })).toThrow(
      invalid('Unsupported options specified for setStationQueue. You may want setQueue instead.'),
    );
  });

  it("002 §5 a URL giving another kind yields 'X is not a supported option. Use setQueue instead.'", () => {
    expect(validateStationQueueOptions({ url: 'https://music.example.com/us/station/chill/ra.123' })).toEqual({ option: 'station', id: 'ra.123' });
    expect(() => validateStationQueueOptions({ url: 'https://music.example.com/us/album/x/1' })).toThrow(
      invalid('album is not a supported option. Use setQueue instead.'),
    );
    expect(() => validateStationQueueOptions({ url: 'https://music.example.com/music-video/x/1' })).toThrow(
      invalid('musicVideo is not a supported option. Use setQueue instead.'),
    );
  });

  it('002 §5 station ids must be single values', () => {
    expect(() => validateStationQueueOptions({ station: ['a'] } as unknown as StationQueueOptions)).toThrow(invalid('Queue option station must be a single id value'));
  });

  it('000 §2 media URL shape: storefront optional, kind, optional slug, id', () => {
    expect(mediaUrlTarget('https://music.example.com/station/ra.1')).toEqual({ kind: 'station', id: 'ra.1' });
    expect(mediaUrlTarget('https://music.example.com/gb/playlist/name/pl.9?i=3')).toEqual({ kind: 'playlist', id: 'pl.9' });
    expect(() => mediaUrlTarget('not a url')).toThrow(invalid('Invalid Media URL'));
    expect(() => mediaUrlTarget('https://music.example.com/us/browse')).toThrow(invalid('Invalid Media URL'));
  });
});
