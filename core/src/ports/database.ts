import { token } from './token.ts';
/**
 * IndexedDB-shaped persistence for what must survive reloads and crashes: the play-activity
 * outbox and caches. Adapters: `IndexedDbDatabase` (browser, or Node with fake-indexeddb)
 * and `MemoryDatabase` (Node fake).
 */
export interface Database {
  /** Opens (creating when needed) a database holding the named object stores. */
  open(name: string, version: number, stores: readonly string[]): Promise<DatabaseConnection>;
}
export const Database = token<Database>('Database');

export interface DatabaseConnection {
  get<T>(store: string, key: string): Promise<T | undefined>;
  /** Writes are durable once the promise resolves. */
  put<T>(store: string, key: string, value: T): Promise<void>;
  delete(store: string, keys: string | readonly string[]): Promise<void>;
  /** Entries in ascending key order, at most `limit`. */
  list<T>(store: string, options?: { readonly limit?: number }): Promise<Array<DatabaseEntry<T>>>;
  count(store: string): Promise<number>;
  close(): void;
}

export interface DatabaseEntry<T> {
  readonly key: string;
  readonly value: T;
}
