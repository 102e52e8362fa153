/**
 * The few web-standard values every runtime we target has (browsers, Node >= 20, workers).
 * The core is compiled without DOM or Node types (DESIGN.md, rules of the house), so the
 * pure, side-effect-free ones it may use are declared here once, minimally. Nothing with a
 * side effect (timers, storage, network, console) belongs here: those go through ports.
 */
declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | ReadonlyArray<readonly [string, string]>);
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  forEach(callback: (value: string, key: string) => void): void;
  keys(): IterableIterator<string>;
  entries(): IterableIterator<[string, string]>;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  static canParse(url: string, base?: string): boolean;
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString(): string;
  toJSON(): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string;
}

/** Used as a type only: cancellation is signalled by adapters, never created in core. */
interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
}

declare function atob(data: string): string;
declare function btoa(data: string): string;
