// 001 §5 Licensing: "A certificate response that begins with an XML declaration is invalid.
// A missing certificate URL gives 'No certificate URL'." 001 §7: the certificate is a GET of the
// key certificate URL with a timestamp parameter t, returning binary data.
import { invalidCertificateError, noCertificateUrlError } from '../errors/index.ts';
import type { Clock } from '../../ports/clock.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import { KEY_SYSTEMS } from './key-systems.ts';

const XML_DECLARATION = '<?xml';

/**
 * Whether a certificate body starts with an XML declaration (an error page, not a
 * certificate), ignoring a UTF-8 byte-order mark and leading white space.
 *
 * @example
 * isXmlDeclaration(new TextEncoder().encode('<?xml version="1.0"?>')); // true
 */
export function isXmlDeclaration(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  if (bytes.length - i < XML_DECLARATION.length) return false;
  for (let k = 0; k < XML_DECLARATION.length; k++) {
    if (bytes[i + k] !== XML_DECLARATION.charCodeAt(k)) return false;
  }
  return true;
}

/** The certificate request URL: the configured URL with `t` set to the time (001 §7). */
export function certificateRequestUrl(url: string, nowMs: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set('t', String(nowMs));
  return parsed.href;
}

/**
 * Which key URL holds a key system's certificate: FairPlay's hls-key-cert-url, Widevine's
 * widevine-cert-url (001 §3 Key URLs). PlayReady and ClearKey need none.
 */
export function certificateUrlFor(
  keySystem: string,
  keyUrls: { readonly 'hls-key-cert-url'?: string; readonly 'widevine-cert-url'?: string },
): { readonly needed: boolean; readonly url: string | undefined } {
  if (keySystem === KEY_SYSTEMS.fairplay) return { needed: true, url: keyUrls['hls-key-cert-url'] };
  if (keySystem === KEY_SYSTEMS.widevine) return { needed: true, url: keyUrls['widevine-cert-url'] };
  return { needed: false, url: undefined };
}

/** Fetches and checks server certificates (001 §5, §7). */
export class CertificateLoader {
  readonly #http: HttpClient;
  readonly #clock: Clock;

  constructor(http: HttpClient, clock: Clock) {
    this.#http = http;
    this.#clock = clock;
  }

  /**
   * The certificate at `url`; MEDIA_CERTIFICATE 'No certificate URL' without a URL, and
   * MEDIA_CERTIFICATE 'Invalid certificate' for a failed answer or one that is XML.
   *
   * @example
   * await loader.load(keyUrls['widevine-cert-url']);
   */
  async load(url: string | undefined): Promise<Uint8Array> {
    if (url === undefined || url === '') throw noCertificateUrlError();
    const response = await this.#http.request({ url: certificateRequestUrl(url, this.#clock.now()), method: 'GET' });
    if (!response.ok) throw invalidCertificateError();
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length === 0 || isXmlDeclaration(bytes)) throw invalidCertificateError();
    return bytes;
  }
}
