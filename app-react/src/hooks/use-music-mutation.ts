import { useCallback, useRef } from 'react';
import type { MusicKitInstance } from '@mediakit/core';
import { useMediaKit } from '../media-kit-context.tsx';
import { cacheFor } from './use-music-query.ts';

/** The listener's library: what a library edit changes unless told otherwise. */
export const LIBRARY_PATH = '/v1/me/library';

export interface MusicMutationOptions<A extends readonly unknown[]> {
  /** Path prefixes whose `useMusicQuery` answers the edit makes stale. Default: the library (`/v1/me/library`). */
  readonly invalidates?: readonly string[];
  /** Paths the edit deletes (for the call's arguments): marked stale, not asked again while still shown. */
  readonly removes?: (...args: A) => readonly string[];
}

/**
 * An edit through the instance (a library add, a playlist rename, a delete…) whose success makes
 * the data hook's cached answers stale, so every component showing the library shows the change
 * at once: shown answers are asked again (keeping the old one on screen meanwhile), the others
 * when next used. Returns a stable function that runs the edit and resolves with its result.
 *
 * @example
 * const rename = useMusicMutation((music, id: string, name: string) => music.api.libraryPlaylists.edit(id, { name }));
 * await rename(playlistId, 'Road trip'); // the library's playlist list shows the new name
 * const remove = useMusicMutation((music, id: string) => music.api.libraryPlaylists.delete(id), { removes: (id) => [`/v1/me/library/playlists/${id}`] });
 */
export function useMusicMutation<A extends readonly unknown[], R>(
  mutate: (music: MusicKitInstance, ...args: A) => Promise<R>,
  options: MusicMutationOptions<A> = {},
): (...args: A) => Promise<R> {
  const instance = useMediaKit();
  // The latest function and options, read at call time: an inline arrow is not a new mutation.
  const latest = useRef({ mutate, options });
  latest.current = { mutate, options };
  return useCallback(
    async (...args: A) => {
      const { mutate: run, options: current } = latest.current;
      const result = await run(instance, ...args);
      cacheFor(instance).invalidate(current.invalidates ?? [LIBRARY_PATH], current.removes?.(...args) ?? []);
      return result;
    },
    [instance],
  );
}
