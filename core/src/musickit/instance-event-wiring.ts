import { PlaybackStates } from '../domain/enums/playback.enums.ts';
import type { Cancel } from '../ports/scheduler.ts';
import { MESSAGES, type MKError } from '../domain/errors/index.ts';
import type { MediaItem } from '../domain/media-item/media-item.ts';
import { queueItemsPayload, type MusicKitInstanceEvents } from './instance-events.ts';
import type { MusicKitInstance, MusicKitInstanceDependencies } from './musickit-instance.ts';

type Emit = <K extends keyof MusicKitInstanceEvents>(event: K, payload: MusicKitInstanceEvents[K]) => void;

/** Stops the forwarding, and switches the costly queue-items forwarding on and off. */
export interface InstanceEventForwarding {
  stop(): void;
  /**
   * `queueItemsDidChange` carries a fresh MediaItem[] built on every edit (O(n) at 100,000
   * items), so the queue is only asked for it while an app listens.
   */
  setQueueItemsWanted(wanted: boolean): void;
}

/**
 * Turns what the player, queue and controllers report into the public events with the
 * incumbent's payloads (MUSICKIT-SURFACE.md).
 */
export function forwardInstanceEvents(instance: MusicKitInstance, deps: MusicKitInstanceDependencies, emit: Emit): InstanceEventForwarding {
  const { player, controllers } = deps;
  let lastPlayerType: 'audio' | 'video' | null = null;
  // 002 §5 'NO DRM' is also announced as drmUnsupported (the incumbent's event), after the error.
  const playbackError = (error: MKError): void => {
    emit('mediaPlaybackError', error);
    if (error.message === MESSAGES.noDrm) emit('drmUnsupported', error);
  };
  const offs: Cancel[] = [
    player.events.on('playbackStateDidChange', ({ oldState, state }) => {
      const nowPlayingItem = instance.nowPlayingItem;
      // Read with `debug: true` (the host's log level); dropped otherwise.
      deps.logger.log('debug', `MediaKit playbackState ${PlaybackStates[oldState]} → ${PlaybackStates[state]}${nowPlayingItem ? ` (${nowPlayingItem.id})` : ''}`);
      emit('playbackStateWillChange', { oldState, state, nowPlayingItem });
      emit('playbackStateDidChange', { oldState, state, nowPlayingItem });
    }),
    player.events.on('playbackTimeDidChange', () => {
      emit('playbackTimeDidChange', {
        currentPlaybackDuration: instance.currentPlaybackDuration,
        currentPlaybackTime: instance.currentPlaybackTime,
        currentPlaybackTimeRemaining: instance.currentPlaybackTimeRemaining,
      });
      emit('playbackProgressDidChange', { progress: instance.currentPlaybackProgress });
    }),
    player.events.on('playbackDurationDidChange', () => emit('playbackDurationDidChange', { duration: instance.currentPlaybackDuration })),
    player.events.on('bufferedDidChange', () => emit('bufferedProgressDidChange', { progress: instance.currentBufferedProgress })),
    player.events.on('mediaPlaybackError', playbackError),
    player.events.on('sinkCreated', ({ sink }) => emit('mediaElementCreated', { backend: sink.id })),
    player.events.on('sinkDidChange', () => {
      const playerType = player.sourceKind;
      if (playerType === lastPlayerType) return;
      lastPlayerType = playerType;
      emit('playerTypeDidChange', { playerType });
    }),
  ];

  // --- live radio timed metadata and roll/skip/up-next markers (001 §1, §3; 002 §3)
  const { liveRadio, markers } = deps;
  liveRadio?.onReady((radio) => offs.push(radio.events.on('timedMetadataDidChange', (metadata) => emit('timedMetadataDidChange', metadata))));
  if (markers) {
    offs.push(
      markers.events.on('mediaRollEntered', (marker) => emit('mediaRollEntered', marker)),
      markers.events.on('mediaSkipAvailable', (marker) => emit('mediaSkipAvailable', marker)),
      markers.events.on('mediaUpNext', (upNext) => emit('mediaUpNext', upNext)),
    );
  }

  // The queue and controller in use change with setQueue/setStationQueue: follow the active one.
  let detachController: Cancel = () => {};
  let queueItemsWanted = false;
  const attach = (): void => {
    detachController();
    const controller = controllers.active;
    const queue = controller.queue;
    const onItems = (items: readonly MediaItem[]): void => emit('queueItemsDidChange', queueItemsPayload(items));
    const onPosition = (change: MusicKitInstanceEvents['queuePositionDidChange']): void => {
      emit('queuePositionDidChange', change);
      emit('nowPlayingItemWillChange', { item: queue.item(change.position) });
      emit('nowPlayingItemDidChange', { item: queue.item(change.position) });
    };
    const controllerOffs = [
      ...(queueItemsWanted ? [queue.addEventListener('queueItemsDidChange', onItems)] : []),
      queue.addEventListener('queuePositionDidChange', onPosition),
      controller.addEventListener('repeatModeDidChange', (payload) => emit('repeatModeDidChange', payload)),
      controller.addEventListener('shuffleModeDidChange', (payload) => emit('shuffleModeDidChange', payload)),
      controller.addEventListener('autoplayEnabledDidChange', (payload) => emit('autoplayEnabledDidChange', payload)),
      controller.addEventListener('capabilitiesChanged', (payload) => emit('capabilitiesChanged', payload)),
      controller.addEventListener('mediaPlaybackError', playbackError),
    ];
    detachController = () => controllerOffs.forEach((off) => off());
  };
  attach();
  offs.push(controllers.on('controllerDidChange', attach), () => detachController());
  return {
    stop: () => offs.forEach((off) => off()),
    setQueueItemsWanted: (wanted) => {
      if (wanted === queueItemsWanted) return;
      queueItemsWanted = wanted;
      attach();
    },
  };
}
