import { useSyncExternalStore } from 'react';

export type Route =
  | { readonly view: 'home' }
  | { readonly view: 'album' | 'playlist' | 'artist' | 'video'; readonly id: string }
  | { readonly view: 'search'; readonly term: string }
  | { readonly view: 'library' }
  | { readonly view: 'radio' }
  | { readonly view: 'now-playing' }
  | { readonly view: 'library-playlist' | 'library-album'; readonly id: string };

/** Routes live in the address hash: #/, #/album/{id}, #/playlist/{id}, #/artist/{id}, #/search?q=… */
function parse(hash: string): Route {
  const library = /^#\/library\/(playlist|album)\/([^/?]+)$/.exec(hash);
  if (library) return { view: library[1] === 'playlist' ? 'library-playlist' : 'library-album', id: decodeURIComponent(library[2] as string) };
  if (hash === '#/library') return { view: 'library' };
  if (hash === '#/radio') return { view: 'radio' };
  if (hash === '#/now-playing') return { view: 'now-playing' };
  const resource = /^#\/(album|playlist|artist|video)\/([^/?]+)$/.exec(hash);
  if (resource) return { view: resource[1] as 'album' | 'playlist' | 'artist' | 'video', id: decodeURIComponent(resource[2] as string) };
  const search = /^#\/search(?:\?q=(.*))?$/.exec(hash);
  if (search) return { view: 'search', term: decodeURIComponent(search[1] ?? '') };
  return { view: 'home' };
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

export function useHashRoute(): Route {
  return useSyncExternalStore(subscribe, snapshot, () => ({ view: 'home' }) as const);
}

export const href = {
  album: (id: string) => `#/album/${encodeURIComponent(id)}`,
  playlist: (id: string) => `#/playlist/${encodeURIComponent(id)}`,
  artist: (id: string) => `#/artist/${encodeURIComponent(id)}`,
  video: (id: string) => `#/video/${encodeURIComponent(id)}`,
  search: (term: string) => `#/search?q=${encodeURIComponent(term)}`,
  library: () => '#/library',
  radio: () => '#/radio',
  nowPlaying: () => '#/now-playing',
  libraryPlaylist: (id: string) => `#/library/playlist/${encodeURIComponent(id)}`,
  libraryAlbum: (id: string) => `#/library/album/${encodeURIComponent(id)}`,
};

