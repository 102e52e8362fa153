import type { DataContext } from '../data-context.ts';
import type { ServerLedger } from '../server-ledger.ts';
import { BooksClient } from './books.client.ts';
import { CatalogClient } from './catalog.client.ts';
import { EditorialClient } from './editorial.client.ts';
import { FitnessClient } from './fitness.client.ts';
import { HistoryClient } from './history.client.ts';
import { LibraryPlaylistsClient } from './library-playlists.client.ts';
import { LibraryClient } from './library.client.ts';
import { MediaResourcesClient } from './media-resources.client.ts';
import { MusicSummariesClient } from './music-summaries.client.ts';
import { PodcastsClient } from './podcasts.client.ts';
import { RatingsClient } from './ratings.client.ts';
import { RecommendationsClient } from './recommendations.client.ts';
import { SearchClient } from './search.client.ts';
import { SocialClient } from './social.client.ts';
import { StationsClient } from './stations.client.ts';
import { TasteClient } from './taste.client.ts';
import { TvPurchasesClient } from './tv-purchases.client.ts';

/** Every data client of 002 §7, built over the contexts of their catalogue hosts. */
export interface DataClients {
  readonly catalog: CatalogClient;
  readonly search: SearchClient;
  readonly editorial: EditorialClient;
  readonly media: MediaResourcesClient;
  readonly stations: StationsClient;
  readonly history: HistoryClient;
  readonly recommendations: RecommendationsClient;
  readonly social: SocialClient;
  readonly taste: TasteClient;
  readonly musicSummaries: MusicSummariesClient;
  readonly ratings: RatingsClient;
  readonly library: LibraryClient;
  readonly libraryPlaylists: LibraryPlaylistsClient;
  readonly podcasts: PodcastsClient;
  readonly fitness: FitnessClient;
  readonly books: BooksClient;
  readonly tvPurchases: TvPurchasesClient;
}

/** 002 §7 "Catalogue hosts exist by kind": each defaults to the music context. */
export interface DataClientContexts {
  readonly music: DataContext;
  readonly podcasts?: DataContext;
  readonly fitness?: DataContext;
  readonly books?: DataContext;
  readonly videos?: DataContext;
  readonly ledger?: ServerLedger;
}

/**
 * Builds the data clients.
 *
 * @example
 * const clients = createDataClients({ music: new DataContext({ session, clock }) });
 * await clients.catalog.resource('songs', '1');
 */
export function createDataClients(contexts: DataClientContexts): DataClients {
  const { music, ledger } = contexts;
  return {
    catalog: new CatalogClient(music),
    search: new SearchClient(music),
    editorial: new EditorialClient(music),
    media: new MediaResourcesClient(music),
    stations: new StationsClient(music),
    history: new HistoryClient(music),
    recommendations: new RecommendationsClient(music),
    social: new SocialClient(music),
    taste: new TasteClient(music),
    musicSummaries: new MusicSummariesClient(music),
    ratings: new RatingsClient(music),
    library: new LibraryClient(music, ledger),
    libraryPlaylists: new LibraryPlaylistsClient(music, ledger),
    podcasts: new PodcastsClient(contexts.podcasts ?? music),
    fitness: new FitnessClient(contexts.fitness ?? music),
    books: new BooksClient(contexts.books ?? music),
    tvPurchases: new TvPurchasesClient(contexts.videos ?? music),
  };
}
