// 001 §7 License request: where it goes, its headers and its body per item kind.
import type { HttpRequest } from '../../ports/http-client.ts';
import { KEY_SYSTEMS } from './key-systems.ts';

/** The four body shapes of 001 §7. */
export type LicenseRequestKind = 'uts' | 'live-radio' | 'offers' | 'standard';

/** 001 §7 "lease-action start, renew or stop" of UTS streaming keys. */
export type LeaseAction = 'start' | 'renew' | 'stop';

/** The item facts that pick a body shape (001 §3 Playable item flags). */
export interface LicenseItemFlags {
  readonly isUTS?: boolean;
  readonly isLiveRadioStation?: boolean;
  readonly hasOffersHlsUrl?: boolean;
}

/**
 * The body shape for an item: UTS first, then live radio, then HLS offers, else the standard
 * song body (001 §7 "Body by kind").
 *
 * @example
 * licenseRequestKind({ isLiveRadioStation: true }); // 'live-radio'
 */
export function licenseRequestKind(flags: LicenseItemFlags): LicenseRequestKind {
  if (flags.isUTS) return 'uts';
  if (flags.isLiveRadioStation) return 'live-radio';
  if (flags.hasOffersHlsUrl) return 'offers';
  return 'standard';
}

/** Everything one licence request is made of. */
export interface LicenseRequestInput {
  readonly kind: LicenseRequestKind;
  /** The item's hls-key-server-url (001 §3 Key URLs). */
  readonly keyServerUrl: string;
  readonly developerToken: string;
  readonly userToken: string;
  readonly keySystem: string;
  /** The key URI of the session (001 §4: sessions are per key URI). */
  readonly keyUri: string;
  /** The CDM's challenge, base64. */
  readonly challenge: string;
  /** UTS: start, renew or stop; others: a renewal when 'renew'. Default 'start'. */
  readonly leaseAction?: LeaseAction;
  /** Standard and offers bodies: the catalogue or library id. */
  readonly adamId?: string;
  readonly isLibrary?: boolean;
  readonly userInitiated?: boolean;
  /** Live radio: which live event the station is ('beats1' or 'amtv'). */
  readonly event?: 'beats1' | 'amtv';
  /** UTS: the optional extended lease. */
  readonly extendedLease?: unknown;
  /** UTS: key-server query parameters, copied into the streaming key (001 §7). */
  readonly keyServerQueryParameters?: Readonly<Record<string, string>>;
}

/** The header name of the user token on licence requests (001 §7 "a music user token header"). */
const LICENSE_USER_TOKEN_HEADER = 'Music-User-Token';

/** Widevine renewals say so in a header (001 §7 "a renewal header for Widevine"). */
const WIDEVINE_RENEWAL_HEADER = 'X-Apple-Renewal';

/**
 * 001 §7 headers: bearer developer token, JSON accept and content type, the user token, and for
 * a Widevine renewal the renewal header.
 */
function licenseRequestHeaders(input: LicenseRequestInput): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${input.developerToken}`,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [LICENSE_USER_TOKEN_HEADER]: input.userToken,
  };
  if (input.keySystem === KEY_SYSTEMS.widevine && input.leaseAction === 'renew') headers[WIDEVINE_RENEWAL_HEADER] = 'true';
  return headers;
}

/** The challenge, key system and key URI every body carries (the incumbent's base body). */
function baseFields(input: LicenseRequestInput): Record<string, unknown> {
  return { challenge: input.challenge, 'key-system': input.keySystem, uri: input.keyUri };
}

/**
 * The JSON body (001 §7 "Body by kind"):
 * - UTS: `streaming-request` version 1 with one streaming key (id, lease-action, challenge,
 *   key-system, uri, optional extended-lease, and the key-server query parameters);
 * - live radio: challenge, key-system, uri and event;
 * - offers: `license-requests` with adam-id and id (and the challenge fields);
 * - others: challenge, key-system, uri, adamId, isLibrary, user-initiated.
 *
 * @example
 * licenseRequestBody({ kind: 'standard', adamId: '1', isLibrary: false, userInitiated: true, ... });
 */
export function licenseRequestBody(input: LicenseRequestInput): Record<string, unknown> {
  switch (input.kind) {
    case 'uts':
      return {
        'streaming-request': {
          version: 1,
          'streaming-keys': [
            {
              ...input.keyServerQueryParameters,
              id: 1,
              'lease-action': input.leaseAction ?? 'start',
              ...baseFields(input),
              ...(input.extendedLease === undefined ? {} : { 'extended-lease': input.extendedLease }),
            },
          ],
        },
      };
    case 'live-radio':
      return { ...baseFields(input), event: input.event ?? 'beats1' };
    case 'offers':
      return { 'license-requests': [{ 'adam-id': input.adamId, id: 1, ...baseFields(input) }] };
    case 'standard':
      return {
        ...baseFields(input),
        adamId: input.adamId,
        isLibrary: input.isLibrary ?? false,
        'user-initiated': input.userInitiated ?? false,
      };
  }
}

/** The URL: the key server URL, with /start or /renew appended for HLS offers (001 §7). */
function licenseRequestUrl(input: LicenseRequestInput): string {
  if (input.kind !== 'offers') return input.keyServerUrl;
  const suffix = input.leaseAction === 'renew' ? '/renew' : '/start';
  return input.keyServerUrl.replace(/(?<!\/)\/+$/, '') + suffix;
}

/**
 * The whole request as the HttpClient port takes it.
 *
 * @example
 * await http.request(buildLicenseRequest(input));
 */
export function buildLicenseRequest(input: LicenseRequestInput): HttpRequest {
  return {
    url: licenseRequestUrl(input),
    method: 'POST',
    headers: licenseRequestHeaders(input),
    body: JSON.stringify(licenseRequestBody(input)),
  };
}
