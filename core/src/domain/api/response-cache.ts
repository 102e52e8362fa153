import type { Clock } from '../../ports/clock.ts';
import { SESSION_CACHE_DEFAULT_LIFETIME_MS } from '../constants/index.ts';
import type { CachedResponse, ResponseCacheStorage } from './cache-storage.ts';

/**
 * The lifetime a response asks for in `cache-control` (000 §9: max-age overrides the default),
 * in ms; 0 for no-store or no-cache; `undefined` when it says nothing about it.
 *
 * @example
 * lifetimeFromCacheControl('public, max-age=60'); // 60000
 */
export function lifetimeFromCacheControl(header: string | null): number | undefined {
  if (header === null) return undefined;
  const directives = header.toLowerCase().split(',').map((part) => part.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  for (const directive of directives) {
    const match = /^max-age\s*=\s*"?(\d+)"?$/.exec(directive);
    if (match) return Number(match[1]) * 1000;
  }
  return undefined;
}

/**
 * The session's GET cache (000 §7, §9): entries live 300,000 ms unless the response's
 * cache-control max-age says otherwise, measured on the Clock port.
 *
 * @example
 * cache.write(key, response); clock.advance(300_000); cache.read(key); // undefined
 */
export class ResponseCache {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #storage: ResponseCacheStorage;
  readonly #defaultLifetimeMs: number;

  constructor(clock: Pick<Clock, 'now'>, storage: ResponseCacheStorage, defaultLifetimeMs = SESSION_CACHE_DEFAULT_LIFETIME_MS) {
    this.#clock = clock;
    this.#storage = storage;
    this.#defaultLifetimeMs = defaultLifetimeMs;
  }

  read(key: string): CachedResponse | undefined {
    const entry = this.#storage.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiry <= this.#clock.now()) {
      this.#storage.delete(key);
      return undefined;
    }
    return entry.data;
  }

  write(key: string, response: CachedResponse): void {
    const lifetime = lifetimeFromCacheControl(response.headers.get('cache-control')) ?? this.#defaultLifetimeMs;
    if (lifetime <= 0) return;
    this.#storage.set(key, { expiry: this.#clock.now() + lifetime, data: response });
  }

  delete(key: string): void {
    this.#storage.delete(key);
  }

  /** 000 §6: cached responses are flushed whenever the user token changes. */
  flush(): void {
    this.#storage.clear();
  }
}
