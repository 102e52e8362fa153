import type { SinkTextTrack } from '../../ports/media-sink.ts';
import { forcedTextTrackFor } from './forced-subtitle.ts';
import { textKindOf } from './track-kinds.ts';
import { findChosenTrack, isOffChoice } from './track-choice.matcher.ts';
import { OFF_TEXT_TRACK_ID } from './text-track-list.ts';
import type { TrackChoice } from './track.types.ts';

/**
 * What the text side shows: the entry the user sees selected (a rendition, or Off = -2) and,
 * under Off, the forced rendition for the audio language (null when none). The rendition whose
 * cues are drawn is {@link renderedTextTrackId}.
 */
export interface TextSelection {
  readonly selectedId: number;
  readonly forcedId: number | null;
}

/** The rendition whose cues are drawn: the selected one, else the forced one under Off. */
export function renderedTextTrackId(selection: TextSelection): number | null {
  return selection.selectedId !== OFF_TEXT_TRACK_ID ? selection.selectedId : selection.forcedId;
}

/**
 * 001 §4 Text tracks: "Selecting Off or Auto shows the Off entry, then looks for a forced track
 * matching the enabled audio language."
 */
export function offOrAutoSelection(tracks: readonly SinkTextTrack[], audioLanguage: string | undefined): TextSelection {
  return { selectedId: OFF_TEXT_TRACK_ID, forcedId: forcedTextTrackFor(tracks, audioLanguage)?.id ?? null };
}

/**
 * 001 §4 Text tracks: "A saved choice is restored when tracks are added or playback starts."
 * A saved rendition that this source lacks, an Off choice, and no choice at all all fall back to
 * Off with the forced rendition for the audio language.
 */
export function restoredTextSelection(tracks: readonly SinkTextTrack[], saved: TrackChoice | null, audioLanguage: string | undefined): TextSelection {
  const chosen = findChosenTrack(
    tracks.map((track) => ({ id: track.id, label: track.label, kind: textKindOf(track.characteristics), language: track.language, forced: track.forced })),
    saved,
  );
  return chosen ? { selectedId: chosen.id, forcedId: null } : offOrAutoSelection(tracks, audioLanguage);
}

/**
 * 001 §4 Text tracks: "Audio-track changes trigger forced-subtitle selection only when the saved
 * text choice is absent or Off." Otherwise the current selection stays as it is.
 */
export function textSelectionAfterAudioChange(
  current: TextSelection,
  tracks: readonly SinkTextTrack[],
  saved: TrackChoice | null,
  audioLanguage: string | undefined,
): TextSelection {
  if (saved !== null && !isOffChoice(saved)) return current;
  return offOrAutoSelection(tracks, audioLanguage);
}
