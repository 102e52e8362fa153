import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { MusicKitInstance } from '@mediakit/core';

const MediaKitContext = createContext<MusicKitInstance | null>(null);

export type MediaKitProviderProps =
  | { readonly instance: MusicKitInstance; readonly children: ReactNode; readonly fallback?: ReactNode }
  | { readonly configure: () => Promise<MusicKitInstance>; readonly children: ReactNode; readonly fallback?: ReactNode };

/**
 * Makes a MediaKit instance available to the hooks. Give it an instance, or a `configure`
 * function that it calls after mounting (never during a server render, so SSR touches no
 * browser global); `fallback` renders until the instance is ready.
 *
 * @example
 * <MediaKitProvider configure={() => MusicKit.configure({ developerToken })} fallback={<Spinner />}>
 *   <Player />
 * </MediaKitProvider>
 */
export function MediaKitProvider(props: MediaKitProviderProps): ReactNode {
  const given = 'instance' in props ? props.instance : null;
  const configure = 'configure' in props ? props.configure : null;
  const [configured, setConfigured] = useState<MusicKitInstance | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!configure) return;
    let live = true;
    configure().then(
      (instance) => live && setConfigured(instance),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [configure]);

  if (error) throw error;
  const instance = given ?? configured;
  if (!instance) return props.fallback ?? null;
  return <MediaKitContext.Provider value={instance}>{props.children}</MediaKitContext.Provider>;
}

/** The instance given to the nearest MediaKitProvider: core's `MusicKitInstance`, typed methods and all. */
export function useMediaKit(): MusicKitInstance {
  const instance = useContext(MediaKitContext);
  if (!instance) throw new Error('useMediaKit must be used inside a <MediaKitProvider> that has an instance');
  return instance;
}
