import { describe, expect, it } from 'vitest';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { embedFrame, escapeAttribute, generateEmbedCode } from '../../../../core/src/domain/share-links/index.ts';

const ALBUM = 'https://music.example.com/us/album/folklore/1528112358';

describe('002 §2 embed helper and generateEmbedCode', () => {
  it('default size is 660 wide by 450 high, on the embed host, same path and query', () => {
    expect(embedFrame(ALBUM)).toMatchObject({ width: '660', height: '450', src: 'https://embed.music.example.com/us/album/folklore/1528112358' });
  });

  it('songs, album links to a song and episodes are 175 high', () => {
    expect(embedFrame('https://music.example.com/us/song/x/1').height).toBe('175');
    expect(embedFrame(`${ALBUM}?i=1528112362`)).toMatchObject({ height: '175', src: 'https://embed.music.example.com/us/album/folklore/1528112358?i=1528112362' });
    expect(embedFrame('https://podcasts.example.com/us/episode/e/1000650000000').height).toBe('175');
  });

  it('video-like kinds are 0.5625 times the width high', () => {
    expect(embedFrame('https://music.example.com/us/music-video/x/1').height).toBe('371');
    expect(embedFrame('https://music.example.com/us/music-video/x/1', { width: 800 }).height).toBe('450');
    expect(embedFrame('https://tv.example.com/us/movie/m/umc.cmc.abc', { width: '320' }).height).toBe('180');
  });

  it('given sizes win', () => {
    expect(embedFrame('https://music.example.com/us/song/x/1', { height: 300, width: 500 })).toMatchObject({ height: '300', width: '500' });
  });

  it('podcast content uses a podcasts embed host', () => {
    expect(embedFrame('https://music.example.com/us/podcast/show/1200361736').src).toBe('https://embed.podcasts.example.com/us/podcast/show/1200361736');
    expect(embedFrame('https://podcasts.example.com/us/podcast/show/1200361736').src).toBe('https://embed.podcasts.example.com/us/podcast/show/1200361736');
    expect(embedFrame(ALBUM, { embedHosts: { music: 'embed.local:8080' } }).src).toBe('https://embed.local:8080/us/album/folklore/1528112358');
  });

  it('sandbox flags and permissions are those of 000 §9 / 002 §2', () => {
    const frame = embedFrame(ALBUM);
    expect(frame.sandbox.split(' ')).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
      'allow-storage-access-by-user-activation',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(frame.allow.split('; ')).toEqual(['autoplay', 'encrypted-media', 'fullscreen', 'clipboard-write']);
  });

  it('generateEmbedCode returns the sandboxed iframe markup', () => {
    expect(generateEmbedCode(ALBUM, { height: 500, width: 400 })).toBe(
      '<iframe allow="autoplay; encrypted-media; fullscreen; clipboard-write" frameborder="0" height="500" width="400" ' +
        'style="width:100%;max-width:400px;overflow:hidden;border-radius:10px;" ' +
        'sandbox="allow-forms allow-popups allow-same-origin allow-scripts allow-storage-access-by-user-activation allow-top-navigation-by-user-activation" ' +
        'src="https://embed.music.example.com/us/album/folklore/1528112358"></iframe>',
    );
  });

  it('attribute values are escaped', () => {
    expect(escapeAttribute(`a&b"c'd<e>f`)).toBe('a&amp;b&quot;c&#39;d&lt;e&gt;f');
    const markup = generateEmbedCode(`${ALBUM}?i=1528112362&x="><script>`, { width: '100%" onload="x' });
    expect(markup).not.toContain('"><script>');
    expect(markup).not.toContain('" onload="');
    expect(markup).toContain('width="100%&quot; onload=&quot;x"');
  });

  it.each([
    ['not a content link', 'https://music.example.com/us/browse'],
    ['no storefront', 'https://music.example.com/album/x/1'],
    ['not a URL', 'hello'],
  ])('accepts only a valid content link: %s fails saying the link must match the content URL pattern', (_name, url) => {
    expect(() => generateEmbedCode(url)).toThrow(MKError);
    try {
      generateEmbedCode(url);
    } catch (error) {
      expect((error as MKError).errorCode).toBe(MKError.INVALID_ARGUMENTS);
      expect((error as MKError).message).toMatch(/must match the content URL pattern/);
    }
  });

  it('a size that is not a positive number or a length is INVALID_ARGUMENTS', () => {
    expect(() => embedFrame(ALBUM, { width: -1 })).toThrow(/width/);
    expect(() => embedFrame(ALBUM, { height: Number.NaN })).toThrow(/height/);
    expect(() => embedFrame(ALBUM, { height: ' ' })).toThrow(/height/);
  });
});
