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
import { licenseRetryDelay } from './license-retry.policy.ts';

/**
 * Posts licence requests. Without both tokens no request is made (001 §5 Licensing); network
 * failures are retried (001 §7); a failed licence status becomes its MKError (001 §8), and a
 * PlayReady CBC-encryption failure also marks CBCS unsupported for the session (001 §8).
 *
 * @example
 * const { license } = await client.acquire({ kind: 'standard', keyServerUrl, developerToken, userToken, keySystem, keyUri, challenge, adamId });
 */
export class LicenseClient {
  readonly #http: HttpClient;
  readonly #scheduler: Scheduler;
  readonly #session: KeyValueStore;

  constructor(http: HttpClient, scheduler: Scheduler, session: KeyValueStore) {
    this.#http = http;
    this.#scheduler = scheduler;
    this.#session = session;
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
      try {
        return await this.#http.request(request);
      } catch (failure) {
        const delay = licenseRetryDelay(failure, retry);
        if (delay === undefined) throw isMKError(failure) ? failure : licenseAcquisitionError(undefined, failure);
        await new Promise<void>((resolve) => this.#scheduler.setTimeout(resolve, delay));
      }
    }
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
