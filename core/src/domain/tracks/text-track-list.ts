import { OFF_TEXT_TRACK } from '../constants/subtitles.constants.ts';
import type { SinkTextTrack } from '../../ports/media-sink.ts';
import { toTextTrack } from './track-kinds.ts';
import type { TextTrack, TextTrackMode } from './track.types.ts';

/** 001 §3: the synthetic Off entry has id -2 and kind subtitles. */
export const OFF_TEXT_TRACK_ID: -2 = OFF_TEXT_TRACK.id;

/** The label of the Off entry (the spec names it "Off"). */
export const OFF_TEXT_TRACK_LABEL = 'Off';

/** The synthetic Off entry (001 §2: always first). */
export function offTextTrack(mode: TextTrackMode): TextTrack {
  return { id: OFF_TEXT_TRACK_ID, label: OFF_TEXT_TRACK_LABEL, language: '', kind: OFF_TEXT_TRACK.kind, mode, forced: false, characteristics: [] };
}

/**
 * The public text-track list: Off first (001 §2), then the renditions in manifest order; only
 * the selected entry is 'showing' (a forced track shown under Off stays 'disabled': the user
 * chose Off, and the forced track is reported through forcedTextTrackChanged).
 *
 * @example
 * textTrackList(sink.textTracks(), -2); // [{ id: -2, label: 'Off', mode: 'showing' }, ...]
 */
export function textTrackList(tracks: readonly SinkTextTrack[], selectedId: number): TextTrack[] {
  const known = tracks.some((track) => track.id === selectedId);
  const offShowing = selectedId === OFF_TEXT_TRACK_ID || !known;
  return [offTextTrack(offShowing ? 'showing' : 'disabled'), ...tracks.map((track) => toTextTrack(track, track.id === selectedId ? 'showing' : 'disabled'))];
}
