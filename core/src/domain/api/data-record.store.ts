import type { Clock } from '../../ports/clock.ts';
import { DataRecord, isResourceJson, type RecordRef, type ResourceJson } from './data-record.ts';

interface Stored {
  record: DataRecord;
  storedAt: number;
}

export interface DataRecordStoreOptions {
  /**
   * Whether a record fetched again updates the stored object in place (so holders of it see
   * the new data). Off when the 'disable-data-store-record-reuse' flag is on (002 §9): a fresh
   * object replaces the stored one.
   */
  readonly reuseRecords?: () => boolean;
}

/**
 * Keeps DataRecords by type and id (000 §3 DataRecord) for the 'api-data-store' feature
 * (002 §9). A record expires attributes.cachingPolicy.maxAge seconds after it was last stored,
 * on the Clock port; records without one stay until removed. Resources nested in
 * relationships are stored too, with the including record as parent.
 *
 * @example
 * const album = store.put({ id: '1', type: 'albums', attributes: { name: 'Blue' } });
 * store.get('albums', '1') === album; // true until it expires
 */
export class DataRecordStore {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #reuse: () => boolean;
  readonly #records = new Map<string, Stored>();

  constructor(clock: Pick<Clock, 'now'>, options: DataRecordStoreOptions = {}) {
    this.#clock = clock;
    this.#reuse = options.reuseRecords ?? (() => true);
  }

  /** Stores a resource (and the resources in its relationships) and returns its record. */
  put(json: ResourceJson, parent?: RecordRef): DataRecord {
    const key = keyOf(json.type, json.id);
    const existing = this.#live(key);
    let record: DataRecord;
    if (existing && this.#reuse()) {
      existing.update(json);
      record = existing;
    } else {
      record = new DataRecord(json);
      for (const ref of existing?.parents ?? []) record.addParent(ref);
    }
    if (parent) record.addParent(parent);
    this.#records.set(key, { record, storedAt: this.#clock.now() });
    this.#storeRelated(record);
    return record;
  }

  /** The live record, or `undefined` when absent or expired (an expired record is dropped). */
  get(type: string, id: string): DataRecord | undefined {
    return this.#live(keyOf(type, id));
  }

  has(type: string, id: string): boolean {
    return this.get(type, id) !== undefined;
  }

  remove(type: string, id: string): void {
    this.#records.delete(keyOf(type, id));
  }

  clear(): void {
    this.#records.clear();
  }

  get size(): number {
    return this.#records.size;
  }

  #live(key: string): DataRecord | undefined {
    const stored = this.#records.get(key);
    if (!stored) return undefined;
    const maxAge = stored.record.maxAgeMs;
    if (maxAge !== undefined && stored.storedAt + maxAge <= this.#clock.now()) {
      this.#records.delete(key);
      return undefined;
    }
    return stored.record;
  }

  // Nested resources become stored records, so one song object is shared by every album holding it.
  #storeRelated(record: DataRecord): void {
    const parent: RecordRef = { type: record.type, id: record.id };
    for (const [name, relationship] of Object.entries(record.relationships)) {
      if (typeof relationship !== 'object' || relationship === null) continue;
      const data = (relationship as { data?: unknown }).data;
      if (!Array.isArray(data)) continue;
      const related = data.map((item: unknown) => (isResourceJson(item) && !(item instanceof DataRecord) ? this.put(item, parent) : item));
      record.relationships[name] = { ...relationship, data: related };
    }
  }
}

function keyOf(type: string, id: string): string {
  return `${type}\u0000${id}`;
}
