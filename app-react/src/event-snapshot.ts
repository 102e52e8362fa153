import type { MusicKitInstance, MusicKitInstanceEventName } from '@mediakit/core';
import { shallowEqual } from './shallow-equal.ts';

/** The instance as the hooks see it: its typed event methods (core's event map names every event). */
export type EventSource = Pick<MusicKitInstance, 'addEventListener' | 'removeEventListener'>;

export interface SnapshotStore<T> {
  subscribe(onStoreChange: () => void): () => void;
  getSnapshot(): T;
}

/**
 * A TanStack-style observer over the instance: the snapshot is read once per relevant event and
 * cached; a new snapshot that is shallow-equal to the last one is dropped, so components re-render
 * only when what they show changed. `getSnapshot` is what `useSyncExternalStore` wants: stable
 * between changes.
 */
export function eventSnapshot<T>(source: EventSource, events: readonly MusicKitInstanceEventName[], read: () => T, isEqual: (a: T, b: T) => boolean = shallowEqual): SnapshotStore<T> {
  let snapshot = read();
  return {
    getSnapshot: () => snapshot,
    subscribe(onStoreChange) {
      const refresh = (): void => {
        const next = read();
        if (isEqual(snapshot, next)) return;
        snapshot = next;
        onStoreChange();
      };
      for (const name of events) source.addEventListener(name, refresh);
      refresh(); // catch changes between the first read and the subscription
      return () => {
        for (const name of events) source.removeEventListener(name, refresh);
      };
    },
  };
}
