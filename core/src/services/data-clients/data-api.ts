import { MusicApi, type MusicApiOptions } from '../../domain/api/music-api.ts';
import { MKError } from '../../domain/errors/index.ts';
import type { DataContext } from '../../domain/api/data-context.ts';
import type { RequestSession } from '../../domain/api/request-session.ts';
import type { Clock } from '../../ports/clock.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import { DataClientsFeature } from '../features/core-features.ts';
import type { Features } from '../features/feature.ts';
import type { InstanceDataClients } from './instance-data-clients.ts';

/**
 * A client as the instance's `api` offers it: each method, called at once, resolves once the
 * data-clients feature has loaded (every client method is asynchronous already, so callers see
 * the same signatures; the ledger's methods resolve too).
 */
export type DeferredClient<T> = {
  readonly [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/** The clients the instance's `api` names, by the name it gives them. */
export type DataClientName = keyof InstanceDataClients;

/** The order the clients are listed in (002 §7, then the ledger of 002 §3). */
export const DATA_CLIENT_NAMES: readonly DataClientName[] = [
  'catalog', 'search', 'editorial', 'media', 'stations', 'history', 'recommendations', 'social', 'taste',
  'musicSummaries', 'ratings', 'library', 'libraryPlaylists', 'podcasts', 'fitness', 'books', 'tvPurchases', 'ledger',
];

/**
 * The instance's `api`: the incumbent's `music(path, …)` unchanged, plus the typed data clients
 * of 002 §7 as a documented extension. The clients' code stays out of the first download: it
 * loads with the first call through them (the data-clients feature).
 *
 * @example
 * const album = await music.api.catalog.resource('albums', '1440857781');
 * await music.api.ratings.set('songs', '1440857786', 1);
 * const { data } = await music.api.library.collection('albums');
 */
export class DataApi extends MusicApi {
  declare readonly catalog: DeferredClient<InstanceDataClients['catalog']>;
  declare readonly search: DeferredClient<InstanceDataClients['search']>;
  declare readonly editorial: DeferredClient<InstanceDataClients['editorial']>;
  declare readonly media: DeferredClient<InstanceDataClients['media']>;
  declare readonly stations: DeferredClient<InstanceDataClients['stations']>;
  declare readonly history: DeferredClient<InstanceDataClients['history']>;
  declare readonly recommendations: DeferredClient<InstanceDataClients['recommendations']>;
  declare readonly social: DeferredClient<InstanceDataClients['social']>;
  declare readonly taste: DeferredClient<InstanceDataClients['taste']>;
  declare readonly musicSummaries: DeferredClient<InstanceDataClients['musicSummaries']>;
  declare readonly ratings: DeferredClient<InstanceDataClients['ratings']>;
  declare readonly library: DeferredClient<InstanceDataClients['library']>;
  declare readonly libraryPlaylists: DeferredClient<InstanceDataClients['libraryPlaylists']>;
  declare readonly podcasts: DeferredClient<InstanceDataClients['podcasts']>;
  declare readonly fitness: DeferredClient<InstanceDataClients['fitness']>;
  declare readonly books: DeferredClient<InstanceDataClients['books']>;
  declare readonly tvPurchases: DeferredClient<InstanceDataClients['tvPurchases']>;
  /** 002 §3 the server ledger of the signed-in listener's own library changes. */
  declare readonly ledger: DeferredClient<InstanceDataClients['ledger']>;
  readonly #clients: () => Promise<InstanceDataClients>;

  /** `clients` loads (once) and returns the data clients; see services/data-clients. */
  constructor(options: MusicApiOptions, clients: () => Promise<InstanceDataClients>) {
    super(options);
    this.#clients = clients;
    // One facade per name from the list, rather than a line each: the fields are `declare`d, so
    // only these assignments reach the first download.
    for (const name of DATA_CLIENT_NAMES) (this as unknown as Record<DataClientName, unknown>)[name] = this.#deferred(name);
  }

  /** The clients themselves, loaded (for code that wants several calls on one client). */
  clients(): Promise<InstanceDataClients> {
    return this.#clients();
  }

  #deferred<N extends DataClientName>(name: N): DeferredClient<InstanceDataClients[N]> {
    const clients = this.#clients;
    // The method names are known only once the module has loaded, so a Proxy answers each name
    // with a function that waits for it. 'then' stays undefined, or `await music.api.catalog`
    // would treat the facade as a promise.
    return new Proxy(Object.freeze({}), {
      get(_target, method) {
        if (typeof method !== 'string' || method === 'then') return undefined;
        return async (...args: unknown[]) => {
          const client = (await clients())[name] as unknown as Record<string, unknown>;
          const member = client[method];
          if (typeof member !== 'function') throw new MKError(MKError.INVALID_ARGUMENTS, `api.${name}.${method} is not a method`);
          return (member as (...values: unknown[]) => unknown).apply(client, args);
        };
      },
    }) as DeferredClient<InstanceDataClients[N]>;
  }
}

/** What the instance's `api` is made from. */
export interface DataApiParts {
  readonly session: RequestSession;
  readonly storefront: { readonly storefrontId: string };
  readonly context: DataContext;
  /** Session storage, for the ledger. */
  readonly sessionStore: KeyValueStore;
  readonly clock: Pick<Clock, 'now'>;
}

/** The instance's `api`, its clients started as the data-clients feature (loaded on the first call). */
export function dataApi(features: Features, parts: DataApiParts): DataApi {
  const { session, storefront, context, sessionStore, clock } = parts;
  const clients = features.start(DataClientsFeature, ({ createInstanceDataClients }) => createInstanceDataClients({ context, sessionStore, clock, userToken: () => session.userToken }));
  return new DataApi({ session, storefrontId: () => storefront.storefrontId }, () => clients.get());
}
