import { useMediaKit, useNowPlaying, useQueue, useTimedMetadata } from '@mediakit/react';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { LyricsPanel } from '../components/lyrics-panel.tsx';
import { useArtworkTint } from '../use-artwork-tint.ts';
import { reportPlaybackFailure } from '../notice-bus.ts';
import { href } from '../use-hash-route.ts';

const UP_NEXT = 5;

/** The catalogue id of a song for its lyrics: a library song names it in its play parameters. */
function catalogSongId(item: { id: string; type: string; attributes: object }): string | undefined {
  if (item.type !== 'songs' && item.type !== 'library-songs') return undefined;
  const playParams = (item.attributes as { playParams?: { catalogId?: string } }).playParams;
  if (playParams?.catalogId) return playParams.catalogId;
  return /^\d+$/.test(item.id) ? item.id : undefined;
}

/**
 * The now-playing view (issue 19): large artwork on a backdrop tinted with the artwork's average
 * colour, the song with links to its album and artist, what a live station has on air, its lyrics
 * where the catalogue has them, and the next songs of the queue (a click jumps there).
 */
export function NowPlayingView({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const { item } = useNowPlaying();
  const { items, position } = useQueue();
  const onAir = useTimedMetadata();
  const artwork = item?.artwork?.url ? { ...item.artwork, url: item.artwork.url } : undefined;
  const tint = useArtworkTint(artwork ? formatArtworkURL(artwork, 64, 64) : undefined);
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
  const songId = catalogSongId(item);
  const hasLyrics = (item.attributes as { hasLyrics?: boolean }).hasLyrics === true;
  // The tint colours only the backdrop behind the artwork, never text, so contrast stays the theme's.
  const backdrop = tint ? { background: `linear-gradient(160deg, rgb(${tint.r} ${tint.g} ${tint.b}) 0%, rgb(${tint.r} ${tint.g} ${tint.b} / 0.25) 100%)` } : undefined;
  return (
    <section className="now-playing-view" aria-labelledby="now-playing-title">
      <div className="now-playing-view__art" style={backdrop} data-tint={tint ? `${tint.r} ${tint.g} ${tint.b}` : 'none'}>
        <Artwork artwork={artwork} size={420} format={formatArtworkURL} alt={item.albumName ? `Cover of ${item.albumName}` : ''} />
      </div>
      <div className="stack">
        <div>
          <p className="eyebrow">Now playing</p>
          <h1 id="now-playing-title">{item.title}</h1>
          {item.artistName && <a className="collection__byline" href={href.search(item.artistName)}>{item.artistName}</a>}
          {item.albumName && (album ? <p className="collection__meta"><a className="link" href={href.album(album.id)}>{item.albumName}</a></p> : <p className="collection__meta">{item.albumName}</p>)}
          {onAir?.title && <p className="station__on-air">On air: {onAir.title}{onAir.performer ? ` · ${onAir.performer}` : ''}</p>}
        </div>
        {songId && <LyricsPanel songId={songId} hasLyrics={hasLyrics} />}
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
