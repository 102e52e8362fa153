import { useState } from 'react';
import { useAuthorization, useMediaKit } from '@mediakit/react';

/** Adds an album or playlist to the signed-in listener's library (002 §7 POST me/library). */
export function AddToLibraryButton({ id, type }: { id: string; type: 'albums' | 'playlists' | 'songs' }) {
  const music = useMediaKit();
  const authorized = useAuthorization();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  if (!authorized) return null;
  const add = async (): Promise<void> => {
    setState('adding');
    try {
      await music.addToLibrary([id], type);
      setState('added');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" className="button" onClick={() => void add()} disabled={state === 'adding' || state === 'added'} aria-live="polite">
      {state === 'added' ? 'In your library' : state === 'failed' ? 'Could not add. Retry' : 'Add to library'}
    </button>
  );
}

/** Love or dislike a song (002 §7 ratings: PUT me/ratings/songs/{id}). */
export function RatingButtons({ songId, title }: { songId: string; title: string }) {
  const music = useMediaKit();
  const authorized = useAuthorization();
  const [value, setValue] = useState<1 | -1 | 0>(0);
  if (!authorized) return null;
  const rate = async (next: 1 | -1): Promise<void> => {
    const target = value === next ? 0 : next;
    // The typed ratings client (music.api.ratings, 002 §7) builds the request and its body.
    if (target === 0) await music.api.ratings.remove('songs', songId);
    else await music.api.ratings.set('songs', songId, target);
    setValue(target);
  };
  return (
    <span className="rating">
      <button type="button" className="icon-chip" aria-pressed={value === 1} aria-label={`Love ${title}`} onClick={() => void rate(1)}>♥</button>
      <button type="button" className="icon-chip" aria-pressed={value === -1} aria-label={`Suggest less like ${title}`} onClick={() => void rate(-1)}>↓</button>
    </span>
  );
}
