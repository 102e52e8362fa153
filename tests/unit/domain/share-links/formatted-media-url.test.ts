import { describe, expect, it } from 'vitest';
import { formattedMediaURL, parseMediaUrl } from '../../../../core/src/domain/share-links/index.ts';

describe('000 §2 media URL shape: /{storefront?}/{kind}/{slug?}/{id} with optional ?i=', () => {
  it.each([
    ['https://music.example.com/us/album/folklore/1528112358', { storefrontId: 'us', kind: 'album', contentId: '1528112358' }],
    ['https://music.example.com/gb/album/1528112358', { storefrontId: 'gb', kind: 'album', contentId: '1528112358' }],
    ['https://music.example.com/us/artist/taylor-swift/159260351', { storefrontId: 'us', kind: 'artist', contentId: '159260351' }],
    ['https://music.example.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb', { storefrontId: 'us', kind: 'playlist', contentId: 'pl.f4d106fed2bd41149aaacabb233eb5eb' }],
    ['https://music.example.com/us/playlist/mine/pl.u-AbC123', { storefrontId: 'us', kind: 'playlist', contentId: 'pl.u-AbC123' }],
    ['https://music.example.com/us/station/blues/ra.978194965', { storefrontId: 'us', kind: 'station', contentId: 'ra.978194965' }],
    ['https://music.example.com/us/music-video/x/1445678901', { storefrontId: 'us', kind: 'music-video', contentId: '1445678901' }],
    ['https://tv.example.com/us/show/severance/umc.cmc.1srk2goyh2q2zdxcx605w8vtx', { storefrontId: 'us', kind: 'show', contentId: 'umc.cmc.1srk2goyh2q2zdxcx605w8vtx' }],
    ['https://music.example.com/us/song/anti-hero/1645937257', { storefrontId: 'us', kind: 'song', contentId: '1645937257' }],
    ['https://itunes.example.com/us/album/name/id1528112358', { storefrontId: 'us', kind: 'album', contentId: '1528112358' }],
    ['https://music.example.com/US/album/x/1/', { storefrontId: 'us', kind: 'album', contentId: '1' }],
    ['https://podcasts.example.com/us/podcast/show/1200361736', { storefrontId: 'us', kind: 'podcast', contentId: '1200361736' }],
    ['https://podcasts.example.com/us/episode/e/1000650000000', { storefrontId: 'us', kind: 'episode', contentId: '1000650000000' }],
    ['https://music.example.com/us/post/p/1500000000', { storefrontId: 'us', kind: 'post', contentId: '1500000000' }],
    ['https://tv.example.com/us/movie/m/umc.cmc.abc', { storefrontId: 'us', kind: 'movie', contentId: 'umc.cmc.abc' }],
    ['https://tv.example.com/us/season/s/umc.cmc.abc', { storefrontId: 'us', kind: 'season', contentId: 'umc.cmc.abc' }],
  ])('%s → %j', (url, expected) => {
    expect(formattedMediaURL(url)).toEqual(expected);
  });

  it('?i= names the track: kind song, content id the track id', () => {
    expect(formattedMediaURL('https://music.example.com/us/album/folklore/1528112358?i=1528112362')).toEqual({
      storefrontId: 'us',
      kind: 'song',
      contentId: '1528112362',
    });
  });

  it('the parser keeps slug, container id and track id', () => {
    const parts = parseMediaUrl('https://music.example.com/jp/album/abbey-road/1441164426?i=1441164589');
    expect(parts).toMatchObject({ storefrontId: 'jp', kind: 'album', slug: 'abbey-road', id: '1441164426', trackId: '1441164589' });
  });

  it('the storefront segment is optional in the shape, and the parser reports it as absent', () => {
    expect(parseMediaUrl('https://music.example.com/album/x/1')).toMatchObject({ storefrontId: undefined, kind: 'album', id: '1' });
  });

  it.each([
    ['no storefront (000 §5: must yield a storefront)', 'https://music.example.com/album/x/1'],
    ['an unknown kind', 'https://music.example.com/us/book/x/1'],
    ['no id', 'https://music.example.com/us/album/'],
    ['an id of another form', 'https://music.example.com/us/album/x/abc'],
    ['too many segments', 'https://music.example.com/us/album/a/b/1'],
    ['an i= that is not an id', 'https://music.example.com/us/album/x/1?i=abc'],
    ['another scheme', 'ftp://music.example.com/us/album/x/1'],
    ['not a URL', 'album 1'],
    ['the empty string', ''],
  ])("000 §5: %s is TypeError 'Invalid Media URL'", (_name, url) => {
    expect(() => formattedMediaURL(url)).toThrow(TypeError);
    expect(() => formattedMediaURL(url)).toThrow(/^Invalid Media URL$/);
  });
});
