import { PlaybackMode, type PlayerRepeatMode, type PlayerShuffleMode } from '../../domain/enums/index.ts';
import type { Logger } from '../../ports/logger.ts';
import type {
  ParticipantControl,
  SavedPlayerSettings,
  ShareSessionCapabilities,
  ShareSessionInfo,
  ShareSessionMediaState,
  ShareSessionPlayer,
  ShareSessionRemote,
} from './share-session.types.ts';

/** 002 §4: what a session's capability flags gate; everything else is always allowed. */
const GATED_CONTROLS = {
  autoplay: 'autoPlayControl',
  repeat: 'repeatControl',
  shuffle: 'shuffleControl',
  volume: 'volumeControl',
} as const satisfies Partial<Record<ParticipantControl, keyof ShareSessionCapabilities>>;

type GatedControl = keyof typeof GATED_CONTROLS;

function isGated(control: ParticipantControl): control is GatedControl {
  return control in GATED_CONTROLS;
}

interface ActiveSession {
  info: ShareSessionInfo;
  capabilities: ShareSessionCapabilities;
  readonly saved: SavedPlayerSettings;
  readonly remote: ShareSessionRemote;
}

/**
 * 002 §4 Share session: this player as a participant of a session someone else hosts.
 * Starting saves volume, repeat, shuffle, autoplay and playback mode, then switches to
 * SHAREPLAY_PARTICIPANT on the void sink; ending restores them. While active, participants
 * change autoplay, repeat, shuffle and volume only when the session's capability flags allow
 * (refused changes are ignored with a warning); seek, queue edits, pause and skips are always
 * allowed, and skip next/previous go to the session instead of acting locally.
 *
 * @example
 * const share = new ShareSession(player, logger);
 * await share.start({ id: 's1', mediaState: { capabilities: { volumeControl: false } } }, remote);
 * share.setVolume(0.2);       // ignored, with a warning
 * await share.skipToNextItem(); // remote.skipToNextItem()
 * await share.end();          // volume, modes and sink back as they were
 */
export class ShareSession {
  readonly #player: ShareSessionPlayer;
  readonly #logger: Logger;
  #active: ActiveSession | null = null;

  constructor(player: ShareSessionPlayer, logger: Logger) {
    this.#player = player;
    this.#logger = logger;
  }

  get isActive(): boolean {
    return this.#active !== null;
  }

  /** The session joined, or `null`. */
  get session(): ShareSessionInfo | null {
    return this.#active?.info ?? null;
  }

  /** Joins a session. Joining another one first ends the current one. */
  async start(session: ShareSessionInfo, remote: ShareSessionRemote): Promise<void> {
    if (this.#active) await this.end();
    const saved = this.#player.read();
    this.#active = { info: session, capabilities: session.mediaState?.capabilities ?? {}, saved, remote };
    this.#player.setPlaybackMode(PlaybackMode.SHAREPLAY_PARTICIPANT);
    await this.#player.switchToVoidSink(true);
    if (session.mediaState) this.#applyRemote(session.mediaState);
  }

  /** Leaves the session and restores what `start` saved. Nothing when no session is active. */
  async end(): Promise<void> {
    const active = this.#active;
    if (!active) return;
    this.#active = null;
    await this.#player.switchToVoidSink(false);
    const { saved } = active;
    this.#player.setPlaybackMode(saved.playbackMode);
    this.#player.setVolume(saved.volume);
    this.#player.setRepeatMode(saved.repeatMode);
    this.#player.setShuffleMode(saved.shuffleMode);
    this.#player.setAutoplayEnabled(saved.autoplayEnabled);
  }

  /**
   * The session's media state changed (from the session, not the participant): new capability
   * flags take effect, and the session's own volume, repeat, shuffle and autoplay are applied.
   */
  update(mediaState: ShareSessionMediaState): void {
    const active = this.#active;
    if (!active) return;
    if (mediaState.capabilities) active.capabilities = mediaState.capabilities;
    active.info = { ...active.info, mediaState: { ...active.info.mediaState, ...mediaState } };
    this.#applyRemote(mediaState);
  }

  /** Whether a participant may do this now; without a session, everything is allowed. */
  allows(control: ParticipantControl): boolean {
    const active = this.#active;
    if (!active || !isGated(control)) return true;
    return active.capabilities[GATED_CONTROLS[control]] === true;
  }

  /** Sets the volume unless the session forbids it (then ignored with a warning). */
  setVolume(volume: number): boolean {
    return this.#gated('volume', () => this.#player.setVolume(volume));
  }

  /** Sets autoplay unless the session forbids it (then ignored with a warning). */
  setAutoplayEnabled(enabled: boolean): boolean {
    return this.#gated('autoplay', () => this.#player.setAutoplayEnabled(enabled));
  }

  /** Sets the repeat mode unless the session forbids it (then ignored with a warning). */
  setRepeatMode(mode: PlayerRepeatMode): boolean {
    return this.#gated('repeat', () => this.#player.setRepeatMode(mode));
  }

  /** Sets the shuffle mode unless the session forbids it (then ignored with a warning). */
  setShuffleMode(mode: PlayerShuffleMode): boolean {
    return this.#gated('shuffle', () => this.#player.setShuffleMode(mode));
  }

  /** Sends skip-next to the session. Resolves `false` when no session is active (act locally). */
  async skipToNextItem(): Promise<boolean> {
    const active = this.#active;
    if (!active) return false;
    await active.remote.skipToNextItem();
    return true;
  }

  /** Sends skip-previous to the session. Resolves `false` when no session is active (act locally). */
  async skipToPreviousItem(): Promise<boolean> {
    const active = this.#active;
    if (!active) return false;
    await active.remote.skipToPreviousItem();
    return true;
  }

  #gated(control: GatedControl, apply: () => void): boolean {
    if (!this.allows(control)) {
      this.#logger.log('warning', `Share session: ${control} changes are not permitted for participants; ignored`);
      return false;
    }
    apply();
    return true;
  }

  #applyRemote(state: ShareSessionMediaState): void {
    if (typeof state.volume === 'number') this.#player.setVolume(state.volume);
    if (state.repeatMode !== undefined) this.#player.setRepeatMode(state.repeatMode);
    if (state.shuffleMode !== undefined) this.#player.setShuffleMode(state.shuffleMode);
    if (typeof state.autoPlay === 'boolean') this.#player.setAutoplayEnabled(state.autoPlay);
  }
}
