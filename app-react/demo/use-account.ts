import { useEffect, useState } from 'react';
import { useAuthorization, useInstanceSnapshot, useMediaKit } from '@mediakit/react';
import type { MusicKitInstance } from '@mediakit/core';
import { describeError } from './notice-bus.ts';

const RESTRICTION_EVENTS = ['authorizationStatusDidChange', 'userTokenDidChange'] as const;
const readRestricted = (instance: MusicKitInstance): boolean => instance.isAuthorized && instance.isRestricted;

/** Whether explicit content is off for the signed-in listener (000 §6 restricted listeners). */
export function useRestricted(): boolean {
  return useInstanceSnapshot(RESTRICTION_EVENTS, readRestricted);
}

/**
 * Whether the signed-in listener has a subscription (full tracks) or hears previews; undefined
 * while the check runs or when signed out. A failed check is logged, not swallowed.
 */
export function useSubscription(): boolean | undefined {
  const music = useMediaKit();
  const authorized = useAuthorization();
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    setSubscribed(undefined);
    if (!authorized) return;
    let current = true;
    music.hasMusicSubscription().then(
      (active) => current && setSubscribed(active),
      (error: unknown) => console.info(`Subscription check failed: ${describeError(error)}`),
    );
    return () => {
      current = false;
    };
  }, [music, authorized]);
  return subscribed;
}
