// 001 §9 Seek steps.

import { SEEK_STEPS_S } from '../constants/index.ts';
import { VIDEO_CLIP_KINDS } from '../media-item/media-item-kinds.ts';
import type { MediaItem } from '../media-item/media-item.ts';

/** Seconds one seekForward / seekBackward moves. */
export interface SeekSteps {
  readonly forward: number;
  readonly backward: number;
}

/**
 * 001 §9: UTS, video clips, uploaded videos and music videos 10 s both ways; audio on demand
 * 30 s both ways; otherwise 30 s forward and 15 s back.
 *
 * @example
 * seekStepsFor(musicVideo); // { forward: 10, backward: 10 }
 */
export function seekStepsFor(item: MediaItem | undefined): SeekSteps {
  if (!item) return SEEK_STEPS_S.default;
  const kind = item.kind;
  if (item.isUTS || VIDEO_CLIP_KINDS.has(kind) || kind === 'uploadedVideo' || kind === 'musicVideo') return SEEK_STEPS_S.video;
  if (item.isAOD) return SEEK_STEPS_S.audioOnDemand;
  return SEEK_STEPS_S.default;
}

/** The public `seekSeconds` shape ({BACK, FORWARD}, MUSICKIT-SURFACE.md instance). */
export function seekSecondsFor(item: MediaItem | undefined): { readonly BACK: number; readonly FORWARD: number } {
  const steps = seekStepsFor(item);
  return { BACK: steps.backward, FORWARD: steps.forward };
}
