import { AuthorizationStatus, PlayActivityEndReasonType } from '../domain/enums/index.ts';
import type { MusicKitInstanceEvents } from './instance-events.ts';
import type { MusicKitInstanceDependencies } from './musickit-instance.ts';

export type InstanceEmit = <K extends keyof MusicKitInstanceEvents>(event: K, payload: MusicKitInstanceEvents[K]) => void;

/**
 * Keeps the instance in step with sign-in. 000 §6: a new user token flushes cached responses
 * (the session is told). 001 §4: an authorization change stops playback: 'playback suspended'
 * when access falls from above denied to below restricted, otherwise not user-initiated.
 * 002 §6: a restricted listener's queue is restricted (`applyRestriction`). The auth events are
 * re-announced on the instance with the incumbent's payloads, and `needsGDPRDidChange` (000 §3).
 */
export function followAuthorization(deps: MusicKitInstanceDependencies, emit: InstanceEmit, applyRestriction: () => void): void {
  const { auth, session, engine, logger } = deps;
  session.setUserToken(auth.musicUserToken ?? null);
  auth.addEventListener('userTokenDidChange', ({ userToken }) => {
    session.setUserToken(userToken ?? null);
    emit('userTokenDidChange', { userToken });
  });
  auth.addEventListener('authorizationStatusWillChange', ({ authorizationStatus }) => emit('authorizationStatusWillChange', { authorizationStatus }));
  auth.addEventListener('authorizationStatusDidChange', ({ authorizationStatus, oldAuthorizationStatus }) => {
    emit('authorizationStatusDidChange', { authorizationStatus });
    applyRestriction();
    if (authorizationStatus === oldAuthorizationStatus || !engine.nowPlayingItem) return;
    const suspended = oldAuthorizationStatus > AuthorizationStatus.DENIED && authorizationStatus < AuthorizationStatus.RESTRICTED;
    void engine
      .stop({ endReason: suspended ? PlayActivityEndReasonType.PLAYBACK_SUSPENDED : PlayActivityEndReasonType.NOT_APPLICABLE, userInitiated: false })
      .catch((error: unknown) => logger.log('error', 'Stopping playback after an authorization change failed', error));
  });
  auth.addEventListener('eligibleForSubscribeView', (payload) => emit('eligibleForSubscribeView', payload));
  auth.addEventListener('storefrontCountryCodeDidChange', ({ storefrontCountryCode }) => {
    session.flush();
    emit('storefrontCountryCodeDidChange', { storefrontCountryCode });
  });
  // The listener's storefront, read at sign-in (000 §7 me/storefront), is the one in use unless
  // the app configured or chose another (StorefrontSelection).
  auth.addEventListener('storefrontIdentifierDidChange', () => {
    if (deps.storefront.chosen !== undefined || deps.configuration.storefrontId) return;
    emit('storefrontIdentifierDidChange', { storefrontIdentifier: deps.storefront.storefrontId });
  });
  auth.addEventListener('needsGDPRDidChange', ({ needsGDPR }) => emit('needsGDPRDidChange', { needsGDPR }));
}
