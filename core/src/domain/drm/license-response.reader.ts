// 001 §7 "Response is read from streaming-response.streaming-keys[0], or license-responses[0], or
// the body itself. status, license and renew-after are read; the license is sent on as ckc under
// FairPlay and as license otherwise." Errors per 001 §8 (normalised in domain/errors).
import { licenseAcquisitionError, licenseResponseError, type LicenseResponseBody } from '../errors/index.ts';
import type { MKError } from '../errors/index.ts';
import { KEY_SYSTEMS } from './key-systems.ts';

/** 001 §3 License response. */
export interface LicenseResponseEntry extends LicenseResponseBody {
  readonly status?: number;
  readonly license?: string;
  readonly 'renew-after'?: number;
  readonly errorCode?: number;
  readonly message?: string;
  readonly ckc?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The licence entry of a response body: streaming-response.streaming-keys[0], else
 * license-responses[0], else the body itself; undefined when the body is no object.
 *
 * @example
 * licenseResponseEntry({ 'license-responses': [{ status: 0, license: 'AAA=' }] }); // { status: 0, license: 'AAA=' }
 */
export function licenseResponseEntry(body: unknown): LicenseResponseEntry | undefined {
  if (!isRecord(body)) return undefined;
  const streaming = body['streaming-response'];
  if (isRecord(streaming) && Array.isArray(streaming['streaming-keys']) && isRecord(streaming['streaming-keys'][0])) {
    return streaming['streaming-keys'][0] as LicenseResponseEntry;
  }
  const responses = body['license-responses'];
  if (Array.isArray(responses) && isRecord(responses[0])) return responses[0] as LicenseResponseEntry;
  return body as LicenseResponseEntry;
}

/** A licence that can go to the CDM. */
export interface LicenseResult {
  /** Base64 as the server sent it. */
  readonly license: string;
  /** Seconds; present when the server asked for a renewal. */
  readonly renewAfterSeconds?: number;
}

/**
 * The licence of a response, or the MKError it means (001 §8): a failed status gives its
 * reason; a success without a licence is MEDIA_LICENSE 'Error acquiring license'. Under
 * FairPlay the licence travels as `ckc`.
 *
 * @example
 * readLicenseResponse({ status: 0, license: 'e30=', 'renew-after': 600 }, 'org.w3.clearkey');
 * // { license: 'e30=', renewAfterSeconds: 600 }
 */
export function readLicenseResponse(body: unknown, keySystem: string): LicenseResult | MKError {
  const entry = licenseResponseEntry(body);
  const error = licenseResponseError(entry);
  if (error) return error;
  const license = keySystem === KEY_SYSTEMS.fairplay ? (entry?.ckc ?? entry?.license) : entry?.license;
  if (typeof license !== 'string' || license === '') return licenseAcquisitionError(entry);
  const renewAfter = entry?.['renew-after'];
  return typeof renewAfter === 'number' && renewAfter > 0 ? { license, renewAfterSeconds: renewAfter } : { license };
}
