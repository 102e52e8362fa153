import type { SinkTextTrack } from '../../ports/media-sink.ts';

/** The primary language subtag, lower case: 'fr-CA' → 'fr'. */
export function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * 001 §4 Text tracks: the forced rendition that matches the enabled audio language, if any.
 * Languages match on their primary subtag, so French audio ('fr') finds 'fr-FR' forced text;
 * an exact tag match is preferred when there are several.
 *
 * @example
 * forcedTextTrackFor(tracks, 'fr')?.id; // the FORCED=YES French rendition
 */
export function forcedTextTrackFor(tracks: readonly SinkTextTrack[], audioLanguage: string | undefined): SinkTextTrack | undefined {
  if (!audioLanguage) return undefined;
  const wanted = primaryLanguage(audioLanguage);
  if (!wanted) return undefined;
  const candidates = tracks.filter((track) => track.forced && primaryLanguage(track.language) === wanted);
  return candidates.find((track) => track.language.toLowerCase() === audioLanguage.toLowerCase()) ?? candidates[0];
}
