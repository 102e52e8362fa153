import { useSyncExternalStore } from 'react';

export type Route = { readonly view: 'home' } | { readonly view: 'album'; readonly id: string };

function parse(hash: string): Route {
  const album = /^#\/album\/([^/]+)$/.exec(hash);
  return album ? { view: 'album', id: decodeURIComponent(album[1] as string) } : { view: 'home' };
}

let cached: { hash: string; route: Route } = { hash: '', route: { view: 'home' } };

function snapshot(): Route {
  if (cached.hash !== location.hash) cached = { hash: location.hash, route: parse(location.hash) };
  return cached.route;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The demo's routes live in the address hash: #/ and #/album/{id}. */
export function useHashRoute(): Route {
  return useSyncExternalStore(subscribe, snapshot, () => ({ view: 'home' }) as const);
}

export function albumHref(id: string): string {
  return `#/album/${encodeURIComponent(id)}`;
}
