/**
 * The demo player's composition root (DESIGN.md: the demo app's own root may pick adapters).
 * Configured as an existing MusicKit page is: from the page's meta tags.
 */
import { createRoot } from 'react-dom/client';
import { MediaKitProvider } from '@mediakit/react';
import { configurationFromDocument, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';
import { App } from './app.tsx';
import './styles.css';

// hls.js and shaka-player are optional peers: the demo installs both and registers them (issue 18).
const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend, shakaBackend] });
const configuration = configurationFromDocument(document);

async function configure() {
  if (!configuration) throw new Error('This page has no developer token meta tag (apple-music-developer-token).');
  // Playback errors are shown as notices with a retry (components/notices.tsx), not modal dialogs.
  const music = await MusicKit.configure({ ...configuration, suppressErrorDialog: true });
  (window as unknown as { MusicKit: typeof MusicKit }).MusicKit = MusicKit;
  return music;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <MediaKitProvider configure={configure} fallback={<p className="loading">Loading player…</p>}>
    <App formatArtworkURL={MusicKit.formatArtworkURL} />
  </MediaKitProvider>,
);
