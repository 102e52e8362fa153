import { defineFeature, type Feature } from './feature.ts';

/*
 * The core's features: each capability that most pages never use, with the dynamic import that
 * loads it (docs/size-budgets.md, "What loads on first use"). core/src/di starts each one's
 * service (what it is made from); services/playback/source-resolution.ts says which a play waits for.
 */

/** 001 §2-§4 audio and text tracks: only the hls.js and shaka sinks report any. */
export const TracksFeature = defineFeature('tracks', () => import('../tracks/track.service.ts'));
/** 000 §1, 002 §7 full tracks: play preparation, the HLS manifest and licences (authorized subscribers). */
export const GaplessFeature = defineFeature('gapless source', () => import('../playback/gapless-source.setup.ts'));
/** 000 §1 the full-or-preview choice of each item, while a queue is being set or with the first play (full-playback.warm-up.ts). */
export const FullOrPreviewFeature = defineFeature('full or preview', () => import('../playback/full-playback.resolver.ts'));
/** 002 §7 station queues (the continuous controller and the stations client). */
export const StationsFeature = defineFeature('stations', () => import('../playback/continuous-controller.setup.ts'));
/** 002 §7 the listener's library (most pages only browse the catalogue). */
export const LibraryFeature = defineFeature('library', () => import('../queue/library-queue.ts'));
/** 002 §8 the error dialog's rules, with the first playback error. */
export const ErrorPresenterFeature = defineFeature('error presenter', () => import('../dialogs/error-presenter.ts'));
/** 002 §2 the OS media controls, with the first item. */
export const MediaSessionFeature = defineFeature('media session', () => import('../media-session/media-session-controller.ts'));
/** 001 §1, §3, §4, §7, §9 live radio, with the first live station. */
export const LiveRadioFeature = defineFeature('live radio', () => import('../live-radio/live-radio.setup.ts'));
/** 002 §4 share session, with the first `music.shareSession.start`. */
export const ShareSessionFeature = defineFeature('share session', () => import('../share-session/share-session.ts'));
/** 002 §4 age gate, with the first item that carries an age-gate policy. */
export const AgeGateFeature = defineFeature('age gate', () => import('../age-gate/age-gate.ts'));
/** 000 §3-§7, 002 §6 play-activity reporting, when a play could be reported. */
export const PlayActivityFeature = defineFeature('play activity', () => import('../activity/play-activity-reporting.ts'));
/** 002 §7 the typed data clients on `music.api` (catalog, library, ratings, …), with the first call through one. */
export const DataClientsFeature = defineFeature('data clients', () => import('../data-clients/instance-data-clients.ts'));

/** 002 §4 autoplay (its manager and stations calls), with the first `autoplayEnabled = true`. */
export const AutoplayFeature = defineFeature('autoplay', () => import('../playback/autoplay.setup.ts'));

/** 002 §3, §7 episodes, podcasts and audiobooks in a queue (the podcasts and books clients). */
export const MediaCataloguesFeature = defineFeature('podcasts and books', () => import('../queue/media-catalog.setup.ts'));

/** 002 §2 share links in `setQueue({ url })`: the share-link parser and its shapes, with the first `url` option. */
export const ShareLinksFeature = defineFeature('share links', () => import('../queue/share-link-queue.ts'));

/** Issue 18 the request log of `debug: true`, with the first request of a page that asked for it. */
export const RequestLogFeature = defineFeature('request log', () => import('../credentials/request-log.ts'));

/** Issue 21 developer-token renewal on the play path, with the first 401 a token source can answer. */
export const TokenRenewalFeature = defineFeature('developer token renewal', () => import('../credentials/developer-token-renewal.ts'));

/** Issue 19 queue restore after reload (the incumbent's savePlaybackState), with a saved state or the first queue. */
export const PlaybackStateFeature = defineFeature('playback state', () => import('../playback-state/playback-state-keeper.ts'));

/** 000 §9 primary-player arbitration, with the first play or another page's first claim (primary-player.setup.ts). */
export const PrimaryPlayerFeature = defineFeature('primary player', () => import('../primary-player/primary-player-arbiter.ts'));

/** 001 §4 seeking (with its 001 §8 stall watch) and 002 §4 preloading, with the first seek or the first preload due. */
export const WhilePlayingFeature = defineFeature('while playing', () => import('../../domain/playback/while-playing.ts'));

/** 000 §2, §4, §7 what the sign-in pop-ups answer (their messages, the authorize rejections), when one opens. */
export const SignInPopupsFeature = defineFeature('sign-in pop-ups', () => import('../auth/popup-answers.ts'));

/** 001 §2 playback targets (AirPlay, Cast) and presentation modes of the element that plays, with the first sink. */
export const PlaybackTargetsFeature = defineFeature('playback targets', () => import('../../musickit/instance-playback-targets.ts'));

/** Every core feature (a host that preloads takes them all). */
export const CORE_FEATURES: readonly Feature<unknown>[] = [
  TracksFeature,
  GaplessFeature,
  FullOrPreviewFeature,
  StationsFeature,
  LibraryFeature,
  ErrorPresenterFeature,
  MediaSessionFeature,
  LiveRadioFeature,
  ShareSessionFeature,
  AgeGateFeature,
  PlayActivityFeature,
  AutoplayFeature,
  MediaCataloguesFeature,
  DataClientsFeature,
  ShareLinksFeature,
  RequestLogFeature,
  TokenRenewalFeature,
  PlaybackStateFeature,
  PrimaryPlayerFeature,
  WhilePlayingFeature,
  SignInPopupsFeature,
  PlaybackTargetsFeature,
];
