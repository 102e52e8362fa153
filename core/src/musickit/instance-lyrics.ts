import type { FeatureService } from '../services/features/feature.ts';

/** The lyrics shown (000 §3 lyrics descriptor): their id, and language or display type when known. */
export interface LyricsShown {
  readonly id: string;
  readonly language?: string;
  readonly displayType?: number;
}

/** What lyrics reporting needs of play-activity reporting (a feature; its bridge knows the item playing). */
export interface LyricsReporting {
  readonly bridge: { lyricsStart(lyrics: LyricsShown): Promise<void>; lyricsStop(): Promise<void> };
}

/**
 * Lyrics display reporting (000 §3-§5), beyond the incumbent's surface (`music.lyrics`): an app
 * that shows the lyrics of the item playing says when they appear and disappear, and play
 * activity reports how long they showed. 000 §5 errors reject (a second start, a stop without
 * a start); a host without play-activity reporting reports nothing.
 *
 * @example
 * lyricsPanel.onopen = () => music.lyrics.displayStarted({ id: 'ly.1', language: 'en' });
 * lyricsPanel.onclose = () => music.lyrics.displayStopped();
 */
export class InstanceLyrics {
  #reporting: Pick<FeatureService<LyricsReporting>, 'get'> | undefined;

  /**
   * @internal Play activity connects its reporting here when it starts
   * (services/activity/play-activity.setup.ts); stripped from the published declarations.
   */
  connect(reporting: Pick<FeatureService<LyricsReporting>, 'get'>): void {
    this.#reporting = reporting;
  }

  async displayStarted(lyrics: LyricsShown): Promise<void> {
    if (this.#reporting) await (await this.#reporting.get()).bridge.lyricsStart(lyrics);
  }

  async displayStopped(): Promise<void> {
    if (this.#reporting) await (await this.#reporting.get()).bridge.lyricsStop();
  }
}
