import type { TrackChoice } from './track.types.ts';
import { OFF_TEXT_TRACK_ID, OFF_TEXT_TRACK_LABEL } from './text-track-list.ts';

/** A track as far as a saved choice can recognise it. */
export interface ChoosableTrack {
  readonly id: number;
  readonly label: string;
  readonly kind: string;
  readonly language: string;
  readonly forced?: boolean;
}

/** The choice to save for a track (001 §3: label, kind, language). */
export function choiceOf(track: ChoosableTrack): TrackChoice {
  return { label: track.label, kind: track.kind, language: track.language };
}

/** True when a saved text choice is the Off entry (001 §4: "absent or Off"). */
export function isOffChoice(choice: TrackChoice | null): boolean {
  return choice !== null && choice.label === OFF_TEXT_TRACK_LABEL && choice.kind === 'subtitles' && choice.language === '';
}

/**
 * The track a saved choice points at in a new list: same label, kind and language first; then,
 * as labels differ between videos ('English' vs 'English (US)'), same kind and language. The Off
 * choice matches nothing here: callers treat it on its own.
 */
export function findChosenTrack<T extends ChoosableTrack>(tracks: readonly T[], choice: TrackChoice | null): T | undefined {
  if (!choice || isOffChoice(choice)) return undefined;
  const language = choice.language.toLowerCase();
  const sameLanguage = (track: T): boolean => track.kind === choice.kind && track.language.toLowerCase() === language;
  const candidates = tracks.filter((track) => track.id !== OFF_TEXT_TRACK_ID && sameLanguage(track));
  // A forced rendition is only a fallback: it shows a few lines, not the subtitles that were chosen.
  return candidates.find((track) => track.label === choice.label) ?? candidates.find((track) => !track.forced) ?? candidates[0];
}
