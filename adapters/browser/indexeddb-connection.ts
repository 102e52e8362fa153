import type { DatabaseConnection, DatabaseEntry } from '@mediakit/core';
import type { IndexedDbDurability } from './indexeddb-database.ts';

// The IndexedDB code behind IndexedDbDatabase, loaded by its first `open` (a lazy chunk of the
// script-tag build, docs/size-budgets.md): a page that stores nothing never loads it.

/** Opens `name` with `stores` and returns the port's connection on it. */
export async function openIndexedDbConnection(factory: IDBFactory, name: string, version: number, stores: readonly string[], durability: IndexedDbDurability): Promise<DatabaseConnection> {
  const db = await openWithStores(factory, name, version, stores);
  return new IndexedDbConnection(factory, name, stores, durability, db);
}

class IndexedDbConnection implements DatabaseConnection {
  readonly #factory: IDBFactory;
  readonly #name: string;
  readonly #stores: readonly string[];
  readonly #durability: IndexedDbDurability;
  #db: Promise<IDBDatabase> | null;
  #closed = false;

  constructor(factory: IDBFactory, name: string, stores: readonly string[], durability: IndexedDbDurability, db: IDBDatabase) {
    this.#factory = factory;
    this.#name = name;
    this.#stores = stores;
    this.#durability = durability;
    this.#db = Promise.resolve(this.#watch(db));
  }

  async get<T>(store: string, key: string): Promise<T | undefined> {
    return this.#run(store, 'readonly', (objectStore) => request<T | undefined>(objectStore.get(key)));
  }

  async put<T>(store: string, key: string, value: T): Promise<void> {
    await this.#run(store, 'readwrite', (objectStore) => request(objectStore.put(value, key)));
  }

  async delete(store: string, keys: string | readonly string[]): Promise<void> {
    const list = typeof keys === 'string' ? [keys] : [...keys];
    if (list.length === 0) return;
    // One transaction for the whole list: either every key goes or none does.
    await this.#run(store, 'readwrite', (objectStore) => Promise.all(list.map((key) => request(objectStore.delete(key)))));
  }

  async list<T>(store: string, options?: { readonly limit?: number }): Promise<Array<DatabaseEntry<T>>> {
    const limit = options?.limit;
    if (limit !== undefined && limit <= 0) {
      await this.count(store); // still validates the store name, as the memory fake does
      return [];
    }
    return this.#run(store, 'readonly', async (objectStore) => {
      // Keys and values read in the same transaction, so they cannot drift apart.
      const [keys, values] = await Promise.all([
        request<IDBValidKey[]>(objectStore.getAllKeys(null, limit)),
        request<T[]>(objectStore.getAll(null, limit)),
      ]);
      return keys.map((key, index) => ({ key: String(key), value: values[index] as T }));
    });
  }

  async count(store: string): Promise<number> {
    return this.#run(store, 'readonly', (objectStore) => request<number>(objectStore.count()));
  }

  close(): void {
    this.#closed = true;
    const db = this.#db;
    this.#db = null;
    void db?.then((handle) => handle.close(), () => undefined);
  }

  /** Runs `work` in a transaction on one store; resolves with its result once the transaction completes. */
  async #run<R>(store: string, mode: IDBTransactionMode, work: (objectStore: IDBObjectStore) => Promise<R>): Promise<R> {
    if (this.#closed) throw new Error('InvalidStateError: the database connection is closed');
    const db = await this.#connection();
    const transaction =
      mode === 'readwrite' ? db.transaction(store, mode, { durability: this.#durability }) : db.transaction(store, mode);
    const done = transactionDone(transaction);
    // Marked handled at once: when `work` fails, its own error is the one the caller sees.
    done.catch(() => undefined);
    const result = await work(transaction.objectStore(store)).catch(async (error: unknown) => {
      // The failed request aborts the transaction; wait for that so nothing is half-written.
      await done.catch(() => undefined);
      throw error;
    });
    await done;
    return result;
  }

  #connection(): Promise<IDBDatabase> {
    if (!this.#db) {
      // Reopen at whatever version another tab left it; our stores were kept by its upgrade.
      this.#db = openWithStores(this.#factory, this.#name, undefined, this.#stores).then((db) => this.#watch(db));
      this.#db.catch(() => {
        this.#db = null;
      });
    }
    return this.#db;
  }

  #watch(db: IDBDatabase): IDBDatabase {
    db.onversionchange = () => {
      db.close();
      this.#db = null;
    };
    return db;
  }
}

/**
 * Opens `name`, creating the missing `stores`. A database that exists at this version but lacks
 * a store (opened earlier by another module with other stores) is upgraded by one version.
 */
async function openWithStores(factory: IDBFactory, name: string, version: number | undefined, stores: readonly string[]): Promise<IDBDatabase> {
  const db = await openOnce(factory, name, version, stores);
  const missing = stores.filter((store) => !db.objectStoreNames.contains(store));
  if (missing.length === 0) return db;
  const next = db.version + 1;
  db.close();
  return openOnce(factory, name, next, stores);
}

function openOnce(factory: IDBFactory, name: string, version: number | undefined, stores: readonly string[]): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = version === undefined ? factory.open(name) : factory.open(name, version);
    opening.onupgradeneeded = () => {
      const db = opening.result;
      for (const store of stores) if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
    };
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error ?? new Error(`Could not open IndexedDB database ${name}`));
    opening.onblocked = () => {
      // Another connection has not closed yet; IndexedDB retries when it does, so just wait.
    };
  });
}

function request<T>(req: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}
