import { useMediaKit, useNowPlaying, useQueue, useTimedMetadata } from '@mediakit/react';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { reportPlaybackFailure } from '../notice-bus.ts';
import { href } from '../use-hash-route.ts';

const UP_NEXT = 5;

/**
 * The now-playing view (issue 19): large artwork, the song with links to its album and artist,
 * what a live station has on air, and the next songs of the queue (a click jumps there).
 */
export function NowPlayingView({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const { item } = useNowPlaying();
  const { items, position } = useQueue();
  const onAir = useTimedMetadata();
  if (!item) {
    return (
      <section className="stack" aria-labelledby="now-playing-title">
        <h1 id="now-playing-title">Now playing</h1>
        <p className="notice">Nothing is playing. <a className="link" href="#/">Browse</a> to find something.</p>
      </section>
    );
  }
  const album = item.container?.type === 'albums' ? item.container : undefined;
  const next = items.slice(position + 1, position + 1 + UP_NEXT);
  return (
    <section className="now-playing-view" aria-labelledby="now-playing-title">
      <div className="now-playing-view__art">
        <Artwork artwork={item.artwork?.url ? { ...item.artwork, url: item.artwork.url } : undefined} size={420} format={formatArtworkURL} alt={item.albumName ? `Cover of ${item.albumName}` : ''} />
      </div>
      <div className="stack">
        <div>
          <p className="eyebrow">Now playing</p>
          <h1 id="now-playing-title">{item.title}</h1>
          {item.artistName && <a className="collection__byline" href={href.search(item.artistName)}>{item.artistName}</a>}
          {item.albumName && (album ? <p className="collection__meta"><a className="link" href={href.album(album.id)}>{item.albumName}</a></p> : <p className="collection__meta">{item.albumName}</p>)}
          {onAir?.title && <p className="station__on-air">On air: {onAir.title}{onAir.performer ? ` · ${onAir.performer}` : ''}</p>}
        </div>
        {next.length > 0 && (
          <section aria-labelledby="up-next">
            <h2 id="up-next">Up next</h2>
            <ol className="queue-list">
              {next.map((upcoming, offset) => (
                <li key={`${upcoming.id}-${offset}`} className="queue-row">
                  <button type="button" className="queue-row__title" onClick={() => music.changeToMediaAtIndex(position + 1 + offset).catch(reportPlaybackFailure)}>
                    <span>{upcoming.title}</span>
                    <span className="queue-row__artist">{upcoming.artistName}</span>
                  </button>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </section>
  );
}
