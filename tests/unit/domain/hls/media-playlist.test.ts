// RFC 8216 §4.3.2-§4.3.3 media playlists; 001 §3 manifest key entry; 001 §7 relative URIs.
import { describe, expect, it } from 'vitest';
import {
  HlsParseError,
  manifestKeyEntries,
  parseMediaPlaylist,
  isMasterPlaylist,
  toManifestKeyEntry,
} from '../../../../core/src/domain/hls/index.ts';
import { LIVE_MEDIA, SHAKA_BYTERANGE_MEDIA, SHAKA_CENC_MEDIA } from './playlist-fixtures.ts';

const BASE = 'https://emu.example/audio/clip01/cenc/audio.m3u8';

function errorOf(text: string): HlsParseError {
  try {
    parseMediaPlaylist(text, BASE);
  } catch (error) {
    expect(error).toBeInstanceOf(HlsParseError);
    return error as HlsParseError;
  }
  throw new Error('expected a parse error');
}

describe('shaka-packager fMP4 playlist with EXT-X-MAP and SAMPLE-AES-CTR ClearKey', () => {
  const media = parseMediaPlaylist(SHAKA_CENC_MEDIA, BASE);

  it('reads the playlist header tags', () => {
    expect(media).toMatchObject({ version: 6, targetDuration: 3, playlistType: 'VOD', endList: true, mediaSequence: 0, warnings: [] });
  });

  it('lays segments out on one timeline with absolute URIs', () => {
    expect(media.segments.map((s) => [s.uri, s.duration, s.start, s.mediaSequence])).toEqual([
      ['https://emu.example/audio/clip01/cenc/seg_1.m4s', 2.02, 0, 0],
      ['https://emu.example/audio/clip01/cenc/seg_2.m4s', 1.997, 2.02, 1],
      ['https://emu.example/audio/clip01/cenc/seg_3.m4s', 1.997, 2.02 + 1.997, 2],
      ['https://emu.example/audio/clip01/cenc/seg_4.m4s', 1.286, 2.02 + 1.997 + 1.997, 3],
    ]);
    expect(media.duration).toBeCloseTo(7.3, 10);
  });

  it('gives every segment the init section of EXT-X-MAP', () => {
    for (const segment of media.segments) {
      expect(segment.initSegment).toEqual({ uri: 'https://emu.example/audio/clip01/cenc/init.mp4', byteRange: undefined });
    }
  });

  it('reads EXT-X-KEY with METHOD, URI, KEYFORMAT, KEYFORMATVERSIONS and KEYID', () => {
    expect(media.segments[3]!.keys).toEqual([
      {
        method: 'SAMPLE-AES-CTR',
        uri: 'data:text/plain;base64,4TyHrtjT6+B5MM9WnrGHzg==',
        iv: undefined,
        keyFormat: 'org.w3.clearkey',
        keyFormatVersions: [1],
        keyId: 'e13c87aed8d3ebe07930cf569eb187ce',
      },
    ]);
  });

  it('turns the key into the 001 §3 manifest key entry {keyFormat, dataUri}', () => {
    expect(manifestKeyEntries(media)).toEqual([{ keyFormat: 'org.w3.clearkey', dataUri: 'data:text/plain;base64,4TyHrtjT6+B5MM9WnrGHzg==' }]);
  });
});

describe('shaka-packager single-file playlist: byte ranges with implicit offsets, SAMPLE-AES identity', () => {
  const media = parseMediaPlaylist(SHAKA_BYTERANGE_MEDIA, BASE);

  it('reads EXT-X-MAP BYTERANGE', () => {
    expect(media.segments[0]!.initSegment).toEqual({ uri: 'https://emu.example/audio/clip01/cenc/audio.mp4', byteRange: { length: 982, offset: 0 } });
  });

  it('continues each sub-range after the previous one when the offset is left out (RFC 8216 §4.3.2.2)', () => {
    expect(media.segments.map((s) => s.byteRange)).toEqual([
      { length: 17110, offset: 1062 },
      { length: 16475, offset: 18172 },
      { length: 16509, offset: 34647 },
      { length: 8475, offset: 51156 },
    ]);
  });

  it('reads the IV and the default identity key format', () => {
    expect(media.segments[0]!.keys[0]).toMatchObject({ method: 'SAMPLE-AES', iv: 'feb170fc4cdabdb74e0c54f28e2b92fb', keyFormat: 'identity', keyFormatVersions: [1] });
    expect(toManifestKeyEntry(media.segments[0]!.keys[0]!)).toEqual({ keyFormat: 'identity', dataUri: 'data:text/plain;base64,4TyHrtjT6+B5MM9WnrGHzg==' });
  });
});

