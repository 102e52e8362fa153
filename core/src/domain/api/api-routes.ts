/**
 * The media API paths of 002 §7, as data. `{name}` parts are filled, URI-encoded, by
 * {@link route}. Paths are root-relative with their version, as the provider writes them.
 */
const ROUTES = {
  // Catalogue (002 §7 legacy API paths, relationships and views)
  catalogCollection: '/v1/catalog/{storefront}/{type}',
  catalogResource: '/v1/catalog/{storefront}/{type}/{id}',
  catalogRelationship: '/v1/catalog/{storefront}/{type}/{id}/{relationship}',
  catalogView: '/v1/catalog/{storefront}/{type}/{id}/view/{view}',
  charts: '/v1/catalog/{storefront}/charts',
  search: '/v1/catalog/{storefront}/search',
  searchHints: '/v1/catalog/{storefront}/search/hints',
  searchSuggestions: '/v1/catalog/{storefront}/search/suggestions',
  searchQuery: '/v1/catalog/{storefront}/search/query',
  groupings: '/v1/catalog/{storefront}/groupings',
  lyrics: '/v1/catalog/{storefront}/songs/{id}/lyrics',
  editorialCollection: '/v1/editorial/{storefront}/{type}',
  editorialResource: '/v1/editorial/{storefront}/{type}/{id}',
  engagement: '/v1/engagement/{type}',
  storefronts: '/v1/storefronts',
  storefront: '/v1/storefronts/{id}',
  marketingItems: '/v1/upsell/marketing-items',
  // Stations
  stationNextTracks: '/v1/me/stations/next-tracks/{id}',
  stationsContinuous: '/v1/me/stations/continuous',
  changeStation: '/v1/me/stations/change-station/{id}',
  // History and recents
  heavyRotation: '/v1/me/history/heavy-rotation',
  recentlyPlayed: '/v1/me/recent/played',
  recentRadioStations: '/v1/me/recent/radio-stations',
  // Recommendations
  recommendations: '/v1/me/recommendations',
  recommendation: '/v1/me/recommendations/{id}',
  recommendationsRefresh: '/v1/me/recommendations/refresh',
  // Social
  recommendedFriends: '/v1/social/recommended-friends',
  badgingMap: '/v1/social/badging-map',
  socialSearch: '/v1/social/search',
  socialProfile: '/v1/me/social-profile',
  // Taste and summaries
  tastePreferences: '/v1/me/taste/taste-preferences',
  musicSummaries: '/v1/me/music-summaries',
  musicSummariesSearch: '/v1/me/music-summaries/search',
  // Ratings
  ratings: '/v1/me/ratings/{type}',
  rating: '/v1/me/ratings/{type}/{id}',
  // Library
  library: '/v1/me/library',
  libraryCollection: '/v1/me/library/{type}',
  libraryResource: '/v1/me/library/{type}/{id}',
  libraryRecentlyAdded: '/v1/me/library/recently-added',
  librarySearch: '/v1/me/library/search',
  libraryPlaylists: '/v1/me/library/playlists',
  libraryPlaylist: '/v1/me/library/playlists/{id}',
  libraryPlaylistTracks: '/v1/me/library/playlists/{id}/tracks',
  libraryPlaylistCatalog: '/v1/me/library/playlists/{id}/catalog',
  libraryPlaylistFolders: '/v1/me/library/playlist-folders',
  libraryPlaylistFolder: '/v1/me/library/playlist-folders/{id}',
  libraryPlaylistFolderChildren: '/v1/me/library/playlist-folders/{id}/children',
  // TV library
  purchases: '/v1/me/purchases/{type}',
  purchasesRoot: '/v1/me/purchases',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * Fills a route with values, each URI-encoded so an id can never add a path segment.
 *
 * @example
 * route('catalogResource', { storefront: 'us', type: 'albums', id: '1' }); // '/v1/catalog/us/albums/1'
 */
export function route(name: RouteName, values: Readonly<Record<string, string>> = {}): string {
  return ROUTES[name].replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new TypeError(`route ${name}: missing ${key}`);
    return encodeURIComponent(value);
  });
}

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
