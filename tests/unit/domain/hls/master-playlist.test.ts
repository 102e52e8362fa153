// RFC 8216 §4.3.4 master playlists; 002 §7 "Stream-inf lines are parsed for bandwidth, codecs
// and URL"; 001 §7 "Relative URIs are rewritten to absolute".
import { describe, expect, it } from 'vitest';
import { HlsParseError, isMasterPlaylist, manifestKeyEntries, parseMasterPlaylist } from '../../../../core/src/domain/hls/index.ts';
import { SHAKA_MASTER, VIDEO_MASTER } from './playlist-fixtures.ts';

const BASE = 'https://play.example/assets/mv1/master.m3u8?sig=1';

function errorOf(text: string): HlsParseError {
  try {
    parseMasterPlaylist(text, BASE);
  } catch (error) {
    expect(error).toBeInstanceOf(HlsParseError);
    return error as HlsParseError;
  }
  throw new Error('expected a parse error');
}

describe('002 §7 stream-inf lines: bandwidth, codecs and URL', () => {
  it('reads the shaka-packager master playlist', () => {
    const master = parseMasterPlaylist(SHAKA_MASTER, 'https://emu.example/audio/clip01/cenc/master.m3u8');
    expect(master.independentSegments).toBe(true);
    expect(master.variants).toMatchObject([
      {
        uri: 'https://emu.example/audio/clip01/cenc/audio.m3u8',
        bandwidth: 110901,
        averageBandwidth: 106033,
        codecs: ['mp4a.40.2'],
        audio: 'default-audio-group',
        closedCaptions: 'NONE',
      },
    ]);
    expect(master.renditions).toMatchObject([
      { type: 'AUDIO', groupId: 'default-audio-group', name: 'stream_0', default: false, autoselect: true, channels: '2', uri: 'https://emu.example/audio/clip01/cenc/audio.m3u8' },
    ]);
  });

  it('reads every variant with its groups, resolution and attributes', () => {
    const master = parseMasterPlaylist(VIDEO_MASTER, BASE);
    expect(master.version).toBe(7);
    expect(master.variants.map((v) => [v.bandwidth, v.codecs, v.uri])).toEqual([
      [8500000, ['avc1.640028', 'mp4a.40.2'], 'https://play.example/assets/mv1/video/1080p/prog.m3u8?token=abc'],
      [2200000, ['avc1.4d401f', 'mp4a.40.2'], 'https://play.example/assets/mv1/video/540p/prog.m3u8'],
      [9900000, ['avc1.640028', 'ec-3'], 'https://play.example/assets/mv1/video/1080p/prog.m3u8'],
    ]);
    expect(master.variants[0]).toMatchObject({
      averageBandwidth: 6200000,
      resolution: { width: 1920, height: 1080 },
      frameRate: 23.976,
      hdcpLevel: 'TYPE-0',
      audio: 'aac-stereo',
      subtitles: 'subs',
      closedCaptions: 'cc',
    });
    expect(master.variants[1]!.averageBandwidth).toBeUndefined();
    expect(master.iFrameVariants).toEqual([
      { uri: 'https://play.example/assets/mv1/video/1080p/iframe.m3u8', bandwidth: 180000, codecs: ['avc1.640028'], resolution: { width: 1920, height: 1080 }, video: undefined },
    ]);
  });
});

describe('RFC 8216 §4.3.4.1 EXT-X-MEDIA renditions', () => {
  const master = parseMasterPlaylist(VIDEO_MASTER, BASE);

  it('reads audio renditions with language, default, characteristics and channels', () => {
    const audio = master.renditions.filter((r) => r.type === 'AUDIO');
    expect(audio.map((r) => [r.groupId, r.name, r.language, r.default, r.autoselect, r.channels])).toEqual([
      ['aac-stereo', 'English', 'en', true, true, '2'],
      ['aac-stereo', 'English (described)', 'en', false, false, '2'],
      ['atmos', 'English Atmos', 'en', true, true, '16/JOC'],
    ]);
    expect(audio[1]!.characteristics).toEqual(['public.accessibility.describes-video', 'public.main-program']);
    expect(audio[2]!.uri).toBe('https://play.example/assets/atmos/prog.m3u8');
  });

  it('reads subtitle renditions with FORCED and ASSOC-LANGUAGE, absolute URIs kept', () => {
    const subs = master.renditions.filter((r) => r.type === 'SUBTITLES');
    expect(subs.map((r) => [r.name, r.forced, r.assocLanguage, r.uri])).toEqual([
      ['English (forced)', true, undefined, 'https://play.example/assets/mv1/subs/en-forced.m3u8'],
      ['Deutsch', false, 'de-AT', 'https://subs.example/de.m3u8'],
    ]);
  });

  it('reads closed captions without a URI', () => {
    expect(master.renditions.find((r) => r.type === 'CLOSED-CAPTIONS')).toMatchObject({ instreamId: 'CC1', uri: undefined });
  });

  it('ignores a rendition of an unknown TYPE with a warning', () => {
    const parsed = parseMasterPlaylist('#EXTM3U\n#EXT-X-MEDIA:TYPE=HAPTICS,GROUP-ID="h",NAME="x"\n');
    expect(parsed.renditions).toEqual([]);
    expect(parsed.warnings).toHaveLength(1);
  });

  it.each(['TYPE', 'GROUP-ID', 'NAME'])('rejects an EXT-X-MEDIA without %s', (name) => {
    const attrs = ['TYPE=AUDIO', 'GROUP-ID="a"', 'NAME="n"'].filter((a) => !a.startsWith(name + '=')).join(',');
    expect(errorOf(`#EXTM3U\n#EXT-X-MEDIA:${attrs}\n`)).toMatchObject({ code: 'missing-attribute', line: 2 });
  });
});

