/**
 * @mediakit/core: the pure domain of MediaKit. No DOM, no Node, no side effects on import.
 *
 * The public API, listed name by name on purpose: what apps program against (the MusicKit
 * surface: errors, enums, events, media items, the queue, formatting helpers) and what an
 * adapter needs to plug a platform or a playback backend into the core (the ports and the
 * rules sinks must follow). Everything else the packages and tests share is in
 * `@mediakit/core/internal`, which makes no stability promise. A test counts the runtime
 * names here (tests/unit/build/public-api.test.ts) so the list cannot grow by accident.
 */
// The instance and the namespace an app holds (MUSICKIT-SURFACE.md).
export { MusicKitInstance } from './musickit/musickit-instance.ts';
export type { MusicKitHost, MusicKitNamespace } from './musickit/musickit-namespace.ts';
export { MusicKitConfiguration, type AppInfo, type ValidConfiguration } from './musickit/configuration.ts';
export type { PlaybackStartupReport, PlayType, ReportingAgent } from './services/click-to-play/index.ts';
export { Events, type EventName } from './musickit/events.ts';
export type { MusicKitInstanceEventName, MusicKitInstanceEvents } from './musickit/instance-events.ts';
export {
  formatArtworkURL,
  formatMediaTime,
  formattedMilliseconds,
  formattedSeconds,
  type FormattedDuration,
} from './musickit/formatting.ts';
export { formattedMediaURL, type FormattedMediaUrl } from './domain/share-links/formatted-media-url.ts';
export { generateEmbedCode } from './domain/share-links/generate-embed-code.ts';
// 002 §2 share-link shapes: a share link to the API resource it names.
export { parseShareLink, type ShareLink } from './domain/share-links/share-link.parser.ts';
// Errors (000 §8, 001 §8, 002 §8).
export {
  MKError,
  isMKError,
  type MKErrorDetails,
  type MKErrorDialog,
  type MKErrorDialogAction,
  type MKErrorOptions,
} from './domain/errors/mk-error.ts';
export type { MKErrorReason } from './domain/errors/mk-error-reasons.ts';
// Media items, the queue and what the instance reports about them.
export { MediaItem } from './domain/media-item/media-item.ts';
export type { Artwork, MediaItemAttributes, MediaItemDescriptor } from './domain/media-item/media-item.types.ts';
export { Queue } from './domain/queue/queue.ts';
export type { QueueOptions } from './domain/playback/queue-options.validator.ts';
export type { StationQueueOptions } from './domain/playback/station-queue-options.validator.ts';
export type { AudioTrack, TextTrack } from './domain/tracks/track.types.ts';
export type { TimedMetadata } from './domain/timed-metadata/timed-metadata.ts';
export type { PlayActivityDescriptor } from './domain/activity/play-activity-descriptor.ts';
// The MusicKit enums (runtime objects that map both ways).
export { AuthorizationStatus } from './domain/enums/authorization.enums.ts';
export { MediaItemState } from './domain/enums/media-item-state.enum.ts';
export { PlayActivityEndReasonType } from './domain/enums/play-activity.enums.ts';
export {
  PlaybackBitrate,
  PlaybackMode,
  PlaybackStates,
  PlaybackType,
  PlayerRepeatMode,
  PlayerShuffleMode,
  PresentationMode,
} from './domain/enums/playback.enums.ts';
// Playback backends chosen by configuration, in priority order per media kind.
export { PlaybackBackends } from './services/playback/playback-backends.ts';

// Features: how an adapter declares code that loads on first use (DESIGN.md Wiring).
export { defineFeature, Features, FeatureService, type Feature } from './services/features/feature.ts';

