/**
 * The players compared in the browser and where their pages are, plus the shared context of
 * the in-browser comparisons.
 */
import type { Browser } from '@playwright/test';
import type { TrackFixture } from '../media/track-fixture.types.ts';
import { openBenchPage, type OpenedPage } from './browser-session.ts';
import type { Progress } from './bench-report.types.ts';
import type { BuiltPages, PageBuildFailure } from './page-builder.ts';

export type PlayerKey = 'mediakit' | 'hlsjs' | 'shaka' | 'naiveMse';

export interface PlayerPage {
  readonly key: PlayerKey;
  readonly label: string;
  /** Build folder served under /bench/<folder>/. */
  readonly folder: 'mediakit' | 'peers';
  readonly entry: string;
}

export const PLAYERS: Readonly<Record<PlayerKey, PlayerPage>> = {
  mediakit: { key: 'mediakit', label: 'MediaKit (mse-audio sink)', folder: 'mediakit', entry: 'mediakit.page' },
  hlsjs: { key: 'hlsjs', label: 'hls.js 1.7.4', folder: 'peers', entry: 'hlsjs.page' },
  shaka: { key: 'shaka', label: 'shaka-player 5.2.12', folder: 'peers', entry: 'shaka.page' },
  naiveMse: { key: 'naiveMse', label: 'naive MSE (timestampOffset = buffered.end)', folder: 'peers', entry: 'naive-mse.page' },
};

export interface BrowserBenchContext {
  readonly browser: Browser;
  readonly origin: string;
  readonly fixtures: readonly TrackFixture[];
  readonly builds: Readonly<Record<PlayerPage['folder'], BuiltPages | PageBuildFailure>>;
  readonly progress: Progress;
}

/** Opens a player's page; a failed build shows up as a page that is not ready, with the build error. */
export async function openPlayer(ctx: BrowserBenchContext, player: PlayerPage): Promise<OpenedPage> {
  const build = ctx.builds[player.folder];
  if ('error' in build) {
    return {
      context: undefined as never,
      page: undefined as never,
      readiness: { ok: false, reason: `its bench page did not build: ${build.error}` },
      close: async () => undefined,
    };
  }
  return openBenchPage(ctx.browser, ctx.origin, player.folder, player.entry);
}
