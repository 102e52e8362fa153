import type { SerialController } from '../domain/playback/serial-controller.ts';
import type { SinkPlayer } from '../services/playback/sink-player.ts';
import type { ShareSessionPlayer } from '../services/share-session/share-session.types.ts';

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
