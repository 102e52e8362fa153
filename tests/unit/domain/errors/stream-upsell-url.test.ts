import { describe, expect, it } from 'vitest';
import { stripStreamUpsellParams } from '../../../../core/src/domain/errors/index.ts';

describe('000 §8 stream upsell: button URL clean-up', () => {
  it.each<[string, string, string]>([
    ['challenge', 'https://x.test/upsell?a=1&challenge=AAAA', 'https://x.test/upsell?a=1'],
    ['key-system', 'https://x.test/upsell?a=1&key-system=com.widevine.alpha', 'https://x.test/upsell?a=1'],
    ['uri', 'https://x.test/upsell?a=1&uri=skd%3A%2F%2Fkey', 'https://x.test/upsell?a=1'],
    ['user-initiated', 'https://x.test/upsell?a=1&user-initiated=true', 'https://x.test/upsell?a=1'],
  ])('000 §8 stream upsell: the %s parameter is removed', (_name, url, expected) => {
    expect(stripStreamUpsellParams(url)).toBe(expected);
  });

  it('000 §8 stream upsell: all four removed, every other parameter kept as it was', () => {
    const url =
      'https://x.test/upsell?challenge=c&p=subscribe&key-system=ks&q=a%20b+c&uri=u&user-initiated=1&app=music';
    expect(stripStreamUpsellParams(url)).toBe('https://x.test/upsell?p=subscribe&q=a%20b+c&app=music');
  });

  it('000 §8 stream upsell: a removed parameter first in the query leaves the rest behind "?"', () => {
    expect(stripStreamUpsellParams('https://x.test/u?challenge=c&p=1')).toBe('https://x.test/u?p=1');
  });

  it('000 §8 stream upsell: a query left empty loses its "?" and keeps the fragment', () => {
    expect(stripStreamUpsellParams('https://x.test/u?uri=u&challenge=c#top')).toBe('https://x.test/u#top');
  });

  it('000 §8 stream upsell: a parameter whose name only starts like one of the four is kept', () => {
    expect(stripStreamUpsellParams('https://x.test/u?uris=1&challenger=2')).toBe('https://x.test/u?uris=1&challenger=2');
  });

  it('000 §8 stream upsell: a URL without those parameters is returned unchanged', () => {
    const url = 'https://x.test/u?p=1&q=%7Bx%7D';
    expect(stripStreamUpsellParams(url)).toBe(url);
  });

  it.each(['not a url', '/relative/path?challenge=c', '', 'http://[bad'])(
    '000 §8 stream upsell: a bad URL (%s) is returned unchanged',
    (url) => {
      expect(stripStreamUpsellParams(url)).toBe(url);
    },
  );
});
