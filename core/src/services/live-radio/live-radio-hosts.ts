// 002 §5 "Live radio station URLs must be on an Apple host suffix"; 002 §9 "Hosts allowed for live
// radio end in the provider's domains". The provider's domains are the sign-in allow-list's
// (000 §5), so one list says who the provider is.
import { OriginAllowList } from '../../domain/auth/origin-allow-list.ts';

export interface LiveRadioHostOptions {
  /** The provider's registrable domains (default: the sign-in default, apple.com). */
  readonly providerDomains?: readonly string[];
  /** Exact origins standing for the provider (the configured provider origin, e.g. the emulator). */
  readonly trustedOrigins?: readonly string[];
}

/**
 * Whether a live radio stream URL may be played: https on a provider domain or a subdomain of
 * it, or exactly on an origin configured to stand for the provider.
 *
 * @example
 * const hosts = new LiveRadioHosts({ trustedOrigins: ['http://127.0.0.1:4510'] });
 * hosts.allows('https://play.itunes.apple.com/live/radio.m3u8'); // true
 * hosts.allows('https://example.com/radio.m3u8');                // false
 */
export class LiveRadioHosts {
  readonly #list: OriginAllowList;

  constructor(options: LiveRadioHostOptions = {}) {
    this.#list = new OriginAllowList({
      ...(options.providerDomains ? { providerDomains: options.providerDomains } : {}),
      ...(options.trustedOrigins ? { trustedOrigins: options.trustedOrigins } : {}),
    });
  }

  allows(url: string): boolean {
    return this.#list.isAllowedUrl(url);
  }
}
