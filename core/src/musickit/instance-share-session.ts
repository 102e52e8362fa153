import type { SerialController } from '../domain/playback/serial-controller.ts';
import type { SinkPlayer } from '../services/playback/sink-player.ts';
import type { FeatureService } from '../services/features/feature.ts';
import type { ShareSession } from '../services/share-session/share-session.ts';
import type { ShareSessionInfo, ShareSessionMediaState, ShareSessionPlayer, ShareSessionRemote } from '../services/share-session/share-session.types.ts';

/** The backend id of the silent placeholder sink (adapters/void registers it on every host that plays). */
export const VOID_BACKEND = 'void';

/** What a participant sets on the instance: its settings, or a share session's rules in front of them. */
export type ParticipantSettings = Pick<ShareSessionPlayer, 'setVolume' | 'setRepeatMode' | 'setShuffleMode' | 'setAutoplayEnabled'>;

/**
 * The instance's settings applied as they are (002 §4 Share session): what its controls do without
 * a session, and what a session saves, drives and restores once its rules (ShareSession) have said
 * yes. Repeat, shuffle, autoplay and playback mode live on the serial controller, as a session plays
 * a normal queue; while the session lasts, the void sink is the player's forced backend.
 *
 * @example
 * const settings = instanceSettings({ get: () => volume, set: applyVolume }, controllers.serial, player);
 * (music.shareSession.rules ?? settings).setVolume(0.5); // asks the session only while one is active
 */
export function instanceSettings(
  volume: { readonly get: () => number; readonly set: (volume: number) => void },
  controller: Pick<SerialController, 'repeatMode' | 'shuffleMode' | 'autoplayEnabled' | 'playbackMode'>,
  player: Pick<SinkPlayer, 'useBackend'>,
): ShareSessionPlayer {
  return {
    read: () => ({
      volume: volume.get(),
      repeatMode: controller.repeatMode,
      shuffleMode: controller.shuffleMode,
      autoplayEnabled: controller.autoplayEnabled,
      playbackMode: controller.playbackMode,
    }),
    setVolume: volume.set,
    setRepeatMode: (mode) => void (controller.repeatMode = mode),
    setShuffleMode: (mode) => void (controller.shuffleMode = mode),
    setAutoplayEnabled: (enabled) => void (controller.autoplayEnabled = enabled),
    setPlaybackMode: (mode) => void (controller.playbackMode = mode),
    switchToVoidSink: (on) => player.useBackend(on ? VOID_BACKEND : null),
  };
}

/** `music.shareSession` (002 §4 Share session; beyond the incumbent's surface). */
export interface InstanceShareSession {
  /** The rules in force while a session is active (what the instance's own controls ask), else null. */
  readonly rules: ShareSession | null;
  readonly isActive: boolean;
  /** The session joined, or `null`. */
  readonly session: ShareSessionInfo | null;
  /** Joins a session (ending the current one first): participant mode, on the void sink. */
  start(session: ShareSessionInfo, remote: ShareSessionRemote): Promise<void>;
  /** Leaves the session and restores the volume, modes and sink it found. */
  end(): Promise<void>;
  /** The session's own media state changed (capabilities, volume, modes): applied as it says. */
  update(mediaState: ShareSessionMediaState): void;
}

/**
 * `music.shareSession` over the share-session feature, whose rules load with the first `start`
 * (most pages never join a session); until then, and whenever no session is active, the
 * instance's controls act locally. Starts that overlap share the one ShareSession the feature makes.
 *
 * @example
 * await music.shareSession.start({ id: 's1' }, { skipToNextItem: () => channel.send('next'), skipToPreviousItem: () => channel.send('previous') });
 * music.volume = 0.2;             // ignored, with a warning
 * await music.shareSession.end(); // volume, modes and sink back as they were
 */
export function shareSessionOf(feature: FeatureService<ShareSession>): InstanceShareSession {
  return {
    get rules() {
      return feature.current?.isActive ? feature.current : null;
    },
    get isActive() {
      return feature.current?.isActive ?? false;
    },
    get session() {
      return feature.current?.session ?? null;
    },
    start: async (session, remote) => (await feature.get()).start(session, remote),
    end: async () => feature.current?.end(),
    update: (mediaState) => feature.current?.update(mediaState),
  };
}
