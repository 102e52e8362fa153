// Property tests: arbitrary input never makes the HLS parsers throw anything but HlsParseError,
// and valid generated playlists round-trip their variants and segments.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HlsParseError,
  createUriResolver,
  makeManifestUrisAbsolute,
  parseAttributeList,
  parseMasterPlaylist,
  parseMediaPlaylist,
  removeItunesSessionData,
} from '../../../../core/src/domain/hls/index.ts';

const RUNS = { numRuns: 10_000 };
const BASE = 'https://cdn.example/path/to/index.m3u8?token=1';

const fragment = fc.oneof(
  fc.constantFrom(
    '#EXTM3U', '\n', '\n', '\r\n', '#EXTINF:', '#EXTINF:10,', '#EXT-X-TARGETDURATION:', '#EXT-X-MEDIA-SEQUENCE:', '#EXT-X-BYTERANGE:',
    '#EXT-X-MAP:', '#EXT-X-KEY:', '#EXT-X-STREAM-INF:', '#EXT-X-MEDIA:', '#EXT-X-SESSION-DATA:', '#EXT-X-SESSION-KEY:',
    '#EXT-X-I-FRAME-STREAM-INF:', '#EXT-X-DATERANGE:', '#EXT-X-PROGRAM-DATE-TIME:', '#EXT-X-DISCONTINUITY', '#EXT-X-GAP',
    '#EXT-X-START:', '#EXT-X-ENDLIST', '#EXT-X-PLAYLIST-TYPE:VOD', 'METHOD=', 'NONE', 'AES-128', 'SAMPLE-AES-CTR', 'URI=', 'URI="k"',
    'BANDWIDTH=', 'CODECS="', '"', ',', '=', '@', '0x', '12', '3.5', '-1', 'TYPE=AUDIO', 'GROUP-ID="g"', 'NAME="n"', 'DATA-ID="com.apple.hls.x"',
    'BYTERANGE="10@0"', 'ID="d"', 'START-DATE="2026-01-01T00:00:00Z"', 'seg.ts', '../x.ts', 'http://', ':', ' ', '#', '%', '\uFEFF',
  ),
  fc.string({ maxLength: 6 }),
);
const hlsLike = fc.array(fragment, { maxLength: 50 }).map((parts) => parts.join(''));
const anything = fc.oneof(fc.string({ maxLength: 300, unit: 'binary' }), hlsLike, hlsLike.map((s) => '#EXTM3U\n' + s));

function onlyTypedErrors(parse: () => unknown): void {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(HlsParseError);
  }
}

describe('fuzz: arbitrary input', () => {
  it('the master parser returns or throws HlsParseError, nothing else', () => {
    fc.assert(fc.property(anything, (text) => onlyTypedErrors(() => parseMasterPlaylist(text, BASE))), RUNS);
  });

  it('the media parser returns or throws HlsParseError, nothing else', () => {
    fc.assert(fc.property(anything, (text) => onlyTypedErrors(() => parseMediaPlaylist(text, BASE))), RUNS);
  });

  it('the playlist parsers, the attribute-list parser and the text helpers never crash', () => {
    fc.assert(
      fc.property(anything, (text) => {
        onlyTypedErrors(() => parseMasterPlaylist(text));
        onlyTypedErrors(() => parseMediaPlaylist(text));
        onlyTypedErrors(() => parseAttributeList(text));
        makeManifestUrisAbsolute(text, BASE);
        const stripped = removeItunesSessionData(text);
        expect(removeItunesSessionData(stripped)).toBe(stripped);
      }),
      RUNS,
    );
  });

  it('the URI resolver agrees with the URL parser on any URI', () => {
    const resolve = createUriResolver(BASE);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[a-zA-Z0-9._~?=&,+\-/]{1,20}$/)), (uri) => {
        let expected: string;
        try {
          expected = new URL(uri, BASE).href;
        } catch {
          expected = uri;
        }
        expect(resolve(uri)).toBe(expected);
      }),
      RUNS,
    );
  });
});

const segmentName = fc.stringMatching(/^[a-z0-9][a-z0-9_.-]{0,12}(\/[a-z0-9_-]{1,8})?\.(ts|m4s|mp4)$/);
const generatedSegment = fc.record({
  uri: segmentName,
  durationMs: fc.integer({ min: 1, max: 20_000 }),
  range: fc.option(fc.record({ length: fc.integer({ min: 1, max: 1e6 }), offset: fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: undefined }) }), { nil: undefined }),
  discontinuity: fc.boolean(),
  key: fc.option(fc.constantFrom('NONE', 'AES-128', 'SAMPLE-AES'), { nil: undefined }),
});

