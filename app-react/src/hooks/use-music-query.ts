import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useMediaKit } from '../media-kit-context.tsx';
import type { MusicKitInstance } from '@mediakit/core';
import { MusicQueryCache, type MusicQueryParams, type MusicQueryState } from './music-query-cache.ts';

const caches = new WeakMap<MusicKitInstance, MusicQueryCache>();

function cacheFor(instance: MusicKitInstance): MusicQueryCache {
  let cache = caches.get(instance);
  if (!cache) {
    cache = new MusicQueryCache(instance.api);
    caches.set(instance, cache);
  }
  return cache;
}

export type MusicQueryResult<T> = MusicQueryState<T> & { readonly refetch: () => void };

/**
 * Catalogue and library reads for components: `api.music(path, params)` with caching shared by
 * every component that asks for the same thing, and a `refetch` for retry buttons.
 *
 * @example
 * const albums = useMusicQuery<ChartsBody>('/v1/catalog/{{storefrontId}}/charts', { types: 'albums' });
 * if (albums.status === 'success') render(albums.data.results.albums[0].data);
 */
export function useMusicQuery<T>(path: string, params?: MusicQueryParams): MusicQueryResult<T> {
  const instance = useMediaKit();
  const cache = cacheFor(instance);
  const key = MusicQueryCache.keyOf(path, params);
  // The key stands for path and params, so a new params object with the same content neither
  // resubscribes nor refetches; the latest object is read through a ref.
  const request = useRef({ path, params });
  request.current = { path, params };
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key, request.current.path, request.current.params, listener), [cache, key]);
  const state = useSyncExternalStore(subscribe, () => cache.state(key), () => cache.state(key)) as MusicQueryState<T>;
  const refetch = useCallback(() => cache.refetch(key, request.current.path, request.current.params), [cache, key]);
  return { ...state, refetch };
}
