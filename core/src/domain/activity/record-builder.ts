import type { Clock } from '../../ports/clock.ts';
import { PLAY_ACTIVITY_DEFAULTS, UNKNOWN_UTC_OFFSET, VIDEO_MEDIA_KINDS } from '../constants/index.ts';
import {
  PlayActivityContainerType,
  PlayActivityEndReasonType,
  PlayActivityEventType,
  PlayActivityItemType,
  PlayActivityMediaType,
} from '../enums/index.ts';
import { ACTIVITY_MESSAGES, playActivityError } from '../errors/index.ts';
import { canonicalKind } from '../media-item/index.ts';
import type { ActivityIdGenerator } from './activity-id-generator.ts';
import {
  PlayActivityAutoPlayMode,
  PlayActivityRepeatPlayMode,
  PlayActivityShufflePlayMode,
  type PlayActivityAudioQuality,
  type PlayActivityContainerIds,
  type PlayActivityDescriptor,
  type PlayActivityEvent,
  type PlayActivityItemIds,
} from './play-activity-descriptor.ts';
import type { PlayActivityRecord, PlayActivityRecordAudioQuality } from './play-activity-record.ts';
import type { PlayActivityTimeline } from './play-activity-timeline.ts';
import { toHex, wholeSecondsUnlessAccurate } from './activity-timing.ts';

/** What may change between two records (tokens, storefront, private mode): read at build time. */
export interface PlayActivityContext {
  readonly developerToken?: string;
  readonly userToken?: string;
  readonly storefront?: string;
  /** Private listening mode (000 §6): reported as private-enabled. */
  readonly privateEnabled?: boolean;
  /** The reporting-id permission (000 §6, allowReportingId): default off. */
  readonly allowReportingId?: boolean;
  readonly userPreferenceAudioQuality?: number;
  readonly userPreferencePlaybackFormat?: string;
  readonly sbEnabled?: boolean;
}

/** Fixed facts about this client, and the accurate-timing switch (000 §9). */
export interface RecordBuilderOptions {
  /** Report exact milliseconds; default false: whole seconds (000 §9). */
  readonly accurate?: boolean;
  /** Default the app id 'MusicKitApp/1.0' (000 §9). */
  readonly buildVersion?: string;
  readonly deviceName?: string;
  readonly userAgent?: string;
  readonly guid?: string;
  readonly metricsClientId?: string;
  readonly internalBuild?: boolean;
  readonly featureName?: string;
  /** 000 §3 source type 0-20 when the descriptor names none. */
  readonly sourceType?: number;
  readonly context?: () => PlayActivityContext;
}

const LIBRARY_ID = /^[ailp]\.[a-zA-Z0-9]+$/; // 000 §5 library ids
const VIDEO_KINDS: ReadonlySet<string> = new Set(VIDEO_MEDIA_KINDS);
const UPLOADED_KINDS: ReadonlySet<string> = new Set(['uploadedAudio', 'uploadedVideo']);

/**
 * Turns timeline events into play-activity records with every hyphenated field of 000 §3.
 *
 * @example
 * const builder = new PlayActivityRecordBuilder(clock, ids, { context: () => ({ userToken }) });
 * const record = builder.build(timeline, startEvent); // record['event-type'] === 1
 */
export class PlayActivityRecordBuilder {
  readonly #clock: Clock;
  readonly #ids: ActivityIdGenerator;
  readonly #options: RecordBuilderOptions;

  constructor(clock: Clock, ids: ActivityIdGenerator, options: RecordBuilderOptions = {}) {
    this.#clock = clock;
    this.#ids = ids;
    this.#options = options;
  }

  get accurate(): boolean {
    return this.#options.accurate === true;
  }

