// 000 §4 Playability.

import {
  canonicalKind,
  KINDS_NEEDING_PLAY_PARAMS,
  LINEAR_STREAM_KINDS,
  VIDEO_LIKE_KINDS,
} from './media-item-kinds.ts';

/** What the playability rules look at. */
export interface PlayabilityFacts {
  readonly type: string;
  readonly hasPlayParams: boolean;
  readonly hasAssetURL: boolean;
  readonly hasPreviews: boolean;
  /** A radio station, or audio on demand (000 §3 isAOD, streamingRadioSubType Episode). */
  readonly isRadioOrAOD: boolean;
  /** The music-movie developer flag. */
  readonly musicMoviesEnabled: boolean;
}

/**
 * 000 §4 Playability, in this order: a music movie needs the developer flag; song, music video
 * and music movie need playParams; other video-like types and radio/AOD are playable; anything
 * else needs an asset URL or previews.
 *
 * @example
 * isPlayableByKind({ type: 'songs', hasPlayParams: true, ... }); // true
 */
export function isPlayableByKind(facts: PlayabilityFacts): boolean {
  const kind = canonicalKind(facts.type);
  if (kind === 'musicMovie' && !facts.musicMoviesEnabled) return false;
  if (KINDS_NEEDING_PLAY_PARAMS.has(kind)) return facts.hasPlayParams;
  if (VIDEO_LIKE_KINDS.has(kind) || kind === 'radioStation' || facts.isRadioOrAOD) return true;
  return facts.hasAssetURL || facts.hasPreviews;
}

/** True for linear streams: live service, event, ebs event (000 §4). */
export function isLinearStreamKind(type: string): boolean {
  return LINEAR_STREAM_KINDS.has(canonicalKind(type));
}

/**
 * 000 §4: a linear stream can be scrubbed only if its stream capability says so; other items
 * always can.
 */
export function canScrub(type: string, streamSupportsLinearScrubbing: boolean | undefined): boolean {
  return !isLinearStreamKind(type) || streamSupportsLinearScrubbing === true;
}
