import { pageLinks } from '../http/pagination.ts';
import type { Catalog } from './catalog.types.ts';
import { catalogExtrasOf, catalogStation } from './catalog-extras.ts';
import type { CatalogExtras, ResourceRef } from './catalog-extras.types.ts';
import { extraAttributes, stationAttributes, type ExtrasSource } from './extras-serializer.ts';
import { catalogHref, isCatalogResourceType, serializeResource, type Resource, type ResourceIdentifier, type ResourceView } from './resource-serializer.ts';
import { coreLinks, extraLinks, type KindLinks } from './resource-kinds.ts';
import { readVideoMasters } from './video-masters.ts';

/** 002 §9: relationships are loaded 100 at a time; an inlined relationship stops there too. */
export const RELATIONSHIP_PAGE = 100;

/**
 * Every catalogue resource by type and id, whatever family serves it: the song catalogue's four
 * types (through resource-serializer.ts) and the extras. Route families, the listener's library,
 * histories and recommendations serialize what they reference through it.
 */
export class ResourceIndex {
  readonly catalog: Catalog;
  readonly extras: CatalogExtras;
  readonly #source: ExtrasSource;
  readonly #extraLinks: Readonly<Record<string, KindLinks>>;
  readonly #coreLinks: Readonly<Record<string, KindLinks>>;

  constructor(catalog: Catalog, videoMasters: readonly string[]) {
    this.catalog = catalog;
    this.extras = catalogExtrasOf(catalog);
    this.#source = { catalog, extras: this.extras, videoMasters };
    this.#extraLinks = extraLinks(catalog, this.extras);
    this.#coreLinks = coreLinks(catalog, this.extras);
  }

  /** True for a type whose resources this index knows (not the music videos, kept apart). */
  knows(type: string): boolean {
    return isCatalogResourceType(type) || type in this.#extraLinks;
  }

  has(type: string, id: string): boolean {
    if (isCatalogResourceType(type)) return this.catalog[type].has(id);
    if (type === 'stations') return catalogStation(this.catalog, this.extras, id) !== undefined;
    // The view is only needed for URLs; existence does not depend on it.
    return this.knows(type) && extraAttributes(this.#source, type, id, { origin: '', storefront: 'us', include: new Set() }) !== undefined;
  }

  /** Relationships and views of a type (for the four song-catalogue types: the extra ones only). */
  links(type: string): KindLinks | undefined {
    return this.#extraLinks[type] ?? this.#coreLinks[type];
  }

  identifier(ref: ResourceRef, view: ResourceView): ResourceIdentifier {
    return { id: ref.id, type: ref.type, href: resourceHref(view, ref.type, ref.id) };
  }

  /**
   * One resource; with `relationships`, its relationships are attached (identifiers unless
   * full or named in include=, at most one page of 100 with a `next` link).
   */
  serialize(ref: ResourceRef, view: ResourceView, relationships = false): Resource | undefined {
    if (isCatalogResourceType(ref.type)) return serializeResource(this.catalog, ref.type, ref.id, view, relationships);
    const attributes =
      ref.type === 'stations'
        ? (() => {
            const station = catalogStation(this.catalog, this.extras, ref.id);
            return station ? stationAttributes(station, view) : undefined;
          })()
        : extraAttributes(this.#source, ref.type, ref.id, view);
    if (!attributes) return undefined;
    const resource: Resource = { ...this.identifier(ref, view), attributes };
    const links = this.#extraLinks[ref.type];
    if (!relationships || !links || Object.keys(links.relationships).length === 0) return resource;
    const rels: NonNullable<Resource['relationships']> = {};
    for (const [name, link] of Object.entries(links.relationships)) {
      const all = link.refs(ref.id);
      const full = link.full === true || view.include.has(name);
      const data = all
        .slice(0, RELATIONSHIP_PAGE)
        .map((related) => (full ? this.serialize(related, view, false) : this.identifier(related, view)))
        .filter((r): r is Resource | ResourceIdentifier => r !== undefined);
      const href = resourceHref(view, ref.type, ref.id, name);
      const { next } = pageLinks(href, {}, { limit: RELATIONSHIP_PAGE, offset: 0 }, all.length);
      rels[name] = { href, data, ...(next ? { next } : {}) };
    }
    return { ...resource, relationships: rels };
  }

  /** Full resources for references, unknown ones left out, order kept. */
  serializeAll(refs: readonly ResourceRef[], view: ResourceView): Resource[] {
    return refs.map((ref) => this.serialize(ref, view, false)).filter((r): r is Resource => r !== undefined);
  }
}

/** Editorial items live under editorial/{sf}/ (002 §7); everything else under catalog/{sf}/. */
export function resourceHref(view: ResourceView, type: string, id: string, relationship?: string): string {
  if (type !== 'editorial-items') return catalogHref(view, type, id, relationship);
  return `/v1/editorial/${view.storefront}/${type}/${encodeURIComponent(id)}${relationship ? `/${relationship}` : ''}`;
}

const indexes = new WeakMap<Catalog, ResourceIndex>();

/**
 * The index of an emulator's catalogue, built once and shared by every route family.
 *
 * @example
 *   const index = resourceIndexOf(services);
 *   index.serialize({ type: 'podcasts', id }, view, true);
 */
export function resourceIndexOf(services: { readonly catalog: Catalog; readonly mediaRoot: string }): ResourceIndex {
  let index = indexes.get(services.catalog);
  if (!index) {
    index = new ResourceIndex(services.catalog, readVideoMasters(services.mediaRoot));
    indexes.set(services.catalog, index);
  }
  return index;
}