  /**
   * Builds the record of `event`, which is about to join `timeline`; without `event`, of the
   * timeline's newest entry. 000 §5: without both, 'build() called without a play activity
   * descriptor'; a play end needs a previous descriptor (its start).
   */
  build(timeline: PlayActivityTimeline<PlayActivityEvent>, event?: PlayActivityEvent): PlayActivityRecord {
    let previous: PlayActivityEvent | undefined;
    if (event === undefined) {
      if (timeline.length === 0) throw playActivityError(ACTIVITY_MESSAGES.buildWithoutDescriptor);
      event = timeline.last as PlayActivityEvent;
      previous = timeline.at(-2);
    } else {
      previous = timeline.last;
    }
    if (event.eventType === PlayActivityEventType.PLAY_END && previous === undefined) {
      throw playActivityError(ACTIVITY_MESSAGES.buildPlayEndWithoutPrevious);
    }
    return this.#record(event, timeline, previous);
  }

  #record(event: PlayActivityEvent, timeline: PlayActivityTimeline<PlayActivityEvent>, previous: PlayActivityEvent | undefined): PlayActivityRecord {
    const { descriptor } = event;
    const context = this.#options.context?.() ?? {};
    const round = (ms: number): number => wholeSecondsUnlessAccurate(ms, this.accurate);
    const positions = this.#positions(event, timeline, previous);
    const utcOffset = this.#clock.utcOffsetSeconds();
    const playMode = descriptor.playMode ?? {};
    const record: PlayActivityRecord = {
      'audio-quality-provided': audioQuality(descriptor.audioQualityProvided),
      'audio-quality-targeted': audioQuality(descriptor.audioQualityTargeted),
      'build-version': this.#options.buildVersion ?? PLAY_ACTIVITY_DEFAULTS.appId,
      'container-ids': containerIds(descriptor),
      'container-type': descriptor.container?.type ?? PlayActivityContainerType.UNKNOWN,
      'developer-token': context.developerToken ?? null,
      'device-name': this.#options.deviceName ?? '',
      'display-type': event.lyrics?.displayType ?? descriptor.displayType ?? null,
      'end-position-in-milliseconds': positions.end === null ? null : round(positions.end),
      'end-reason-type': event.endReasonType ?? PlayActivityEndReasonType.NOT_APPLICABLE,
      'event-id': this.#ids.eventId(),
      'event-reason-hint-type': descriptor.eventReasonHintType ?? 0,
      'event-type': event.eventType,
      'feature-name': descriptor.featureName ?? this.#options.featureName ?? null,
      guid: this.#options.guid ?? '',
      ids: itemIds(descriptor, event, context.allowReportingId === true),
      'internal-build': this.#options.internalBuild ?? false,
      'is-collaborative': descriptor.isCollaborative ?? false,
      'lyric-language': event.lyrics?.language ?? null,
      'media-duration-in-milliseconds': round(secondsToMs(descriptor.duration)),
      'media-type': descriptor.mediaType ?? (VIDEO_KINDS.has(canonicalKind(descriptor.kind)) ? PlayActivityMediaType.VIDEO : PlayActivityMediaType.AUDIO),
      'metrics-client-id': this.#options.metricsClientId ?? null,
      offline: false,
      'persistent-id': this.#ids.persistentId(),
      'play-mode': {
        'auto-play-mode': playMode.autoplay ?? PlayActivityAutoPlayMode.AUTO_OFF,
        'repeat-play-mode': playMode.repeat ?? PlayActivityRepeatPlayMode.UNKNOWN,
        'shuffle-play-mode': playMode.shuffle ?? PlayActivityShufflePlayMode.UNKNOWN,
      },
      'private-enabled': context.privateEnabled === true,
      'reco-data': descriptor.recoData ?? null,
      'sb-enabled': context.sbEnabled === true,
      'siri-initiated': descriptor.siriInitiated ?? false,
      'source-type': descriptor.sourceType ?? this.#options.sourceType ?? 0,
      'start-position-in-milliseconds': round(positions.start),
      'store-front': context.storefront ?? null,
      'timed-metadata': event.timedMetadata === undefined ? null : toHex(event.timedMetadata),
      timestamp: round(event.timestamp),
      type: descriptor.itemType ?? defaultItemType(descriptor),
      'user-agent': this.#options.userAgent ?? '',
      'user-preference-audio-quality': context.userPreferenceAudioQuality ?? null,
      'user-preference-playback-format': context.userPreferencePlaybackFormat ?? null,
      'user-token': context.userToken ?? null,
      // 000 §9: an unknown utc offset is reported as -1.
      'utc-offset-in-seconds': utcOffset ?? UNKNOWN_UTC_OFFSET,
      ...(descriptor.trackInfo === undefined ? {} : { 'track-info': descriptor.trackInfo }),
    };
    return record;
  }

  /** Start and end positions in raw milliseconds, by event type. */
  #positions(event: PlayActivityEvent, timeline: PlayActivityTimeline<PlayActivityEvent>, previous: PlayActivityEvent | undefined): { start: number; end: number | null } {
    switch (event.eventType) {
      case PlayActivityEventType.PLAY_END: {
        // The segment ends here and began at the latest play start (a preceding exit does not restart it).
        const start = timeline.findLast((entry) => entry.eventType === PlayActivityEventType.PLAY_START) ?? previous;
        return { start: secondsToMs(start?.position), end: secondsToMs(event.position) };
      }
      case PlayActivityEventType.LYRIC_DISPLAY:
        return { start: 0, end: Math.max(0, event.displayDurationMs ?? 0) };
      default:
        return { start: secondsToMs(event.position), end: null };
    }
  }
}

