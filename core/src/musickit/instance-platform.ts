import { PlaybackStates } from '../domain/enums/index.ts';
import type { EventEmitter } from '../domain/events/event-emitter.ts';
import type { InstanceEmit } from './instance-authorization.ts';
import type { MusicKitInstanceEvents } from './instance-events.ts';
import type { MusicKitInstanceDependencies } from './musickit-instance.ts';

/**
 * What a platform adds around playback. 002 §8: playback errors the app did not call for (they
 * arrive as events) are shown in the alert dialog unless `suppressErrorDialog`; the eight
 * reasons an app must answer itself are left to its listeners. 000 §9: another tab's player
 * demotes this one. 002 §4: the first frame after a listener's play is reported once.
 */
export function attachPlatformServices(deps: MusicKitInstanceDependencies, emit: InstanceEmit, events: EventEmitter<MusicKitInstanceEvents>): void {
  const { errors, primaryPlayer, clickToPlay } = deps.platform ?? {};
  if (errors) {
    // Errors are handled in the order they came, once the presenter's code is there.
    events.on('mediaPlaybackError', (error) =>
      errors.use((presenter) => {
        try {
          presenter.handle(error);
        } catch {
          // Rethrown reasons belong to the app's mediaPlaybackError listeners, not a dialog.
        }
      }),
    );
  }
  primaryPlayer?.onReady((arbiter) => arbiter.events.on('primaryPlayerDidChange', (change) => emit('primaryPlayerDidChange', change)));
  deps.player.events.on('playbackStateDidChange', ({ state }) => {
    if (state !== PlaybackStates.playing) return;
    primaryPlayer?.use((arbiter) => arbiter.playbackDidStart());
    clickToPlay?.canPlay();
  });
}
