import type { FeatureService } from '../services/features/feature.ts';
import type { SinkPlayer } from '../services/playback/sink-player.ts';
import type { TrackService } from '../services/tracks/track.service.ts';
import type { InstanceEmit } from './instance-authorization.ts';
import { token } from '../ports/token.ts';

/**
 * The track service as the instance and the hosts get it: a feature (001 §2-§4 track choice and
 * subtitle rules), loaded only when something may have tracks, since only the hls.js and shaka
 * sinks report any (docs/size-budgets.md). Before it runs there are no tracks, which is what the
 * service itself reports without such a sink.
 */
export type InstanceTracks = FeatureService<TrackService>;
export const InstanceTracks = token<InstanceTracks>('InstanceTracks');

/**
 * Starts the track service when a sink with tracks becomes current (audio falling back to
 * hls.js); it then follows that sink and restores the saved choices as it does whenever tracks
 * appear. A video item's play starts it earlier, before its sink loads (source-resolution.ts).
 */
export function loadTracksWithSink(player: Pick<SinkPlayer, 'events'>, tracks: Pick<InstanceTracks, 'preload'>): void {
  player.events.on('sinkDidChange', ({ sink }) => {
    if (sink?.tracks) tracks.preload();
  });
}

/** The public track events (MUSICKIT-SURFACE.md), re-announced from the track service. */
const TRACK_EVENTS = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged'] as const;

export function forwardTrackEvents(tracks: Pick<FeatureService<Pick<TrackService, 'events' | 'audioTracks' | 'textTracks' | 'forcedTextTrack'>>, 'onReady'>, emit: InstanceEmit): void {
  tracks.onReady((service) => {
    for (const event of TRACK_EVENTS) service.events.on(event, (payload) => emit(event, payload as never));
    // Started on a sink that already had tracks, the service announced them inside its
    // constructor, before anything listened: announce them again.
    for (const track of service.audioTracks) emit('audioTrackAdded', { track });
    for (const track of service.textTracks) emit('textTrackAdded', { track });
    const forced = service.forcedTextTrack;
    if (forced) emit('forcedTextTrackChanged', { track: forced });
  });
}
