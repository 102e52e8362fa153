import { PlaybackStates, PlayerRepeatMode, PlayerShuffleMode, formatMediaTime } from '@mediakit/core';
import { useMediaKit, useNowPlaying, usePlaybackState, usePlaybackTime, usePlayerModes, useTimedMetadata } from '@mediakit/react';
import type { FormatArtworkURL } from './artwork.tsx';
import { Icon } from './icons.tsx';

const NEXT_REPEAT: Record<PlayerRepeatMode, PlayerRepeatMode> = {
  [PlayerRepeatMode.none]: PlayerRepeatMode.all,
  [PlayerRepeatMode.all]: PlayerRepeatMode.one,
  [PlayerRepeatMode.one]: PlayerRepeatMode.none,
};

const REPEAT_LABEL: Record<PlayerRepeatMode, string> = {
  [PlayerRepeatMode.none]: 'Repeat: off',
  [PlayerRepeatMode.all]: 'Repeat: all',
  [PlayerRepeatMode.one]: 'Repeat: one',
};

/** Artwork and title, transport, a scrubber showing buffered progress, volume and the play modes. */
export function NowPlayingBar({ formatArtworkURL, queueOpen, onToggleQueue }: { formatArtworkURL: FormatArtworkURL; queueOpen: boolean; onToggleQueue: () => void }) {
  const music = useMediaKit();
  const state = usePlaybackState();
  const { item } = useNowPlaying();
  const time = usePlaybackTime();
  const modes = usePlayerModes();
  const playing = state === PlaybackStates.playing;
  const artwork = item?.artwork?.url ? { ...item.artwork, url: item.artwork.url } : undefined;
  const repeat = modes.repeatMode;
  const onAir = useTimedMetadata();

  return (
    <section className="now-playing" aria-label="Now playing">
      <div className="now-playing__item">
        {artwork ? <img className="artwork" src={formatArtworkURL(artwork, 56, 56)} width={56} height={56} alt="" /> : <div className="artwork artwork--empty" style={{ width: 56, height: 56 }} />}
        <div className="now-playing__text">
          <span className="now-playing__title">{item?.title ?? 'Nothing playing'}</span>
          <span className="now-playing__artist">{onAir?.title ? `Live · ${onAir.title}${onAir.performer ? ` · ${onAir.performer}` : ''}` : (item?.artistName ?? '')}</span>
        </div>
      </div>

      <div className="now-playing__center">
        <div className="now-playing__controls">
          <button type="button" className="icon-button" aria-pressed={modes.shuffleMode === PlayerShuffleMode.songs} aria-label="Shuffle" onClick={() => (music.shuffleMode = modes.shuffleMode === PlayerShuffleMode.songs ? PlayerShuffleMode.off : PlayerShuffleMode.songs)}>
            <Icon name="shuffle" />
          </button>
          <button type="button" className="icon-button" onClick={() => void music.skipToPreviousItem()} aria-label="Previous" disabled={!item}><Icon name="previous" /></button>
          <button type="button" className="icon-button icon-button--main" onClick={() => void (playing ? music.pause() : music.play())} aria-label={playing ? 'Pause' : 'Play'} disabled={!item}>
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <button type="button" className="icon-button" onClick={() => void music.skipToNextItem()} aria-label="Next" disabled={!item}><Icon name="next" /></button>
          <button type="button" className="icon-button" aria-pressed={repeat !== PlayerRepeatMode.none} aria-label={REPEAT_LABEL[repeat]} onClick={() => (music.repeatMode = NEXT_REPEAT[repeat])}>
            <Icon name={repeat === PlayerRepeatMode.one ? 'repeatOne' : 'repeat'} />
          </button>
        </div>
        <div className="now-playing__progress">
          <span className="time" aria-hidden="true">{formatMediaTime(time.currentTime)}</span>
          <div className="scrubber" style={{ ['--buffered' as string]: `${time.bufferedProgress * 100}%`, ['--played' as string]: `${time.progress * 100}%` }}>
            <input
              type="range"
              min={0}
              max={Math.max(1, Math.round(time.duration))}
              step={1}
              value={Math.round(time.currentTime)}
              disabled={!item}
              aria-label="Seek"
              aria-valuetext={`${formatMediaTime(time.currentTime)} of ${formatMediaTime(time.duration)}`}
              onChange={(event) => void music.seekToTime(Number(event.target.value))}
            />
          </div>
          <span className="time" aria-hidden="true">{formatMediaTime(time.duration)}</span>
        </div>
      </div>

      <div className="now-playing__side">
        <button type="button" className="icon-button" aria-pressed={modes.autoplayEnabled} aria-label="Autoplay" onClick={() => (music.autoplayEnabled = !modes.autoplayEnabled)}>
          <Icon name="autoplay" />
        </button>
        <button type="button" className="icon-button" aria-pressed={queueOpen} aria-label="Queue" onClick={onToggleQueue}>
          <Icon name="queue" />
        </button>
        <label className="volume">
          <Icon name="volume" />
          <span className="visually-hidden">Volume</span>
          <input type="range" min={0} max={1} step={0.05} value={modes.volume} onChange={(event) => (music.volume = Number(event.target.value))} />
        </label>
      </div>
    </section>
  );
}
