import { describe, expect, it } from 'vitest';
import { AuthorizationState, restrictionFromParentalControls, type AuthEvents, type ParentalControlsData } from '../../../../core/src/domain/auth/index.ts';
import { AuthorizationStatus, Realm } from '../../../../core/src/domain/enums/index.ts';
import { EventEmitter } from '../../../../core/src/domain/events/index.ts';
import { INVALID_USER_TOKEN, OTHER_USER_TOKEN, USER_TOKEN } from './auth-fixtures.ts';

function setup() {
  const events = new EventEmitter<AuthEvents>();
  const log: string[] = [];
  for (const name of ['authorizationStatusWillChange', 'authorizationStatusDidChange'] as const) {
    events.on(name, ({ authorizationStatus, oldAuthorizationStatus }) => log.push(`${name}:${oldAuthorizationStatus}->${authorizationStatus}`));
  }
  events.on('userTokenDidChange', ({ userToken }) => log.push(`userTokenDidChange:${userToken === undefined ? 'none' : userToken === USER_TOKEN ? 'one' : 'two'}`));
  events.on('storefrontCountryCodeDidChange', ({ storefrontCountryCode }) => log.push(`storefront:${storefrontCountryCode}`));
  events.on('needsGDPRDidChange', ({ needsGDPR }) => log.push(`gdpr:${needsGDPR}`));
  return { state: new AuthorizationState(events), log };
}

describe('000 §4 authorization state machine', () => {
  it('starts NOT_DETERMINED with the default storefront us', () => {
    const { state } = setup();
    expect(state.status).toBe(AuthorizationStatus.NOT_DETERMINED);
    expect(state.isAuthorized).toBe(false);
    expect(state.storefrontCountryCode).toBe('us');
  });

  it('not determined becomes AUTHORIZED on a valid token, with will- then did-change', () => {
    const { state, log } = setup();
    state.setUserToken(USER_TOKEN);
    expect(state.status).toBe(AuthorizationStatus.AUTHORIZED);
    expect(state.isAuthorized).toBe(true);
    expect(log).toEqual(['userTokenDidChange:one', 'authorizationStatusWillChange:0->3', 'authorizationStatusDidChange:0->3']);
  });

  it('…or RESTRICTED if restrictions are enabled', () => {
    const { state } = setup();
    state.setRestrictedEnabled(true);
    state.setUserToken(USER_TOKEN);
    expect(state.status).toBe(AuthorizationStatus.RESTRICTED);
    expect(state.isAuthorized).toBe(true);
  });

  it('a true restricted flag forces RESTRICTED', () => {
    const { state } = setup();
    state.setUserToken(USER_TOKEN, true);
    expect(state.status).toBe(AuthorizationStatus.RESTRICTED);
    state.setUserToken(USER_TOKEN, false);
    expect(state.status).toBe(AuthorizationStatus.AUTHORIZED);
  });

  it('an invalid or missing token gives NOT_DETERMINED', () => {
    const { state, log } = setup();
    state.setUserToken(INVALID_USER_TOKEN);
    expect(state.status).toBe(AuthorizationStatus.NOT_DETERMINED);
    expect(state.userToken).toBeUndefined();
    expect(log).toEqual([]);
    state.setUserToken(USER_TOKEN);
    state.setUserToken(INVALID_USER_TOKEN);
    expect(state.status).toBe(AuthorizationStatus.NOT_DETERMINED);
  });

  it('reset gives NOT_DETERMINED and forgets token, cids, restriction and GDPR flag', () => {
    const { state, log } = setup();
    state.setUserToken(USER_TOKEN, true);
    state.setCid('music', 'c1');
    state.setGdprNeeded(true);
    log.length = 0;
    state.reset();
    expect(state.status).toBe(AuthorizationStatus.NOT_DETERMINED);
    expect(state.userToken).toBeUndefined();
    expect(state.cids.size).toBe(0);
    expect(state.restrictedEnabled).toBe(false);
    expect(log).toEqual(['gdpr:false', 'userTokenDidChange:none', 'authorizationStatusWillChange:2->0', 'authorizationStatusDidChange:2->0']);
  });

  it('a declined authorization is DENIED (1) and an unavailable one UNAVAILABLE (-1), until a token or a reset', () => {
    const { state } = setup();
    state.markDenied();
    expect(state.status).toBe(AuthorizationStatus.DENIED);
    expect(state.isAuthorized).toBe(false);
    state.markUnavailable();
    expect(state.status).toBe(AuthorizationStatus.UNAVAILABLE);
    state.setUserToken(USER_TOKEN);
    expect(state.status).toBe(AuthorizationStatus.AUTHORIZED);
    state.reset();
    expect(state.status).toBe(AuthorizationStatus.NOT_DETERMINED);
  });

  it('a decline does not sign out a listener who already holds a valid token', () => {
    const { state } = setup();
    state.setUserToken(USER_TOKEN);
    state.markDenied();
    expect(state.status).toBe(AuthorizationStatus.AUTHORIZED);
  });

  it('changing the token fires userTokenDidChange without a status change', () => {
    const { state, log } = setup();
    state.setUserToken(USER_TOKEN);
    log.length = 0;
    state.setUserToken(OTHER_USER_TOKEN);
    expect(log).toEqual(['userTokenDidChange:two']);
    state.setUserToken(OTHER_USER_TOKEN);
    expect(log).toEqual(['userTokenDidChange:two']);
  });

  it('000 §3: the storefront country code is kept lower case, and announced once per change', () => {
    const { state, log } = setup();
    state.setStorefrontCountryCode('GB');
    state.setStorefrontCountryCode('gb');
    expect(state.storefrontCountryCode).toBe('gb');
    expect(log).toEqual(['storefront:gb']);
  });
});

