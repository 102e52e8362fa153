// The parsers and validators `npm run fuzz` drives (issue 22), each with: an input generator
// (near-valid token soup plus raw noise), the call, the errors its contract allows, the
// invariants its output keeps, and a builder of large hostile inputs for the linearity check.
import fc from 'fast-check';
import {
  HlsParseError,
  MKError,
  WebVttCueError,
  createWebVttCue,
  decodeStartupHash,
  formattedMediaURL,
  layoutCues,
  parseCueText,
  isValidUserToken,
  parseAttributeList,
  parseDeveloperToken,
  parseId3,
  parseMasterPlaylist,
  parseMediaPlaylist,
  parseShareLink,
  parseStorefrontAdamIds,
  parseWebVtt,
  validateQueueOptions,
  validateStationQueueOptions,
  type HlsMediaPlaylist,
  type WebVttParseResult,
} from '../../core/src/internal.ts';
import { TimedMetadata } from '../../core/src/domain/timed-metadata/timed-metadata.ts';
import { check, nonFiniteNumbers } from './invariants.ts';

/** One fuzzed entry point. */
export interface FuzzTarget {
  readonly name: string;
  readonly inputs: fc.Arbitrary<unknown>;
  /** Calls the entry point; returns what it produced. */
  run(input: unknown): unknown;
  /** The errors the entry point documents (anything else is a bug). */
  allowed(error: unknown): boolean;
  /** Errors reported separately as a known issue fixed elsewhere (not counted as bugs). */
  known?(error: unknown, input: unknown): boolean;
  /** Invariant violations of one output. */
  invariants(output: unknown): string[];
  /** A hostile input of about `bytes` size, for the time-per-byte check. */
  large(bytes: number): unknown;
}

const CLOCK = { now: () => 1_700_000_000_000 };
const HUGE = '9'.repeat(309);

/** Text made of grammar tokens and noise: reaches the accepted shapes and every way to miss them. */
function soup(tokens: readonly string[], maxTokens = 60): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...tokens) },
        { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
        { weight: 1, arbitrary: fc.constantFrom('\n', '\r', '\r\n', '\0', '\uFEFF', ' ', '\t', HUGE, '-0', '9007199254740993') },
      ),
      { maxLength: maxTokens },
    )
    .map((parts) => parts.join(''));
}

const anyText = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }));

const VTT_TOKENS = [
  'WEBVTT', '\n', '\n\n', ' --> ', '00:00:01.000', '00:01.500', '01:02:03.004', '99:59:59.999', 'NOTE ', 'STYLE', 'REGION',
  'id:r', 'id:', 'width:40%', 'lines:3', `lines:${HUGE}`, 'regionanchor:0%,100%', 'viewportanchor:10%,90%', 'scroll:up',
  ' line:', 'line:-0', `line:${HUGE}`, `line:${'9'.repeat(308)}`, `line:-${HUGE}`, '0', '-1', '50%', ',start', ',end', ' position:', '101%', ' size:',
  ' align:start', ' vertical:rl', ' region:r', ' region:x', '<b>', '</b>', '<c.x>', '<00:00:01.500>', '&amp;', 'text',
];
const M3U_TOKENS = [
  '#EXTM3U', '\n', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:', '#EXT-X-MEDIA-SEQUENCE:', '#EXT-X-DISCONTINUITY-SEQUENCE:',
  '#EXTINF:', '10', '4.5', ',', 'title', 'seg.ts', 'https://cdn.example/a.ts', '#EXT-X-BYTERANGE:', '100@0', '9007199254740993',
  '#EXT-X-KEY:', 'METHOD=AES-128', 'METHOD=NONE', 'METHOD=SAMPLE-AES', ',URI="k.key"', ',KEYFORMAT="f', '"', ',IV=0x0123',
  '#EXT-X-MAP:URI="init.mp4"', '#EXT-X-PROGRAM-DATE-TIME:', '2020-01-01T00:00:00Z', '#EXT-X-DATERANGE:', 'ID="d"',
  ',START-DATE="2020-01-01T00:00:10Z"', ',END-DATE="2020-01-01T00:00:05Z"', ',DURATION=', '#EXT-X-DISCONTINUITY', '#EXT-X-GAP',
  '#EXT-X-ENDLIST', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-START:TIME-OFFSET=', '-3', '#EXT-X-STREAM-INF:', 'BANDWIDTH=',
  ',AVERAGE-BANDWIDTH=', ',CODECS="mp4a.40.2,avc1.4d401e"', ',RESOLUTION=1280x720', ',FRAME-RATE=', '29.97', 'v.m3u8',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="en"', ',LANGUAGE="en"', ',DEFAULT=YES', '#EXT-X-I-FRAME-STREAM-INF:',
  '#EXT-X-SESSION-DATA:DATA-ID="x",VALUE="y"', '#EXT-X-SESSION-KEY:', '\r', '\r\n', '# comment',
];
const ATTR_TOKENS = ['A=1', 'B="x,y"', ',', '=', '"', 'C=0x1F', 'D=1.5', 'E=-2', 'RES=1x1', ' ', '__proto__="p"', 'X-Y="z"', HUGE];
const URL_TOKENS = [
  'https://', 'http://', 'music.example.com', 'geo.music.example.com', '/', 'us', 'jp', 'album', 'playlist', 'song', 'station',
  'music-video', 'artist', 'slug-name', '1440857781', 'pl.u-abc', 'ra.123', '?i=', '&l=en', '#', '%2F', '..', 'id123', 'l.abc',
];

