// Reading marker fields from provider metadata, which arrives either as objects (catalogue
// attributes, asset metadata) or as text (EXT-X-SESSION-DATA values, 001 §7). Everything here
// tolerates junk: a marker with an unreadable required field is dropped, never thrown on.

/** A plain object, or undefined. */
export function record(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** JSON text is parsed; anything else is returned as is (undefined for unreadable JSON). */
export function decoded(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The value of `name` in provider metadata: the key itself, its camelCase spelling
 * ('roll-markers' → 'rollMarkers'), or a namespaced session-data id ending in '.name'
 * (e.g. 'com.example.hls.roll-markers').
 */
export function lookup(metadata: Readonly<Record<string, unknown>>, name: string): unknown {
  if (name in metadata) return decoded(metadata[name]);
  const camel = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  if (camel in metadata) return decoded(metadata[camel]);
  const suffix = `.${name}`;
  const key = Object.keys(metadata).find((candidate) => candidate.endsWith(suffix));
  return key === undefined ? undefined : decoded(metadata[key]);
}

/**
 * A dotted path: 'up-next.start' as a flat key, or 'start' inside 'up-next' (001 §3 "the
 * metadata fields up-next.start and watched.time").
 */
export function lookupPath(metadata: Readonly<Record<string, unknown>>, path: string): unknown {
  const flat = lookup(metadata, path);
  if (flat !== undefined) return flat;
  const dot = path.indexOf('.');
  if (dot === -1) return undefined;
  const parent = record(lookup(metadata, path.slice(0, dot)));
  return parent ? lookupPath(parent, path.slice(dot + 1)) : undefined;
}

/** A finite number, from a number or numeric text; else undefined. */
export function finite(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** A string (numbers become text); else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** true/false, 'true'/'false', 1/0; else undefined. */
export function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true' || value === '1') return true;
  if (value === 0 || value === 'false' || value === '0') return false;
  return undefined;
}

/** A field by its provider name (hyphenated) or its camelCase spelling. */
export function field(source: Readonly<Record<string, unknown>>, name: string): unknown {
  if (name in source) return source[name];
  const camel = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  return source[camel];
}

/** An array of marker records (an array, JSON text of one, or one record alone). */
export function recordList(value: unknown): Array<Readonly<Record<string, unknown>>> {
  const list = Array.isArray(value) ? value : record(value) ? [value] : [];
  return list.map(decoded).map(record).filter((entry): entry is Readonly<Record<string, unknown>> => entry !== undefined);
}
