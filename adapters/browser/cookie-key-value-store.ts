import type { KeyValueStore, StoreWriteOptions } from '@mediakit/core';

/** The part of `Document` this store needs, so tests can pass jsdom's or a stub. */
export interface CookieJar {
  cookie: string;
}

/**
 * The KeyValueStore port on `document.cookie` (000 §9 cookie names and lifetimes). The browser
 * enforces lifetimes itself through max-age; values are URI-encoded.
 */
export class CookieKeyValueStore implements KeyValueStore {
  readonly flavour = 'cookie' as const;
  readonly #jar: CookieJar;
  readonly #defaultPath: string;

  constructor(jar: CookieJar, defaultPath = '/') {
    this.#jar = jar;
    this.#defaultPath = defaultPath;
  }

  get(key: string): string | null {
    for (const part of this.#jar.cookie.split(';')) {
      const separator = part.indexOf('=');
      if (separator < 0) continue;
      if (safeDecode(part.slice(0, separator).trim()) === key) return safeDecode(part.slice(separator + 1).trim());
    }
    return null;
  }

  set(key: string, value: string, options?: StoreWriteOptions): void {
    const attributes = [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`, `path=${options?.path ?? this.#defaultPath}`];
    if (options?.maxAgeMs !== undefined) attributes.push(`max-age=${Math.max(0, Math.floor(options.maxAgeMs / 1000))}`);
    if (options?.domain) attributes.push(`domain=${options.domain}`);
    this.#jar.cookie = attributes.join('; ');
  }

  remove(key: string, options?: StoreWriteOptions): void {
    this.set(key, '', { ...options, maxAgeMs: 0 });
  }

  keys(): readonly string[] {
    return this.#jar.cookie
      .split(';')
      .map((part) => safeDecode(part.slice(0, Math.max(0, part.indexOf('='))).trim()))
      .filter((key) => key.length > 0);
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
