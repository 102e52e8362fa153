// Product-path page: MediaKit as a MusicKit page gets it, the script-tag build
// (adapters/dist/script-tag/mediakit.js, served at /mediakit.js) configured from meta tags.
import { sleep } from './player-driver.ts';
import { mediakitPlayer, type ProductInstance } from './product-mediakit.player.ts';
import { installProductPage } from './product-path.scenario.ts';

interface GlobalMusicKit {
  getInstance(): ProductInstance | undefined;
}

installProductPage(
  'mediakit-script-tag',
  mediakitPlayer(async () => {
    const deadline = performance.now() + 15_000;
    for (;;) {
      const music = (window as unknown as { MusicKit?: GlobalMusicKit }).MusicKit?.getInstance();
      if (music) return music;
      if (performance.now() > deadline) throw new Error('the script tag did not configure an instance within 15 s (is adapters/dist/script-tag built?)');
      await sleep(10);
    }
  }, '<script src="/mediakit.js"> (adapters/dist/script-tag), configured from meta tags'),
);
