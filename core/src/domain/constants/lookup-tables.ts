// 000 §9 lookup tables. The spec names the three tables but shows only a few language ids
// (en 1, fr 3, de 4, ja 9, ko 13); the full tables are not shown. What follows is a realistic
// subset: the provider's public storefront ids for major markets, and the language ids the spec
// gives plus en-gb. A market missing here makes the offers call answer an empty list (000 §7),
// which is the documented behaviour for an unknown mapping, not a failure.

import { STORE_FRONT_HEADER_SUFFIX } from './data-clients.constants.ts';

/** Three-letter country code to storefront id (000 §9; subset). */
const STOREFRONT_IDS_BY_COUNTRY3 = {
  USA: 143441,
  FRA: 143442,
  DEU: 143443,
  GBR: 143444,
  ITA: 143450,
  NLD: 143452,
  ESP: 143454,
  CAN: 143455,
  SWE: 143456,
  CHE: 143459,
  AUS: 143460,
  JPN: 143462,
  KOR: 143466,
  IND: 143467,
  MEX: 143468,
  BRA: 143503,
} as const;

/** Two-letter to three-letter country code (000 §9; subset). */
const COUNTRY3_BY_COUNTRY2 = {
  us: 'USA',
  fr: 'FRA',
  de: 'DEU',
  gb: 'GBR',
  it: 'ITA',
  nl: 'NLD',
  es: 'ESP',
  ca: 'CAN',
  se: 'SWE',
  ch: 'CHE',
  au: 'AUS',
  jp: 'JPN',
  kr: 'KOR',
  in: 'IND',
  mx: 'MEX',
  br: 'BRA',
} as const;

/** Language tag (lower case) to language id (000 §9: en 1, fr 3, de 4, ja 9, ko 13; subset). */
const LANGUAGE_IDS_BY_TAG = {
  en: 1,
  'en-gb': 2,
  fr: 3,
  de: 4,
  ja: 9,
  ko: 13,
} as const;

function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The three-letter code for a two- or three-letter country code, any case.
 *
 * @example
 * country3For('gb'); // 'GBR'
 */
export function country3For(countryCode: string): string | undefined {
  const code = countryCode.trim();
  if (code.length === 3) {
    const upper = code.toUpperCase();
    return Object.hasOwn(STOREFRONT_IDS_BY_COUNTRY3, upper) ? upper : undefined;
  }
  return lookup<string>(COUNTRY3_BY_COUNTRY2, code.toLowerCase());
}

/**
 * The storefront id for a two- or three-letter country code.
 *
 * @example
 * storefrontIdFor('us');  // 143441
 * storefrontIdFor('JPN'); // 143462
 */
export function storefrontIdFor(countryCode: string): number | undefined {
  const country3 = country3For(countryCode);
  return country3 === undefined ? undefined : lookup<number>(STOREFRONT_IDS_BY_COUNTRY3, country3);
}

/**
 * The language id for a language tag: the whole tag first (en-GB), then its primary subtag (en).
 *
 * @example
 * languageIdFor('en-GB'); // 2
 * languageIdFor('fr-CA'); // 3
 */
export function languageIdFor(languageTag: string): number | undefined {
  const tag = languageTag.trim().toLowerCase().replace(/_/g, '-');
  return lookup<number>(LANGUAGE_IDS_BY_TAG, tag) ?? lookup<number>(LANGUAGE_IDS_BY_TAG, tag.split('-')[0] ?? '');
}

/**
 * The offers call's store-front header, "{storefront id}-{language id},8" (000 §7), or
 * undefined when either mapping is unknown (the call then answers an empty list).
 *
 * @example
 * storeFrontHeader('us', 'en-US'); // '143441-1,8'
 */
export function storeFrontHeader(countryCode: string, languageTag: string): string | undefined {
  const storefrontId = storefrontIdFor(countryCode);
  const languageId = languageIdFor(languageTag);
  if (storefrontId === undefined || languageId === undefined) return undefined;
  return `${storefrontId}-${languageId}${STORE_FRONT_HEADER_SUFFIX}`;
}