function mustFiniteCues(result: WebVttParseResult, out: string[]): void {
  for (const cue of result.cues) {
    check(cue.start >= 0 && cue.end >= 0, `cue times negative: ${cue.start} ${cue.end}`, out);
    check(cue.line === 'auto' || (Number.isFinite(cue.line) && !Object.is(cue.line, -0)), `cue line ${String(cue.line)}`, out);
    check(cue.position === 'auto' || (cue.position >= 0 && cue.position <= 100), `cue position ${String(cue.position)}`, out);
    check(cue.size >= 0 && cue.size <= 100, `cue size ${cue.size}`, out);
  }
}

function mediaInvariants(media: HlsMediaPlaylist, out: string[]): void {
  let time = 0;
  for (const segment of media.segments) {
    check(Math.abs(segment.start - time) <= 1e-6 * Math.max(1, time), `segment start ${segment.start} != ${time}`, out);
    check(segment.duration >= 0, `segment duration ${segment.duration}`, out);
    check(Number.isSafeInteger(segment.mediaSequence), `media sequence ${segment.mediaSequence}`, out);
    if (segment.byteRange) check(Number.isSafeInteger(segment.byteRange.offset + segment.byteRange.length), 'byte range beyond 2^53', out);
    time += segment.duration;
  }
  for (const range of media.dateRanges) check(range.endDate === undefined || range.endDate >= range.startDate, `date range ${range.id} ends before it starts`, out);
}

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

