/**
 * The size budgets (docs/size-budgets.md gives the reasons), in gzip bytes (level 9).
 * tests/unit/build/size-budget.test.ts builds and fails over any of them; the doc's table must
 * carry the same numbers (the test checks that too). Each backend's chunk budget lives in its own
 * folder (`adapters/<name>/chunk-budget.ts`), for the backends the host lists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './package-targets.ts';

export const KIB = 1024;

export interface SizeBudget {
  /** What is measured, as the doc's table names it. */
  readonly name: string;
  readonly gzipBytes: number;
}

/**
 * `mediakit.js`, the classic script a page loads: everything but the lazy backends and features.
 * The "60 KB" read strictly, 60,000 bytes (58.59375 KiB); measured 59,716 on 2026-11-26
 * (main merged in) after a fourth round (from 61,119: the full-or-preview choice and the full-track and live-radio
 * setups in first-use chunks, Inversify's binding syntax, container, resolution, module loading
 * and store references written for what our build keeps; docs/size-budgets.md says what moved and
 * what is left).
 */
export const SCRIPT_TAG_MAIN_BUDGET: SizeBudget = { name: 'script-tag main (mediakit.js)', gzipBytes: 60_000 };

/**
 * `@mediakit/core` whole (every entry and chunk), minified as an app's bundler would, with the
 * internal entry, the features wiring, the credential gate, input validation and issue 15's
 * reachable capabilities; 152 KiB since issue 17's cue (154,700 bytes on 2026-11-27), 151 KiB
 * since the fourth round of first-use chunks (153,638 bytes with main merged in, from 152,595
 * there: the full-or-preview choice is a chunk of its own, gzipped alone in this sum;
 * docs/size-budgets.md).
 */
export const CORE_BUDGET: SizeBudget = { name: '@mediakit/core, minified, all entries', gzipBytes: 152 * KIB };

/** The lazy chunks of the core's features, by chunk name (each backend's chunk: {@link backendChunkBudgets}). */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<string, SizeBudget>> = {
  'play-activity-reporting': { name: 'lazy chunk play-activity-reporting.js', gzipBytes: 12 * KIB },
  'gapless-source.setup': { name: 'lazy chunk gapless-source.setup.js', gzipBytes: 12 * KIB },
  // The script-tag build joins the full-or-preview choice, the gapless source (12 KiB above) and
  // the segmented-audio backend (16 KiB, adapters/mse-audio/chunk-budget.ts) into this one chunk
  // (library-builds.ts, PLAY_PATH_CHUNK); their own chunks are facades over it. 23.3 KiB measured.
  'play-path': { name: 'lazy chunk play-path.js', gzipBytes: 28 * KIB },
};

/** Any other lazy chunk (a shared piece, a feature nobody budgeted yet): small until someone budgets it. */
export const OTHER_LAZY_CHUNK_BUDGET: SizeBudget = { name: 'any other lazy chunk', gzipBytes: 8 * KIB };

/**
 * What a backend's folder declares about its lazy chunk, in `adapters/<name>/chunk-budget.ts`
 * (`export const chunkBudget = { gzipKiB, lazyPackages }`): the budget travels with the backend,
 * so adding one touches no list here (docs/decisions.md).
 */
export interface BackendChunkBudget {
  /** The backend's name in the host's list (adapters/hosts/backends.ts). */
  readonly backend: string;
  /** `<name>-media-sink`: one folder per backend with the same file names (DESIGN.md, Vidstack's layout). */
  readonly chunk: string;
  /** Its sink module, loaded by `import()` from its loader: never in the main script. */
  readonly source: string;
  readonly budget: SizeBudget;
  /** npm packages only this chunk may carry (never the main script). */
  readonly lazyPackages: readonly string[];
}

/**
 * The budget of each backend the host lists, read from its folder. A backend without a
 * `chunk-budget.ts` fails here, by name.
 *
 * @example
 * const budgets = await backendChunkBudgets(BROWSER_BACKENDS.map((backend) => backend.name));
 */
export async function backendChunkBudgets(backends: readonly string[]): Promise<BackendChunkBudget[]> {
  return Promise.all(
    backends.map(async (backend) => {
      const file = join(REPO_ROOT, 'adapters', backend, 'chunk-budget.ts');
      if (!existsSync(file)) throw new Error(`The ${backend} backend has no adapters/${backend}/chunk-budget.ts (docs/size-budgets.md)`);
      const { chunkBudget } = (await import(file)) as { chunkBudget: { gzipKiB: number; lazyPackages: readonly string[] } };
      const chunk = `${backend}-media-sink`;
      return {
        backend,
        chunk,
        source: `adapters/${backend}/${chunk}.ts`,
        budget: { name: `lazy chunk ${chunk}.js`, gzipBytes: chunkBudget.gzipKiB * KIB },
        lazyPackages: chunkBudget.lazyPackages,
      };
    }),
  );
}

/**
 * Our sources that load on first use (each behind a feature's or a service's `import()`, docs/size-budgets.md):
 * they must stay out of the main script. A static import that pulls one back fails the budget
 * test and names the file, before the size does.
 */
