import { PlaybackStates, PresentationMode } from '@mediakit/core';
import { useMediaKit, useMusicQuery, useNowPlaying, usePlaybackState, usePresentationMode, useTracks } from '@mediakit/react';
import type { ArtworkJson, DataJson } from '../catalog-types.ts';
import { QueryStatus } from '../components/query-status.tsx';
import { isMiniPlayerShown, useStageFor } from '../components/mini-player.tsx';
import { PictureInPictureButton } from '../components/picture-in-picture-button.tsx';
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
  const { mode } = usePresentationMode();
  const video = query.status === 'success' ? query.data.data[0] : undefined;

  // The stage is there from the first render, before the video's data: a video coming back from
  // the mini player moves in at once (an element left out of the page is paused by the browser).
  const container = useStageFor(music);

  const state = usePlaybackState();
  const current = item?.id === id;
  // Another video playing stays in the mini player until this one is played: one stage at a time.
  const stageOwner = current || !item || !isMiniPlayerShown(item, state, id);
  const playing = current && (state === PlaybackStates.playing || state === PlaybackStates.loading || state === PlaybackStates.waiting);
  return (
    <section className="stack" aria-labelledby="video-title">
      <QueryStatus query={query} what="the music video" />
      {video && (
        <div>
          <p className="eyebrow">Music video</p>
          <h1 id="video-title">{video.attributes.name}</h1>
          <p className="collection__byline">{video.attributes.artistName}</p>
        </div>
      )}
      {query.status !== 'error' && (
        <div ref={stageOwner ? container : undefined} className="video-stage" aria-label="Video">
          {video && !playing && (
            <button type="button" className="button button--primary video-stage__play" onClick={() => (current ? music.play() : music.setQueue({ musicVideo: id, startPlaying: true })).catch(reportPlaybackFailure)}>
              Play video
            </button>
          )}
          {current && mode === PresentationMode.pictureinpicture && <p className="video-stage__note">Playing in picture in picture</p>}
        </div>
      )}
      {video && (
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
          {current && <PictureInPictureButton className="button video-view__pip" />}
        </div>
      )}
    </section>
  );
}
