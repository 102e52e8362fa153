import type { HttpClient, HttpResponse } from '../../ports/http-client.ts';

/**
 * Issue 17: one plain GET asked for before the code that reads it has loaded. A signed-out page's
 * preview playlist went out only once the play path's chunk had arrived, 20–60 ms after the
 * catalogue answered; the main script now asks for it when the queue is set, and the chunk's
 * manifest loader takes the answer (ResponseAhead). Only the slot and the asking live here, in
 * the main script; the hand-over is the chunk's.
 */
export interface RequestAhead {
  asked?: { readonly url: string; readonly response: Promise<HttpResponse> };
}

/**
 * Asks for `url` (a GET with nothing but the URL) and keeps the answer in `slot`, replacing the one
 * before. Its body is read as text as soon as the answer comes, and its `text()` gives that read:
 * read only when the chunk took it, the text of a playlist whose bytes had long arrived resolved
 * 9–19 ms later in traces of the product path, behind the tasks the main thread had queued
 * meanwhile. The playlist reader reads text only; `json()` and `arrayBuffer()` find the body used.
 */
export function askAhead(slot: RequestAhead, http: HttpClient, url: string): void {
  const response = http.request({ url }).then((answer) => {
    const text = answer.text();
    text.catch(() => undefined);
    return { ...answer, text: () => text };
  });
  // Marked handled: the request that takes it meets its failure.
  response.catch(() => undefined);
  slot.asked = { url, response };
}
