/** What makes two listed tracks the same track (mode and enabled are state, not identity). */
interface ListedTrack {
  readonly id: number;
  readonly label: string;
  readonly language: string;
  readonly kind: string;
  readonly forced?: boolean;
}

function identity(track: ListedTrack): string {
  return [track.id, track.label, track.language, track.kind, track.forced === true].join('\u0000');
}

/**
 * The tracks that left and joined a list, in list order, for the added/removed events
 * (audioTrackAdded, textTrackRemoved, ...): a rendition that kept its id but changed its label
 * or language is a different track.
 */
export function diffTracks<T extends ListedTrack>(before: readonly T[], after: readonly T[]): { readonly added: T[]; readonly removed: T[] } {
  const beforeKeys = new Set(before.map(identity));
  const afterKeys = new Set(after.map(identity));
  return {
    removed: before.filter((track) => !afterKeys.has(identity(track))),
    added: after.filter((track) => !beforeKeys.has(identity(track))),
  };
}
