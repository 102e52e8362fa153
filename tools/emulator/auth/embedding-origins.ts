/**
 * The developer's allow-listed embedding origins (issue 22): the pages that may embed the
 * auth-bridge frame and receive a redirect sign-in. A careful provider answers no one else.
 * `npm start` serves the demo on http://localhost:PORT, which is the default; tests and the
 * CLI (`--embedding-origin`) may name others.
 */
export class EmbeddingOrigins {
  #origins: readonly string[];

  constructor(origins: readonly string[] = []) {
    this.#origins = origins.map(normalOrigin).filter((origin): origin is string => origin !== undefined);
  }

  /** Replaces the list (a test switch, and the default once the port is known). */
  set(origins: readonly string[]): void {
    this.#origins = origins.map(normalOrigin).filter((origin): origin is string => origin !== undefined);
  }

  get list(): readonly string[] {
    return this.#origins;
  }

  /** Exact origin match: scheme, host and port (localhost:1 and localhost:2 are different pages). */
  allows(origin: string | null | undefined): boolean {
    const normal = normalOrigin(origin);
    return normal !== undefined && this.#origins.includes(normal);
  }
}

function normalOrigin(value: string | null | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}
