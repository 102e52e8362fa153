import { useMemo, useSyncExternalStore } from 'react';
import { eventSnapshot } from '../event-snapshot.ts';
import { useMediaKit } from '../media-kit-context.tsx';
import type { MusicKitInstance, MusicKitInstanceEventName } from '@mediakit/core';

/**
 * The building block of every hook: a cached, shallow-compared snapshot of part of the instance,
 * refreshed on the named events only. `read` must be stable (define it at module level).
 */
export function useInstanceSnapshot<T>(events: readonly MusicKitInstanceEventName[], read: (instance: MusicKitInstance) => T): T {
  const instance = useMediaKit();
  const store = useMemo(() => eventSnapshot(instance, events, () => read(instance)), [instance, events, read]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
