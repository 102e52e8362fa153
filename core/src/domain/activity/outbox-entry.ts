import type { PlayActivityRecord } from './play-activity-record.ts';

/** The listener an event was played by; a batch is sent with one listener's credentials. */
export interface OutboxListener {
  readonly userToken?: string;
  readonly dsid?: string;
}

/**
 * One play-activity event waiting for the service's acknowledgement. Keyed by its event id,
 * which sorts by creation, so the outbox sends oldest first.
 */
export interface OutboxEntry {
  /** The record's `event-id`: the outbox key and the service's deduplication key. */
  readonly id: string;
  readonly record: PlayActivityRecord;
  /** Raw clock time of the event (ms), for milliseconds-since-play at each send. */
  readonly occurredAt: number;
  readonly listener: OutboxListener;
}

/** A key that is equal for entries sendable in one request (same listener). */
export function listenerKey(listener: OutboxListener): string {
  return JSON.stringify([listener.userToken ?? null, listener.dsid ?? null]);
}

/** Entries in outbox order: ascending id. */
export function byId(a: OutboxEntry, b: OutboxEntry): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