describe('live playlist: sequence numbers, dates, discontinuities, key changes, date ranges', () => {
  const media = parseMediaPlaylist(LIVE_MEDIA, 'https://live.example/radio/64/prog.m3u8');

  it('numbers segments from EXT-X-MEDIA-SEQUENCE and counts discontinuities from EXT-X-DISCONTINUITY-SEQUENCE', () => {
    expect(media.segments.map((s) => [s.mediaSequence, s.discontinuitySequence, s.discontinuity])).toEqual([
      [2680, 4, false],
      [2681, 4, false],
      [2682, 5, true],
      [2683, 5, false],
      [2684, 6, true],
    ]);
    expect(media).toMatchObject({ endList: false, playlistType: undefined, start: { timeOffset: -30, precise: true } });
  });

  it('keeps titles, GAP and absolute URIs (absolute ones untouched)', () => {
    expect(media.segments.map((s) => [s.uri, s.title, s.gap])).toEqual([
      ['https://media.example/live/2680.ts', 'Title one', false],
      ['https://live.example/radio/64/2681.ts', '', false],
      ['https://live.example/radio/64/ad/1.ts', '', false],
      ['https://live.example/radio/64/ad/2.ts', '', true],
      ['https://live.example/radio/64/2684.ts', '', false],
    ]);
  });

  it('carries EXT-X-PROGRAM-DATE-TIME forward and takes a new one when given', () => {
    const start = Date.UTC(2026, 0, 2, 10, 0, 0);
    expect(media.segments.map((s) => s.programDateTime)).toEqual([start, start + 10_000, start + 20_000, start + 29_500, start + 40_000]);
  });

  it('applies a key until METHOD=NONE clears it or another replaces it', () => {
    expect(media.segments.map((s) => s.keys.map((k) => k.uri))).toEqual([
      ['https://live.example/radio/64/keys/2680.key'],
      ['https://live.example/radio/64/keys/2680.key'],
      [],
      [],
      ['https://live.example/radio/64/keys/2684.key'],
    ]);
    expect(media.segments[0]!.keys[0]!.iv).toBe('00000000000000000000000000000a78');
  });

  it('reads EXT-X-DATERANGE and places it on the timeline through the program date time', () => {
    expect(media.dateRanges).toEqual([
      {
        id: 'ad-1',
        class: 'com.example.ad',
        startDate: Date.UTC(2026, 0, 2, 10, 0, 25),
        endDate: undefined,
        duration: 15,
        plannedDuration: 15,
        endOnNext: false,
        startTime: 25,
        clientAttributes: { 'X-AD-ID': 'abc' },
        attributes: {
          ID: 'ad-1',
          CLASS: 'com.example.ad',
          'START-DATE': '2026-01-02T10:00:25.000Z',
          DURATION: '15.0',
          'PLANNED-DURATION': '15',
          'X-AD-ID': 'abc',
          'SCTE35-OUT': '0xFC30',
        },
      },
    ]);
  });

  it('ignores tags it does not know (LL-HLS parts)', () => {
    expect(media.segments).toHaveLength(5);
    expect(media.warnings).toEqual([]);
  });
});

