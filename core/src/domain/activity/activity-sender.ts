import type { Clock } from '../../ports/clock.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import { PLAY_ACTIVITY_DEFAULTS } from '../constants/index.ts';
import { ACTIVITY_MESSAGES, isMKError, playActivityError, requestFailedError, responseError, type MKError } from '../errors/index.ts';
import { wholeSecondsUnlessAccurate } from './activity-timing.ts';
import type { PlayActivityRecord, SentPlayActivityRecord } from './play-activity-record.ts';

/** Where and how play activity is posted (000 §7, §9). */
export interface ActivitySenderOptions {
  /** The activity service base; records go to `{baseUrl}/play`, or `{baseUrl}/qa/play` in QA mode. */
  readonly baseUrl: string;
  readonly qa?: boolean;
  /** Sent as the `trace-tag` header, in QA mode only (000 §7 "optional trace tag in QA"). */
  readonly traceTag?: string;
  /** Default 'JSCLIENT' (000 §9). */
  readonly clientId?: string;
  /** Default 'JSPLAY' (000 §9). */
  readonly eventType?: string;
  /** Identify the listener by account id (X-Dsid) instead of the user token (000 §7). */
  readonly preferAccountId?: boolean;
  /** Exact milliseconds-since-play instead of whole seconds (000 §9). */
  readonly accurate?: boolean;
}

/** Who a batch is sent for: the developer, and the listener who played the events. */
export interface ActivityCredentials {
  readonly developerToken: string;
  readonly userToken?: string;
  /** The account id, sent as X-Dsid when preferring it (000 §7). */
  readonly dsid?: string;
}

/** A record and the raw clock time it happened, for milliseconds-since-play (000 §3). */
export interface ActivitySendItem {
  readonly record: PlayActivityRecord;
  readonly occurredAt: number;
}

/**
 * How the service answered. `retry`: try again later (network, 408/425/429, 5xx);
 * `unauthorized`: 401/403, worth retrying only while the token is still the listener's;
 * `rejected`: the service refuses these records as they are (other 4xx).
 */
export type ActivitySendResult =
  | { readonly kind: 'accepted'; readonly status: number }
  | { readonly kind: 'retry' | 'unauthorized' | 'rejected'; readonly status: number | null; readonly error: MKError };

/**
 * Posts play-activity records (000 §7): JSON `{client_id, event_type, data[]}` with the
 * developer token as Bearer, and the listener as media-user-token (or X-Dsid). The response
 * body is not read (000 §7); only its status decides what happens to the records.
 *
 * @example
 * const sender = new ActivitySender(http, clock, { baseUrl: 'https://activity.example' });
 * const result = await sender.send(items, { developerToken, userToken });
 * if (result.kind === 'accepted') outbox.remove(ids);
 */
export class ActivitySender {
  readonly #http: HttpClient;
  readonly #clock: Pick<Clock, 'now'>;
  readonly #options: ActivitySenderOptions;

  constructor(http: HttpClient, clock: Pick<Clock, 'now'>, options: ActivitySenderOptions) {
    this.#http = http;
    this.#clock = clock;
    this.#options = options;
  }

  /** The endpoint records are posted to. */
  get url(): string {
    const base = this.#options.baseUrl.replace(/(?<!\/)\/+$/, '');
    return `${base}${this.#options.qa ? '/qa/play' : '/play'}`;
  }

  /** Sends one batch. 000 §5: at least one record ('send() called without any data'). */
  async send(items: readonly ActivitySendItem[], credentials: ActivityCredentials, options: { readonly keepalive?: boolean } = {}): Promise<ActivitySendResult> {
    if (items.length === 0) throw playActivityError(ACTIVITY_MESSAGES.sendWithoutData);
    const url = this.url;
    const body = this.body(items);
    try {
      const response = await this.#http.request({
        url,
        method: 'POST',
        headers: this.#headers(credentials),
        body,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      if (response.ok) return { kind: 'accepted', status: response.status };
      return { kind: classify(response.status), status: response.status, error: responseError({ status: response.status, url }) };
    } catch (cause) {
      // A refusal of the credential gate (e.g. a redirect away from the allowed origins) keeps its
      // reason; the records stay in the outbox, as after any failed send.
      return { kind: 'retry', status: null, error: isMKError(cause) ? cause : requestFailedError(url, cause) };
    }
  }

  /** The JSON body for `items`, milliseconds-since-play computed now (000 §3: added at send time). */
  body(items: readonly ActivitySendItem[]): string {
    const now = this.#clock.now();
    const accurate = this.#options.accurate === true;
    const data: SentPlayActivityRecord[] = items.map(({ record, occurredAt }) => ({
      ...record,
      'milliseconds-since-play': Math.max(0, wholeSecondsUnlessAccurate(now - occurredAt, accurate)),
    }));
    return JSON.stringify({
      client_id: this.#options.clientId ?? PLAY_ACTIVITY_DEFAULTS.clientId,
      event_type: this.#options.eventType ?? PLAY_ACTIVITY_DEFAULTS.eventType,
      data,
    });
  }

  #headers(credentials: ActivityCredentials): Record<string, string> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${credentials.developerToken}`,
      'Content-Type': 'application/json',
    };
    if (this.#options.preferAccountId && credentials.dsid !== undefined) headers['X-Dsid'] = credentials.dsid;
    else if (credentials.userToken !== undefined) headers['media-user-token'] = credentials.userToken;
    if (this.#options.qa && this.#options.traceTag) headers['trace-tag'] = this.#options.traceTag;
    return headers;
  }
}

function classify(status: number): 'retry' | 'unauthorized' | 'rejected' {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}
