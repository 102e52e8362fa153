import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MusicKitInstance } from '@mediakit/core';

const MediaKitContext = createContext<MusicKitInstance | null>(null);

export type MediaKitProviderProps =
  | { readonly instance: MusicKitInstance; readonly children: ReactNode; readonly fallback?: ReactNode }
  | { readonly configure: () => Promise<MusicKitInstance>; readonly children: ReactNode; readonly fallback?: ReactNode };

/** One mount's configuration: the instance it is waiting for, and a disposal that a remount may cancel. */
interface Configuring {
  readonly instance: Promise<MusicKitInstance>;
  disposal: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Makes a MediaKit instance available to the hooks. Give it an instance (the app owns it), or a
 * `configure` function: the provider calls it once per mount, after mounting (never during a
 * server render, so SSR touches no browser global), and calls the instance's `cleanup()` when it
 * unmounts. A new `configure` function on re-render (an inline arrow) does not configure again;
 * remount the provider (change its `key`) to do that. Under React's StrictMode, whose development
 * remount runs effects twice, `configure` is still called once. `fallback` renders until the
 * instance is ready; a failed `configure` is thrown to the nearest error boundary.
 *
 * @example
 * <MediaKitProvider configure={() => MusicKit.configure({ developerToken })} fallback={<Spinner />}>
 *   <Player />
 * </MediaKitProvider>
 */
export function MediaKitProvider(props: MediaKitProviderProps): ReactNode {
  const given = 'instance' in props ? props.instance : null;
  const configure = 'configure' in props ? props.configure : null;
  // The latest function, read when the mount configures: its identity is not a reason to reconfigure.
  const configureRef = useRef(configure);
  configureRef.current = configure;
  const configuring = useRef<Configuring | null>(null);
  const [configured, setConfigured] = useState<MusicKitInstance | null>(null);
  const [error, setError] = useState<unknown>(null);
  const configures = configure !== null;

  useEffect(() => {
    const start = configureRef.current;
    if (!start) return;
    let current = configuring.current;
    if (current?.disposal !== undefined) {
      // StrictMode's simulated unmount and remount: keep the instance the first run asked for.
      clearTimeout(current.disposal);
      current.disposal = undefined;
    } else {
      current = { instance: start(), disposal: undefined };
      configuring.current = current;
    }
    let live = true;
    current.instance.then(
      (instance) => live && setConfigured(instance),
      (failure: unknown) => live && setError(failure),
    );
    const mine = current;
    return () => {
      live = false;
      // Deferred a task: a StrictMode remount comes synchronously and cancels it; a real unmount does not.
      mine.disposal = setTimeout(() => {
        if (configuring.current === mine) configuring.current = null;
        // An unmounted provider has no one to report to; a failed configure was already thrown.
        mine.instance.then(
          (instance) => instance.cleanup().catch(() => undefined),
          () => undefined,
        );
      }, 0);
    };
  }, [configures]);

  if (error) throw error;
  const instance = given ?? configured;
  if (!instance) return props.fallback ?? null;
  return <MediaKitContext.Provider value={instance}>{props.children}</MediaKitContext.Provider>;
}

/**
 * The instance given to the nearest `MediaKitProvider`: core's `MusicKitInstance`, with its typed
 * methods (`setQueue`, `play`, `pause`...) and properties. Throws outside a provider.
 */
export function useMediaKit(): MusicKitInstance {
  const instance = useContext(MediaKitContext);
  if (!instance) throw new Error('useMediaKit must be used inside a <MediaKitProvider> that has an instance');
  return instance;
}