describe('tolerated oddities become warnings', () => {
  it('derives a missing target duration from the longest segment', () => {
    const media = parseMediaPlaylist('#EXTM3U\n#EXTINF:4.2,\na.ts\n#EXTINF:6.1,\nb.ts\n');
    expect(media.targetDuration).toBe(7);
    expect(media.warnings).toHaveLength(1);
  });

  it('ignores an EXTINF left without URI at the end of a live playlist', () => {
    const media = parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\na.ts\n#EXTINF:10,\n');
    expect(media.segments).toHaveLength(1);
    expect(media.warnings).toMatchObject([{ line: 5 }]);
  });

  it('dates segments before the first EXT-X-PROGRAM-DATE-TIME backwards', () => {
    const media = parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\na.ts\n#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:04Z\n#EXTINF:4,\nb.ts\n');
    expect(media.segments.map((s) => s.programDateTime)).toEqual([Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1, 0, 0, 4)]);
  });

  it('starts an implicit byte range at 0 when no earlier sub-range of that resource exists', () => {
    const media = parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\n#EXT-X-BYTERANGE:100\na.mp4\n');
    expect(media.segments[0]!.byteRange).toEqual({ length: 100, offset: 0 });
    expect(media.warnings).toHaveLength(1);
  });

  it('skips a date range without ID or START-DATE, an unreadable date and an unknown playlist type', () => {
    const media = parseMediaPlaylist(
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:LIVE\n#EXT-X-DATERANGE:ID="x"\n#EXT-X-PROGRAM-DATE-TIME:yesterday\n#EXTINF:4,\na.ts\n',
    );
    expect(media.dateRanges).toEqual([]);
    expect(media.playlistType).toBeUndefined();
    expect(media.warnings).toHaveLength(3);
  });
});

