import { DEFAULT_STOREFRONT } from '../constants/index.ts';

/**
 * The region subtag of a BCP 47 language tag, lower case: 'en-GB' → 'gb', 'zh-Hant-TW' → 'tw',
 * 'pt_BR' → 'br'; `undefined` for 'en' or a numeric region such as 'es-419'.
 */
export function regionOf(languageTag: string): string | undefined {
  const [, ...subtags] = languageTag.trim().replace(/_/g, '-').split('-');
  const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
  return region?.toLowerCase();
}

/**
 * Picks a storefront from the browser language (000 §7 GET /v1/storefronts: "the region part if
 * present, else us"). The inference details are not shown; ours: the preferred language's region
 * when the provider lists a storefront with that id, else the default storefront.
 *
 * @example
 * inferStorefrontId(['en-GB', 'en'], ['us', 'gb']); // 'gb'
 * inferStorefrontId(['fr'], ['us', 'fr']);          // 'us': no region part
 */
export function inferStorefrontId(languages: readonly string[], storefrontIds: readonly string[]): string {
  const region = languages[0] === undefined ? undefined : regionOf(languages[0]);
  const known = new Set(storefrontIds.map((id) => id.toLowerCase()));
  return region !== undefined && known.has(region) ? region : DEFAULT_STOREFRONT;
}
