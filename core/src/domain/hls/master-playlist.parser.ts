// RFC 8216 §4.3.4 master (multivariant) playlist tags. 002 §7: "Stream-inf lines are parsed for
// bandwidth, codecs and URL"; renditions, session data and session keys feed track lists
// (001 §3 audio and text track) and media-item metadata (001 §7).
import { parseDecimalInteger, type AttributeList } from './attribute-list.parser.ts';
import { HlsParseError, type HlsParseWarning } from './hls-parse-error.ts';
import { parseKey } from './hls-key.parser.ts';
import { PlaylistLineCursor, expectHeader } from './playlist-line-cursor.ts';
import type {
  HlsIFrameVariant,
  HlsKey,
  HlsMasterPlaylist,
  HlsRendition,
  HlsRenditionType,
  HlsSessionData,
  HlsVariant,
} from './playlist.types.ts';
import { createUriResolver, type UriResolver } from './uri-resolver.ts';

/** Tags that only a media playlist may hold (RFC 8216 §4.3.3, §4.3.2). */
const MEDIA_ONLY_TAGS: ReadonlySet<string> = new Set([
  '#EXTINF',
  '#EXT-X-TARGETDURATION',
  '#EXT-X-MEDIA-SEQUENCE',
  '#EXT-X-PLAYLIST-TYPE',
  '#EXT-X-ENDLIST',
  '#EXT-X-BYTERANGE',
  '#EXT-X-MAP',
]);

const RENDITION_TYPES: ReadonlySet<string> = new Set<HlsRenditionType>(['AUDIO', 'VIDEO', 'SUBTITLES', 'CLOSED-CAPTIONS']);