// Ports: one token and interface of the same name each; adapters implement them.
export { Clock } from './ports/clock.ts';
export { type Cancel, Scheduler } from './ports/scheduler.ts';
export { Random } from './ports/random.ts';
export { Logger, type LogLevelName } from './ports/logger.ts';
export { Environment } from './ports/environment.ts';
export {
  HttpClient,
  type HttpHeaders,
  type HttpMethod,
  type HttpRequest,
  type HttpResponse,
} from './ports/http-client.ts';
export { KeyValueStore, type KeyValueStoreFlavour, type StoreWriteOptions } from './ports/key-value-store.ts';
export { Database, type DatabaseConnection, type DatabaseEntry } from './ports/database.ts';
export {
  type FrameHandle,
  type PopupFeatures,
  type PopupHandle,
  WindowHost,
  type WindowMessage,
} from './ports/window-host.ts';
export { type DialogContent, type DialogOutcome, DialogPresenter } from './ports/dialog-presenter.ts';
export { MediaSession, type MediaSessionAction, type MediaSessionMetadata } from './ports/media-session.ts';
export {
  type ClosableKeySession,
  type CueAlign,
  type CueLineAlign,
  type CuePositionAlign,
  type CueVertical,
  type GaplessTrim,
  type KeySessionStore,
  type LicenseChallenge,
  type LicenseExchange,
  type LicenseGrant,
  type MediaSink,
  type MediaSinkError,
  type MediaSinkEvents,
  MediaSinkLoader,
  type MediaSinkPresentation,
  type MediaSinkTrackEvents,
  type MediaSinkTracks,
  type PlaybackSource,
  type SegmentedStream,
  type SinkAudioTrack,
  type SinkPresentationChange,
  type SinkPresentationMode,
  type SinkTextTrack,
  type SinkTimedMetadataCue,
  type StreamKey,
  type StreamResource,
  type StreamSegment,
  type WebVttCue,
} from './ports/media-sink.ts';
export type { PlaybackTargets, PlaybackTargetsEvents } from './ports/playback-targets.ts';

// What sinks and platform adapters build on: typed events, the CDM failure rules (001 §8), WebVTT.
export { EventEmitter } from './domain/events/event-emitter.ts';
export { handleKeyFailure, mediaSessionError, shouldRetryGenerateRequest, type KeyFailure, type KeyFailureHandling } from './domain/drm/key-error.policy.ts';
export { renewalDelayMs } from './domain/drm/renewal-schedule.ts';
export { parseWebVtt } from './domain/webvtt/webvtt-parser.ts';
export { createWebVttCue, type WebVttCueInit } from './domain/webvtt/webvtt-cue.ts';
export { parseCueText } from './domain/webvtt/cue-text.parser.ts';
export { CUE_ELEMENT_NAMES, type CueTextNode } from './domain/webvtt/cue-text-nodes.ts';
export { cueInlineBox, layoutCues, type MeasuredCue, type OverlaySize } from './domain/webvtt/cue-layout.ts';

// The spec's engine constants (001 §9, 000 §9), read by the sinks and platform adapters instead of copies.
export {
  BUFFER_TRIM_STEP_S,
  DEFAULT_LOG_LEVEL,
  DELAYED_CDM_UPDATE_THRESHOLD_S,
  LOG_LEVELS,
  MEDIA_ELEMENT_DEFAULTS,
  MEDIA_ELEMENT_POOL_SIZE,
  NEXT_KEY_PRELOAD_THRESHOLD_S,
  SUBTITLE_DEFAULTS,
  VOID_PLAYER_TICK_MS,
} from './domain/constants/index.ts';