export const LAZY_ONLY_SOURCES = [
  // play-activity reporting (the play-activity feature, services/activity/play-activity-demand.ts)
  'core/src/domain/activity/',
  'core/src/services/activity/activity-reporter.ts',
  'core/src/services/activity/outbox-flusher.ts',
  'core/src/services/activity/activity-reporter.setup.ts',
  'core/src/services/activity/play-activity-credentials.ts',
  // subtitles and tracks (the tracks feature, adapters/hosts/subtitle-overlay.ts)
  'core/src/domain/webvtt/',
  'core/src/services/tracks/track.service.ts',
  'adapters/browser/webvtt-overlay-renderer.ts',
  // full tracks: play preparation, HLS manifests, licences (the gapless source feature)
  'core/src/domain/hls/',
  'core/src/domain/drm/',
  'core/src/domain/playback-preparation/',
  'core/src/services/playback/gapless-item.ts',
  // the full-or-preview choice (the full-or-preview feature, services/playback/full-playback.warm-up.ts)
  'core/src/services/playback/full-playback.resolver.ts',
  // the account calls (services/auth/account-services.ts)
  'core/src/services/auth/account-manager.ts',
  'core/src/services/auth/subscription-offers.ts',
  'core/src/domain/auth/parental-controls.ts',
  // primary-player arbitration (the primary player feature, services/primary-player/primary-player.setup.ts)
  'core/src/services/primary-player/primary-player-arbiter.ts',
  // the library client, the age gate, the media-session controls (their features, services/features/core-features.ts)
  'core/src/domain/api/clients/library.client.ts',
  'core/src/services/queue/library-queue.ts',
  'core/src/services/age-gate/age-gate.ts',
  'core/src/services/media-session/media-session-controller.ts',
  // live radio (the live radio feature)
  'core/src/services/live-radio/live-radio.service.ts',
  'core/src/services/live-radio/live-radio-hosts.ts',
  'core/src/services/live-radio/live-radio.setup.ts',
  // station (continuous) playback (the stations feature, domain/playback/playback-controller-switch.ts)
  'core/src/services/playback/continuous-controller.setup.ts',
  'core/src/domain/playback/continuous-controller.ts',
  'core/src/domain/api/clients/stations.client.ts',
  'core/src/services/queue/station-track.loader.ts',
  // the typed data clients of music.api and the server ledger (the data clients feature)
  'core/src/services/data-clients/instance-data-clients.ts',
  'core/src/domain/api/clients/data-clients.ts',
  'core/src/domain/api/server-ledger.ts',
  'core/src/domain/api/clients/social.client.ts',
  // the error presenter (the error presenter feature)
  'core/src/services/dialogs/error-presenter.ts',
  // the share session's rules (the share session feature)
  'core/src/services/share-session/share-session.ts',
  // the other clients' API routes, station-option validation, play activity's and the media paths' messages
  'core/src/domain/api/service-routes.ts',
  'core/src/domain/playback/station-queue-options.validator.ts',
  'core/src/domain/errors/activity-messages.ts',
  'core/src/domain/errors/media-messages.ts',
  // autoplay (the autoplay feature, loaded with the first `autoplayEnabled = true`)
  'core/src/domain/playback/autoplay-manager.ts',
  'core/src/services/playback/autoplay.setup.ts',
  // episodes, podcasts and audiobooks in a queue (the podcasts-and-books feature)
  'core/src/services/queue/media-catalog.setup.ts',
  'core/src/domain/api/clients/podcasts.client.ts',
  'core/src/domain/api/clients/books.client.ts',
  // share links in setQueue({ url }), the debug request log, the recovery table, developer-token
  // renewal after a 401 (their features, services/features/core-features.ts; issue 14, 2026-11-25)
  'core/src/services/queue/share-link-queue.ts',
  'core/src/domain/share-links/share-link.parser.ts',
  'core/src/domain/share-links/share-link.rules.ts',
  'core/src/services/credentials/request-log.ts',
  'core/src/domain/playback/recovery-policy.ts',
  'core/src/services/credentials/developer-token-renewal.ts',
  // seeking, its stall watch and preloading (the while-playing feature, with the first seek or preload)
  'core/src/domain/playback/while-playing.ts',
  'core/src/domain/playback/seeker.ts',
  'core/src/domain/playback/seek-stall.watch.ts',
  'core/src/domain/playback/preloader.ts',
  // what the sign-in pop-ups answer (the sign-in pop-ups feature, when one opens)
  'core/src/services/auth/popup-answers.ts',
  'core/src/domain/auth/authorization-rejection.ts',
  'core/src/domain/auth/authorization-result.ts',
  'core/src/domain/auth/popup-messages.ts',
  // playback targets and presentation modes (the playback targets feature, with the first sink)
  'core/src/musickit/instance-playback-targets.ts',
  // station queues' messages (with the station controller)
  'core/src/domain/errors/station-messages.ts',
  // the browser's dialog and IndexedDB (adapters/browser); each backend's sink is added by backendChunkBudgets
  'adapters/browser/dom-dialog-presenter.ts',
  'adapters/browser/indexeddb-connection.ts',
] as const;

/** npm packages the main script never carries: Inversify keeps its metadata in a store of its own (tools/build/inversify-metadata.plugin.ts). */
export const REPLACED_PACKAGES = ['reflect-metadata'] as const;

