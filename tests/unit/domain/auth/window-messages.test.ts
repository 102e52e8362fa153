import { describe, expect, it } from 'vitest';
import {
  AUTH_BRIDGE_ACTION_PREFIX,
  authorizationResultFrom,
  clearAuthMessage,
  parseAuthBridgeEvent,
  parseAuthorizePopupMessage,
  parseSubscribePopupMessage,
  requestAuthUpdateMessage,
  setCookieItemMessage,
} from '../../../../core/src/domain/auth/index.ts';
import { INVALID_USER_TOKEN, USER_TOKEN } from './auth-fixtures.ts';

describe('000 §7 authorize pop-up messages', () => {
  it('reads authorize {token, restricted flag, cid}', () => {
    expect(parseAuthorizePopupMessage({ action: 'authorize', token: USER_TOKEN, restricted: true, cid: 'c1' })).toEqual({
      action: 'authorize',
      token: USER_TOKEN,
      restricted: true,
      cid: 'c1',
    });
  });

  it("reads the restricted flag as itre does ('1' on, anything else off)", () => {
    expect(parseAuthorizePopupMessage({ action: 'authorize', token: USER_TOKEN, restricted: '1' })).toMatchObject({ restricted: true });
    expect(parseAuthorizePopupMessage({ action: 'authorize', token: USER_TOKEN, restricted: '0' })).toMatchObject({ restricted: false });
    expect(parseAuthorizePopupMessage({ action: 'authorize', token: USER_TOKEN })).toMatchObject({ restricted: false, cid: undefined });
  });

  it.each(['close', 'decline', 'switchUserId', 'thirdPartyInfo', 'unavailable'])('reads %s', (action) => {
    expect(parseAuthorizePopupMessage({ action })).toEqual({ action });
  });

  it('reads the same messages posted as JSON text', () => {
    expect(parseAuthorizePopupMessage(JSON.stringify({ action: 'decline' }))).toEqual({ action: 'decline' });
  });

  it('ignores anything else', () => {
    for (const data of [undefined, null, 3, 'decline', '{', [], { action: 'steal' }, { type: 'authorize' }]) {
      expect(parseAuthorizePopupMessage(data)).toBeUndefined();
    }
  });
});

describe('000 §3 authorization result; 000 §4 "Authorize resolves only with a valid token"', () => {
  it('carries the restricted flag, the user token and the cid', () => {
    expect(authorizationResultFrom({ action: 'authorize', token: USER_TOKEN, restricted: true, cid: 'c1' })).toEqual({
      restricted: true,
      userToken: USER_TOKEN,
      cid: 'c1',
    });
  });

  it('has no result for a token that fails the 000 §5 user-token rule', () => {
    expect(authorizationResultFrom({ action: 'authorize', token: INVALID_USER_TOKEN, restricted: false, cid: undefined })).toBeUndefined();
    expect(authorizationResultFrom({ action: 'authorize', token: 42, restricted: false, cid: undefined })).toBeUndefined();
  });
});

describe('000 §7 subscribe messages', () => {
  it('reads closeWindow and launchClient {supported}', () => {
    expect(parseSubscribePopupMessage({ action: 'closeWindow' })).toEqual({ action: 'closeWindow' });
    expect(parseSubscribePopupMessage({ action: 'launchClient', supported: true })).toEqual({ action: 'launchClient', supported: true });
    expect(parseSubscribePopupMessage({ action: 'launchClient' })).toEqual({ action: 'launchClient', supported: false });
    expect(parseSubscribePopupMessage({ action: 'authorize' })).toBeUndefined();
  });
});

describe('000 §7 auth-bridge messages, prefixed mediakit:', () => {
  it('the page sends requestAuthUpdate (with a request id, issue 22), setCookieItem {name, value} and clearAuth', () => {
    expect(AUTH_BRIDGE_ACTION_PREFIX).toBe('mediakit:');
    expect(requestAuthUpdateMessage('r1')).toEqual({ action: 'mediakit:requestAuthUpdate', id: 'r1' });
    expect(setCookieItemMessage('itre', '1')).toEqual({ action: 'mediakit:setCookieItem', name: 'itre', value: '1' });
    expect(clearAuthMessage()).toEqual({ action: 'mediakit:clearAuth' });
  });

  it('the frame sends frameInit, updateAuth {enabled, cookies} and authClearedFromOtherFrame', () => {
    expect(parseAuthBridgeEvent({ action: 'mediakit:frameInit' })).toEqual({ type: 'frameInit' });
    expect(parseAuthBridgeEvent({ action: 'mediakit:authClearedFromOtherFrame' })).toEqual({ type: 'authClearedFromOtherFrame' });
    expect(parseAuthBridgeEvent({ action: 'mediakit:updateAuth', enabled: true, cookies: { itre: '1', bad: 3 }, id: 'r1' })).toEqual({
      type: 'updateAuth',
      enabled: true,
      cookies: { itre: '1' },
      id: 'r1',
    });
  });

  it('ignores messages without the prefix, unknown actions and malformed payloads', () => {
    expect(parseAuthBridgeEvent({ action: 'frameInit' })).toBeUndefined();
    expect(parseAuthBridgeEvent({ action: 'mediakit:somethingElse' })).toBeUndefined();
    expect(parseAuthBridgeEvent('mediakit:frameInit')).toBeUndefined();
    expect(parseAuthBridgeEvent({ action: 'mediakit:updateAuth', enabled: 'yes', cookies: 'x' })).toEqual({ type: 'updateAuth', enabled: false, cookies: {}, id: undefined });
  });
});
