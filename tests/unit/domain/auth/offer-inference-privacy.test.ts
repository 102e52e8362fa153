import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, SimulatedClock } from '@mediakit/adapters/node';
import {
  AuthorizationRejection,
  SubscribeViewOffer,
  acknowledgedVersion,
  inferStorefrontId,
  isAcknowledgementEmpty,
  isAuthorizationRejection,
  isEligibleForSubscribeView,
  needsGdpr,
  regionOf,
} from '../../../../core/src/domain/auth/index.ts';
import { AuthorizationStatus, Realm } from '../../../../core/src/domain/enums/index.ts';
import { MKError, isMKError } from '../../../../core/src/domain/errors/index.ts';

describe('000 §4 subscribe view offer', () => {
  it('is offered when unauthorized, or authorized without an active subscription', () => {
    expect(isEligibleForSubscribeView({ isAuthorized: false, hasActiveSubscription: undefined, realm: Realm.MUSIC })).toBe(true);
    expect(isEligibleForSubscribeView({ isAuthorized: true, hasActiveSubscription: false, realm: Realm.MUSIC })).toBe(true);
    expect(isEligibleForSubscribeView({ isAuthorized: true, hasActiveSubscription: true, realm: Realm.MUSIC })).toBe(false);
    expect(isEligibleForSubscribeView({ isAuthorized: true, hasActiveSubscription: undefined, realm: Realm.MUSIC })).toBe(false);
  });

  it('the podcast realm counts as always subscribed', () => {
    expect(isEligibleForSubscribeView({ isAuthorized: true, hasActiveSubscription: false, realm: Realm.PODCAST })).toBe(false);
  });

  it('000 §2: at most once per session, with a reset', () => {
    const session = new MemoryKeyValueStore('session', new SimulatedClock());
    const offer = new SubscribeViewOffer(session, 'music.team.subscribe-view-offered');
    const context = { isAuthorized: false, hasActiveSubscription: undefined, realm: Realm.MUSIC };
    expect(offer.tryOffer(context)).toBe(true);
    expect(offer.tryOffer(context)).toBe(false);
    expect(new SubscribeViewOffer(session, 'music.team.subscribe-view-offered').tryOffer(context)).toBe(false);
    offer.reset();
    expect(offer.tryOffer(context)).toBe(true);
  });

  it('an ineligible listener does not use up the offer', () => {
    const offer = new SubscribeViewOffer(new MemoryKeyValueStore('session', new SimulatedClock()), 'k');
    expect(offer.tryOffer({ isAuthorized: true, hasActiveSubscription: true, realm: Realm.MUSIC })).toBe(false);
    expect(offer.offered).toBe(false);
  });
});

describe('000 §7 storefront from the browser language: the region part if present, else us', () => {
  it('reads the region subtag', () => {
    expect(regionOf('en-GB')).toBe('gb');
    expect(regionOf('zh-Hant-TW')).toBe('tw');
    expect(regionOf('pt_BR')).toBe('br');
    expect(regionOf('en')).toBeUndefined();
    expect(regionOf('es-419')).toBeUndefined();
  });

  it('picks the region of the preferred language when the provider lists it', () => {
    expect(inferStorefrontId(['en-GB', 'en'], ['us', 'gb'])).toBe('gb');
    expect(inferStorefrontId(['ja-JP'], ['us', 'jp'])).toBe('jp');
  });

  it('falls back to us without a region, with an unlisted region, or without languages', () => {
    expect(inferStorefrontId(['fr'], ['us', 'fr'])).toBe('us');
    expect(inferStorefrontId(['en-ZZ'], ['us', 'gb'])).toBe('us');
    expect(inferStorefrontId([], ['us'])).toBe('us');
  });
});

describe('000 §9 GDPR: required when the stored acknowledgement version is below the required one', () => {
  it('compares versions', () => {
    expect(needsGdpr(0, 1)).toBe(true);
    expect(needsGdpr(1, 1)).toBe(false);
    expect(needsGdpr(2, 1)).toBe(false);
  });

  it('reads the version per namespace, 0 when unknown', () => {
    expect(acknowledgedVersion({ music: 2, tv: 1 }, 'music')).toBe(2);
    expect(acknowledgedVersion({ music: '3' }, 'music')).toBe(3);
    expect(acknowledgedVersion({ tv: 1 }, 'music')).toBe(0);
    expect(acknowledgedVersion(4, 'tv')).toBe(4);
    expect(acknowledgedVersion(null, 'music')).toBe(0);
  });

  it('000 §7: empty acknowledgements trigger infoRefresh', () => {
    for (const empty of [undefined, null, '', {}, []]) expect(isAcknowledgementEmpty(empty)).toBe(true);
    expect(isAcknowledgementEmpty({ music: 1 })).toBe(false);
  });
});

describe('000 §4 authorize rejections: 0 on close or switch user, 1 on decline, -1 unavailable', () => {
  it.each([
    ['closed', 0],
    ['switchUser', 0],
    ['declined', 1],
    ['unavailable', -1],
    ['invalidToken', 0],
    ['blocked', 0],
  ] as const)('%s rejects with %i, as an MKError that compares equal to the number', (cause, status) => {
    const error = new AuthorizationRejection(cause);
    expect(isMKError(error)).toBe(true);
    expect(isAuthorizationRejection(error)).toBe(true);
    expect(error.authorizationStatus).toBe(status);
    expect(error.details?.authorizationStatus).toBe(status);
    expect(Number(error)).toBe(status);
    expect((error as unknown as number) == status).toBe(true);
  });

  it('statuses match AuthorizationStatus; decline is an AUTHORIZATION_ERROR, a blocked pop-up needs user interaction', () => {
    expect(new AuthorizationRejection('declined').authorizationStatus).toBe(AuthorizationStatus.DENIED);
    expect(new AuthorizationRejection('declined').errorCode).toBe(MKError.AUTHORIZATION_ERROR);
    expect(new AuthorizationRejection('blocked').errorCode).toBe(MKError.USER_INTERACTION_REQUIRED);
  });
});
