/** A resource object as the media API sends it. */
export interface ResourceJson {
  readonly id: string;
  readonly type: string;
  readonly href?: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly relationships?: Readonly<Record<string, unknown>>;
  readonly views?: Readonly<Record<string, unknown>>;
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** A reference to the record that included this one. */
export interface RecordRef {
  readonly type: string;
  readonly id: string;
}

/**
 * 000 §3 DataRecord: type, id, attributes, relationships, views, meta and parents. It may
 * expire after attributes.cachingPolicy.maxAge seconds.
 *
 * @example
 * const album = new DataRecord({ id: '1', type: 'albums', attributes: { name: 'Blue' } });
 * album.attributes.name; // 'Blue'
 */
export class DataRecord {
  readonly type: string;
  readonly id: string;
  href: string | undefined;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
  views: Record<string, unknown>;
  meta: Record<string, unknown>;
  readonly parents: RecordRef[] = [];

  /** @internal Records come from `music.api` answers; stripped from the published declarations. */
  constructor(json: ResourceJson) {
    this.type = json.type;
    this.id = json.id;
    this.href = json.href;
    this.attributes = { ...json.attributes };
    this.relationships = { ...json.relationships };
    this.views = { ...json.views };
    this.meta = { ...json.meta };
  }

  /** Takes in a newer copy of the same resource: newer fields win, others are kept. */
  update(json: ResourceJson): void {
    if (json.href !== undefined) this.href = json.href;
    this.attributes = { ...this.attributes, ...json.attributes };
    this.relationships = { ...this.relationships, ...json.relationships };
    this.views = { ...this.views, ...json.views };
    this.meta = { ...this.meta, ...json.meta };
  }

  addParent(parent: RecordRef): void {
    if (!this.parents.some((ref) => ref.type === parent.type && ref.id === parent.id)) this.parents.push({ type: parent.type, id: parent.id });
  }

  /** 000 §3: attributes.cachingPolicy.maxAge, in ms; `undefined` when the record sets none. */
  get maxAgeMs(): number | undefined {
    const policy = this.attributes['cachingPolicy'];
    const maxAge = typeof policy === 'object' && policy !== null ? (policy as { maxAge?: unknown }).maxAge : undefined;
    return typeof maxAge === 'number' && Number.isFinite(maxAge) && maxAge >= 0 ? maxAge * 1000 : undefined;
  }

  toJSON(): ResourceJson {
    return {
      id: this.id,
      type: this.type,
      ...(this.href === undefined ? {} : { href: this.href }),
      attributes: this.attributes,
      relationships: this.relationships,
      views: this.views,
      meta: this.meta,
    };
  }
}

/** Whether a value looks like a resource object (has string id and type). */
export function isResourceJson(value: unknown): value is ResourceJson {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { id?: unknown; type?: unknown };
  return typeof candidate.id === 'string' && typeof candidate.type === 'string';
}
