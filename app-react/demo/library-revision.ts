import { useEffect, useSyncExternalStore } from 'react';

/**
 * Library edits (rename, create, delete, add or remove songs) bump a revision; a library list
 * that was fetched before the last edit fetches again when shown, so a renamed playlist shows its
 * new name without a reload (issue 19). The data hook's cache has no invalidation of its own.
 */
let revision = 0;
const listeners = new Set<() => void>();
const seen = new Map<string, number>();

export function libraryChanged(): void {
  revision++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `refetch` when the library changed since the list called `key` was last fetched. */
export function useRefetchAfterLibraryEdits(key: string, refetch: () => void): void {
  const current = useSyncExternalStore(subscribe, () => revision, () => revision);
  useEffect(() => {
    const last = seen.get(key);
    seen.set(key, current);
    if (last !== undefined && last !== current) refetch();
  }, [key, current, refetch]);
}
