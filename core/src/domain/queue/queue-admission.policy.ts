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
  // Every input is checked before any is admitted, so a bad one leaves the queue as it was.
  inputs.forEach(assertItemInput);
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

/**
 * A queue takes media items and resource records (`{ id, type, attributes }`). An id alone, or a
 * queue-options descriptor such as `{ song: id }`, names an item the queue would have to fetch:
 * before this check it became a placeholder song with a random id and no title, silently. It is
 * refused with INVALID_ARGUMENTS, which names the call that fetches (nothing is inserted).
 */
function assertItemInput(input: unknown): void {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const record = input as { readonly type?: unknown; readonly attributes?: unknown };
    if (typeof record.type === 'string' || (typeof record.attributes === 'object' && record.attributes !== null)) return;
  }
  throw new MKError(
    MKError.INVALID_ARGUMENTS,
    'A queue item must be a MediaItem or a resource with a type; to add by id, use playNext or playLater with { song: id }',
  );
}
