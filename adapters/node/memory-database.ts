import type { Database, DatabaseConnection, DatabaseEntry } from '@mediakit/core';

interface StoredDatabase {
  version: number;
  readonly stores: Map<string, Map<string, unknown>>;
}

/**
 * The Node fake of the `Database` port: everything in memory, shared by every connection
 * opened on the same instance, so a harness can "reload the page" by opening a new connection
 * (a new reporter) over the same `MemoryDatabase`. Values are structured-cloned on the way in
 * and out, as IndexedDB does, so a caller mutating an object never mutates what is stored.
 *
 * @example
 * const database = new MemoryDatabase();
 * const db = await database.open('mediakit-activity', 1, ['outbox']);
 * await db.put('outbox', 'a', { n: 1 });
 */
export class MemoryDatabase implements Database {
  readonly #databases = new Map<string, StoredDatabase>();

  async open(name: string, version: number, stores: readonly string[]): Promise<DatabaseConnection> {
    let database = this.#databases.get(name);
    if (database && version < database.version) {
      // Mirrors IndexedDB's VersionError so code tested on the fake behaves the same in browsers.
      throw new Error(`VersionError: database ${name} is at version ${database.version}, requested ${version}`);
    }
    if (!database) {
      database = { version, stores: new Map() };
      this.#databases.set(name, database);
    }
    database.version = Math.max(database.version, version);
    for (const store of stores) if (!database.stores.has(store)) database.stores.set(store, new Map());
    return new MemoryConnection(database);
  }

  /** Removes every database (a browser's "clear site data"). */
  clear(): void {
    this.#databases.clear();
  }
}

class MemoryConnection implements DatabaseConnection {
  readonly #database: StoredDatabase;
  #closed = false;

  constructor(database: StoredDatabase) {
    this.#database = database;
  }

  async get<T>(store: string, key: string): Promise<T | undefined> {
    const value = this.#store(store).get(key);
    return value === undefined ? undefined : (structuredClone(value) as T);
  }

  async put<T>(store: string, key: string, value: T): Promise<void> {
    const target = this.#store(store);
    target.set(key, structuredClone(value));
  }

  async delete(store: string, keys: string | readonly string[]): Promise<void> {
    const target = this.#store(store);
    for (const key of typeof keys === 'string' ? [keys] : keys) target.delete(key);
  }

  async list<T>(store: string, options?: { readonly limit?: number }): Promise<Array<DatabaseEntry<T>>> {
    const target = this.#store(store);
    // Plain string comparison orders by UTF-16 code units, exactly as IndexedDB orders string keys.
    const keys = [...target.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const limited = options?.limit === undefined ? keys : keys.slice(0, Math.max(0, options.limit));
    return limited.map((key) => ({ key, value: structuredClone(target.get(key)) as T }));
  }

  async count(store: string): Promise<number> {
    return this.#store(store).size;
  }

  close(): void {
    this.#closed = true;
  }

  #store(name: string): Map<string, unknown> {
    if (this.#closed) throw new Error('InvalidStateError: the database connection is closed');
    const store = this.#database.stores.get(name);
    if (!store) throw new Error(`NotFoundError: no object store named ${name}`);
    return store;
  }
}
