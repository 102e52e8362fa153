import { useCallback } from 'react';
import { PlaybackStates, PresentationMode } from '@mediakit/core';
import { useMediaKit, useNowPlaying, usePlaybackState, usePresentationMode } from '@mediakit/react';
import { reportPlaybackFailure } from '../notice-bus.ts';
import { href } from '../use-hash-route.ts';
import { Icon } from './icons.tsx';
import { PictureInPictureButton } from './picture-in-picture-button.tsx';

// Stopped, ended and completed videos have nothing left to show: the mini player goes with them.
const SHOWN = new Set([PlaybackStates.loading, PlaybackStates.playing, PlaybackStates.paused, PlaybackStates.seeking, PlaybackStates.waiting, PlaybackStates.stalled]);
const PLAYING = new Set([PlaybackStates.loading, PlaybackStates.playing, PlaybackStates.seeking, PlaybackStates.waiting, PlaybackStates.stalled]);

/** A music video is current and not over, and its own view is not on screen: it plays in the mini player. */
export function isMiniPlayerShown(item: { readonly id: string; readonly normalizedType: string }, state: PlaybackStates, videoOnScreen: string | undefined): boolean {
  return item.normalizedType === 'musicVideo' && item.id !== videoOnScreen && SHOWN.has(state);
}

/**
 * Issue 19: a music video left for another view keeps playing in a small floating stage. The
 * instance is handed this stage as its `videoContainerElement`, so the same element moves here
 * (no new stream); "Expand" goes back to the video's view, whose stage takes it back.
 */
export function MiniPlayer({ videoOnScreen }: { videoOnScreen: string | undefined }) {
  const music = useMediaKit();
  const { item } = useNowPlaying();
  const state = usePlaybackState();
  const { mode } = usePresentationMode();
  const stage = useStageFor(music);
  if (!item || !isMiniPlayerShown(item, state, videoOnScreen)) return null;
  const playing = PLAYING.has(state);
  const title = item.title ?? 'Music video';
  return (
    <aside className="mini-player" aria-label="Mini player">
      {/* The picture only: title, artist and state are told in text beside it. */}
      <div ref={stage} className="mini-player__stage" aria-hidden="true" />
      <div className="mini-player__body">
        <p className="mini-player__title">{title}</p>
        <p className="mini-player__artist">{mode === PresentationMode.pictureinpicture ? 'In picture in picture' : (item.artistName ?? '')}</p>
        <div className="mini-player__controls">
          <button type="button" className="icon-button" aria-label={playing ? 'Pause video' : 'Play video'} title={playing ? 'Pause' : 'Play'} onClick={() => (playing ? music.pause() : music.play()).catch(reportPlaybackFailure)}>
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <PictureInPictureButton />
          <a className="icon-button" href={href.video(item.id)} aria-label="Expand video" title="Expand video">
            <Icon name="expand" />
          </a>
          <button type="button" className="icon-button" aria-label="Close video" title="Close video (stops it)" onClick={() => close(music)}>
            <Icon name="close" />
          </button>
        </div>
      </div>
    </aside>
  );
}

/** Stops the video; focus goes to the page's content, since the mini player and its button go away. */
function close(music: { stop(): Promise<void> }): void {
  document.getElementById('main')?.focus();
  music.stop().catch(reportPlaybackFailure);
}

/**
 * A callback ref that hands its element to the instance as the video's stage while it is mounted
 * (001 §2 videoContainerElement), and takes it back when it goes unless another stage took over.
 * The instance moves the playing element in when the stage changes, within the same render.
 */
export function useStageFor(music: { videoContainerElement: unknown }): (element: HTMLDivElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      music.videoContainerElement = element;
      return () => {
        if (music.videoContainerElement === element) music.videoContainerElement = undefined;
      };
    },
    [music],
  );
}