describe('fuzz: valid generated media playlists round-trip', () => {
  it('keeps every segment URI, duration, start, byte range, discontinuity and key', () => {
    fc.assert(
      fc.property(fc.array(generatedSegment, { maxLength: 20 }), fc.nat({ max: 1e6 }), fc.constantFrom('\n', '\r\n'), (segments, sequence, eol) => {
        const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:20', `#EXT-X-MEDIA-SEQUENCE:${sequence}`];
        segments.forEach((s, i) => {
          if (s.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
          if (s.key) lines.push(s.key === 'NONE' ? '#EXT-X-KEY:METHOD=NONE' : `#EXT-X-KEY:METHOD=${s.key},URI="k${i}.key"`);
          lines.push(`#EXTINF:${(s.durationMs / 1000).toFixed(3)},`);
          if (s.range) lines.push(`#EXT-X-BYTERANGE:${s.range.length}${s.range.offset === undefined ? '' : '@' + s.range.offset}`);
          lines.push(s.uri);
        });
        lines.push('#EXT-X-ENDLIST');
        const media = parseMediaPlaylist(lines.join(eol) + eol, BASE);

        let start = 0;
        let key: string | undefined;
        let previous: { uri: string; end: number | undefined } | undefined;
        const expected = segments.map((s, i) => {
          if (s.key) key = s.key === 'NONE' ? undefined : new URL(`k${i}.key`, BASE).href;
          const uri = new URL(s.uri, BASE).href;
          const offset = s.range ? (s.range.offset ?? (previous?.uri === uri && previous.end !== undefined ? previous.end : 0)) : undefined;
          const row = {
            uri,
            duration: s.durationMs / 1000,
            start,
            mediaSequence: sequence + i,
            byteRange: s.range ? { length: s.range.length, offset } : undefined,
            discontinuity: s.discontinuity,
            key,
          };
          start += s.durationMs / 1000;
          previous = { uri, end: s.range ? offset! + s.range.length : undefined };
          return row;
        });
        expect(
          media.segments.map((s) => ({
            uri: s.uri,
            duration: s.duration,
            start: s.start,
            mediaSequence: s.mediaSequence,
            byteRange: s.byteRange,
            discontinuity: s.discontinuity,
            key: s.keys[0]?.uri,
          })),
        ).toEqual(expected);
        expect(media.endList).toBe(true);
      }),
      RUNS,
    );
  });
});

const generatedVariant = fc.record({
  uri: segmentName.map((s) => s.replace(/\.(ts|m4s|mp4)$/, '.m3u8')),
  bandwidth: fc.integer({ min: 1, max: 2 ** 31 }),
  codecs: fc.array(fc.constantFrom('mp4a.40.2', 'avc1.64001f', 'hvc1.2.4.L123.B0', 'ec-3', 'flac', 'alac'), { minLength: 1, maxLength: 3 }),
  resolution: fc.option(fc.tuple(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 })), { nil: undefined }),
  audio: fc.option(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { nil: undefined }),
});

describe('fuzz: valid generated master playlists round-trip', () => {
  it('keeps every variant bandwidth, codecs, resolution, group and URL', () => {
    fc.assert(
      fc.property(fc.array(generatedVariant, { maxLength: 10 }), (variants) => {
        const lines = ['#EXTM3U'];
        for (const v of variants) {
          const attributes = [
            `BANDWIDTH=${v.bandwidth}`,
            `CODECS="${v.codecs.join(',')}"`,
            ...(v.resolution ? [`RESOLUTION=${v.resolution[0]}x${v.resolution[1]}`] : []),
            ...(v.audio ? [`AUDIO="${v.audio}"`] : []),
          ];
          lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, v.uri);
        }
        const master = parseMasterPlaylist(lines.join('\n'), BASE);
        expect(master.variants.map((v) => [v.uri, v.bandwidth, v.codecs, v.resolution, v.audio])).toEqual(
          variants.map((v) => [
            new URL(v.uri, BASE).href,
            v.bandwidth,
            v.codecs,
            v.resolution ? { width: v.resolution[0], height: v.resolution[1] } : undefined,
            v.audio,
          ]),
        );
      }),
      RUNS,
    );
  });
});
