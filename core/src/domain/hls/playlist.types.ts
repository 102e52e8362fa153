// The shapes the HLS playlist parsers produce (RFC 8216 §4.3). URIs are absolute whenever the
// playlist URL was given (001 §7). Times are seconds; dates are epoch milliseconds.
import type { Resolution } from './attribute-list.parser.ts';
import type { HlsParseWarning } from './hls-parse-error.ts';

/** A sub-range of a resource (EXT-X-BYTERANGE, EXT-X-MAP BYTERANGE). */
export interface HlsByteRange {
  readonly offset: number;
  readonly length: number;
}

/** EXT-X-KEY / EXT-X-SESSION-KEY (RFC 8216 §4.3.2.4, §4.3.4.5). */
export interface HlsKey {
  /** NONE, AES-128, SAMPLE-AES, SAMPLE-AES-CTR, SAMPLE-AES-CENC, or what the playlist says. */
  readonly method: string;
  readonly uri: string | undefined;
  /** Lowercase hex without '0x'. */
  readonly iv: string | undefined;
  /** Default 'identity' (RFC 8216 §4.3.2.4). */
  readonly keyFormat: string;
  /** Default [1]. */
  readonly keyFormatVersions: readonly number[];
  /** KEYID (lowercase hex without '0x'), written by packagers for CENC key ids. */
  readonly keyId: string | undefined;
}

/** EXT-X-MAP: the initialization section of fMP4 segments. */
export interface HlsInitSegment {
  readonly uri: string;
  readonly byteRange: HlsByteRange | undefined;
}

/** One media segment of a media playlist. */
export interface HlsSegment {
  readonly uri: string;
  readonly duration: number;
  readonly title: string;
  /** Start on the playlist timeline: the sum of the durations before it. */
  readonly start: number;
  readonly mediaSequence: number;
  readonly discontinuitySequence: number;
  /** True when an EXT-X-DISCONTINUITY precedes it. */
  readonly discontinuity: boolean;
  readonly byteRange: HlsByteRange | undefined;
  readonly initSegment: HlsInitSegment | undefined;
  /** The keys in force (one per KEYFORMAT); empty when clear. */
  readonly keys: readonly HlsKey[];
  /** EXT-X-PROGRAM-DATE-TIME, given or carried forward from an earlier segment. */
  readonly programDateTime: number | undefined;
  readonly gap: boolean;
}

/** EXT-X-DATERANGE (RFC 8216 §4.3.2.7), kept for ad and skip markers. */
export interface HlsDateRange {
  readonly id: string;
  readonly class: string | undefined;
  readonly startDate: number;
  readonly endDate: number | undefined;
  readonly duration: number | undefined;
  readonly plannedDuration: number | undefined;
  readonly endOnNext: boolean;
  /** Seconds on the playlist timeline, when program date times allow mapping the date. */
  readonly startTime: number | undefined;
  /** The X-… client attributes, values as written. */
  readonly clientAttributes: Readonly<Record<string, string>>;
  /** Every attribute as written, SCTE35-CMD/OUT/IN included. */
  readonly attributes: Readonly<Record<string, string>>;
}

/** A parsed media playlist. */
export interface HlsMediaPlaylist {
  readonly type: 'media';
  readonly url: string | undefined;
  readonly version: number | undefined;
  readonly targetDuration: number;
  readonly mediaSequence: number;
  readonly discontinuitySequence: number;
  readonly playlistType: 'VOD' | 'EVENT' | undefined;
  readonly endList: boolean;
  readonly iFramesOnly: boolean;
  readonly independentSegments: boolean;
  /** EXT-X-START. */
  readonly start: { readonly timeOffset: number; readonly precise: boolean } | undefined;
  readonly segments: readonly HlsSegment[];
  /** Sum of segment durations. */
  readonly duration: number;
  readonly dateRanges: readonly HlsDateRange[];
  readonly warnings: readonly HlsParseWarning[];
}

/** EXT-X-STREAM-INF plus its URI (002 §7 "bandwidth, codecs and URL"). */
export interface HlsVariant {
  readonly uri: string;
  readonly bandwidth: number;
  readonly averageBandwidth: number | undefined;
  /** CODECS split on commas, e.g. ['mp4a.40.2', 'avc1.64001f']. */
  readonly codecs: readonly string[];
  readonly resolution: Resolution | undefined;
  readonly frameRate: number | undefined;
  readonly hdcpLevel: string | undefined;
  readonly audio: string | undefined;
  readonly video: string | undefined;
  readonly subtitles: string | undefined;
  /** A group id, or 'NONE'. */
  readonly closedCaptions: string | undefined;
  /** Every attribute as written (provider extensions included). */
  readonly attributes: Readonly<Record<string, string>>;
}

/** EXT-X-I-FRAME-STREAM-INF. */
export interface HlsIFrameVariant {
  readonly uri: string;
  readonly bandwidth: number;
  readonly codecs: readonly string[];
  readonly resolution: Resolution | undefined;
  readonly video: string | undefined;
}

export type HlsRenditionType = 'AUDIO' | 'VIDEO' | 'SUBTITLES' | 'CLOSED-CAPTIONS';

/** EXT-X-MEDIA (RFC 8216 §4.3.4.1). */
export interface HlsRendition {
  readonly type: HlsRenditionType;
  readonly groupId: string;
  readonly name: string;
  readonly language: string | undefined;
  readonly assocLanguage: string | undefined;
  readonly default: boolean;
  readonly autoselect: boolean;
  readonly forced: boolean;
  /** CHARACTERISTICS split on commas (e.g. 'public.accessibility.describes-video'). */
  readonly characteristics: readonly string[];
  /** CHANNELS as written, e.g. '2' or '16/JOC'. */
  readonly channels: string | undefined;
  readonly instreamId: string | undefined;
  readonly uri: string | undefined;
  readonly attributes: Readonly<Record<string, string>>;
}

/** EXT-X-SESSION-DATA (RFC 8216 §4.3.4.4). */
export interface HlsSessionData {
  readonly dataId: string;
  readonly value: string | undefined;
  readonly uri: string | undefined;
  readonly language: string | undefined;
}

/** A parsed master (multivariant) playlist. */
export interface HlsMasterPlaylist {
  readonly type: 'master';
  readonly url: string | undefined;
  readonly version: number | undefined;
  readonly independentSegments: boolean;
  readonly variants: readonly HlsVariant[];
  readonly iFrameVariants: readonly HlsIFrameVariant[];
  readonly renditions: readonly HlsRendition[];
  readonly sessionData: readonly HlsSessionData[];
  readonly sessionKeys: readonly HlsKey[];
  readonly warnings: readonly HlsParseWarning[];
}

export type HlsPlaylist = HlsMasterPlaylist | HlsMediaPlaylist;
