import { MKError } from '../errors/index.ts';
import { DEFAULT_PROVIDER_HOSTS, providerHostsAt, type ProviderHosts } from './provider-hosts.ts';

/** The provider's play-activity service, as configuration.ts names it (000 §7 POST {activity service}/play). */
const DEFAULT_ACTIVITY_BASE = 'https://universal-activity-service.itunes.apple.com';

/**
 * The exact origins (scheme + host + port) that may receive the developer token and the
 * listener's token (DESIGN.md Security, 001 §6 "sent only to the allowed hosts"). Origins, not
 * host names: the provider's host on another port, or over plain http, is another party.
 * URLs are compared after WHATWG parsing (`new URL`), never by string prefix, so case, default
 * ports, IDN, backslashes and userinfo are judged as the browser will route the request.
 *
 * @example
 * const origins = new CredentialOrigins(['https://api.music.apple.com']);
 * origins.allows('https://API.music.apple.com:443/v1/me'); // true: the same origin
 * origins.allows('http://api.music.apple.com/v1/me');      // false: another scheme
 * origins.allows('https://api.music.apple.com:8443/v1');   // false: another port
 */
export class CredentialOrigins {
  readonly #origins: ReadonlySet<string>;

  /** @throws MKError CONFIGURATION_ERROR when one of `origins` is not an http(s) origin. */
  constructor(origins: Iterable<string>) {
    const set = new Set<string>();
    for (const origin of origins) set.add(normaliseOrigin(origin));
    this.#origins = set;
  }

  /**
   * Whether credentials may travel to `url`. Only absolute http(s) URLs qualify; a URL with
   * userinfo never does (it names a party of its own and is the classic way to disguise a host).
   */
  allows(url: unknown): boolean {
    const origin = httpOrigin(url);
    return origin !== undefined && this.#origins.has(origin);
  }
}

/** The origin of `url` for messages, never the whole URL (its path and query are nobody's business). */
export function describeOrigin(url: unknown): string {
  return typeof url === 'string' && URL.canParse(url) ? new URL(url).origin : 'an unparseable URL';
}

/** The hosts of configuration that decide where credentials may go. */
export interface CredentialOriginsConfiguration {
  /** One origin standing for every provider host (the emulator). */
  readonly providerOrigin?: string | undefined;
  /** The media API base actually in use. */
  readonly apiBase?: string | undefined;
  /** The play-activity service base (000 §7). */
  readonly playActivityBase?: string | undefined;
}

/**
 * The allow-list of a configuration: every provider host it names (DEFAULT_PROVIDER_HOSTS, or
 * providerOrigin's single origin), the media API base and the play-activity base. Nothing a
 * response, a link or an app's call hands the library at run time widens it.
 *
 * @example
 * credentialOriginsFor({ providerOrigin: 'http://127.0.0.1:4510' }).origins; // ['http://127.0.0.1:4510']
 */
export function credentialOriginsFor(configuration: CredentialOriginsConfiguration): CredentialOrigins {
  const hosts: ProviderHosts = configuration.providerOrigin ? providerHostsAt(configuration.providerOrigin) : DEFAULT_PROVIDER_HOSTS;
  const urls: string[] = [hosts.apiBase, hosts.authorize, hosts.authBridge, hosts.commerce, hosts.buy, hosts.play, hosts.musicAuth, hosts.tvAuth];
  if (configuration.apiBase) urls.push(configuration.apiBase);
  urls.push(configuration.playActivityBase ?? (configuration.providerOrigin ? configuration.providerOrigin : DEFAULT_ACTIVITY_BASE));
  return new CredentialOrigins(urls);
}

/** The origin of an absolute http(s) URL without userinfo; undefined for anything else. */
function httpOrigin(url: unknown): string | undefined {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const http = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  return http && parsed.username === '' && parsed.password === '' ? parsed.origin : undefined;
}

function normaliseOrigin(value: string): string {
  const origin = httpOrigin(value);
  if (origin === undefined) throw new MKError(MKError.CONFIGURATION_ERROR, `Not an http(s) provider origin: ${describeOrigin(value)}`);
  return origin;
}
