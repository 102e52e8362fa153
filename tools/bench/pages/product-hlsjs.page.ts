// Product-path page: hls.js, as an app drives it (see hlsjs.driver.ts and product-peer.player.ts).
import { HlsjsDriver } from './hlsjs.driver.ts';
import { peerPlayer } from './product-peer.player.ts';
import { installProductPage } from './product-path.scenario.ts';

installProductPage('hlsjs', peerPlayer(() => new HlsjsDriver()));