function id3Tag(frames: readonly Uint8Array[]): Uint8Array {
  const size = frames.reduce((sum, frame) => sum + frame.length, 0);
  const header = [0x49, 0x44, 0x33, 4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  const out = new Uint8Array(10 + size);
  out.set(header, 0);
  let at = 10;
  for (const frame of frames) {
    out.set(frame, at);
    at += frame.length;
  }
  return out;
}

function id3Frame(id: string, content: Uint8Array): Uint8Array {
  const size = content.length;
  const out = new Uint8Array(10 + size);
  out.set([...id].map((c) => c.charCodeAt(0)), 0);
  out.set([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f], 4);
  out.set(content, 10);
  return out;
}

const id3Inputs = fc.oneof(
  fc.uint8Array({ maxLength: 400 }),
  fc
    .array(
      fc.tuple(fc.constantFrom('TIT2', 'TPE1', 'TALB', 'TXXX', 'WXXX', 'PRIV', 'WOAR', 'COMM'), fc.uint8Array({ maxLength: 120 })),
      { maxLength: 6 },
    )
    .map((frames) => id3Tag(frames.map(([id, content]) => id3Frame(id, content)))),
  fc.string({ maxLength: 200 }).map((text) => id3Tag([id3Frame('PRIV', new TextEncoder().encode(`com.apple.radio.adamid\0${text}\0\0`))])),
);

const isMk = (error: unknown): boolean => error instanceof MKError;

export const FUZZ_TARGETS: readonly FuzzTarget[] = [
  {
    name: 'webvtt',
    inputs: fc.oneof(soup(VTT_TOKENS, 80), anyText, fc.uint8Array({ maxLength: 200 })),
    run: (input) => {
      const result = parseWebVtt(input as string | Uint8Array);
      // What the renderer does next: cue text into nodes, and the layout of what shows at once
      // (a few cues; layout compares each box with the ones placed before it).
      const nodes = result.cues.map((cue) => parseCueText(cue.text).length);
      const rects = layoutCues({ width: 1280, height: 720 }, result.cues.slice(0, 8).map((cue) => ({ cue, blockSize: 41, lineHeight: 41 })));
      return { result, nodes, rects };
    },
    allowed: () => false,
    invariants: (output) => {
      const out = nonFiniteNumbers(output);
      mustFiniteCues((output as { result: WebVttParseResult }).result, out);
      return out;
    },
    large: (bytes) => {
      let text = 'WEBVTT\n\n';
      for (let i = 0; text.length < bytes / 2; i++) text += `REGION\nid:r${i} lines:${i}\n\n`;
      for (let i = 0; text.length < bytes; i++) text += `00:00:0${i % 10}.000 --> 00:00:09.000 region:missing${i} line:${i % 7}\ncue ${i}\n\n`;
      return text;
    },
  },
  {
    name: 'webvtt cue (createWebVttCue)',
    inputs: fc.record(
      {
        start: fc.oneof(fc.double(), fc.integer()),
        end: fc.oneof(fc.double(), fc.integer()),
        text: fc.string({ maxLength: 20 }),
        line: fc.oneof(fc.double(), fc.constant('auto')),
        position: fc.oneof(fc.double(), fc.constant('auto')),
        size: fc.double(),
        snapToLines: fc.boolean(),
      },
      { requiredKeys: ['start', 'end', 'text'] },
    ),
    run: (input) => createWebVttCue(input as Parameters<typeof createWebVttCue>[0]),
    allowed: (error) => error instanceof WebVttCueError,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => ({ start: 1, end: 2, text: 'x'.repeat(bytes) }),
  },
  {
    name: 'hls media playlist',
    inputs: fc.oneof(soup(M3U_TOKENS, 100), soup(M3U_TOKENS, 100).map((text) => `#EXTM3U\n${text}`), anyText),
    run: (input) => parseMediaPlaylist(input as string, 'https://cdn.example/a/index.m3u8'),
    allowed: (error) => error instanceof HlsParseError,
    invariants: (output) => {
      const out = nonFiniteNumbers(output);
      mediaInvariants(output as HlsMediaPlaylist, out);
      return out;
    },
    large: (bytes) => {
      let text = '#EXTM3U\n#EXT-X-TARGETDURATION:10\n';
      for (let i = 0; text.length < bytes; i++) {
        text += `#EXT-X-KEY:METHOD=SAMPLE-AES,URI="k${i}",KEYFORMAT="f${i}"\n#EXT-X-DATERANGE:ID="d${i}",START-DATE="2020-01-01T00:00:00Z"\n#EXTINF:4,\ns${i}.ts\n`;
      }
      return text;
    },
  },
  {
    name: 'hls master playlist',
    inputs: fc.oneof(soup(M3U_TOKENS, 100), soup(M3U_TOKENS, 100).map((text) => `#EXTM3U\n${text}`), anyText),
    run: (input) => parseMasterPlaylist(input as string, 'https://cdn.example/a/master.m3u8'),
    allowed: (error) => error instanceof HlsParseError,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => {
      let text = '#EXTM3U\n';
      for (let i = 0; text.length < bytes; i++) {
        text += `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a${i}",NAME="n${i}"\n#EXT-X-STREAM-INF:BANDWIDTH=${i + 1},CODECS="mp4a.40.2",FRAME-RATE=29.97\nv${i}.m3u8\n`;
      }
      return text;
    },
  },
  {
    name: 'hls attribute list',
    inputs: fc.oneof(soup(ATTR_TOKENS, 60), anyText),
    run: (input) => {
      const list = parseAttributeList(input as string);
      return { record: list.toRecord(), a: list.integer('A'), d: list.float('D'), e: list.float('E', true), res: list.resolution('RES') };
    },
    allowed: (error) => error instanceof HlsParseError,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => Array.from({ length: Math.ceil(bytes / 12) }, (_, i) => `K${i}="${i}"`).join(','),
  },
  {
    name: 'id3 / timed metadata',
    inputs: id3Inputs,
    run: (input) => ({ tags: parseId3(input as Uint8Array).length, metadata: TimedMetadata.fromId3(input as Uint8Array)?.toJSON() }),
    allowed: () => false,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => {
      const text = new Uint8Array(bytes / 2).fill(0x41);
      text[0] = 0;
      const priv = new Uint8Array(bytes / 2);
      priv.set(new TextEncoder().encode('com.apple.radio.adamid\0'), 0);
      priv[priv.length - 1] = 0x78;
      return id3Tag([id3Frame('TIT2', text), id3Frame('PRIV', priv)]);
    },
  },
  {
    name: 'storefront adam ids (PRIV text)',
    inputs: fc.oneof(soup(['us', 'gb', ':', '1440857781', ',', ';', ' ', '{', '}', '"', '\0'], 60), anyText),
    run: (input) => parseStorefrontAdamIds(input as string),
    allowed: () => false,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => `${'\0'.repeat(bytes - 1)}x`,
  },
  {
    name: 'media urls (formattedMediaURL)',
    inputs: fc.oneof(soup(URL_TOKENS, 20), anyText, fc.webUrl()),
    run: (input) => formattedMediaURL(input as string),
    // 000 §5 and MUSICKIT-SURFACE.md: a bad media URL is TypeError 'Invalid Media URL'.
    allowed: (error) => error instanceof TypeError && error.message === 'Invalid Media URL',
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => `https://music.example.com/us/album/${'a-'.repeat(bytes / 2)}/1440857781?i=1`,
  },
  {
    name: 'share links (parseShareLink)',
    inputs: fc.oneof(soup(URL_TOKENS, 20), anyText, fc.webUrl(), fc.anything()),
    run: (input) => parseShareLink(input),
    allowed: () => false,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => `https://music.example.com/us/playlist/${'/'.repeat(bytes)}pl.u-abc`,
  },
  {
    name: 'user token',
    inputs: fc.oneof(soup(['A', 'z', '0', '+', '/', '=', '==', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'], 40), anyText, fc.anything()),
    run: (input) => isValidUserToken(input),
    allowed: () => false,
    invariants: () => [],
    large: (bytes) => 'A'.repeat(bytes),
  },
  {
    name: 'developer token',
    inputs: fc.oneof(
      soup(['eyJhbGciOiJFUzI1NiJ9', 'eyJleHAiOjF9', '.', 'AAAAAAAAAAAAAAAA', '_', '-', base64(`{"exp":${HUGE}}`)], 12),
      fc.tuple(fc.json(), fc.json()).map(([h, p]) => `${Buffer.from(h).toString('base64url')}.${Buffer.from(p).toString('base64url')}.${'S'.repeat(16)}`),
      fc.anything(),
    ),
    run: (input) => parseDeveloperToken(input, CLOCK),
    allowed: isMk,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => `${'A'.repeat(bytes / 3)}.${'A'.repeat(bytes / 3)}.${'A'.repeat(bytes / 3)}!`,
  },
  {
    name: 'start-up hash',
    inputs: fc.oneof(
      fc.record({ itre: fc.constantFrom('0', '1', 0, 1, true), musicUserToken: fc.string(), cid: fc.string(), pad: fc.string({ minLength: 200 }) }, { requiredKeys: [] }).map((o) => base64(JSON.stringify(o))),
      fc.json().map(base64),
      anyText,
    ),
    run: (input) => decodeStartupHash(input as string),
    allowed: () => false,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => `${'A'.repeat(bytes)}!`,
  },
  {
    name: 'queue options (validateQueueOptions)',
    inputs: fc.oneof(
      fc.record(
        {
          song: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.anything()),
          songs: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer())), fc.anything()),
          album: fc.anything(),
          url: fc.anything(),
          items: fc.anything(),
          startWith: fc.anything(),
          startPosition: fc.anything(),
          startTime: fc.oneof(fc.double(), fc.anything()),
          shuffleMode: fc.anything(),
          repeatMode: fc.anything(),
          parameters: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
    run: (input) => validateQueueOptions(input as Parameters<typeof validateQueueOptions>[0]),
    allowed: isMk,
    // `parameters` and `items` are the app's own objects, passed through untouched.
    invariants: (output) => {
      const { source, startTime } = output as { source: { kind: string; ids?: unknown }; startTime?: number };
      const out = nonFiniteNumbers({ ids: source.kind === 'media' ? source.ids : undefined, startTime });
      check(startTime === undefined || startTime >= 0, `startTime ${startTime}`, out);
      return out;
    },
    large: (bytes) => ({ songs: Array.from({ length: bytes / 10 }, (_, i) => String(1_000_000_000 + i)) }),
  },
  {
    name: 'station queue options (validateStationQueueOptions)',
    inputs: fc.oneof(fc.record({ artist: fc.anything(), song: fc.anything(), station: fc.anything(), radioStation: fc.anything() }, { requiredKeys: [] }), fc.anything()),
    run: (input) => validateStationQueueOptions(input as Parameters<typeof validateStationQueueOptions>[0]),
    allowed: isMk,
    invariants: (output) => nonFiniteNumbers(output),
    large: (bytes) => ({ station: `ra.${'1'.repeat(bytes)}` }),
  },
];

/** Runs one input: 'ok', an allowed error, a known issue, or the unexpected error. */
export function runOne(target: FuzzTarget, input: unknown): { outcome: 'ok' | 'allowed' | 'known' | 'unexpected'; error?: unknown; violations: string[] } {
  let output: unknown;
  try {
    output = target.run(input);
  } catch (error) {
    if (target.allowed(error)) return { outcome: 'allowed', violations: [] };
    if (target.known?.(error, input)) return { outcome: 'known', error, violations: [] };
    return { outcome: 'unexpected', error, violations: [] };
  }
  return { outcome: 'ok', violations: target.invariants(output) };
}

/** The size of an input in bytes, roughly (for the "under 10 KB" rule). */
export function sizeOf(input: unknown): number {
  if (typeof input === 'string') return input.length;
  if (input instanceof Uint8Array) return input.length;
  try {
    return JSON.stringify(input)?.length ?? 0;
  } catch {
    return 0;
  }
}