describe('000 §4 parental controls per realm', () => {
  it('music and podcast copy the music restriction flag', () => {
    for (const realm of [Realm.MUSIC, Realm.PODCAST]) {
      expect(restrictionFromParentalControls(realm, { musicParentalControlsEnabled: true })).toBe(true);
      expect(restrictionFromParentalControls(realm, { musicParentalControlsEnabled: false })).toBe(false);
      expect(restrictionFromParentalControls(realm, { videoContentRestrictions: true })).toBe(false);
    }
  });

  it('the tv realm with video restrictions sets restricted, and keeps its flag otherwise', () => {
    expect(restrictionFromParentalControls(Realm.TV, { videoContentRestrictions: { movies: 'PG' } })).toBe(true);
    expect(restrictionFromParentalControls(Realm.TV, { videoContentRestrictions: true })).toBe(true);
    expect(restrictionFromParentalControls(Realm.TV, { videoContentRestrictions: {} })).toBeUndefined();
    expect(restrictionFromParentalControls(Realm.TV, { videoContentRestrictions: false, musicParentalControlsEnabled: true })).toBeUndefined();
    expect(restrictionFromParentalControls(Realm.TV, undefined)).toBeUndefined();
  });

  it('the state applies them: music lifts or sets RESTRICTED; tv only sets it', () => {
    // As the account manager does when the account info arrives.
    const applyFor = (state: AuthorizationState, realm: Realm, data: ParentalControlsData) => state.applyParentalControls(data, restrictionFromParentalControls(realm, data));
    const { state } = setup();
    state.setUserToken(USER_TOKEN);
    applyFor(state, Realm.MUSIC, { musicParentalControlsEnabled: true });
    expect(state.status).toBe(AuthorizationStatus.RESTRICTED);
    applyFor(state, Realm.MUSIC, { musicParentalControlsEnabled: false });
    expect(state.status).toBe(AuthorizationStatus.AUTHORIZED);
    applyFor(state, Realm.TV, { videoContentRestrictions: { tv: 'TV-14' } });
    expect(state.status).toBe(AuthorizationStatus.RESTRICTED);
    applyFor(state, Realm.TV, { videoContentRestrictions: null });
    expect(state.status).toBe(AuthorizationStatus.RESTRICTED);
    expect(state.parentalControls).toEqual({ videoContentRestrictions: null });
  });
});
