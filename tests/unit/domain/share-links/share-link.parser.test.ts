import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_URL_LENGTH, isMusicOrStoreHost, parseMediaUrl, parseShareLink } from '../../../../core/src/domain/share-links/index.ts';

const M = 'https://music.example.com';

describe('002 §2 share-link URL shapes, each mapped to a media API resource', () => {
  it.each([
    ['album', `${M}/us/album/folklore/1528112358`, { id: '1528112358', resource: { method: 'GET', path: '/v1/catalog/us/albums/1528112358' } }],
    ['album-song', `${M}/us/album/folklore/1528112358?i=1528112362`, { id: '1528112362', containerId: '1528112358', resource: { method: 'GET', path: '/v1/catalog/us/songs/1528112362' } }],
    ['algorithmic-station', `${M}/us/station/blues/ra.978194965`, { id: 'ra.978194965', resource: { method: 'GET', path: '/v1/catalog/us/stations/ra.978194965' } }],
    ['algorithmic-station', `${M}/us/station/x/st.1445`, { id: 'st.1445', resource: { method: 'GET', path: '/v1/catalog/us/stations/st.1445' } }],
    ['artist', `${M}/us/artist/taylor-swift/159260351`, { id: '159260351', resource: { method: 'GET', path: '/v1/catalog/us/artists/159260351/view/default-playable-content' } }],
    ['genre-stations', `${M}/us/stations/genres/rock/34`, { id: '34', resource: { method: 'GET', path: '/v1/catalog/us/stations', params: { 'filter[genres]': '34' } } }],
    ['genre-stations', `${M}/us/stations/eras/1990s`, { id: '1990s', resource: { method: 'GET', path: '/v1/catalog/us/stations', params: { 'filter[eras]': '1990s' } } }],
    ['genre-stations', `${M}/us/stations/tags/chill/t.1`, { id: 't.1', resource: { method: 'GET', path: '/v1/catalog/us/stations', params: { 'filter[tags]': 't.1' } } }],
    ['genre-stations', `${M}/us/stations/moods/happy/m1`, { id: 'm1', resource: { method: 'GET', path: '/v1/catalog/us/stations', params: { 'filter[moods]': 'm1' } } }],
    ['library-album', `${M}/library/albums/l.AbC123`, { storefrontId: undefined, id: 'l.AbC123', resource: { method: 'GET', path: '/v1/me/library/albums/l.AbC123', params: { include: 'tracks' } } }],
    ['library-album-song', `${M}/library/albums/l.AbC123?i=i.XyZ9`, { id: 'i.XyZ9', containerId: 'l.AbC123', resource: { method: 'GET', path: '/v1/me/library/songs/i.XyZ9' } }],
    ['library-playlist', `${M}/library/playlist/p.Qwe12`, { id: 'p.Qwe12', resource: { method: 'GET', path: '/v1/me/library/playlists/p.Qwe12', params: { include: 'tracks' } } }],
    ['music-video', `${M}/us/music-video/shake-it-off/1445678901`, { id: '1445678901', resource: { method: 'GET', path: '/v1/catalog/us/music-videos/1445678901' } }],
    ['personal-station', `${M}/us/station/my-station/me`, { id: 'me', resource: { method: 'GET', path: '/v1/catalog/us/stations', params: { 'filter[identity]': 'personal' } } }],
    ['personal-mix', `${M}/us/playlist/favourites-mix/mx.AbC`, { id: 'mx.AbC', resource: { method: 'GET', path: '/v1/catalog/us/playlists/mx.AbC' } }],
    ['playlist', `${M}/gb/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb`, { storefrontId: 'gb', id: 'pl.f4d106fed2bd41149aaacabb233eb5eb', resource: { method: 'GET', path: '/v1/catalog/gb/playlists/pl.f4d106fed2bd41149aaacabb233eb5eb' } }],
    ['song', `${M}/us/song/anti-hero/1645937257`, { id: '1645937257', resource: { method: 'GET', path: '/v1/catalog/us/songs/1645937257' } }],
    ['station-change-request', `${M}/us/change-station/ra.978194965`, { id: 'ra.978194965', resource: { method: 'POST', path: '/v1/me/stations/change-station/ra.978194965' } }],
  ])('%s: %s', (shape, url, expected) => {
    expect(parseShareLink(url)).toMatchObject({ shape, ...expected });
  });

  it('is recognised on music and store hosts only (002 §2), unless told otherwise', () => {
    expect(parseShareLink('https://geo.music.example.com/us/album/x/1')?.shape).toBe('album');
    expect(parseShareLink('https://itunes.example.com/us/album/x/id1')?.id).toBe('1');
    expect(parseShareLink('https://store.example.org/us/song/x/2')?.shape).toBe('song');
    expect(parseShareLink('https://evil.example.com/us/album/x/1')).toBeUndefined();
    expect(parseShareLink('http://127.0.0.1:4000/us/album/x/1', { isShareHost: () => true })?.shape).toBe('album');
    expect(isMusicOrStoreHost('music')).toBe(false);
  });

  it.each([
    ['a catalogue link without storefront', `${M}/album/x/1`],
    ['a library album with a catalogue id', `${M}/library/albums/1528112358`],
    ['a library playlist with a catalogue playlist id', `${M}/library/playlist/pl.u-1`],
    ['an album with a non-numeric id', `${M}/us/album/x/pl.1`],
    ['a playlist with a numeric id', `${M}/us/playlist/x/123`],
    ['an album whose i= is not a catalogue id', `${M}/us/album/x/1?i=i.abc`],
    ['an unknown genre-station filter', `${M}/us/stations/colours/blue/1`],
    ['not a URL', 'pl.u-123'],
  ])('%s is not a share link', (_name, url) => {
    expect(parseShareLink(url)).toBeUndefined();
  });
});

describe('share links and media URLs longer than MAX_MEDIA_URL_LENGTH are not links (issue 22, docs/decisions.md)', () => {
  const link = (padding: number): string => `https://music.example.com/us/playlist/${'/'.repeat(padding)}pl.u-123`;

  it('reads a link up to the limit, and none beyond it', () => {
    const atLimit = link(MAX_MEDIA_URL_LENGTH - link(0).length);
    expect(atLimit).toHaveLength(MAX_MEDIA_URL_LENGTH);
    expect(parseShareLink(atLimit)?.resource.path).toBe('/v1/catalog/us/playlists/pl.u-123');
    expect(parseShareLink(link(MAX_MEDIA_URL_LENGTH))).toBeUndefined();
    expect(parseMediaUrl(`https://music.example.com/us/album/${'a'.repeat(MAX_MEDIA_URL_LENGTH)}/1`)).toBeUndefined();
  });
});
