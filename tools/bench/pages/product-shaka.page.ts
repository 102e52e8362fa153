// Product-path page: shaka-player, as an app drives it (see shaka.driver.ts and product-peer.player.ts).
import { ShakaDriver } from './shaka.driver.ts';
import { peerPlayer } from './product-peer.player.ts';
import { installProductPage } from './product-path.scenario.ts';

installProductPage('shaka', peerPlayer(() => new ShakaDriver()));
