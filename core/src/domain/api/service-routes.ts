import { routeFiller } from './api-routes.ts';

/**
 * The media API paths of 002 §7 that only the clients a page reaches later use (library,
 * stations, history, recommendations, social, ratings, editorial, search hints...), as data: out
 * of the first download, which builds only the catalogue client (api-routes.ts;
 * docs/size-budgets.md). Paths are root-relative with their version, as the provider writes them.
 */
const SERVICE_ROUTES = {
  // Catalogue: search hints and lyrics; editorial, engagement, storefronts, marketing
  searchHints: '/v1/catalog/{storefront}/search/hints',
  searchSuggestions: '/v1/catalog/{storefront}/search/suggestions',
  searchQuery: '/v1/catalog/{storefront}/search/query',
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

export type ServiceRouteName = keyof typeof SERVICE_ROUTES;

/**
 * Fills one of these routes, URI-encoding each value.
 *
 * @example
 * serviceRoute('libraryResource', { type: 'songs', id: 'i.1' }); // '/v1/me/library/songs/i.1'
 */
export const serviceRoute = routeFiller(SERVICE_ROUTES);