describe('malformed media playlists give a typed HlsParseError', () => {
  it.each([
    ['no #EXTM3U', '#EXTINF:10,\na.ts', 'missing-header'],
    ['a URI without EXTINF', '#EXTM3U\n#EXT-X-TARGETDURATION:10\na.ts', 'missing-extinf'],
    ['a non-numeric duration', '#EXTM3U\n#EXTINF:ten,\na.ts', 'invalid-duration'],
    ['a negative duration', '#EXTM3U\n#EXTINF:-1,\na.ts', 'invalid-duration'],
    ['a bad byte range', '#EXTM3U\n#EXTINF:1,\n#EXT-X-BYTERANGE:12@\na.ts', 'invalid-byte-range'],
    ['a bad map byte range', '#EXTM3U\n#EXT-X-MAP:URI="i.mp4",BYTERANGE="x"\n', 'invalid-byte-range'],
    ['a map without URI', '#EXTM3U\n#EXT-X-MAP:BYTERANGE="1@0"\n', 'missing-attribute'],
    ['a key without METHOD', '#EXTM3U\n#EXT-X-KEY:URI="k"\n', 'missing-attribute'],
    ['an AES-128 key without URI', '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128\n', 'missing-attribute'],
    ['a non-numeric target duration', '#EXTM3U\n#EXT-X-TARGETDURATION:long\n', 'invalid-tag-value'],
    ['a non-numeric media sequence', '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:-3\n', 'invalid-tag-value'],
    ['a master playlist', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8', 'wrong-playlist-type'],
  ])('rejects %s', (_name, text, code) => {
    expect(errorOf(text).code).toBe(code);
  });

  it('names the offending line', () => {
    expect(errorOf('#EXTM3U\n#EXT-X-TARGETDURATION:10\n\n#EXTINF:x,\na.ts').line).toBe(4);
  });

  it('a media playlist is not taken for a master (RFC 8216 §4.3.3 tags only)', () => {
    expect(isMasterPlaylist(SHAKA_CENC_MEDIA)).toBe(false);
  });
});

describe('finite numbers only (issue 22): never Infinity, never a rounded integer', () => {
  const huge = '9'.repeat(309);
  it.each([
    ['a 309-digit segment duration', `#EXTM3U\n#EXTINF:${huge},\na.ts`, 'invalid-duration'],
    ['a 309-digit target duration', `#EXTM3U\n#EXT-X-TARGETDURATION:${huge}\n`, 'invalid-tag-value'],
    ['a media sequence above 2^53', '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:9007199254740993\n', 'invalid-tag-value'],
    ['a byte range above 2^53', '#EXTM3U\n#EXTINF:1,\n#EXT-X-BYTERANGE:9007199254740993@0\na.ts', 'invalid-byte-range'],
    ['a byte range ending above 2^53', '#EXTM3U\n#EXTINF:1,\n#EXT-X-BYTERANGE:2@9007199254740990\na.ts', 'invalid-byte-range'],
    ['segment numbers running past 2^53', '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:9007199254740991\n#EXTINF:1,\na.ts\n#EXTINF:1,\nb.ts', 'invalid-tag-value'],
    [
      'durations adding up to Infinity',
      `#EXTM3U\n#EXTINF:${'9'.repeat(308)},\na.ts\n#EXTINF:${'9'.repeat(308)},\nb.ts`,
      'invalid-duration',
    ],
  ])('rejects %s', (_name, text, code) => {
    expect(errorOf(text).code).toBe(code);
  });

  it('ignores a 309-digit EXT-X-START TIME-OFFSET with a warning (RFC 8216 §4.3.5.2: the tag is optional)', () => {
    const media = parseMediaPlaylist(`#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXT-X-START:TIME-OFFSET=-${huge}\n#EXTINF:1,\na.ts`, BASE);
    expect(media.start).toBeUndefined();
    expect(media.warnings.map((w) => w.message)).toContain('EXT-X-START without a TIME-OFFSET; ignored');
  });

  it('skips a date range ending before it starts (RFC 8216 §4.3.2.7 END-DATE >= START-DATE)', () => {
    const media = parseMediaPlaylist(
      '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXT-X-DATERANGE:ID="a",START-DATE="2020-01-01T00:00:10Z",END-DATE="2020-01-01T00:00:09Z"\n' +
        '#EXT-X-DATERANGE:ID="b",START-DATE="2020-01-01T00:00:10Z",END-DATE="2020-01-01T00:00:10Z"\n#EXTINF:1,\na.ts',
      BASE,
    );
    expect(media.dateRanges.map((r) => r.id)).toEqual(['b']);
    expect(media.warnings.map((w) => w.message)).toContain('EXT-X-DATERANGE END-DATE before its START-DATE; ignored');
  });
});

describe('line endings (RFC 8216 §4.1 LF or CR LF; a lone CR accepted too, docs/decisions.md)', () => {
  it('parses a playlist with CR-only line endings like its LF twin', () => {
    const lf = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\na.ts\n#EXTINF:3.5,\nb.ts\n#EXT-X-ENDLIST\n';
    const cr = parseMediaPlaylist(lf.replaceAll('\n', '\r'), BASE);
    expect(cr.segments.map((s) => [s.uri, s.duration])).toEqual(parseMediaPlaylist(lf, BASE).segments.map((s) => [s.uri, s.duration]));
    expect(cr.segments).toHaveLength(2);
    expect(cr.endList).toBe(true);
  });

  it('counts CR LF as one line break and a lone CR as one (line numbers in errors)', () => {
    expect(errorOf('#EXTM3U\r\n#EXT-X-TARGETDURATION:10\r\r#EXTINF:x,\ra.ts').line).toBe(4);
  });
});

describe('many EXT-X-KEY KEYFORMATs (RFC 8216 §4.3.2.4), bounded per docs/decisions.md', () => {
  it('keeps one key per KEYFORMAT, the replacing key last, and ignores more than MAX_KEY_FORMATS formats', () => {
    let text = '#EXTM3U\n#EXT-X-TARGETDURATION:1\n';
    for (let i = 0; i < 20; i++) text += `#EXT-X-KEY:METHOD=SAMPLE-AES,URI="k${i}",KEYFORMAT="f${i}"\n`;
    text += '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="again",KEYFORMAT="f0"\n#EXTINF:1,\na.ts\n';
    const media = parseMediaPlaylist(text, BASE);
    const keys = media.segments[0]!.keys;
    expect(keys).toHaveLength(16);
    expect(keys[keys.length - 1]!.uri).toBe('https://emu.example/audio/clip01/cenc/again');
    expect(media.warnings.filter((w) => w.message.includes('KEYFORMATs'))).toHaveLength(4);
  });
});
