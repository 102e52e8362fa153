// 001 §7 Manifest fetch: relative URIs made absolute, session-data lines parsed into metadata,
// iTunes session-data lines removed before the blob is played.
import { describe, expect, it } from 'vitest';
import {
  createUriResolver,
  isItunesSessionDataId,
  makeManifestUrisAbsolute,
  manifestMetadata,
  parseMasterPlaylist,
  parseSessionDataLines,
  removeItunesSessionData,
  sessionDataToMetadata,
  toPlayableManifest,
} from '../../../../core/src/domain/hls/index.ts';
import { SHAKA_BYTERANGE_MEDIA, VIDEO_MASTER } from './playlist-fixtures.ts';

describe('001 §7 "Relative URIs are rewritten to absolute"', () => {
  const resolve = createUriResolver('https://cdn.example/a/b/master.m3u8?token=x#frag');

  it.each([
    ['seg-1.ts', 'https://cdn.example/a/b/seg-1.ts'],
    ['seg.ts?x=1&y=2', 'https://cdn.example/a/b/seg.ts?x=1&y=2'],
    ['v/720p.m3u8', 'https://cdn.example/a/b/v/720p.m3u8'],
    ['../c/x.m3u8', 'https://cdn.example/a/c/x.m3u8'],
    ['./x.ts', 'https://cdn.example/a/b/x.ts'],
    ['/root.ts', 'https://cdn.example/root.ts'],
    ['//other.example/x.ts', 'https://other.example/x.ts'],
    ['?only=query', 'https://cdn.example/a/b/master.m3u8?only=query'],
    ['with space.ts', 'https://cdn.example/a/b/with%20space.ts'],
    ['https://abs.example/x.ts', 'https://abs.example/x.ts'],
    ['skd://key-id', 'skd://key-id'],
    ['data:text/plain;base64,AAAA', 'data:text/plain;base64,AAAA'],
  ])('resolves %s', (uri, absolute) => {
    expect(resolve(uri)).toBe(absolute);
    expect(resolve(uri)).toBe(new URL(uri, 'https://cdn.example/a/b/master.m3u8?token=x#frag').href);
  });

  it('rewrites URI lines and URI attributes of the manifest text, leaving the rest as it was', () => {
    const text = '#EXTM3U\r\n#EXT-X-MAP:URI="init.mp4",BYTERANGE="1@0"\r\n#EXT-X-KEY:METHOD=AES-128,URI="k/1.key",IV=0x01\r\n# comment URI="x"\r\n#EXTINF:2,\r\nseg.ts\r\n\r\n';
    expect(makeManifestUrisAbsolute(text, 'https://cdn.example/a/index.m3u8')).toBe(
      '#EXTM3U\r\n#EXT-X-MAP:URI="https://cdn.example/a/init.mp4",BYTERANGE="1@0"\r\n#EXT-X-KEY:METHOD=AES-128,URI="https://cdn.example/a/k/1.key",IV=0x01\r\n# comment URI="x"\r\n#EXTINF:2,\r\nhttps://cdn.example/a/seg.ts\r\n\r\n',
    );
  });

  it('leaves attributes that only end in URI alone', () => {
    const text = '#EXTM3U\n#EXT-X-DATERANGE:ID="a",X-ASSET-URI="ad.m3u8",START-DATE="2026-01-01T00:00:00Z"\n';
    expect(makeManifestUrisAbsolute(text, 'https://cdn.example/a/index.m3u8')).toBe(text);
  });

  it('gives a manifest the same segments whether rewritten first or resolved while parsing', () => {
    const url = 'https://cdn.example/a/audio.m3u8';
    const rewritten = parseMasterPlaylist(makeManifestUrisAbsolute(VIDEO_MASTER, url));
    const parsed = parseMasterPlaylist(VIDEO_MASTER, url);
    expect(rewritten.variants.map((v) => v.uri)).toEqual(parsed.variants.map((v) => v.uri));
    expect(rewritten.renditions.map((r) => r.uri)).toEqual(parsed.renditions.map((r) => r.uri));
    expect(makeManifestUrisAbsolute(SHAKA_BYTERANGE_MEDIA, url)).toContain('URI="https://cdn.example/a/audio.mp4",BYTERANGE="982@0"');
  });
});

