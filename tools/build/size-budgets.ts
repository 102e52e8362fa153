/**
 * The size budgets (docs/size-budgets.md gives the reasons), in gzip bytes (level 9).
 * tests/unit/build/size-budget.test.ts builds and fails over any of them; the doc's table must
 * carry the same numbers (the test checks that too).
 */
export const KIB = 1024;

export interface SizeBudget {
  /** What is measured, as the doc's table names it. */
  readonly name: string;
  readonly gzipBytes: number;
}

/**
 * `mediakit.js`, the classic script a page loads: everything but the lazy backends and features.
 * 57.5 KiB is 58,880 bytes: under the "60 KB" read as 60,000 bytes (docs/size-budgets.md).
 */
export const SCRIPT_TAG_MAIN_BUDGET: SizeBudget = { name: 'script-tag main (mediakit.js)', gzipBytes: 58.5 * KIB };

/**
 * `@mediakit/core` whole (every entry and chunk), minified as an app's bundler would. 121 KiB since
 * the share session (002 §4) was wired with its rules in a lazy chunk (docs/size-budgets.md).
 */
export const CORE_BUDGET: SizeBudget = { name: '@mediakit/core, minified, all entries', gzipBytes: 122 * KIB };

/** The lazy chunks, by chunk name: each is its library plus a thin sink. */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<string, SizeBudget>> = {
  'hlsjs-media-sink': { name: 'lazy chunk hlsjs-media-sink.js', gzipBytes: 205 * KIB },
  'shaka-media-sink': { name: 'lazy chunk shaka-media-sink.js', gzipBytes: 240 * KIB },
  'mse-audio-media-sink': { name: 'lazy chunk mse-audio-media-sink.js', gzipBytes: 16 * KIB },
  'play-activity-reporting': { name: 'lazy chunk play-activity-reporting.js', gzipBytes: 12 * KIB },
  'gapless-source.setup': { name: 'lazy chunk gapless-source.setup.js', gzipBytes: 12 * KIB },
};

/** Any other lazy chunk (a new backend, a shared piece): small until someone budgets it. */
export const OTHER_LAZY_CHUNK_BUDGET: SizeBudget = { name: 'any other lazy chunk', gzipBytes: 8 * KIB };

/** npm packages that may never be in the main script: they load only when a backend is chosen. */
export const LAZY_ONLY_PACKAGES = ['hls.js', 'shaka-player'] as const;

/**
 * Our sources that load on first use (each behind an `import()` seam, docs/size-budgets.md):
 * they must stay out of the main script. A static import that pulls one back fails the budget
 * test and names the file, before the size does.
 */
export const LAZY_ONLY_SOURCES = [
  // play-activity reporting (services/activity/play-activity-starter.ts)
  'core/src/domain/activity/',
  'core/src/services/activity/activity-reporter.ts',
  'core/src/services/activity/outbox-flusher.ts',
  // subtitles and tracks (musickit/lazy-tracks.ts, adapters/hosts/subtitle-overlay.ts)
  'core/src/domain/webvtt/',
  'core/src/services/tracks/track.service.ts',
  'adapters/browser/webvtt-overlay-renderer.ts',
  // full tracks: play preparation, HLS manifests, licences (services/playback/lazy-gapless-source.ts)
  'core/src/domain/hls/',
  'core/src/domain/drm/',
  'core/src/domain/playback-preparation/',
  // the account calls (services/auth/account-services.ts)
  'core/src/services/auth/account-manager.ts',
  'core/src/services/auth/subscription-offers.ts',
  // the library client, the age gate, the media-session controls (core/src/di/core.module.ts)
  'core/src/domain/api/clients/library.client.ts',
  'core/src/services/age-gate/age-gate.ts',
  'core/src/services/media-session/media-session-controller.ts',
  // live radio (services/live-radio/lazy-live-radio.ts)
  'core/src/services/live-radio/live-radio.service.ts',
  'core/src/services/live-radio/live-radio-hosts.ts',
  'core/src/services/live-radio/live-radio.setup.ts',
  // station (continuous) playback (core/src/di/core.module.ts, domain/playback/playback-controller-switch.ts)
  'core/src/services/playback/continuous-controller.setup.ts',
  'core/src/domain/playback/continuous-controller.ts',
  'core/src/domain/api/clients/stations.client.ts',
  'core/src/services/queue/station-track.loader.ts',
  // the error presenter (services/dialogs/lazy-error-presenter.ts)
  'core/src/services/dialogs/error-presenter.ts',
  // the share session's rules (services/share-session/lazy-share-session.ts)
  'core/src/services/share-session/share-session.ts',
  // autoplay: no host wires a track source, so none carries the manager (SerialController takes its class with one)
  'core/src/domain/playback/autoplay-manager.ts',
  // the browser's dialog, IndexedDB and void backends (adapters/browser, adapters/void)
  'adapters/browser/dom-dialog-presenter.ts',
  'adapters/browser/indexeddb-connection.ts',
  'adapters/void/void-media-sink.ts',
] as const;

/** npm packages the main script never carries: Inversify's polyfill is replaced by tools/build/reflect-metadata.shim.ts. */
export const REPLACED_PACKAGES = ['reflect-metadata'] as const;