describe('RFC 8216 §4.3.4.4-5 session data and session keys', () => {
  const master = parseMasterPlaylist(VIDEO_MASTER, BASE);

  it('reads EXT-X-SESSION-DATA with DATA-ID, VALUE, URI and LANGUAGE', () => {
    expect(master.sessionData).toEqual([
      { dataId: 'com.apple.hls.audioAssetMetadata', value: 'eyJhIjoxfQ==', uri: undefined, language: undefined },
      { dataId: 'com.example.title', value: 'Night Drive, Live', uri: undefined, language: 'en' },
      { dataId: 'com.example.title', value: 'Nachtfahrt', uri: undefined, language: 'de' },
      { dataId: 'com.example.lyrics', value: undefined, uri: 'https://play.example/assets/mv1/lyrics.json', language: undefined },
    ]);
  });

  it('reads EXT-X-SESSION-KEY into 001 §3 manifest key entries', () => {
    expect(master.sessionKeys.map((k) => [k.method, k.keyFormat])).toEqual([
      ['SAMPLE-AES', 'com.apple.streamingkeydelivery'],
      ['SAMPLE-AES-CTR', 'urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed'],
    ]);
    expect(manifestKeyEntries(master)).toEqual([
      { keyFormat: 'com.apple.streamingkeydelivery', dataUri: 'skd://key65' },
      { keyFormat: 'urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed', dataUri: 'https://lic.example/widevine' },
    ]);
  });
});

describe('robustness: unknown tags ignored, malformed input a typed error', () => {
  it('ignores unknown tags and comments', () => {
    const master = parseMasterPlaylist('#EXTM3U\n#EXT-X-NEW:A=1\n# comment\n#EXT-X-STREAM-INF:BANDWIDTH=1\n#EXT-X-ALSO-NEW\nv.m3u8\n');
    expect(master.variants.map((v) => v.uri)).toEqual(['v.m3u8']);
  });

  it('keeps URIs relative when no playlist URL is given', () => {
    expect(parseMasterPlaylist(SHAKA_MASTER).variants[0]!.uri).toBe('audio.m3u8');
  });

  it('accepts CR LF line endings, a byte order mark and blank lines', () => {
    const master = parseMasterPlaylist('\uFEFF#EXTM3U\r\n\r\n#EXT-X-STREAM-INF:BANDWIDTH=5\r\n  v.m3u8  \r\n', BASE);
    expect(master.variants[0]!.uri).toBe('https://play.example/assets/mv1/v.m3u8');
  });

  it.each([
    ['no #EXTM3U header', '#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8', 'missing-header'],
    ['an empty text', '', 'missing-header'],
    ['a STREAM-INF without URI', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n', 'missing-uri'],
    ['two STREAM-INF in a row', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n#EXT-X-STREAM-INF:BANDWIDTH=2\nv.m3u8', 'missing-uri'],
    ['a STREAM-INF without BANDWIDTH', '#EXTM3U\n#EXT-X-STREAM-INF:CODECS="mp4a.40.2"\nv.m3u8', 'missing-attribute'],
    ['a non-numeric BANDWIDTH', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=fast\nv.m3u8', 'invalid-attribute'],
    ['an unterminated quote', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="mp4a\nv.m3u8', 'invalid-attribute-list'],
    ['a media playlist', '#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\ns.ts', 'wrong-playlist-type'],
  ])('rejects %s', (_name, text, code) => {
    expect(errorOf(text).code).toBe(code);
  });

  it('rejects a playlist URL that is not absolute', () => {
    expect(() => parseMasterPlaylist(SHAKA_MASTER, 'relative/master.m3u8')).toThrow(expect.objectContaining({ code: 'invalid-base-url' }));
  });

  it('a master playlist is told by its tags (RFC 8216 §4.3.4)', () => {
    expect(isMasterPlaylist(VIDEO_MASTER)).toBe(true);
  });
});
