import { describe, expect, it } from 'vitest';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { testContext } from './media-item.fixtures.ts';

describe('000 §4 Playability', () => {
  it.each(['movie', 'tvEpisode', 'trailer', 'uploadedVideo', 'uploaded-videos', 'workouts', 'contributors', 'modalities'])(
    '000 §4 video-like type %s is playable without playParams',
    (type) => {
      expect(new MediaItem({ type, attributes: { name: 'x' } }).isPlayable).toBe(true);
    },
  );

  it('000 §4 radio stations and audio-on-demand are playable', () => {
    expect(new MediaItem({ type: 'radioStation', attributes: {} }).isPlayable).toBe(true);
    expect(new MediaItem({ type: 'stations', attributes: {} }).isPlayable).toBe(true);
    expect(new MediaItem({ type: 'episodes', attributes: { isAOD: true } }).isPlayable).toBe(true);
    expect(new MediaItem({ type: 'episodes', attributes: { streamingRadioSubType: 'Episode' } }).isPlayable).toBe(true);
  });

  it.each(['song', 'songs', 'library-songs', 'musicVideo', 'music-videos'])('000 §4 %s needs playParams', (type) => {
    expect(new MediaItem({ type, attributes: { previews: [{ url: 'p' }], assetUrl: 'a' } }).isPlayable).toBe(false);
    expect(new MediaItem({ type, attributes: { playParams: { id: '1' } } }).isPlayable).toBe(true);
  });

  it('000 §4 other types need an asset URL or previews', () => {
    expect(new MediaItem({ type: 'uploadedAudio', attributes: {} }).isPlayable).toBe(false);
    expect(new MediaItem({ type: 'uploadedAudio', attributes: { assetUrl: 'a' } }).isPlayable).toBe(true);
    expect(new MediaItem({ type: 'podcast-episodes', attributes: { previews: [{ hlsUrl: 'p' }] } }).isPlayable).toBe(true);
  });

  it('000 §4 music movie is playable only if a developer flag is on (and then needs playParams)', () => {
    const attributes = { playParams: { id: '1', kind: 'musicMovie' } };
    expect(new MediaItem({ type: 'musicMovie', attributes }).isPlayable).toBe(false);
    let flag = false;
    const context = { ...testContext().context, isMusicMoviePlaybackEnabled: () => flag };
    const movie = new MediaItem({ type: 'music-movies', attributes }, context);
    expect(movie.isPlayable).toBe(false);
    flag = true;
    expect(movie.isPlayable).toBe(true);
    expect(new MediaItem({ type: 'musicMovie', attributes: {} }, context).isPlayable).toBe(false);
  });

  it.each(['liveService', 'live-service', 'event', 'ebs-event'])(
    '000 §4 linear stream %s can be scrubbed only if the stream capability says so',
    (type) => {
      const item = new MediaItem({ type, attributes: {} });
      expect(item.isLinearStream).toBe(true);
      expect(item.isAssetScrubbingDisabled).toBe(true);
      expect(new MediaItem({ type, attributes: {}, supportsLinearScrubbing: true }).isAssetScrubbingDisabled).toBe(false);
      item.supportsLinearScrubbing = true;
      expect(item.isAssetScrubbingDisabled).toBe(false);
    },
  );

  it('000 §4 items that are not linear streams can always be scrubbed', () => {
    expect(new MediaItem({ type: 'songs', attributes: {} }).isAssetScrubbingDisabled).toBe(false);
  });
});