// Types the public API's signatures name, exported as types so an adopter can name them too and
// the API reference can link them (issue 18: API Extractor's ae-forgotten-export).
export type { PlayActivityAudioQuality, PlayActivityContainer, PlayActivityItemIds, PlayActivityPlayMode } from './domain/activity/play-activity-descriptor.ts';
export type { MusicApi } from './domain/api/music-api.ts';
export type { PlayActivityItemType, PlayActivityMediaType } from './domain/enums/play-activity.enums.ts';
export type { MK_ERROR_REASONS } from './domain/errors/mk-error-reasons.ts';
export type { EventListenerLike } from './domain/events/event-emitter.ts';
export type { UpNextTiming } from './domain/markers/item-markers.reader.ts';
export type { RollMarker } from './domain/markers/roll-marker.ts';
export type { SkipMarker } from './domain/markers/skip-marker.ts';
export type { MediaItemContext } from './domain/media-item/media-item-context.ts';
export type { MediaItemEvents, MediaItemStateChange } from './domain/media-item/media-item-events.ts';
export type { MediaItemRecord } from './domain/media-item/media-item-record.ts';
export type { KeyURLs, MediaItemAsset, MediaItemContainer, MediaItemPlayContext, PlayParameters, PlaybackData, Preview, VideoAsset } from './domain/media-item/media-item.types.ts';
export type { PlaybackCapabilities } from './domain/playback/playback-capabilities.ts';
export type { IdValue, QueueMediaType } from './domain/playback/queue-options.validator.ts';
export type { QueueEntry } from './domain/queue/queue-entry.ts';
export type { QueueEvents } from './domain/queue/queue-events.ts';
export type { QueueDependencies, QueueInit, QueueItemInput } from './domain/queue/queue.types.ts';
export type { ApiResource } from './domain/share-links/api-resource.ts';
export type { EmbedOptions } from './domain/share-links/embed-code.ts';
export type { MediaUrlKind } from './domain/share-links/media-url.parser.ts';
export type { ShareLinkParseOptions } from './domain/share-links/share-link.parser.ts';
export type { ShareLinkShape } from './domain/share-links/share-link.rules.ts';
export type { Id3Tag } from './domain/timed-metadata/id3.parser.ts';
export type { TimedMetadataFields, TimedMetadataLink } from './domain/timed-metadata/timed-metadata.ts';
export type { AudioTrackKind } from './domain/tracks/track.types.ts';
export type { CueInlineBox, CueRect, LayoutCue } from './domain/webvtt/cue-layout.ts';
export type { CueTextElement, CueTextString, CueTextTag, CueTextTimestamp } from './domain/webvtt/cue-text-nodes.ts';
export type { WebVttParseResult, WebVttParserOptions } from './domain/webvtt/webvtt-parser.ts';
export type { ProviderLocation } from './musickit/configuration.ts';
export type { QueueItemsPayload } from './musickit/instance-events.ts';
export type { InstanceShareSession } from './musickit/instance-share-session.ts';
export type { CookieKeyValueStore, LocalKeyValueStore, SessionKeyValueStore } from './ports/key-value-store.ts';
export type { Token } from './ports/token.ts';
export type { AccountInfo } from './services/auth/account-manager.ts';
export type { FeatureLogger } from './services/features/feature.ts';
export type { PlayActivityAutoPlayMode, PlayActivityContainerIds, PlayActivityItemIdName, PlayActivityRepeatPlayMode, PlayActivityShufflePlayMode } from './domain/activity/play-activity-descriptor.ts';
export type { LibraryClient } from './domain/api/clients/library.client.ts';
export type { MusicApiOptions, MusicApiResult, MusicRequestOptions } from './domain/api/music-api.ts';
export type { QueryParams } from './domain/api/query-string.ts';
export type { ListenerObject } from './domain/events/event-emitter.ts';
export type { RollMarkerType } from './domain/markers/roll-marker.ts';
export type { SkipMarkerPromo } from './domain/markers/skip-marker.ts';
export type { MediaItemPreparer } from './domain/media-item/media-item-context.ts';
export type { MediaItemFactory } from './domain/media-item/media-item.factory.ts';
export type { PlaybackCapability } from './domain/playback/playback-capabilities.ts';
export type { PluralMediaType, SingularMediaType } from './domain/playback/queue-options.validator.ts';
export type { QueuePositionChange } from './domain/queue/queue-events.ts';
export type { EmbedLength } from './domain/share-links/embed-code.ts';
export type { MEDIA_URL_KINDS } from './domain/share-links/media-url.parser.ts';
export type { Id3Frame } from './domain/timed-metadata/id3.parser.ts';
export type { WebVttRegion } from './domain/webvtt/webvtt-cue.ts';
export type { WebVttErrorHandler, WebVttParseError } from './domain/webvtt/webvtt-errors.ts';
export type { AccountSubscription, AccountWebInfo } from './services/auth/account-manager.ts';
export type { ShareSessionInfo, ShareSessionMediaState, ShareSessionPlayer, ShareSessionRemote } from './services/share-session/share-session.types.ts';
// The types of the instance's members and options, reachable once the instance's constructor
// dependencies left the public declarations (issue 18: the reference builds without warnings).
export type { PlayActivityContainerIdName } from './domain/activity/play-activity-descriptor.ts';
export type { PlayActivityContainerType } from './domain/enums/play-activity.enums.ts';
export type { Page } from './domain/api/data-context.ts';
export type { LibraryCollection, LIBRARY_COLLECTIONS } from './domain/api/api-routes.ts';
export type { RecordRef, ResourceJson } from './domain/api/data-record.ts';
export type { DeveloperFlagValue } from './domain/flags/developer-flags.ts';
export type { SubscribeViewOutcome } from './services/auth/subscribe-view.ts';
export type { QueryParameters } from './domain/auth/deeplinks.ts';
export type { DeferredClient } from './services/data-clients/data-api.ts';
export type { InstanceDataClients } from './services/data-clients/instance-data-clients.ts';
export type { ParticipantControl } from './services/share-session/share-session.types.ts';
export type { LyricsShown } from './musickit/instance-lyrics.ts';
export type { ServerLedger, LedgerState, LedgerChanges } from './domain/api/server-ledger.ts';
export type { FitnessType, FITNESS_TYPES } from './domain/api/clients/fitness.client.ts';
export type { PlaylistDraft, PlaylistTrack } from './domain/api/clients/library-playlists.client.ts';
export type { ContinuousSeed } from './domain/api/clients/stations.client.ts';
export type { PurchaseType, PURCHASE_TYPES } from './domain/api/api-routes.ts';
export type { DataClients } from './domain/api/clients/data-clients.ts';
export type { BooksClient } from './domain/api/clients/books.client.ts';
export type { CatalogClient } from './domain/api/clients/catalog.client.ts';
export type { EditorialClient } from './domain/api/clients/editorial.client.ts';
export type { FitnessClient } from './domain/api/clients/fitness.client.ts';
export type { HistoryClient } from './domain/api/clients/history.client.ts';
export type { LibraryPlaylistsClient } from './domain/api/clients/library-playlists.client.ts';
export type { MediaResourcesClient } from './domain/api/clients/media-resources.client.ts';
export type { MusicSummariesClient } from './domain/api/clients/music-summaries.client.ts';
export type { PodcastsClient } from './domain/api/clients/podcasts.client.ts';
export type { RatingsClient } from './domain/api/clients/ratings.client.ts';
export type { RecommendationsClient } from './domain/api/clients/recommendations.client.ts';
export type { SearchClient } from './domain/api/clients/search.client.ts';
export type { SocialClient } from './domain/api/clients/social.client.ts';
export type { StationsClient } from './domain/api/clients/stations.client.ts';
export type { TasteClient } from './domain/api/clients/taste.client.ts';
export type { TvPurchasesClient } from './domain/api/clients/tv-purchases.client.ts';
export type { DataRecord } from './domain/api/data-record.ts';
export type { LibraryAddition } from './domain/api/clients/library.client.ts';
export type { MusicFetchOptions } from './domain/api/music-api.ts';
export type { QueryValue } from './domain/api/query-string.ts';
export type { LogLevelName as LogLevelSetting } from './domain/constants/log-levels.ts';
export type { Listener } from './domain/events/event-emitter.ts';
export type { SkipPromoUpNext } from './domain/markers/skip-marker.ts';
export type { SINGULAR_MEDIA_TYPES } from './domain/playback/queue-options.validator.ts';
export type { TextTrackKind, TextTrackMode } from './domain/tracks/track.types.ts';
export type { WebVttErrorCode } from './domain/webvtt/webvtt-errors.ts';
export type { AutoplayLimits } from './domain/playback/autoplay-manager.ts';
export type { ShareSession } from './services/share-session/share-session.ts';
export type { ShareSessionCapabilities, SavedPlayerSettings } from './services/share-session/share-session.types.ts';
export type { DataApi } from './services/data-clients/data-api.ts';
export type { DeveloperFlags } from './domain/flags/developer-flags.ts';
export type { FeatureFlags } from './domain/api/feature-flags.ts';
export type { InstanceAccount } from './musickit/instance-account.ts';
export type { InstanceLyrics } from './musickit/instance-lyrics.ts';
export type { ParentalControlsData } from './domain/auth/parental-controls.ts';
export type { PreloadedFeatures } from './services/features/feature.ts';
// Type-only: the namespace type is derived from the function hosts build it with; apps get the
// namespace from a host (`createBrowserMusicKit()`), not from this function.
export type { createMusicKitNamespace } from './musickit/musickit-namespace.ts';
