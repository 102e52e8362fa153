import { MKError } from '../errors/index.ts';

/**
 * The provider's own registrable domains (000 §5: messages are accepted only from https hosts
 * on an allow-list of the provider's domains or their subdomains). The public surface is the
 * incumbent's, so the default names its provider; configuration may replace it.
 */
export const DEFAULT_PROVIDER_DOMAINS: readonly string[] = ['apple.com'];

export interface OriginAllowListOptions {
  /** Registrable domains whose https origins (and subdomains) are trusted. */
  readonly providerDomains?: readonly string[];
  /**
   * Exact origins trusted in addition, whatever their scheme (the local emulator,
   * e.g. 'http://127.0.0.1:4510'). Nothing else widens the list.
   */
  readonly trustedOrigins?: readonly string[];
}

/**
 * Decides which windows may drive authorization (000 §5, §6): the pop-ups, the auth bridge
 * and the subscribe view. An origin passes when it is https on a provider domain or one of its
 * subdomains with the default port, or when it is exactly one of the configured trusted origins.
 *
 * @example
 * const list = new OriginAllowList({ trustedOrigins: ['http://127.0.0.1:4510'] });
 * list.isAllowed('https://authorize.music.apple.com'); // true
 * list.isAllowed('http://music.apple.com');            // false: not https
 * list.isAllowed('https://evilapple.com');             // false: not a subdomain
 * list.isAllowed('http://127.0.0.1:4510');             // true: configured exactly
 */
export class OriginAllowList {
  readonly #domains: readonly string[];
  readonly #trusted: ReadonlySet<string>;

  constructor(options: OriginAllowListOptions = {}) {
    this.#domains = (options.providerDomains ?? DEFAULT_PROVIDER_DOMAINS).map((domain) => domain.trim().toLowerCase().replace(/^\.+|\.+$/g, ''));
    if (this.#domains.some((domain) => domain === '' || !domain.includes('.'))) {
      throw new MKError(MKError.CONFIGURATION_ERROR, 'A provider domain must be a registrable domain such as example.com');
    }
    this.#trusted = new Set((options.trustedOrigins ?? []).map(normaliseTrustedOrigin));
  }

  /** Whether a message from `origin` (as the browser reports it) may be acted on. */
  isAllowed(origin: unknown): boolean {
    if (typeof origin !== 'string' || origin === '' || origin === 'null') return false;
    if (this.#trusted.has(origin)) return true;
    const url = parseOrigin(origin);
    if (!url || url.protocol !== 'https:' || url.port !== '') return false;
    const host = url.hostname.toLowerCase();
    return this.#domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  }

  /** Whether `url` lies on an allowed origin (tokens are only ever sent there). */
  isAllowedUrl(url: string): boolean {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    return parsed !== undefined && this.isAllowed(parsed.origin);
  }
}

/** `origin` as a URL when it is exactly an origin (scheme://host[:port]), else undefined. */
function parseOrigin(origin: string): URL | undefined {
  if (!URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  return url.origin === origin ? url : undefined;
}

function normaliseTrustedOrigin(origin: string): string {
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!url || url.origin === 'null' || !/^https?:$/.test(url.protocol)) {
    throw new MKError(MKError.CONFIGURATION_ERROR, `Not an http(s) origin: ${origin}`);
  }
  return url.origin;
}