/** Splits a comma-separated quoted value (CODECS, CHARACTERISTICS). */
function splitList(value: string | undefined): string[] {
  if (value === undefined || value === '') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function required(attributes: AttributeList, name: string, tag: string, line: number): string {
  const value = attributes.string(name);
  if (value === undefined || value === '') throw new HlsParseError('missing-attribute', `${tag} without ${name}`, line);
  return value;
}

function bandwidth(attributes: AttributeList, tag: string, line: number): number {
  required(attributes, 'BANDWIDTH', tag, line);
  const value = attributes.integer('BANDWIDTH');
  if (value === undefined) throw new HlsParseError('invalid-attribute', `${tag} BANDWIDTH is not a decimal integer`, line);
  return value;
}

function variant(attributes: AttributeList, uri: string, line: number, warnings: HlsParseWarning[]): HlsVariant {
  const resolution = attributes.resolution('RESOLUTION');
  if (resolution === undefined && attributes.has('RESOLUTION')) {
    warnings.push({ message: 'EXT-X-STREAM-INF RESOLUTION is not WIDTHxHEIGHT; ignored', line });
  }
  return {
    uri,
    bandwidth: bandwidth(attributes, 'EXT-X-STREAM-INF', line),
    averageBandwidth: attributes.integer('AVERAGE-BANDWIDTH'),
    codecs: splitList(attributes.string('CODECS')),
    resolution,
    frameRate: attributes.float('FRAME-RATE'),
    hdcpLevel: attributes.string('HDCP-LEVEL'),
    audio: attributes.string('AUDIO'),
    video: attributes.string('VIDEO'),
    subtitles: attributes.string('SUBTITLES'),
    closedCaptions: attributes.string('CLOSED-CAPTIONS'),
    attributes: attributes.toRecord(),
  };
}

function iFrameVariant(attributes: AttributeList, resolve: UriResolver, line: number): HlsIFrameVariant {
  return {
    uri: resolve(required(attributes, 'URI', 'EXT-X-I-FRAME-STREAM-INF', line)),
    bandwidth: bandwidth(attributes, 'EXT-X-I-FRAME-STREAM-INF', line),
    codecs: splitList(attributes.string('CODECS')),
    resolution: attributes.resolution('RESOLUTION'),
    video: attributes.string('VIDEO'),
  };
}

function rendition(
  attributes: AttributeList,
  resolve: UriResolver,
  line: number,
  warnings: HlsParseWarning[],
): HlsRendition | undefined {
  const type = required(attributes, 'TYPE', 'EXT-X-MEDIA', line);
  const groupId = required(attributes, 'GROUP-ID', 'EXT-X-MEDIA', line);
  const name = required(attributes, 'NAME', 'EXT-X-MEDIA', line);
  if (!RENDITION_TYPES.has(type)) {
    // A type from a later protocol version: not an error, just nothing we can play.
    warnings.push({ message: `EXT-X-MEDIA TYPE=${type} is unknown; ignored`, line });
    return undefined;
  }
  const uri = attributes.string('URI');
  return {
    type: type as HlsRenditionType,
    groupId,
    name,
    language: attributes.string('LANGUAGE'),
    assocLanguage: attributes.string('ASSOC-LANGUAGE'),
    default: attributes.bool('DEFAULT'),
    // RFC 8216 §4.3.4.1: DEFAULT=YES implies AUTOSELECT=YES.
    autoselect: attributes.bool('AUTOSELECT') || attributes.bool('DEFAULT'),
    forced: attributes.bool('FORCED'),
    characteristics: splitList(attributes.string('CHARACTERISTICS')),
    channels: attributes.string('CHANNELS'),
    instreamId: attributes.string('INSTREAM-ID'),
    uri: uri === undefined || uri === '' ? undefined : resolve(uri),
    attributes: attributes.toRecord(),
  };
}

function sessionData(
  attributes: AttributeList,
  resolve: UriResolver,
  line: number,
  warnings: HlsParseWarning[],
): HlsSessionData | undefined {
  const dataId = attributes.string('DATA-ID');
  if (dataId === undefined || dataId === '') {
    warnings.push({ message: 'EXT-X-SESSION-DATA without DATA-ID; ignored', line });
    return undefined;
  }
  const uri = attributes.string('URI');
  return {
    dataId,
    value: attributes.string('VALUE'),
    uri: uri === undefined || uri === '' ? undefined : resolve(uri),
    language: attributes.string('LANGUAGE'),
  };
}

/**
 * Parses a master playlist. `url` (the playlist's own URL) makes every URI absolute.
 * Unknown tags are ignored; a media playlist or broken required attributes throw
 * {@link HlsParseError}.
 *
 * @example
 * const master = parseMasterPlaylist(text, 'https://cdn.example/v/master.m3u8');
 * master.variants.map((v) => [v.bandwidth, v.codecs, v.uri]);
 */
export function parseMasterPlaylist(text: string, url?: string): HlsMasterPlaylist {
  const resolve = createUriResolver(url);
  const cursor = new PlaylistLineCursor(text);
  expectHeader(cursor);
  const warnings: HlsParseWarning[] = [];
  const variants: HlsVariant[] = [];
  const iFrameVariants: HlsIFrameVariant[] = [];
  const renditions: HlsRendition[] = [];
  const sessions: HlsSessionData[] = [];
  const sessionKeys: HlsKey[] = [];
  let version: number | undefined;
  let independentSegments = false;
  let pending: AttributeList | undefined;
  let pendingLine = 0;
  while (cursor.next()) {
    const line = cursor.line;
    if (!cursor.isHashLine()) {
      if (pending) {
        variants.push(variant(pending, resolve(cursor.lineText()), pendingLine, warnings));
        pending = undefined;
      } else {
        warnings.push({ message: 'URI without EXT-X-STREAM-INF; ignored', line });
      }
      continue;
    }
    if (!cursor.isTag()) continue;
    const tag = cursor.readTag();
    switch (tag) {
      case '#EXT-X-STREAM-INF':
        if (pending) throw new HlsParseError('missing-uri', 'EXT-X-STREAM-INF without a URI line', pendingLine);
        pending = cursor.attributes();
        pendingLine = line;
        break;
      case '#EXT-X-I-FRAME-STREAM-INF':
        iFrameVariants.push(iFrameVariant(cursor.attributes(), resolve, line));
        break;
      case '#EXT-X-MEDIA': {
        const media = rendition(cursor.attributes(), resolve, line, warnings);
        if (media) renditions.push(media);
        break;
      }
      case '#EXT-X-SESSION-DATA': {
        const data = sessionData(cursor.attributes(), resolve, line, warnings);
        if (data) sessions.push(data);
        break;
      }
      case '#EXT-X-SESSION-KEY':
        sessionKeys.push(parseKey(cursor.attributes(), resolve, line, warnings));
        break;
      case '#EXT-X-VERSION': {
        const value = parseDecimalInteger(cursor.value());
        version = Number.isNaN(value) ? undefined : value;
        break;
      }
      case '#EXT-X-INDEPENDENT-SEGMENTS':
        independentSegments = true;
        break;
      default:
        if (MEDIA_ONLY_TAGS.has(tag)) {
          throw new HlsParseError('wrong-playlist-type', `${tag} in a master playlist: this is a media playlist`, line);
        }
        break;
    }
  }
  if (pending) throw new HlsParseError('missing-uri', 'EXT-X-STREAM-INF without a URI line', pendingLine);
  return {
    type: 'master',
    url,
    version,
    independentSegments,
    variants,
    iFrameVariants,
    renditions,
    sessionData: sessions,
    sessionKeys,
    warnings,
  };
}
