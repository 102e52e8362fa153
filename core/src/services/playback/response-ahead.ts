import type { HttpClient, HttpRequest, HttpResponse } from '../../ports/http-client.ts';
import type { RequestAhead } from './request-ahead.ts';

/**
 * Hands the answer asked for ahead (request-ahead.ts) to the first request it can stand for: a GET
 * of the same URL with no header, body, credentials or signal (a preview's playlist carries no
 * token, 000 §1). It is taken once; any other request goes to the network.
 *
 * @example
 * askAhead(slot, http, item.previewURL);                             // main script, at setQueue
 * await new ResponseAhead(http, slot).request({ url: item.previewURL }); // the same answer
 */
export class ResponseAhead implements HttpClient {
  readonly #inner: HttpClient;
  readonly #slot: RequestAhead;

  constructor(inner: HttpClient, slot: RequestAhead) {
    this.#inner = inner;
    this.#slot = slot;
  }

  request(request: HttpRequest): Promise<HttpResponse> {
    const asked = this.#slot.asked;
    const { url, method, headers, ...rest } = request;
    if (!asked || asked.url !== url || (method ?? 'GET') !== 'GET' || Object.keys({ ...headers, ...rest }).length > 0) return this.#inner.request(request);
    delete this.#slot.asked;
    return asked.response;
  }
}
