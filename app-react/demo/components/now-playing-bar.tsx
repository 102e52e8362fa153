import { PlaybackStates, formatMediaTime, type MusicKitInstance } from '@mediakit/core';
import { useMediaKit, useNowPlaying, usePlaybackState, usePlaybackTime } from '@mediakit/react';
import type { FormatArtworkURL } from './artwork.tsx';
import { Icon } from './icons.tsx';

/** The bar at the bottom: artwork, title, transport and a progress bar with buffered progress. */
export function NowPlayingBar({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit() as unknown as MusicKitInstance;
  const state = usePlaybackState();
  const { item } = useNowPlaying();
  const time = usePlaybackTime();
  const playing = state === PlaybackStates.playing;
  const artwork = item?.artwork?.url ? { ...item.artwork, url: item.artwork.url } : undefined;

  return (
    <section className="now-playing" aria-label="Now playing">
      <div className="now-playing__item">
        {artwork ? <img className="artwork" src={formatArtworkURL(artwork, 56, 56)} width={56} height={56} alt="" /> : <div className="artwork artwork--empty" style={{ width: 56, height: 56 }} />}
        <div className="now-playing__text">
          <span className="now-playing__title">{item?.title ?? 'Nothing playing'}</span>
          <span className="now-playing__artist">{item?.artistName ?? ''}</span>
        </div>
      </div>
      <div className="now-playing__controls">
        <button type="button" className="icon-button" onClick={() => void music.skipToPreviousItem()} aria-label="Previous" disabled={!item}><Icon name="previous" /></button>
        <button type="button" className="icon-button icon-button--main" onClick={() => void (playing ? music.pause() : music.play())} aria-label={playing ? 'Pause' : 'Play'} disabled={!item}>
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button type="button" className="icon-button" onClick={() => void music.skipToNextItem()} aria-label="Next" disabled={!item}><Icon name="next" /></button>
      </div>
      <div className="now-playing__progress">
        <span className="time">{formatMediaTime(time.currentTime)}</span>
        <div
          className="progress"
          role="progressbar"
          aria-label="Playback progress"
          aria-valuemin={0}
          aria-valuemax={Math.round(time.duration)}
          aria-valuenow={Math.round(time.currentTime)}
          aria-valuetext={`${formatMediaTime(time.currentTime)} of ${formatMediaTime(time.duration)}`}
        >
          <div className="progress__buffered" style={{ width: `${time.bufferedProgress * 100}%` }} />
          <div className="progress__played" style={{ width: `${time.progress * 100}%` }} />
        </div>
        <span className="time">{formatMediaTime(time.duration)}</span>
      </div>
    </section>
  );
}
