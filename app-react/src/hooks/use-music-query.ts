import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useMediaKit } from '../media-kit-context.tsx';
import type { MusicKitInstance } from '@mediakit/core';
import { MusicQueryCache, type MusicQueryParams, type MusicQueryState } from './music-query-cache.ts';

const caches = new WeakMap<MusicKitInstance, MusicQueryCache>();

/** The data hooks' cache of an instance: one per instance, shared by every component. */
export function cacheFor(instance: MusicKitInstance): MusicQueryCache {
  let cache = caches.get(instance);
  if (!cache) {
    cache = new MusicQueryCache(instance.api);
    caches.set(instance, cache);
  }
  return cache;
}

export type MusicQueryResult<T> = MusicQueryState<T> & { readonly refetch: () => void };

export interface MusicQueryOptions {
  /** false: send nothing (e.g. while a search box is empty); the result is `idle`, or an answer already cached. Default true. */
  readonly enabled?: boolean;
}

const NO_SUBSCRIPTION = (): (() => void) => () => undefined;

/**
 * Catalogue and library reads for components: `api.music(path, params)` with one request shared
 * by every component that asks for the same path and parameters, answers cached per instance
 * (a bounded, least-recently-used cache), the request aborted when the component unmounts or asks
 * for something else, and a `refetch` that keeps showing the previous answer until the new one
 * arrives (`fetching` is true meanwhile).
 *
 * @example
 * const albums = useMusicQuery<ChartsBody>('/v1/catalog/{{storefrontId}}/charts', { types: 'albums' });
 * if (albums.status === 'success') render(albums.data.results.albums[0].data);
 * const hints = useMusicQuery<HintsBody>('/v1/catalog/{{storefrontId}}/search/hints', { term }, { enabled: term !== '' });
 */
export function useMusicQuery<T>(path: string, params?: MusicQueryParams, options: MusicQueryOptions = {}): MusicQueryResult<T> {
  const enabled = options.enabled ?? true;
  const instance = useMediaKit();
  const cache = cacheFor(instance);
  const key = MusicQueryCache.keyOf(path, params);
  // The key stands for path and params, so a new params object with the same content neither
  // resubscribes nor refetches; the latest object is read through a ref.
  const request = useRef({ path, params });
  request.current = { path, params };
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key, request.current.path, request.current.params, listener), [cache, key]);
  const read = enabled ? () => cache.state(key) : () => cache.peek(key);
  const state = useSyncExternalStore(enabled ? subscribe : NO_SUBSCRIPTION, read, read) as MusicQueryState<T>;
  const refetch = useCallback(() => cache.refetch(key, request.current.path, request.current.params), [cache, key]);
  return { ...state, refetch };
}
