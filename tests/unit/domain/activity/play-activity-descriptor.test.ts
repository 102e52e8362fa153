import { describe, expect, it } from 'vitest';
import { isTrackedDescriptor } from '../../../../core/src/domain/activity/index.ts';
import { PlaybackType } from '../../../../core/src/domain/enums/index.ts';

describe('002 §6 play activity is tracked only for song, musicVideo, musicMovie, radioStation and uploaded audio or video, never previews', () => {
  it.each(['song', 'musicVideo', 'musicMovie', 'radioStation', 'uploadedAudio', 'uploadedVideo', 'songs', 'library-songs', 'music-videos', 'stations', 'uploaded-videos', 'uploaded-audios'])('%s is tracked', (kind) => {
    expect(isTrackedDescriptor({ kind })).toBe(true);
    expect(isTrackedDescriptor({ kind, playbackType: PlaybackType.encryptedFull })).toBe(true);
  });

  it.each(['tvEpisode', 'movie', 'podcast-episodes', 'album', 'trailer'])('%s is not tracked', (kind) => {
    expect(isTrackedDescriptor({ kind })).toBe(false);
  });

  it('a preview is never tracked', () => {
    expect(isTrackedDescriptor({ kind: 'song', playbackType: PlaybackType.preview })).toBe(false);
  });
});
