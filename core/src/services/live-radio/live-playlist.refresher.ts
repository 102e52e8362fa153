// 001 §7 "Live radio manifests are refetched every target-duration seconds", and 001 §4 "For live
// radio, sessions no longer listed are removed after 60 seconds": each refetch says which key URIs
// the stream still lists.
import { parseMediaPlaylist } from '../../domain/hls/media-playlist.parser.ts';
import type { HlsMediaPlaylist } from '../../domain/hls/playlist.types.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';

/** Whoever keeps the live key sessions: told which key URIs are listed after every refetch. */
export interface ListedKeySessions {
  retainListed(listed: Iterable<string>): string[];
}

export interface LivePlaylistRefresherOptions {
  /** The stream's URL: a media playlist, or a master whose first variant is followed. */
  readonly url: string;
  readonly http: HttpClient;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly keySessions: ListedKeySessions;
  /** Until a target duration is known (or after a failure before any), the wait between fetches. */
  readonly fallbackPeriodMs: number;
}

/**
 * Refetches a live media playlist every target duration (as the playlist states it, read again
 * on every fetch), and tells the key sessions which key URIs it lists. Stops on its own when the
 * playlist ends (EXT-X-ENDLIST: no longer live). The playlist is fetched without the listener's
 * tokens: stream hosts get them only when a developer flag allows it (001 §6).
 *
 * @example
 * const refresher = new LivePlaylistRefresher({ url, http, scheduler, logger, keySessions, fallbackPeriodMs: 1000 });
 * refresher.start();   // fetch now, then every EXT-X-TARGETDURATION seconds
 * refresher.stop();
 */
export class LivePlaylistRefresher {
  readonly #options: LivePlaylistRefresherOptions;
  #mediaUrl: string;
  #timer: Cancel | undefined;
  #running = false;
  #periodMs: number;
  #last: HlsMediaPlaylist | undefined;
  #fetches = 0;

  constructor(options: LivePlaylistRefresherOptions) {
    this.#options = options;
    this.#mediaUrl = options.url;
    this.#periodMs = options.fallbackPeriodMs;
  }

  /** The media playlist as last fetched. */
  get playlist(): HlsMediaPlaylist | undefined {
    return this.#last;
  }

  /** How many media playlist fetches completed (for diagnostics and tests). */
  get fetches(): number {
    return this.#fetches;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    void this.#refresh();
  }

  stop(): void {
    this.#running = false;
    this.#timer?.();
    this.#timer = undefined;
  }

  async #refresh(): Promise<void> {
    try {
      const playlist = await this.#fetchMedia();
      if (!this.#running) return;
      this.#last = playlist;
      this.#fetches++;
      // RFC 8216 §4.3.3.1: TARGETDURATION is a whole number of seconds; a broken 0 must not spin.
      if (playlist.targetDuration > 0) this.#periodMs = playlist.targetDuration * 1000;
      this.#options.keySessions.retainListed(listedKeyUris(playlist));
      if (playlist.endList) {
        this.stop();
        return;
      }
    } catch (error) {
      if (!this.#running) return;
      this.#options.logger.log('warning', `Live radio: refetching ${this.#mediaUrl} failed; trying again`, error);
    }
    if (this.#running) this.#timer = this.#options.scheduler.setTimeout(() => void this.#refresh(), this.#periodMs);
  }

  async #fetchMedia(): Promise<HlsMediaPlaylist> {
    let text = await this.#fetchText(this.#mediaUrl);
    const variant = firstVariantUri(text, this.#mediaUrl);
    if (variant !== undefined) {
      this.#mediaUrl = variant;
      text = await this.#fetchText(variant);
      if (firstVariantUri(text, variant) !== undefined) throw new Error('A variant of the live master playlist is a master playlist');
    }
    return parseMediaPlaylist(text, this.#mediaUrl);
  }

  async #fetchText(url: string): Promise<string> {
    const response = await this.#options.http.request({ url, method: 'GET' });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response.text();
  }
}

/** The key URIs a media playlist lists (keys with a method other than NONE). */
export function listedKeyUris(playlist: HlsMediaPlaylist): string[] {
  const uris = new Set<string>();
  for (const segment of playlist.segments) {
    for (const key of segment.keys) if (key.method !== 'NONE' && key.uri) uris.add(key.uri);
  }
  return [...uris];
}

/**
 * The first variant of a master playlist (RFC 8216 §4.3.4.2: the URI line after EXT-X-STREAM-INF),
 * made absolute; undefined for a media playlist. Read here rather than with the full master
 * parser: live radio needs nothing else from a master, and this code loads lazily (size budget).
 */
export function firstVariantUri(text: string, baseUrl: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF'));
  if (at === -1) return undefined;
  const uri = lines.slice(at + 1).find((line) => line.trim() !== '' && !line.startsWith('#'));
  if (uri === undefined) throw new Error('The live master playlist lists no variant');
  return new URL(uri.trim(), baseUrl).href;
}
