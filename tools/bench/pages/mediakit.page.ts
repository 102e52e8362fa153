// Bench page: MediaKit's gapless audio sink (see mediakit.driver.ts). Built on its own, so a
// half-finished engine that does not build costs only MediaKit's rows, with the build error.
import { installBenchPage } from './bench-scenarios.ts';
import { MediaKitDriver } from './mediakit.driver.ts';

installBenchPage('mediakit', () => new MediaKitDriver(), async (driver, track) => {
  await (driver as MediaKitDriver).prepare(track);
});
