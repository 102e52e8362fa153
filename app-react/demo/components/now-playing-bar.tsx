import { PlaybackStates, PlayerRepeatMode, PlayerShuffleMode, formatMediaTime } from '@mediakit/core';
import { useMediaKit, useNowPlaying, usePlaybackState, usePlaybackTime, usePlayerModes, useTimedMetadata } from '@mediakit/react';
import type { FormatArtworkURL } from './artwork.tsx';
import { Icon } from './icons.tsx';
import { reportPlaybackFailure } from '../notice-bus.ts';
import { isBusy, useCapabilities, useHasQueue } from '../use-player-extras.ts';
import { href } from '../use-hash-route.ts';

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
  const capabilities = useCapabilities();
  const hasQueue = useHasQueue();
  const busy = isBusy(state);
  // 002 §4: a live station cannot pause, seek, skip or shuffle; its "duration" only grows.
  const live = item !== undefined && !capabilities.has('seek') && !capabilities.has('skipNext');
  const muted = modes.volume === 0;
  const canStop = playing && !capabilities.has('pause');
  const toggle = (): void => {
    if (!playing) music.play().catch(reportPlaybackFailure);
    else if (canStop) music.stop().catch(reportPlaybackFailure);
    else music.pause().catch(reportPlaybackFailure);
  };
  const mainLabel = !playing ? 'Play' : canStop ? 'Stop' : 'Pause';
  const subtitle = onAir?.title ? `Live · ${onAir.title}${onAir.performer ? ` · ${onAir.performer}` : ''}` : (item?.artistName ?? '');

  return (
    <section className="now-playing" aria-label="Now playing">
      <div className="now-playing__item">
        {/* Artwork and title open the now-playing view (issue 19); with nothing playing there is nothing to open. */}
        {item ? (
          <a className="now-playing__link" href={href.nowPlaying()} title="Open the now-playing view">
            <NowPlayingSummary artwork={artwork ? formatArtworkURL(artwork, 56, 56) : undefined} title={item.title ?? 'Untitled'} subtitle={subtitle} />
          </a>
        ) : (
          <NowPlayingSummary artwork={undefined} title="Nothing playing" subtitle="" />
        )}
      </div>

      <div className="now-playing__center">
        <div className="now-playing__controls">
          {!live && (
            <button type="button" className="icon-button" aria-pressed={modes.shuffleMode === PlayerShuffleMode.songs} aria-label="Shuffle" title="Shuffle" onClick={() => (music.shuffleMode = modes.shuffleMode === PlayerShuffleMode.songs ? PlayerShuffleMode.off : PlayerShuffleMode.songs)}>
              <Icon name="shuffle" />
            </button>
          )}
          {!live && <button type="button" className="icon-button" onClick={() => music.skipToPreviousItem().catch(reportPlaybackFailure)} aria-label="Previous" title="Previous (P)" disabled={!item}><Icon name="previous" /></button>}
          <button type="button" className={busy ? 'icon-button icon-button--main icon-button--busy' : 'icon-button icon-button--main'} onClick={toggle} aria-label={mainLabel} title={`${mainLabel} (Space)`} disabled={!item && !hasQueue}>
            <Icon name={!playing ? 'play' : canStop ? 'stop' : 'pause'} />
          </button>
          {!live && <button type="button" className="icon-button" onClick={() => music.skipToNextItem().catch(reportPlaybackFailure)} aria-label="Next" title="Next (N)" disabled={!item}><Icon name="next" /></button>}
          {!live && (
            <button type="button" className="icon-button" aria-pressed={repeat !== PlayerRepeatMode.none} aria-label={REPEAT_LABEL[repeat]} title={REPEAT_LABEL[repeat]} onClick={() => (music.repeatMode = NEXT_REPEAT[repeat])}>
              <Icon name={repeat === PlayerRepeatMode.one ? 'repeatOne' : 'repeat'} />
            </button>
          )}
        </div>
        <p className="now-playing__status" role="status">{busy ? 'Loading…' : ''}</p>
        {live ? (
          <p className="now-playing__live"><span className="live-dot" aria-hidden="true" />Live</p>
        ) : (
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
                onChange={(event) => music.seekToTime(Number(event.target.value)).catch(reportPlaybackFailure)}
              />
            </div>
            <span className="time" aria-hidden="true">{formatMediaTime(time.duration)}</span>
          </div>
        )}
      </div>

      <div className="now-playing__side">
        <button type="button" className="icon-button" aria-pressed={modes.autoplayEnabled} aria-label="Autoplay" title="Autoplay similar music when the queue ends" onClick={() => (music.autoplayEnabled = !modes.autoplayEnabled)}>
          <Icon name="autoplay" />
        </button>
        <button type="button" className="icon-button" aria-pressed={queueOpen} aria-label="Queue" title="Queue" onClick={onToggleQueue}>
          <Icon name="queue" />
        </button>
        <span className="volume">
          {/* The speaker is a mute toggle (issue 19); unmute restores the volume from before. */}
          <button type="button" className="icon-button" aria-pressed={muted} aria-label="Mute" title={muted ? 'Unmute' : 'Mute'} onClick={() => (muted ? music.unmute() : music.mute())}>
            <Icon name={muted ? 'muted' : 'volume'} />
          </button>
          <input type="range" min={0} max={1} step={0.05} value={modes.volume} aria-label="Volume" title="Volume" onChange={(event) => (music.volume = Number(event.target.value))} />
        </span>
      </div>
    </section>
  );
}

function NowPlayingSummary({ artwork, title, subtitle }: { artwork: string | undefined; title: string; subtitle: string }) {
  return (
    <>
      {artwork ? <img className="artwork" src={artwork} width={56} height={56} alt="" /> : <div className="artwork artwork--empty" style={{ width: 56, height: 56 }} />}
      <span className="now-playing__text">
        <span className="now-playing__title">{title}</span>
        <span className="now-playing__artist">{subtitle}</span>
      </span>
    </>
  );
}
