// 001 §7 License request and §8 Licensing: one licence exchange with the provider, with the
// network retries, the response reading and the error mapping of the spec.
import { MEDIA_MESSAGES, MK_ERROR_REASON, MKError, isMKError, licenseAcquisitionError } from '../errors/index.ts';
import type { HttpClient, HttpResponse } from '../../ports/http-client.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import { markPlayReadyCbcsUnsupported } from './cbcs-flag.ts';
import { KEY_SYSTEMS } from './key-systems.ts';
import { buildLicenseRequest, type LicenseRequestInput } from './license-request.builder.ts';
import { readLicenseResponse, type LicenseResult } from './license-response.reader.ts';
import { classifyFailure, classifyStatus, retryDelayFor, WAIT_BOUNDS } from '../playback/recovery-policy.ts';
import { withinBound } from '../playback/wait-bound.ts';
import { retryWait, type NetworkSignal } from '../playback/retry-wait.ts';
import type { FailureClass } from '../playback/recovery-policy.ts';

/** Bounds of the licence exchange; tests shorten them (default {@link WAIT_BOUNDS}). */
export interface LicenseClientOptions {
  /** How long one licence request may go unanswered before it counts as a network failure. */
  readonly requestBoundMs?: number;
  /** The platform's network state: offline, a retry waits for `online` (retry-wait.ts). */
  readonly network?: NetworkSignal;
}

/**
 * Posts licence requests. Without both tokens no request is made (001 §5 Licensing); network
 * failures, unanswered requests and 5xx answers are retried as the recovery policy says (001 §7
 * three attempts, 1 s × attempt; domain/playback/recovery-policy.ts); a failed licence status becomes its MKError (001 §8), and a
 * PlayReady CBC-encryption failure also marks CBCS unsupported for the session (001 §8).
 *
 * @example
 * const { license } = await client.acquire({ kind: 'standard', keyServerUrl, developerToken, userToken, keySystem, keyUri, challenge, adamId });
 */
export class LicenseClient {
  readonly #http: HttpClient;
  readonly #scheduler: Scheduler;
  readonly #session: KeyValueStore;
  readonly #requestBoundMs: number;
  readonly #network: NetworkSignal | undefined;

  constructor(http: HttpClient, scheduler: Scheduler, session: KeyValueStore, options: LicenseClientOptions = {}) {
    this.#http = http;
    this.#scheduler = scheduler;
    this.#session = session;
    this.#requestBoundMs = options.requestBoundMs ?? WAIT_BOUNDS.licenseRequestMs;
    this.#network = options.network;
  }

  async acquire(input: LicenseRequestInput): Promise<LicenseResult> {
    if (!input.developerToken || !input.userToken) {
      throw licenseAcquisitionError({ reason: 'Licensing needs a developer token and a user token' });
    }
    const request = buildLicenseRequest(input);
    const response = await this.#post(request);
    const body = await readJson(response);
    const result = body === undefined && !response.ok ? httpFailure(response) : readLicenseResponse(body, input.keySystem);
    if (isMKError(result)) {
      if (result.errorCode === MK_ERROR_REASON.PLAYREADY_CBC_ENCRYPTION_ERROR && input.keySystem === KEY_SYSTEMS.playready) {
        markPlayReadyCbcsUnsupported(this.#session);
      }
      throw result;
    }
    return result;
  }

  async #post(request: Parameters<HttpClient['request']>[0]): Promise<HttpResponse> {
    for (let retry = 1; ; retry++) {
      let response: HttpResponse;
      try {
        response = await withinBound(this.#http.request(request), this.#requestBoundMs, this.#scheduler, 'The licence server');
      } catch (failure) {
        // A refusal of the credential gate (an MKError) is never retried: nothing was sent.
        const failureClass = classifyFailure(failure);
        const delay = isMKError(failure) ? undefined : retryDelayFor(failureClass, retry);
        if (delay === undefined) throw isMKError(failure) ? failure : licenseAcquisitionError(undefined, failure);
        await this.#wait(failureClass, delay);
        continue;
      }
      // A 5xx is the server's passing fault: retried like a network failure (docs/decisions.md).
      const delay = classifyStatus(response.status) === 'server' ? retryDelayFor('server', retry) : undefined;
      if (delay === undefined) return response;
      await this.#wait('server', delay);
    }
  }

  #wait(failureClass: FailureClass, delayMs: number): Promise<void> {
    return retryWait(failureClass, delayMs, this.#scheduler, this.#network);
  }
}

async function readJson(response: HttpResponse): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A non-JSON failed answer: MEDIA_LICENSE with the HTTP status in the details. */
function httpFailure(response: HttpResponse): MKError {
  return new MKError(MK_ERROR_REASON.MEDIA_LICENSE, MEDIA_MESSAGES.licenseAcquisitionFailed, { details: { status: response.status, url: response.url } });
}
