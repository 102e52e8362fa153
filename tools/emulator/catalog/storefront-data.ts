/**
 * The storefronts the emulator serves (000 §3 Storefront: id, type storefronts, href
 * /v1/storefronts/{id}, attributes). A dozen, including those the spec names for its
 * restriction default (000 §6: br, in, it, kr ...) and the default 'us' (000 §9).
 */
export interface StorefrontRecord {
  readonly id: string;
  readonly name: string;
  readonly defaultLanguageTag: string;
  readonly supportedLanguageTags: readonly string[];
  readonly explicitContentPolicy: 'allowed' | 'opt-in' | 'prohibited';
}

export const STOREFRONTS: readonly StorefrontRecord[] = [
  { id: 'us', name: 'United States', defaultLanguageTag: 'en-US', supportedLanguageTags: ['en-US', 'es-MX'], explicitContentPolicy: 'allowed' },
  { id: 'gb', name: 'United Kingdom', defaultLanguageTag: 'en-GB', supportedLanguageTags: ['en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'de', name: 'Germany', defaultLanguageTag: 'de-DE', supportedLanguageTags: ['de-DE', 'en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'fr', name: 'France', defaultLanguageTag: 'fr-FR', supportedLanguageTags: ['fr-FR', 'en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'jp', name: 'Japan', defaultLanguageTag: 'ja', supportedLanguageTags: ['ja', 'en-US'], explicitContentPolicy: 'allowed' },
  { id: 'kr', name: 'Korea, Republic of', defaultLanguageTag: 'ko-KR', supportedLanguageTags: ['ko-KR', 'en-GB'], explicitContentPolicy: 'opt-in' },
  { id: 'br', name: 'Brazil', defaultLanguageTag: 'pt-BR', supportedLanguageTags: ['pt-BR', 'en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'ca', name: 'Canada', defaultLanguageTag: 'en-CA', supportedLanguageTags: ['en-CA', 'fr-CA'], explicitContentPolicy: 'allowed' },
  { id: 'au', name: 'Australia', defaultLanguageTag: 'en-AU', supportedLanguageTags: ['en-AU', 'en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'es', name: 'Spain', defaultLanguageTag: 'es-ES', supportedLanguageTags: ['es-ES', 'ca-ES', 'en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'it', name: 'Italy', defaultLanguageTag: 'it-IT', supportedLanguageTags: ['it-IT', 'en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'mx', name: 'Mexico', defaultLanguageTag: 'es-MX', supportedLanguageTags: ['es-MX', 'en-GB'], explicitContentPolicy: 'allowed' },
  { id: 'in', name: 'India', defaultLanguageTag: 'en-GB', supportedLanguageTags: ['en-GB', 'hi-IN'], explicitContentPolicy: 'opt-in' },
  { id: 'se', name: 'Sweden', defaultLanguageTag: 'sv-SE', supportedLanguageTags: ['sv-SE', 'en-GB'], explicitContentPolicy: 'allowed' },
];

export const STOREFRONTS_BY_ID: ReadonlyMap<string, StorefrontRecord> = new Map(STOREFRONTS.map((s) => [s.id, s]));
