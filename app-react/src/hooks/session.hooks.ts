import { useInstanceSnapshot } from './use-instance-snapshot.ts';
import type { MediaItem, MusicKitInstance } from '@mediakit/core';

export interface QueueSnapshot {
  readonly items: readonly MediaItem[];
  readonly position: number;
}

const QUEUE_EVENTS = ['queueItemsDidChange', 'queuePositionDidChange'] as const;
const readQueue = (instance: MusicKitInstance): QueueSnapshot => ({ items: instance.queue.items, position: instance.queue.position });

/** The queue's items and position. */
export function useQueue(): QueueSnapshot {
  return useInstanceSnapshot(QUEUE_EVENTS, readQueue);
}

const AUTH_EVENTS = ['authorizationStatusDidChange', 'userTokenDidChange'] as const;
const readAuthorized = (instance: MusicKitInstance): boolean => instance.isAuthorized;

/** Whether a listener is signed in. */
export function useAuthorization(): boolean {
  return useInstanceSnapshot(AUTH_EVENTS, readAuthorized);
}

export interface StorefrontSnapshot {
  readonly storefrontId: string;
  readonly storefrontCountryCode: string;
}

const STOREFRONT_EVENTS = ['storefrontIdentifierDidChange', 'storefrontCountryCodeDidChange'] as const;
const readStorefront = (instance: MusicKitInstance): StorefrontSnapshot => ({
  storefrontId: instance.storefrontId,
  storefrontCountryCode: instance.storefrontCountryCode,
});

/** The storefront in use. */
export function useStorefront(): StorefrontSnapshot {
  return useInstanceSnapshot(STOREFRONT_EVENTS, readStorefront);
}
