import type { DataContext } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';
import { lookupMany, lookupOne } from './catalog-lookup.ts';

/**
 * Books (002 §7: audio-books), on the books catalogue host.
 *
 * @example
 * const book = await new BooksClient(booksContext).audioBook('1234');
 */
export class BooksClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET catalog/{sf}/audio-books/{id}. */
  audioBook(id: string, query?: QueryParams): Promise<DataRecord> {
    return lookupOne(this.#context, 'audio-books', id, query);
  }

  /** GET catalog/{sf}/audio-books?ids=…. */
  audioBooks(ids: readonly string[], query?: QueryParams): Promise<DataRecord[]> {
    return lookupMany(this.#context, 'audio-books', ids, query);
  }
}