function secondsToMs(seconds: number | undefined): number {
  return seconds === undefined || !Number.isFinite(seconds) || seconds < 0 ? 0 : seconds * 1000;
}

function audioQuality(quality: PlayActivityAudioQuality | undefined): PlayActivityRecordAudioQuality | null {
  if (!quality) return null;
  return {
    'sample-rate-in-hz': quality.sampleRateHz ?? null,
    'bit-depth': quality.bitDepth ?? null,
    'bit-rate-in-kbps': quality.bitRateKbps ?? null,
    codec: quality.codec ?? null,
    'channel-type': quality.channelType ?? null,
    'playback-format': quality.playbackFormat ?? null,
  };
}

function containerIds(descriptor: PlayActivityDescriptor): PlayActivityContainerIds {
  const container = descriptor.container;
  if (!container) return {};
  if (container.ids) return { ...container.ids };
  const id = container.id;
  if (id === undefined || id === '') return {};
  const library = LIBRARY_ID.test(id);
  switch (container.type) {
    case PlayActivityContainerType.ALBUM:
      return library ? { 'cloud-album-id': id } : { 'album-adam-id': id };
    case PlayActivityContainerType.PLAYLIST:
      return library ? { 'universal-library-id': id } : { 'global-playlist-id': id };
    case PlayActivityContainerType.RADIO:
      return { 'station-id': id };
    default:
      return {};
  }
}

function itemIds(descriptor: PlayActivityDescriptor, event: PlayActivityEvent, allowReportingId: boolean): PlayActivityItemIds {
  const derived: PlayActivityItemIds = LIBRARY_ID.test(descriptor.id)
    ? { 'cloud-id': descriptor.id }
    : canonicalKind(descriptor.kind) === 'radioStation'
      ? { 'radio-adam-id': descriptor.id }
      : { 'subscription-adam-id': descriptor.id };
  const ids: { -readonly [K in keyof PlayActivityItemIds]: PlayActivityItemIds[K] } = { ...derived, ...descriptor.ids };
  if (event.lyrics) ids['lyric-id'] = event.lyrics.id;
  // 000 §6: the reporting id is sent only with the allowReportingId permission (default off),
  // even when a caller put one in the explicit ids.
  delete ids['reporting-adam-id'];
  if (allowReportingId) {
    const reportingId = descriptor.reportingId ?? descriptor.ids?.['reporting-adam-id'];
    if (reportingId !== undefined) ids['reporting-adam-id'] = reportingId;
  }
  return ids;
}

function defaultItemType(descriptor: PlayActivityDescriptor): PlayActivityItemType {
  const kind = canonicalKind(descriptor.kind);
  if (UPLOADED_KINDS.has(kind)) return PlayActivityItemType.ARTIST_UPLOADED_CONTENT;
  if (kind === 'radioStation') return PlayActivityItemType.STREAM;
  return PlayActivityItemType.STORE_CONTENT;
}
