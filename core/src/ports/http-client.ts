import { token } from './token.ts';
/**
 * The network, fetch-shaped. Adapters: `FetchHttpClient` (browser), `RecordingHttpClient` (Node fake).
 *
 * Contract (tests/contracts/http-client.contract.ts):
 * - resolves for every HTTP answer, whatever its status (`ok` is `status` in 200..299);
 * - rejects with a `TypeError` when no answer arrives (connection refused, dropped, DNS),
 *   exactly as `fetch` does, because licence retries (001 §7) fire on network TypeErrors only;
 * - rejects with the signal's reason when aborted.
 */
export interface HttpClient {
  request(request: HttpRequest): Promise<HttpResponse>;
}
export const HttpClient = token<HttpClient>('HttpClient');

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  readonly url: string;
  readonly method?: HttpMethod;
  /** Header names are case-insensitive; adapters send them as given. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** 'include' sends cookies cross-site (the provider's account calls, 000 §7). */
  readonly credentials?: 'omit' | 'same-origin' | 'include';
  /** Lets a request outlive the page (play activity on unload). */
  readonly keepalive?: boolean;
  /**
   * 'manual': a redirect answer is returned as it is instead of followed: the 3xx with its
   * Location where the platform shows it (Node), or an opaque answer of status 0 in browsers.
   * The credential gate sends every token-bearing request this way. Default 'follow'.
   */
  readonly redirect?: 'follow' | 'manual';
  readonly signal?: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  readonly ok: boolean;
  /** The final URL after redirects. */
  readonly url: string;
  readonly headers: HttpHeaders;
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface HttpHeaders {
  /** Case-insensitive lookup; `null` when absent. */
  get(name: string): string | null;
}
