import type { Clock } from '../../ports/clock.ts';
import { DEFAULT_STOREFRONT } from '../constants/index.ts';
import { MESSAGES, MKError, contentUnavailableError, invalidTokensError, isMKError } from '../errors/index.ts';
import { DataRecord, isResourceJson } from './data-record.ts';
import type { DataRecordStore } from './data-record.store.ts';
import { FeatureFlags } from './feature-flags.ts';
import { DEFAULT_CHUNK_LIMITS, chunkIds, requestInChunks, type ChunkLimits } from './id-chunker.ts';
import type { QueryParams } from './query-string.ts';
import type { RequestSession, SessionRequest } from './request-session.ts';
import { resultOf } from './response-reader.ts';

/** 002 §3 Paged results: data and meta (total), plus the link to the next page. */
export interface Page<T = DataRecord> {
  readonly data: T[];
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly next?: string;
}

export interface ManyOptions {
  readonly query?: QueryParams;
  readonly limits?: ChunkLimits;
  /** The parameter carrying the ids; default 'ids'. */
  readonly idParam?: string;
  readonly allowEmpty?: boolean;
}

export interface DataContextOptions {
  readonly session: RequestSession;
  readonly clock: Pick<Clock, 'now' | 'utcOffsetSeconds'>;
  /** The current storefront; default 'us' (000 §9). */
  readonly storefrontId?: () => string | undefined;
  readonly flags?: FeatureFlags;
  /** Used when the 'api-data-store' feature is on (002 §9). */
  readonly store?: DataRecordStore;
  readonly chunkLimits?: ChunkLimits;
}

/**
 * What every data client shares: the session, the storefront, the feature flags and the
 * 002 §8 rules (404 and empty results are CONTENT_UNAVAILABLE 'The requested content is not
 * available.', chunked id lookups joined in order).
 *
 * @example
 * const context = new DataContext({ session, clock, storefrontId: () => account.storefrontId });
 * const catalog = new CatalogClient(context);
 */
export class DataContext {
  readonly session: RequestSession;
  readonly clock: Pick<Clock, 'now' | 'utcOffsetSeconds'>;
  readonly flags: FeatureFlags;
  readonly chunkLimits: ChunkLimits;
  readonly #storefrontId: () => string | undefined;
  readonly #store: DataRecordStore | undefined;

  constructor(options: DataContextOptions) {
    this.session = options.session;
    this.clock = options.clock;
    this.flags = options.flags ?? new FeatureFlags();
    this.chunkLimits = options.chunkLimits ?? DEFAULT_CHUNK_LIMITS;
    this.#storefrontId = options.storefrontId ?? (() => undefined);
    this.#store = options.store;
  }

  get storefrontId(): string {
    return this.#storefrontId() || DEFAULT_STOREFRONT;
  }

  /** The store, when the 'api-data-store' feature is on. */
  get store(): DataRecordStore | undefined {
    return this.flags.isEnabled('api-data-store') ? this.#store : undefined;
  }

  /** 002 §5: library and rating calls need both tokens, else 'Invalid tokens'. */
  requireTokens(): void {
    if (!this.session.userToken || !this.session.developerTokens) throw invalidTokensError();
  }

  /** Sends a request and resolves with the body; a 404 becomes CONTENT_UNAVAILABLE (002 §8). */
  async body(request: SessionRequest): Promise<unknown> {
    try {
      return (await this.session.send(request)).body;
    } catch (error) {
      if (isMKError(error) && error.errorCode === MKError.NOT_FOUND) {
        throw new MKError(MKError.CONTENT_UNAVAILABLE, MESSAGES.contentUnavailable, {
          details: { ...error.details, status: error.details?.status ?? 404 },
          cause: error,
        });
      }
      throw error;
    }
  }

  /** GET resolving with results, else data, else the body (000 §7). */
  async get(path: string, query?: QueryParams): Promise<unknown> {
    return resultOf(await this.body({ method: 'GET', path, ...(query ? { query } : {}) }));
  }

  /** GET of a list: its records, meta and next link. */
  async page(path: string, query?: QueryParams): Promise<Page> {
    return this.pageOf(await this.body({ method: 'GET', path, ...(query ? { query } : {}) }));
  }

  /** Reads a paged body ({ data, meta, next }). */
  pageOf(body: unknown): Page {
    const record = typeof body === 'object' && body !== null ? (body as { data?: unknown; meta?: unknown; next?: unknown }) : {};
    const data = this.records(Array.isArray(record.data) ? record.data : []);
    return {
      data,
      ...(typeof record.meta === 'object' && record.meta !== null ? { meta: record.meta as Record<string, unknown> } : {}),
      ...(typeof record.next === 'string' && record.next !== '' ? { next: record.next } : {}),
    };
  }

  /** The page after `page`, or `undefined` on the last one (the link is re-requested as is). */
  async nextPage(page: Page, query?: QueryParams): Promise<Page | undefined> {
    return page.next === undefined ? undefined : this.page(page.next, query);
  }

  /** Follows `next` links from `first` until the last page and joins the data. */
  async allPages(first: Page, query?: QueryParams): Promise<DataRecord[]> {
    const data = [...first.data];
    for (let page = await this.nextPage(first, query); page; page = await this.nextPage(page, query)) data.push(...page.data);
    return data;
  }

  /** GET of one resource; an empty answer is CONTENT_UNAVAILABLE (002 §8). */
  async one(path: string, query?: QueryParams): Promise<DataRecord> {
    const [first] = (await this.page(path, query)).data;
    if (!first) throw contentUnavailableError();
    return first;
  }

  /**
   * GET of many resources by id, chunked (002 §9: default 100 ids and 1,000 characters) and
   * requested in parallel, joined in request order. Nothing found is CONTENT_UNAVAILABLE
   * unless `allowEmpty`.
   */
  async many(path: string, ids: readonly string[], options: ManyOptions = {}): Promise<DataRecord[]> {
    const { query = {}, limits = this.chunkLimits, idParam = 'ids' } = options;
    const records = await requestInChunks(chunkIds(ids, limits), async (chunk) => (await this.page(path, { ...query, [idParam]: chunk })).data);
    if (records.length === 0 && !options.allowEmpty) throw contentUnavailableError();
    return records;
  }

  /** Turns resource objects into DataRecords, through the store when it is on (002 §9). */
  records(items: readonly unknown[]): DataRecord[] {
    const store = this.store;
    return items.filter(isResourceJson).map((item) => (store ? store.put(item) : item instanceof DataRecord ? item : new DataRecord(item)));
  }
}

/**
 * 002 §8: on some lists CONTENT_UNAVAILABLE means "nothing there" (library lists, TV
 * purchases, taste): resolves with `empty` instead.
 */
export async function emptyWhenUnavailable<T>(work: Promise<T>, empty: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isMKError(error) && error.errorCode === MKError.CONTENT_UNAVAILABLE) return empty;
    throw error;
  }
}
