import type { Logger } from '../../ports/logger.ts';
import type { PlaybackMode } from '../enums/playback.enums.ts';
import { MKError } from '../errors/mk-error.ts';
import type { MediaItemFactory } from '../media-item/media-item.factory.ts';
import { createQueueEntry, type QueueEntry } from './queue-entry.ts';
import { isPlayableInMode } from './queue-playability.policy.ts';
import type { QueueItemInput } from './queue.types.ts';

/** What decides which inputs may enter a queue. */
export interface AdmissionRules {
  readonly factory: MediaItemFactory;
  readonly playbackMode: PlaybackMode;
  /** 002 §6: a restricted queue applies the explicit-content filter. */
  readonly isRestricted: boolean;
  readonly logger?: Logger;
}

/**
 * The entries for the inputs that may enter the queue (001 §5 "Unplayable items are dropped on
 * insertion"; a restricted queue also drops explicit items). Dropped items are logged at debug.
 *
 * @example
 * admitEntries([song, unplayable], false, rules); // one entry, for `song`
 */
export function admitEntries(inputs: readonly QueueItemInput[], isAutoplay: boolean, rules: AdmissionRules): QueueEntry[] {
  // Public API input (issue 22): every input is checked before any is admitted, so a bad one
  // leaves the queue as it was and fails with INVALID_ARGUMENTS, not a TypeError mid-edit.
  if (!inputs.every(isQueueItemInput)) throw new MKError(MKError.INVALID_ARGUMENTS, 'Invalid items');
  const accepted: QueueEntry[] = [];
  for (const input of inputs) {
    const item = rules.factory.from(input);
    if (!isPlayableInMode(item, rules.playbackMode)) {
      rules.logger?.log('debug', `Queue: dropped unplayable item ${item.id}`);
    } else if (rules.isRestricted && item.isExplicitItem) {
      rules.logger?.log('debug', `Queue: dropped explicit item ${item.id} from a restricted queue`);
    } else {
      accepted.push(createQueueEntry(item, isAutoplay));
    }
  }
  return accepted;
}

/** A media item or an item descriptor: an object (not null, not an array). */
export function isQueueItemInput(value: unknown): value is QueueItemInput {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
