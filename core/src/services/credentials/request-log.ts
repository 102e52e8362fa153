import type { HttpClient, HttpRequest, HttpResponse } from '../../ports/http-client.ts';
import type { Logger } from '../../ports/logger.ts';

/**
 * `debug: true` (issue 18): every request the instance sends, one debug line out and one back,
 * so a developer can follow configure → play in the console. Only the method, origin and path
 * are printed: queries and headers can carry tokens.
 */
export class RequestLog implements HttpClient {
  readonly #inner: HttpClient;
  readonly #logger: Logger;

  constructor(inner: HttpClient, logger: Logger) {
    this.#inner = inner;
    this.#logger = logger;
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const line = `${request.method ?? 'GET'} ${printableUrl(request.url)}`;
    this.#logger.log('debug', `MediaKit → ${line}`);
    try {
      const response = await this.#inner.request(request);
      this.#logger.log('debug', `MediaKit ← ${response.status} ${line}`);
      return response;
    } catch (error) {
      this.#logger.log('debug', `MediaKit ✗ ${line}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }
}

/** Origin and path only; an unparsable URL is shown as a placeholder rather than echoed. */
function printableUrl(url: string): string {
  if (!URL.canParse(url)) return '(unparsable URL)';
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
