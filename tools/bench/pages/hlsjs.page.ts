// Bench page: hls.js, one instance per track (see hlsjs.driver.ts).
import { installBenchPage } from './bench-scenarios.ts';
import { HlsjsDriver } from './hlsjs.driver.ts';

installBenchPage('hlsjs', () => new HlsjsDriver());
