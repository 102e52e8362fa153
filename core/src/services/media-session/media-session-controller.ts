import type { PlaybackStates } from '../../domain/enums/index.ts';
import type { Logger } from '../../ports/logger.ts';
import type { MediaSession, MediaSessionAction } from '../../ports/media-session.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import { AfterThisTask } from '../after-this-task.ts';
import { pressAnswered } from '../playback/press-answered.ts';
import { mediaSessionMetadata, mediaSessionPlaybackState, type NowPlayingInfo } from './media-session-metadata.ts';

type PlayerEvent = 'nowPlayingItemDidChange' | 'playbackStateDidChange';

/**
 * The player as the OS controls need it. The public instance has exactly these members, so it
 * can be passed as is; tests pass a small fake.
 */
export interface MediaSessionPlayer {
  readonly nowPlayingItem: NowPlayingInfo | undefined;
  readonly playbackState: PlaybackStates;
  addEventListener(name: PlayerEvent, listener: () => void): void;
  removeEventListener(name: PlayerEvent, listener: () => void): void;
  play(): Promise<unknown> | void;
  pause(): Promise<unknown> | void;
  stop(): Promise<unknown> | void;
  skipToPreviousItem(): Promise<unknown> | void;
  skipToNextItem(): Promise<unknown> | void;
  seekToTime(seconds: number): Promise<unknown> | void;
  seekBackward(): Promise<unknown> | void;
  seekForward(): Promise<unknown> | void;
}

/** Every OS action we answer (002 §7 media session). */
export const MEDIA_SESSION_ACTIONS = ['play', 'pause', 'previoustrack', 'nexttrack', 'seekto', 'seekbackward', 'seekforward', 'stop'] as const satisfies readonly MediaSessionAction[];

/**
 * Keeps the operating system's media controls (lock screen, media keys, notification) in step
 * with the player (002 §7): metadata of the item playing with artwork at 96-512 px, the playback
 * state, and the OS buttons wired to the player's commands. Failures of a command started from
 * an OS button have no caller to reach, so they are logged.
 *
 * A new item's metadata is shown once the play that brought it is answered (it plays, or it
 * paused, stopped or failed), and never in the task that changed the item (issue 17). Setting it
 * took 0.7–1.1 ms on a skip's path before the player had moved, and Chromium then fetches and
 * decodes the artwork on the page's main thread, which held a warm press's start for several ms.
 *
 * @example
 * const controls = new MediaSessionController(mediaSession, music, scheduler, logger);
 * // later: controls.dispose();
 */
export class MediaSessionController {
  readonly #session: MediaSession;
  readonly #player: MediaSessionPlayer;
  readonly #logger: Logger | undefined;
  readonly #itemChange: AfterThisTask;
  /** The item changed and is not shown yet (its play is not answered). */
  #itemPending = false;
  readonly #onItem = (): void => {
    this.#itemPending = true;
    this.#itemChange.request();
  };
  readonly #onState = (): void => {
    this.#showState();
    if (this.#itemPending) this.#itemChange.request();
  };
  #disposed = false;

  constructor(session: MediaSession, player: MediaSessionPlayer, scheduler: Scheduler, logger?: Logger) {
    this.#session = session;
    this.#player = player;
    this.#logger = logger;
    this.#itemChange = new AfterThisTask(scheduler, () => {
      if (this.#itemPending && pressAnswered(player.playbackState)) this.#showItem();
    });
    const handlers: Record<(typeof MEDIA_SESSION_ACTIONS)[number], (details: { seekTime?: number }) => void> = {
      play: () => this.#run('play', () => player.play()),
      pause: () => this.#run('pause', () => player.pause()),
      stop: () => this.#run('stop', () => player.stop()),
      previoustrack: () => this.#run('previoustrack', () => player.skipToPreviousItem()),
      nexttrack: () => this.#run('nexttrack', () => player.skipToNextItem()),
      seekto: ({ seekTime }) => {
        if (typeof seekTime === 'number' && Number.isFinite(seekTime)) this.#run('seekto', () => player.seekToTime(seekTime));
      },
      seekbackward: () => this.#run('seekbackward', () => player.seekBackward()),
      seekforward: () => this.#run('seekforward', () => player.seekForward()),
    };
    for (const action of MEDIA_SESSION_ACTIONS) session.setActionHandler(action, handlers[action]);
    player.addEventListener('nowPlayingItemDidChange', this.#onItem);
    player.addEventListener('playbackStateDidChange', this.#onState);
    this.#showItem();
    this.#showState();
  }

  /** Clears the OS controls and stops following the player. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#itemChange.cancel();
    this.#player.removeEventListener('nowPlayingItemDidChange', this.#onItem);
    this.#player.removeEventListener('playbackStateDidChange', this.#onState);
    for (const action of MEDIA_SESSION_ACTIONS) this.#session.setActionHandler(action, null);
    this.#session.setMetadata(null);
    this.#session.setPlaybackState('none');
  }

  #showItem(): void {
    this.#itemPending = false;
    const item = this.#player.nowPlayingItem;
    this.#session.setMetadata(item ? mediaSessionMetadata(item) : null);
  }

  #showState(): void {
    const state = mediaSessionPlaybackState(this.#player.playbackState);
    if (state !== null) this.#session.setPlaybackState(state);
  }

  #run(action: MediaSessionAction, command: () => Promise<unknown> | void): void {
    try {
      const result = command();
      if (result && typeof result.then === 'function') result.then(undefined, (error: unknown) => this.#failed(action, error));
    } catch (error) {
      this.#failed(action, error);
    }
  }

  #failed(action: MediaSessionAction, error: unknown): void {
    this.#logger?.log('warning', `Media session action ${action} failed`, error);
  }
}
