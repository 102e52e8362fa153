import {
  PlaybackType,
  type PlayActivityContainerType,
  type PlayActivityEndReasonType,
  type PlayActivityEventType,
  type PlayActivityItemType,
  type PlayActivityMediaType,
} from '../enums/index.ts';
import { canonicalKind } from '../media-item/index.ts';

// 002 §3 Play-activity descriptor: the play mode has three parts, each with its own values.

/** Repeat part of the play mode (002 §3: off, one, all or unknown). */
export enum PlayActivityRepeatPlayMode {
  UNKNOWN = 0,
  REPEAT_OFF = 1,
  REPEAT_ONE = 2,
  REPEAT_ALL = 3,
}

/** Shuffle part of the play mode (002 §3: on, off or unknown). */
export enum PlayActivityShufflePlayMode {
  UNKNOWN = 0,
  SHUFFLE_OFF = 1,
  SHUFFLE_ON = 2,
}

/** Autoplay part of the play mode (002 §3: on, off or on-content-unsupported). */
export enum PlayActivityAutoPlayMode {
  AUTO_OFF = 0,
  AUTO_ON = 1,
  AUTO_ON_CONTENT_UNSUPPORTED = 2,
}

/** How the listener is playing: repeat, shuffle and autoplay (002 §3). */
export interface PlayActivityPlayMode {
  readonly repeat?: PlayActivityRepeatPlayMode;
  readonly shuffle?: PlayActivityShufflePlayMode;
  readonly autoplay?: PlayActivityAutoPlayMode;
}

/** Container ids of 000 §3, by their record names. */
export type PlayActivityContainerIdName =
  | 'album-adam-id'
  | 'cloud-album-id'
  | 'global-playlist-id'
  | 'playlist-version-hash'
  | 'station-hash'
  | 'station-id'
  | 'station-personalized-id'
  | 'universal-library-id';
export type PlayActivityContainerIds = Partial<Record<PlayActivityContainerIdName, string>>;

/** Item ids of 000 §3, by their record names. */
export type PlayActivityItemIdName =
  | 'auc-adam-id'
  | 'cloud-id'
  | 'lyric-id'
  | 'purchased-adam-id'
  | 'reporting-adam-id'
  | 'radio-adam-id'
  | 'subscription-adam-id';
export type PlayActivityItemIds = Partial<Record<PlayActivityItemIdName, string>>;

/** Where the item is played from (an album, a playlist, a station...). */
export interface PlayActivityContainer {
  readonly id?: string;
  readonly type: PlayActivityContainerType;
  /** Explicit container ids; when absent they are derived from `id` and `type`. */
  readonly ids?: PlayActivityContainerIds;
}

/** Stream quality as the record's audio-quality-provided/targeted objects carry it (000 §3). */
export interface PlayActivityAudioQuality {
  readonly sampleRateHz?: number;
  readonly bitDepth?: number;
  readonly bitRateKbps?: number;
  readonly codec?: string;
  readonly channelType?: string;
  readonly playbackFormat?: string;
}

/**
 * What the playback layer knows about the item being played (002 §3 play-activity descriptor),
 * the input of every reporter call.
 *
 * @example
 * const song: PlayActivityDescriptor = {
 *   id: '1440857781', kind: 'song', mediaType: PlayActivityMediaType.AUDIO, duration: 215,
 *   container: { id: '1440857001', type: PlayActivityContainerType.ALBUM },
 *   playMode: { repeat: PlayActivityRepeatPlayMode.REPEAT_OFF },
 * };
 */
export interface PlayActivityDescriptor {
  /** Catalogue or library id of the item. */
  readonly id: string;
  /** Media item type: 'song', 'musicVideo', 'musicMovie', 'radioStation', 'uploadedAudio', ... */
  readonly kind: string;
  /** 000 §3 playback type; a preview is never reported (002 §6). */
  readonly playbackType?: PlaybackType;
  readonly mediaType?: PlayActivityMediaType;
  readonly container?: PlayActivityContainer;
  readonly playMode?: PlayActivityPlayMode;
  readonly recoData?: string;
  /** Item duration in seconds. */
  readonly duration?: number;
  readonly trackInfo?: string;
  /** Explicit item ids; when absent they are derived from `id`. */
  readonly ids?: PlayActivityItemIds;
  /** Reported as reporting-adam-id only when the reporting-id permission is on (000 §6). */
  readonly reportingId?: string;
  readonly itemType?: PlayActivityItemType;
  /** 000 §3 source types 0-20. */
  readonly sourceType?: number;
  readonly displayType?: number;
  readonly eventReasonHintType?: number;
  readonly featureName?: string;
  readonly isCollaborative?: boolean;
  readonly siriInitiated?: boolean;
  readonly audioQualityProvided?: PlayActivityAudioQuality;
  readonly audioQualityTargeted?: PlayActivityAudioQuality;
}

/** The lyrics shown with an item (002 §3 Lyrics descriptor). */
export interface LyricsDescriptor {
  readonly id: string;
  readonly displayType?: number;
  readonly language?: string;
}

/** Scrub phases of `scrub()` (000 §5 names them SCRUB_START/SCRUB_END in its message). */
export type ScrubAction = 'SCRUB_BEGIN' | 'SCRUB_END';

/**
 * One thing that happened, as the timeline keeps it: the descriptor, what happened, where in
 * the item (seconds) and when (raw clock milliseconds; rounding happens in the record).
 */
export interface PlayActivityEvent {
  readonly eventType: PlayActivityEventType;
  readonly descriptor: PlayActivityDescriptor;
  /** Position in the item, in seconds. */
  readonly position: number;
  readonly endReasonType?: PlayActivityEndReasonType;
  /** Clock time of the event, in milliseconds since the epoch. */
  readonly timestamp: number;
  /** Live-radio timed metadata (001 timed metadata), reported as hex. */
  readonly timedMetadata?: Uint8Array | string;
  readonly lyrics?: LyricsDescriptor;
  /** For LYRIC_DISPLAY: how long the lyrics were shown, in milliseconds. */
  readonly displayDurationMs?: number;
}

// 002 §6: "Play activity is tracked only for: song, musicVideo, musicMovie, radioStation and
// uploaded audio or video". Kinds are compared in the media item model's canonical spelling,
// so 'songs', 'library-songs' or 'uploaded-videos' count too.
const TRACKED_KINDS: ReadonlySet<string> = new Set(['song', 'musicVideo', 'musicMovie', 'radioStation', 'uploadedAudio', 'uploadedVideo']);

/**
 * Whether plays of this descriptor are reported: a tracked kind, and never a preview (002 §6).
 *
 * @example
 * isTrackedDescriptor({ id: '1', kind: 'song' }); // true
 * isTrackedDescriptor({ id: '1', kind: 'song', playbackType: PlaybackType.preview }); // false
 */
export function isTrackedDescriptor(descriptor: Pick<PlayActivityDescriptor, 'kind' | 'playbackType'>): boolean {
  if (descriptor.playbackType === PlaybackType.preview) return false;
  return TRACKED_KINDS.has(canonicalKind(descriptor.kind));
}
