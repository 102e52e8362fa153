import { DEFAULT_STOREFRONT } from '../constants/index.ts';
import { AuthorizationStatus } from '../enums/index.ts';
import type { EventEmitter } from '../events/index.ts';
import { isValidUserToken } from '../tokens/index.ts';
import type { AuthEvents } from './auth-events.ts';
import type { ParentalControlsData } from './parental-controls.ts';

/**
 * The auth state of 000 §3 and its state machine (000 §4): the single writer of the
 * authorization status, the user token, the restriction flag, the storefront, the cids per
 * namespace and the GDPR flag. Every change is announced on the shared emitter; status changes
 * fire will-change then did-change.
 *
 * Rules (000 §4): a valid token gives AUTHORIZED, or RESTRICTED when restriction is enabled
 * (a true restricted flag forces RESTRICTED); an invalid or missing token gives NOT_DETERMINED;
 * reset and revoke give NOT_DETERMINED. A declined or unavailable authorization is DENIED or
 * UNAVAILABLE until a valid token or a reset.
 *
 * @example
 * const state = new AuthorizationState(events);
 * state.setUserToken(token);          // NOT_DETERMINED → AUTHORIZED
 * state.setRestrictedEnabled(true);   // AUTHORIZED → RESTRICTED
 * state.reset();                      // → NOT_DETERMINED
 */
export class AuthorizationState {
  readonly #events: EventEmitter<AuthEvents>;
  #status = AuthorizationStatus.NOT_DETERMINED;
  #userToken: string | undefined;
  #restricted = false;
  #outcome: AuthorizationStatus.DENIED | AuthorizationStatus.UNAVAILABLE | undefined;
  #storefrontCountryCode: string;
  #storefrontId: string;
  #cids = new Map<string, string>();
  #needsGdpr = false;
  #parentalControls: ParentalControlsData | undefined;

  constructor(events: EventEmitter<AuthEvents>, defaultStorefront = DEFAULT_STOREFRONT) {
    this.#events = events;
    this.#storefrontCountryCode = defaultStorefront;
    this.#storefrontId = defaultStorefront;
  }

  get status(): AuthorizationStatus {
    return this.#status;
  }

  /** 000 §3: "'authorized' means above DENIED" (RESTRICTED counts). */
  get isAuthorized(): boolean {
    return this.#status > AuthorizationStatus.DENIED;
  }

  get userToken(): string | undefined {
    return this.#userToken;
  }

  get restrictedEnabled(): boolean {
    return this.#restricted;
  }

  get storefrontCountryCode(): string {
    return this.#storefrontCountryCode;
  }

  get storefrontId(): string {
    return this.#storefrontId;
  }

  get cids(): ReadonlyMap<string, string> {
    return new Map(this.#cids);
  }

  get needsGdpr(): boolean {
    return this.#needsGdpr;
  }

  get parentalControls(): ParentalControlsData | undefined {
    return this.#parentalControls;
  }

  /**
   * Adopts a user token (000 §4). An invalid token is treated as none. `restricted`, when
   * given, is the authorization result's flag: true forces RESTRICTED.
   */
  setUserToken(token: string | null | undefined, restricted?: boolean): void {
    const next = isValidUserToken(token) ? token : undefined;
    if (restricted !== undefined) this.#restricted = restricted;
    if (next !== undefined) this.#outcome = undefined;
    const changed = next !== this.#userToken;
    this.#userToken = next;
    if (changed) this.#events.emit('userTokenDidChange', { userToken: next });
    this.#recompute();
  }

  setRestrictedEnabled(enabled: boolean): void {
    this.#restricted = enabled;
    this.#recompute();
  }

  /**
   * 000 §4 parental controls, with the restriction they mean for the realm
   * (`restrictionFromParentalControls`, read where the account info arrives: the account services
   * load with the first account call, so the rule stays out of the first download).
   */
  applyParentalControls(data: ParentalControlsData | undefined, restricted: boolean | undefined): void {
    this.#parentalControls = data;
    if (restricted !== undefined) this.setRestrictedEnabled(restricted);
  }

  /** The listener declined (000 §4: the pop-up rejects with 1, DENIED). */
  markDenied(): void {
    this.#markOutcome(AuthorizationStatus.DENIED);
  }

  /** The service is unavailable to the listener (000 §4: the pop-up rejects with -1). */
  markUnavailable(): void {
    this.#markOutcome(AuthorizationStatus.UNAVAILABLE);
  }

  /** 000 §4: reset (and revoke) give NOT_DETERMINED and forget the listener's token and cids. */
  reset(): void {
    this.#outcome = undefined;
    this.#restricted = false;
    this.#cids.clear();
    this.#parentalControls = undefined;
    this.setGdprNeeded(false);
    this.setUserToken(undefined);
  }

  /** 000 §3: the storefront country code is kept lower case. */
  setStorefrontCountryCode(code: string): void {
    const next = code.trim().toLowerCase();
    if (next === '' || next === this.#storefrontCountryCode) return;
    this.#storefrontCountryCode = next;
    this.#events.emit('storefrontCountryCodeDidChange', { storefrontCountryCode: next });
  }

  setStorefrontId(id: string): void {
    const next = id.trim().toLowerCase();
    if (next === '' || next === this.#storefrontId) return;
    this.#storefrontId = next;
    this.#events.emit('storefrontIdentifierDidChange', { storefrontId: next });
  }

  setCid(namespace: string, cid: string): void {
    this.#cids.set(namespace, cid);
  }

  setGdprNeeded(needed: boolean): void {
    if (needed === this.#needsGdpr) return;
    this.#needsGdpr = needed;
    this.#events.emit('needsGDPRDidChange', { needsGDPR: needed });
  }

  #markOutcome(outcome: AuthorizationStatus.DENIED | AuthorizationStatus.UNAVAILABLE): void {
    // A listener who already holds a valid token stays authorized: the outcome is of this attempt.
    if (this.#userToken !== undefined) return;
    this.#outcome = outcome;
    this.#recompute();
  }

  #recompute(): void {
    const next =
      this.#userToken !== undefined
        ? this.#restricted
          ? AuthorizationStatus.RESTRICTED
          : AuthorizationStatus.AUTHORIZED
        : (this.#outcome ?? AuthorizationStatus.NOT_DETERMINED);
    if (next === this.#status) return;
    const change = { authorizationStatus: next, oldAuthorizationStatus: this.#status };
    this.#events.emit('authorizationStatusWillChange', change);
    this.#status = next;
    this.#events.emit('authorizationStatusDidChange', change);
  }
}
