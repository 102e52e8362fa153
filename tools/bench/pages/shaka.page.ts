// Bench page: shaka-player with preload() + load(preloadManager) (see shaka.driver.ts).
import { installBenchPage } from './bench-scenarios.ts';
import { ShakaDriver } from './shaka.driver.ts';

installBenchPage('shaka', () => new ShakaDriver());
