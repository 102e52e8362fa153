import { useEffect, useRef, useState } from 'react';
import { useMediaKit } from '@mediakit/react';
import type { FormatArtworkURL } from './components/artwork.tsx';
import { NowPlayingBar } from './components/now-playing-bar.tsx';
import { Notices } from './components/notices.tsx';
import { MiniPlayer } from './components/mini-player.tsx';
import { QueuePanel } from './components/queue-panel.tsx';
import { ThemeToggle } from './components/theme-toggle.tsx';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts.ts';
import { href, useHashRoute, type Route } from './use-hash-route.ts';
import { ArtistView } from './views/artist-view.tsx';
import { CollectionView } from './views/collection-view.tsx';
import { HomeView } from './views/home-view.tsx';
import { LibraryCollectionView } from './views/library-collection-view.tsx';
import { LibraryView } from './views/library-view.tsx';
import { AccountButton } from './components/account-button.tsx';
import { SearchView } from './views/search-view.tsx';
import { VideoView } from './views/video-view.tsx';
import { RadioView } from './views/radio-view.tsx';
import { useDocumentTitle } from './use-player-extras.ts';
import { NowPlayingView } from './views/now-playing-view.tsx';

/** The demo player's shell: navigation, the routed view, the queue panel and the now-playing bar. */
export function App({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const route = useHashRoute();
  const [queueOpen, setQueueOpen] = useState(false);
  useKeyboardShortcuts(music);
  useDocumentTitle('MediaKit Player');
  const main = useRef<HTMLElement | null>(null);
  const firstRoute = useRef(true);
  // The view and its subject, not the search term: typing a search must keep focus in the field.
  const place = `${route.view}/${'id' in route ? route.id : ''}`;
  useEffect(() => {
    // Issue 19: a route change moves focus to the new view (as a page load would), so keyboard
    // and screen-reader users start at its content rather than on the link they left.
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    main.current?.focus();
    window.scrollTo(0, 0);
  }, [place]);
  return (
    <div className={queueOpen ? 'shell shell--queue' : 'shell'}>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="topbar">
        <a className="brand" href="#/">MediaKit</a>
        <nav aria-label="Main">
          <a href="#/" aria-current={route.view === 'home' ? 'page' : undefined}>Browse</a>
          <a href={href.search('')} aria-current={route.view === 'search' ? 'page' : undefined}>Search</a>
          <a href={href.radio()} aria-current={route.view === 'radio' ? 'page' : undefined}>Radio</a>
          <a href={href.library()} aria-current={route.view.startsWith('library') ? 'page' : undefined}>Library</a>
        </nav>
        <span className="topbar__spacer" />
        <ThemeToggle />
        <AccountButton />
      </header>
      <main id="main" ref={main} className="content" tabIndex={-1} aria-label={routeLabel(route)}>
        <View route={route} formatArtworkURL={formatArtworkURL} />
      </main>
      {queueOpen && <QueuePanel onClose={() => setQueueOpen(false)} />}
      <Notices />
      {/* The dock keeps the mini player just above the bar, whatever the bar's height on a phone. */}
      <div className="dock">
        <MiniPlayer videoOnScreen={route.view === 'video' ? route.id : undefined} />
        <NowPlayingBar formatArtworkURL={formatArtworkURL} queueOpen={queueOpen} onToggleQueue={() => setQueueOpen((open) => !open)} />
      </div>
    </div>
  );
}

function routeLabel(route: Route): string {
  if (route.view === 'now-playing') return 'Now playing';
  return route.view.startsWith('library') ? 'Library' : route.view === 'home' ? 'Browse' : route.view[0]!.toUpperCase() + route.view.slice(1);
}

function View({ route, formatArtworkURL }: { route: Route; formatArtworkURL: FormatArtworkURL }) {
  switch (route.view) {
    case 'album':
    case 'playlist':
      return <CollectionView key={`${route.view}-${route.id}`} kind={route.view} id={route.id} formatArtworkURL={formatArtworkURL} />;
    case 'artist':
      return <ArtistView key={route.id} id={route.id} formatArtworkURL={formatArtworkURL} />;
    case 'video':
      return <VideoView key={route.id} id={route.id} />;
    case 'search':
      return <SearchView term={route.term} formatArtworkURL={formatArtworkURL} />;
    case 'library':
      return <LibraryView formatArtworkURL={formatArtworkURL} />;
    case 'radio':
      return <RadioView formatArtworkURL={formatArtworkURL} />;
    case 'now-playing':
      return <NowPlayingView formatArtworkURL={formatArtworkURL} />;
    case 'library-playlist':
    case 'library-album':
      return <LibraryCollectionView key={route.id} kind={route.view === 'library-playlist' ? 'playlist' : 'album'} id={route.id} formatArtworkURL={formatArtworkURL} />;
    default:
      return <HomeView formatArtworkURL={formatArtworkURL} />;
  }
}
