// Product-path page: MediaKit as an npm user gets it, `createBrowserMusicKit` from the browser
// host, bundled by Vite with the app (lazy chunks split the way the app's bundler splits them).
import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';
import { mediakitPlayer, type ProductInstance } from './product-mediakit.player.ts';
import { installProductPage } from './product-path.scenario.ts';

const meta = (name: string): string => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

installProductPage(
  'mediakit-modules',
  mediakitPlayer(async () => {
    const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend, shakaBackend] });
    const music = await MusicKit.configure({
      developerToken: meta('apple-music-developer-token'),
      app: { name: 'MediaKit bench', build: '1.0.0' },
      providerOrigin: meta('mediakit-provider-origin'),
    });
    return music as unknown as ProductInstance;
  }, "import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser'"),
);
