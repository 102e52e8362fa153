import type { AuthorizationStatus } from '../enums/index.ts';

/** Payload of both authorization-status events: the status entered and the one left. */
export interface AuthorizationStatusChange {
  readonly authorizationStatus: AuthorizationStatus;
  readonly oldAuthorizationStatus: AuthorizationStatus;
}

/**
 * The library events of the auth state (000 §3 "Library events"), payloads as the public
 * surface has them (MUSICKIT-SURFACE.md): {authorizationStatus}, {userToken}, {storefrontCountryCode}.
 */
export interface AuthEvents {
  readonly authorizationStatusWillChange: AuthorizationStatusChange;
  readonly authorizationStatusDidChange: AuthorizationStatusChange;
  readonly userTokenDidChange: { readonly userToken: string | undefined };
  readonly storefrontCountryCodeDidChange: { readonly storefrontCountryCode: string };
  readonly storefrontIdentifierDidChange: { readonly storefrontId: string };
  readonly eligibleForSubscribeView: { readonly authorizationStatus: AuthorizationStatus; readonly hasActiveSubscription: boolean | undefined };
  readonly needsGDPRDidChange: { readonly needsGDPR: boolean };
}