describe('001 §7 "Session-data lines (data id and value) are parsed into media-item metadata"', () => {
  it('reads the data id and value of each line', () => {
    expect(parseSessionDataLines(VIDEO_MASTER).map((d) => [d.dataId, d.value])).toEqual([
      ['com.apple.hls.audioAssetMetadata', 'eyJhIjoxfQ=='],
      ['com.example.title', 'Night Drive, Live'],
      ['com.example.title', 'Nachtfahrt'],
      ['com.example.lyrics', undefined],
    ]);
  });

  it('makes a metadata record: first value per data id, URI-only entries left out', () => {
    expect(sessionDataToMetadata(parseSessionDataLines(VIDEO_MASTER))).toEqual({
      'com.apple.hls.audioAssetMetadata': 'eyJhIjoxfQ==',
      'com.example.title': 'Night Drive, Live',
    });
  });

  it('keeps a data id named __proto__ as a plain key', () => {
    const metadata = sessionDataToMetadata(parseSessionDataLines('#EXTM3U\n#EXT-X-SESSION-DATA:DATA-ID="__proto__",VALUE="x"\n'));
    expect(Object.getPrototypeOf(metadata)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(metadata, '__proto__')?.value).toBe('x');
  });

  it('skips malformed session-data lines', () => {
    expect(parseSessionDataLines('#EXT-X-SESSION-DATA:DATA-ID="a\n#EXT-X-SESSION-DATA:VALUE="v"\n')).toEqual([]);
  });
});

describe('001 §7 "iTunes session data lines are removed before the blob is played"', () => {
  it.each([
    ['com.apple.hls.audioAssetMetadata', true],
    ['com.apple.hls.title', true],
    ['COM.APPLE.ITUNES.store', true],
    ['com.example.itunes-id', true],
    ['com.example.title', false],
    ['com.apple.music.lyrics', false],
  ])('%s is iTunes session data: %s', (id, expected) => {
    expect(isItunesSessionDataId(id)).toBe(expected);
  });

  it('removes only the iTunes lines and keeps every other byte', () => {
    const text =
      '#EXTM3U\r\n#EXT-X-SESSION-DATA:DATA-ID="com.apple.hls.audioAssetMetadata",VALUE="e30="\r\n' +
      '#EXT-X-SESSION-DATA:DATA-ID="com.example.title",VALUE="T"\r\n#EXT-X-STREAM-INF:BANDWIDTH=1\r\nv.m3u8\r\n' +
      '#EXT-X-SESSION-DATA:DATA-ID="com.apple.itunes.x",VALUE="1"';
    expect(removeItunesSessionData(text)).toBe(
      '#EXTM3U\r\n#EXT-X-SESSION-DATA:DATA-ID="com.example.title",VALUE="T"\r\n#EXT-X-STREAM-INF:BANDWIDTH=1\r\nv.m3u8\r\n',
    );
  });

  it('returns a manifest without session data unchanged', () => {
    expect(removeItunesSessionData(SHAKA_BYTERANGE_MEDIA)).toBe(SHAKA_BYTERANGE_MEDIA);
  });

  it('leaves a playable master: same variants after removal', () => {
    const stripped = removeItunesSessionData(VIDEO_MASTER);
    expect(parseSessionDataLines(stripped).map((d) => d.dataId)).toEqual(['com.example.title', 'com.example.title', 'com.example.lyrics']);
    expect(parseMasterPlaylist(stripped).variants).toEqual(parseMasterPlaylist(VIDEO_MASTER).variants);
  });
});

describe('001 §3 manifest cache entry (url, content, contentType) prepared for playback', () => {
  const fetched = { url: 'https://play.example/assets/mv1/master.m3u8', content: VIDEO_MASTER, contentType: 'application/vnd.apple.mpegurl' };

  it('keeps url and content type, makes URIs absolute and drops iTunes session data', () => {
    const entry = toPlayableManifest(fetched);
    expect(entry.url).toBe(fetched.url);
    expect(entry.contentType).toBe(fetched.contentType);
    expect(entry.content).not.toContain('com.apple.hls.');
    expect(entry.content).toContain('\nhttps://play.example/assets/mv1/video/540p/prog.m3u8\n');
    expect(parseMasterPlaylist(entry.content).variants).toEqual(parseMasterPlaylist(VIDEO_MASTER, fetched.url).variants);
  });

  it('reads the metadata from the fetched text, before removal', () => {
    expect(manifestMetadata(fetched.content)['com.apple.hls.audioAssetMetadata']).toBe('eyJhIjoxfQ==');
  });
});
