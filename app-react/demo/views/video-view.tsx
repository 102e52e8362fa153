import { useCallback } from 'react';
import { PlaybackStates } from '@mediakit/core';
import { useMediaKit, useMusicQuery, useNowPlaying, usePlaybackState, useTracks } from '@mediakit/react';
import type { ArtworkJson, DataJson } from '../catalog-types.ts';
import { QueryStatus } from '../components/query-status.tsx';
import { reportPlaybackFailure } from '../notice-bus.ts';

interface MusicVideoJson {
  readonly id: string;
  readonly attributes: { readonly name: string; readonly artistName: string; readonly artwork?: ArtworkJson };
}

/**
 * A music video: played in the container this view gives the instance (001 §2), with menus for
 * the audio rendition and the subtitles (Off first; the choice is remembered, 001 §3).
 */
export function VideoView({ id }: { id: string }) {
  const music = useMediaKit();
  const query = useMusicQuery<DataJson<MusicVideoJson>>(`/v1/catalog/{{storefrontId}}/music-videos/${encodeURIComponent(id)}`);
  const { item } = useNowPlaying();
  const tracks = useTracks();
  const video = query.status === 'success' ? query.data.data[0] : undefined;

  // The stage appears once the video's data has loaded: a callback ref hands it to the instance
  // whenever it mounts, and takes it back when it goes.
  const container = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) music.videoContainerElement = element;
      else if (music.videoContainerElement instanceof HTMLElement && !music.videoContainerElement.isConnected) music.videoContainerElement = undefined;
    },
    [music],
  );

  const state = usePlaybackState();
  const current = item?.id === id;
  // Coming back to a video left playing (the browser paused it when its stage went): Play is there.
  const playing = current && (state === PlaybackStates.playing || state === PlaybackStates.loading || state === PlaybackStates.waiting);
  return (
    <section className="stack" aria-labelledby="video-title">
      <QueryStatus query={query} what="the music video" />
      {video && (
        <>
          <div>
            <p className="eyebrow">Music video</p>
            <h1 id="video-title">{video.attributes.name}</h1>
            <p className="collection__byline">{video.attributes.artistName}</p>
          </div>
          <div ref={container} className="video-stage" aria-label="Video">
            {!playing && (
              <button type="button" className="button button--primary video-stage__play" onClick={() => (current ? music.play() : music.setQueue({ musicVideo: id, startPlaying: true })).catch(reportPlaybackFailure)}>
                Play video
              </button>
            )}
          </div>
          <div className="row">
            <label className="select">
              Audio
              <select value={tracks.currentAudioTrack?.id ?? ''} onChange={(event) => (music.currentAudioTrack = Number(event.target.value))} disabled={tracks.audioTracks.length < 2}>
                {tracks.audioTracks.map((track) => (
                  <option key={track.id} value={track.id}>{track.label || track.language}</option>
                ))}
              </select>
            </label>
            <label className="select">
              Subtitles
              <select value={tracks.currentTextTrack?.id ?? -2} onChange={(event) => (music.currentTextTrack = Number(event.target.value))} disabled={tracks.textTracks.length === 0}>
                {tracks.textTracks.map((track) => (
                  <option key={track.id} value={track.id}>{track.label || track.language}</option>
                ))}
              </select>
            </label>
          </div>
        </>
      )}
    </section>
  );
}
