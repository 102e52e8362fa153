/** One request the emulator received (before any fault was applied to it). */
export interface RecordedRequest {
  readonly method: string;
  /** Pathname without the query. */
  readonly path: string;
  /** Query parameters (a repeated name keeps its last value; `url` has the raw form). */
  readonly query: Readonly<Record<string, string>>;
  /** Raw request target as sent (path and query). */
  readonly url: string;
  /** Lower-cased header names; repeated headers joined with ', '. */
  readonly headers: Readonly<Record<string, string>>;
  /** Body as UTF-8 text ('' when none). */
  readonly body: string;
  /** Wall-clock receive time, ms since the epoch. */
  readonly time: number;
}

/**
 * Keeps what clients sent, so tests can assert the library's calls (headers, bodies, order)
 * against the spec's "Calls made" tables (000 §7, 001 §7, 002 §7).
 */
export class RequestRecorder {
  /** Live list (cleared in place, so a reference taken earlier stays valid). */
  readonly requests: RecordedRequest[] = [];

  record(request: RecordedRequest): void {
    this.requests.push(request);
  }

  clear(): void {
    this.requests.length = 0;
  }
}
