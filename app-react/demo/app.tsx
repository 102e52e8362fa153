import type { FormatArtworkURL } from './components/artwork.tsx';
import { NowPlayingBar } from './components/now-playing-bar.tsx';
import { useHashRoute } from './use-hash-route.ts';
import { AlbumView } from './views/album-view.tsx';
import { HomeView } from './views/home-view.tsx';

/** The demo player's shell: header, the routed view, and the now-playing bar. */
export function App({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const route = useHashRoute();
  return (
    <div className="shell">
      <header className="topbar">
        <a className="brand" href="#/">MediaKit</a>
        <span className="topbar__hint">Previews · local provider emulator</span>
      </header>
      <main className="content">{route.view === 'album' ? <AlbumView id={route.id} formatArtworkURL={formatArtworkURL} /> : <HomeView formatArtworkURL={formatArtworkURL} />}</main>
      <NowPlayingBar formatArtworkURL={formatArtworkURL} />
    </div>
  );
}
