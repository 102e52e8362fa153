import type { Logger } from '../../ports/logger.ts';
import type { ShareSession } from './share-session.ts';
import type { ShareSessionInfo, ShareSessionMediaState, ShareSessionPlayer, ShareSessionRemote } from './share-session.types.ts';

/** Gives the ShareSession class: from its lazy chunk, or bundled (docs/size-budgets.md). */
export type LoadShareSession = () => typeof ShareSession | Promise<typeof ShareSession>;

/**
 * `music.shareSession` (002 §4 Share session; beyond the incumbent's surface): this player as a
 * participant of a session someone else hosts. The rules (ShareSession) load with the first
 * `start`, since most pages never join a session (docs/size-budgets.md); until then, and whenever
 * no session is active, the instance's controls act locally. A failed load fails that start and
 * is tried again by the next.
 *
 * @example
 * await music.shareSession.start({ id: 's1', mediaState: { capabilities: { volumeControl: false } } }, {
 *   skipToNextItem: () => channel.send('next'),
 *   skipToPreviousItem: () => channel.send('previous'),
 * });
 * music.volume = 0.2;             // ignored, with a warning
 * await music.skipToNextItem();   // sent to the session
 * await music.shareSession.end(); // volume, modes and sink back as they were
 */
export class LazyShareSession {
  readonly #player: ShareSessionPlayer;
  readonly #load: LoadShareSession;
  readonly #logger: Logger;
  #loaded: ShareSession | undefined;

  constructor(player: ShareSessionPlayer, load: LoadShareSession, logger: Logger) {
    this.#player = player;
    this.#load = load;
    this.#logger = logger;
  }

  /** The rules in force while a session is active (what the instance's own controls ask), else null. */
  get rules(): ShareSession | null {
    return this.#loaded?.isActive ? this.#loaded : null;
  }

  get isActive(): boolean {
    return this.rules !== null;
  }

  /** The session joined, or `null`. */
  get session(): ShareSessionInfo | null {
    return this.#loaded?.session ?? null;
  }

  /** Joins a session (ending the current one first): participant mode, on the void sink. */
  async start(session: ShareSessionInfo, remote: ShareSessionRemote): Promise<void> {
    // Created after the load, not before it: two starts that overlap share one ShareSession.
    const ShareSession = await this.#load();
    this.#loaded ??= new ShareSession(this.#player, this.#logger);
    await this.#loaded.start(session, remote);
  }

  /** Leaves the session and restores the volume, modes and sink it found. */
  async end(): Promise<void> {
    await this.#loaded?.end();
  }

  /** The session's own media state changed (capabilities, volume, modes): applied as it says. */
  update(mediaState: ShareSessionMediaState): void {
    this.#loaded?.update(mediaState);
  }
}
