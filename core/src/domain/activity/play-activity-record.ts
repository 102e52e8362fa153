import type { PlayActivityContainerIds, PlayActivityItemIds } from './play-activity-descriptor.ts';

/** audio-quality-provided / audio-quality-targeted (000 §3). */
export interface PlayActivityRecordAudioQuality {
  readonly 'sample-rate-in-hz': number | null;
  readonly 'bit-depth': number | null;
  readonly 'bit-rate-in-kbps': number | null;
  readonly codec: string | null;
  readonly 'channel-type': string | null;
  readonly 'playback-format': string | null;
}

/** play-mode (000 §3: auto, repeat, shuffle), values of the 002 §3 play-mode enums. */
export interface PlayActivityRecordPlayMode {
  readonly 'auto-play-mode': number;
  readonly 'repeat-play-mode': number;
  readonly 'shuffle-play-mode': number;
}

/**
 * One play-activity record as posted in the sender payload's `data` (000 §3, every hyphenated
 * field). Fields that do not apply to an event are `null`, never missing, so the service sees
 * one shape. Ours beyond the spec: `event-id`, the unique id the service deduplicates by, and
 * `track-info` when the descriptor has one. `milliseconds-since-play` is added at send time.
 */
export interface PlayActivityRecord {
  readonly 'audio-quality-provided': PlayActivityRecordAudioQuality | null;
  readonly 'audio-quality-targeted': PlayActivityRecordAudioQuality | null;
  readonly 'build-version': string;
  readonly 'container-ids': PlayActivityContainerIds;
  readonly 'container-type': number;
  readonly 'developer-token': string | null;
  readonly 'device-name': string;
  readonly 'display-type': number | null;
  readonly 'end-position-in-milliseconds': number | null;
  readonly 'end-reason-type': number;
  readonly 'event-id': string;
  readonly 'event-reason-hint-type': number;
  readonly 'event-type': number;
  readonly 'feature-name': string | null;
  readonly guid: string;
  readonly ids: PlayActivityItemIds;
  readonly 'internal-build': boolean;
  readonly 'is-collaborative': boolean;
  readonly 'lyric-language': string | null;
  readonly 'media-duration-in-milliseconds': number;
  readonly 'media-type': number;
  readonly 'metrics-client-id': string | null;
  /** 000 §3: always false. */
  readonly offline: false;
  readonly 'persistent-id': string;
  readonly 'play-mode': PlayActivityRecordPlayMode;
  readonly 'private-enabled': boolean;
  readonly 'reco-data': string | null;
  readonly 'sb-enabled': boolean;
  readonly 'siri-initiated': boolean;
  readonly 'source-type': number;
  readonly 'start-position-in-milliseconds': number;
  readonly 'store-front': string | null;
  readonly 'timed-metadata': string | null;
  readonly timestamp: number;
  readonly 'track-info'?: string;
  readonly type: number;
  readonly 'user-agent': string;
  readonly 'user-preference-audio-quality': number | null;
  readonly 'user-preference-playback-format': string | null;
  readonly 'user-token': string | null;
  readonly 'utc-offset-in-seconds': number;
}

/** A record as sent: with `milliseconds-since-play`, added at send time (000 §3). */
export type SentPlayActivityRecord = PlayActivityRecord & { readonly 'milliseconds-since-play': number };
