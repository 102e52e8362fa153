import type { TrackService } from '../services/tracks/track.service.ts';
import type { InstanceEmit } from './instance-authorization.ts';

/** The public track events (MUSICKIT-SURFACE.md), re-announced from the track service. */
const TRACK_EVENTS = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged'] as const;

export function forwardTrackEvents(tracks: Pick<TrackService, 'events'>, emit: InstanceEmit): void {
  for (const event of TRACK_EVENTS) tracks.events.on(event, (payload) => emit(event, payload as never));
}
