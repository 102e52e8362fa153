/**
 * The catalogue's media API paths of 002 §7, as data (the other clients' paths are in
 * service-routes.ts). `{name}` parts are filled, URI-encoded, by {@link route}. Paths are
 * root-relative with their version, as the provider writes them.
 */
const ROUTES = {
  // Catalogue (002 §7 legacy API paths, relationships and views)
  catalogCollection: '/v1/catalog/{storefront}/{type}',
  catalogResource: '/v1/catalog/{storefront}/{type}/{id}',
  catalogRelationship: '/v1/catalog/{storefront}/{type}/{id}/{relationship}',
  catalogView: '/v1/catalog/{storefront}/{type}/{id}/view/{view}',
  charts: '/v1/catalog/{storefront}/charts',
  search: '/v1/catalog/{storefront}/search',
  groupings: '/v1/catalog/{storefront}/groupings',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * Fills a route of `table` with values, each URI-encoded so an id can never add a path segment.
 * Each table stays with the clients that use it, so the first download carries only the
 * catalogue's (docs/size-budgets.md).
 *
 * @example
 * export const route = routeFiller({ storefront: '/v1/storefronts/{id}' });
 */
export function routeFiller<N extends string>(table: Readonly<Record<N, string>>): (name: N, values?: Readonly<Record<string, string>>) => string {
  return (name, values = {}) =>
    table[name].replace(/\{(\w+)\}/g, (_match, key: string) => {
      const value = values[key];
      if (value === undefined) throw new TypeError(`route ${name}: missing ${key}`);
      return encodeURIComponent(value);
    });
}

/**
 * Fills a catalogue route (the rest of 002 §7's paths: service-routes.ts).
 *
 * @example
 * route('catalogResource', { storefront: 'us', type: 'albums', id: '1' }); // '/v1/catalog/us/albums/1'
 */
export const route = routeFiller(ROUTES);

/** 002 §7 legacy catalogue resources that are fetched by id or `ids=`. */
export const CATALOG_RESOURCES = [
  'activities',
  'albums',
  'apple-curators',
  'artists',
  'contents',
  'genres',
  'music-videos',
  'music-movies',
  'playlists',
  'record-labels',
  'songs',
  'stations',
  'tv-episodes',
  'tv-seasons',
  'tv-shows',
  'uploaded-audios',
  'uploaded-videos',
  'groupings',
  'rooms',
  'multiplex',
  'multirooms',
] as const;

export type CatalogResourceType = (typeof CATALOG_RESOURCES)[number];

/** 002 §7 "Equivalents lookup for albums, songs, artists and playlists". */
export const EQUIVALENT_TYPES = ['albums', 'songs', 'artists', 'playlists'] as const;

/** 002 §7 library collections that can be listed. */
export const LIBRARY_COLLECTIONS = ['albums', 'artists', 'songs', 'playlists', 'music-videos'] as const;

export type LibraryCollection = (typeof LIBRARY_COLLECTIONS)[number];

/** 002 §7 TV library: purchases of tv-episodes, movies, genres, or all ('') . */
export const PURCHASE_TYPES = ['tv-episodes', 'movies', 'genres', ''] as const;

export type PurchaseType = (typeof PURCHASE_TYPES)[number];
