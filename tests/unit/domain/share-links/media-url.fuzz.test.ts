import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MKError, isMKError } from '../../../../core/src/domain/errors/index.ts';
import {
  MEDIA_URL_KINDS,
  formattedMediaURL,
  generateEmbedCode,
  parseShareLink,
} from '../../../../core/src/domain/share-links/index.ts';

const RUNS = { numRuns: 2_000 }; // npm run fuzz runs 100,000 (tools/fuzz)

// Structured near-valid URLs: every part is right, wrong or missing, so the fuzzing reaches
// both the accepted shapes and every way to miss them.
// Weighted so that about half the URLs have every part right.
const scheme = fc.oneof({ weight: 8, arbitrary: fc.constant('https://') }, { weight: 1, arbitrary: fc.constantFrom('http://', 'ftp://', '', 'https:/', 'https:///') });
const host = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('music.example.com', 'geo.music.example.com', 'itunes.example.com', 'podcasts.example.com') },
  { weight: 1, arbitrary: fc.constantFrom('evil.example', '127.0.0.1:4000', '', 'a b') },
);
const storefront = fc.oneof({ weight: 8, arbitrary: fc.stringMatching(/^[a-z]{2}$/) }, { weight: 1, arbitrary: fc.constantFrom('JP', 'usa', '', 'u', '12') });
const kind = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...MEDIA_URL_KINDS) },
  { weight: 2, arbitrary: fc.constantFrom('library', 'stations', 'change-station', 'albums', 'playlists', 'Album', 'musicVideo') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const slug = fc.oneof(fc.constant(undefined), fc.stringMatching(/^[a-z0-9-]{0,12}$/), fc.string({ maxLength: 6 }), fc.constantFrom('genres', 'eras', 'tags', 'moods', 'albums', 'playlist'));
const id = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^\d{1,12}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^id\d{1,10}$/) },
  { weight: 3, arbitrary: fc.stringMatching(/^(pl|ra|st|mx)\.[A-Za-z0-9-]{0,12}$/) },
  { weight: 2, arbitrary: fc.stringMatching(/^[ailp]\.[A-Za-z0-9]{0,10}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^umc\.cmc\.[a-z0-9]{0,10}$/) },
  { weight: 1, arbitrary: fc.constantFrom('me', '', '..', '%2F') },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);
const query = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^\?i=\d{1,10}$/),
  fc.stringMatching(/^\?i=[il]\.[A-Za-z0-9]{1,6}$/),
  fc.string({ maxLength: 10 }).map((text) => `?i=${text}`),
  fc.string({ maxLength: 10 }).map((text) => `?${text}`),
  fc.string({ maxLength: 6 }).map((text) => `#${text}`),
);
const structuredUrl = fc
  .tuple(scheme, host, fc.option(storefront, { freq: 4 }), kind, slug, id, query, fc.boolean())
  .map(([s, h, sf, k, sl, i, q, trailing]) => {
    const segments = [sf, k, sl, i].filter((part): part is string => part !== undefined && part !== null);
    return `${s}${h}/${segments.join('/')}${trailing ? '/' : ''}${q}`;
  });
const anyUrl = fc.oneof(structuredUrl, structuredUrl, fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ unit: 'binary' }));

const KINDS: ReadonlySet<string> = new Set(MEDIA_URL_KINDS);

describe('000 §2 / 002 §2 media URL and share-link parsing under fuzzing', () => {
  it("formattedMediaURL yields storefront, kind and content id, or TypeError 'Invalid Media URL', nothing else", () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        let result;
        try {
          result = formattedMediaURL(url);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
          expect((error as TypeError).message).toBe('Invalid Media URL');
          return;
        }
        expect(result.storefrontId).toMatch(/^[a-z]{2}$/);
        expect(KINDS.has(result.kind)).toBe(true);
        expect(result.contentId).toMatch(/^(\d+|[a-z]{2}\.[A-Za-z0-9_-]+|umc\.cmc\.[A-Za-z0-9]+)$/i);
      }),
      RUNS,
    );
  });

  it('parseShareLink never throws: a share link with a /v1 resource, or undefined', () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        const link = parseShareLink(url);
        if (link === undefined) return;
        expect(link.resource.path.startsWith('/v1/')).toBe(true);
        expect(link.resource.path).not.toMatch(/\/\.\.?(\/|$)/);
        expect(['GET', 'POST']).toContain(link.resource.method);
        expect(link.id).not.toBe('');
        expect(link.storefrontId === undefined || /^[a-z]{2}$/.test(link.storefrontId)).toBe(true);
      }),
      RUNS,
    );
  });

  it('generateEmbedCode gives one iframe element or INVALID_ARGUMENTS, nothing else', () => {
    fc.assert(
      fc.property(anyUrl, fc.option(fc.oneof(fc.integer({ min: -10, max: 2000 }), fc.string({ maxLength: 6 }))), (url, width) => {
        let markup: string;
        try {
          markup = generateEmbedCode(url, width === null ? {} : { width });
        } catch (error) {
          expect(isMKError(error) && (error as MKError).errorCode === MKError.INVALID_ARGUMENTS).toBe(true);
          return;
        }
        expect(markup.startsWith('<iframe ')).toBe(true);
        expect(markup.endsWith('></iframe>')).toBe(true);
        // Escaping keeps every value inside its quotes: exactly one tag opens and closes.
        expect(markup.match(/</g)).toHaveLength(2);
        expect(markup.match(/>/g)).toHaveLength(2);
      }),
      RUNS,
    );
  });
});
