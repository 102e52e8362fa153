import { describe, expect, it } from 'vitest';
import { MemoryLogger, ScriptedWindowHost, SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import {
  AuthorizationRejection,
  OriginAllowList,
  SERVICE_VIEW_TARGET,
  encodeThirdPartyInfo,
} from '../../../../core/src/domain/auth/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { Authorizer, type AuthorizerOptions } from '../../../../core/src/services/auth/index.ts';
import { popupAnswers } from '../../../../core/src/services/auth/popup-session.ts';
import { DEVELOPER_TOKEN, INVALID_USER_TOKEN, PAGE_ORIGIN, PROVIDER_ORIGIN, USER_TOKEN } from '../../domain/auth/auth-fixtures.ts';

function setup(options: Partial<AuthorizerOptions> = {}) {
  const clock = new SimulatedClock();
  const windowHost = new ScriptedWindowHost({ origin: PAGE_ORIGIN });
  const logger = new MemoryLogger();
  const authorizer = new Authorizer(
    { windowHost, scheduler: clock, logger },
    {
      hosts: { authorize: PROVIDER_ORIGIN, commerce: 'https://buy.itunes.apple.com' },
      allowList: new OriginAllowList(),
      developerToken: async () => DEVELOPER_TOKEN,
      ...options,
    },
  );
  return { clock, windowHost, logger, authorizer };
}

/** Starts authorize() and waits until the pop-up is open. */
async function open(kit: ReturnType<typeof setup>) {
  const result = kit.authorizer.authorize();
  result.catch(() => {});
  await flushMicrotasks();
  const popup = kit.windowHost.lastPopup;
  if (!popup) throw new Error('no pop-up opened');
  return { result, popup };
}

async function rejection(promise: Promise<unknown>): Promise<AuthorizationRejection> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthorizationRejection) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('000 §2 authorize pop-up: 650x650 on one named target, GET /woa', () => {
  it('opens /woa with a, referrer and the deeplink parameters', async () => {
    const kit = setup({ deeplink: { at: 'aff' }, iconURL: 'https://app.example/icon.png' });
    const { popup } = await open(kit);
    expect(popup.features).toEqual({ width: 650, height: 650 });
    expect(popup.target).toBe(SERVICE_VIEW_TARGET);
    const url = new URL(popup.url);
    expect(url.origin + url.pathname).toBe(`${PROVIDER_ORIGIN}/woa`);
    expect(url.searchParams.get('referrer')).toBe(PAGE_ORIGIN);
    expect(url.searchParams.get('at')).toBe('aff');
    expect(url.searchParams.get('a')).toBe(
      encodeThirdPartyInfo({ thirdPartyIconURL: 'https://app.example/icon.png', thirdPartyName: 'app.example', thirdPartyParameters: { at: 'aff' }, thirdPartyToken: DEVELOPER_TOKEN }),
    );
    expect(kit.windowHost.forms).toEqual([]);
  });

  it('authenticateMethod POST opens the target blank and posts the hidden form into it', async () => {
    const kit = setup({ authenticateMethod: 'POST' });
    const { popup } = await open(kit);
    expect(popup.url).toBe('about:blank');
    expect(kit.windowHost.forms).toEqual([
      {
        action: 'https://buy.itunes.apple.com/commerce/account/authenticateMusicKitRequest',
        fields: { jwtToken: DEVELOPER_TOKEN, isWebPlayer: 'true', LogoURL: '' },
        target: SERVICE_VIEW_TARGET,
      },
    ]);
  });

  it('000 §5: an invalid developer token fails with its error and opens nothing', async () => {
    const kit = setup({ developerToken: async () => Promise.reject(new MKError(MKError.CONFIGURATION_ERROR, 'Invalid token.')) });
    await expect(kit.authorizer.authorize()).rejects.toMatchObject({ errorCode: 'CONFIGURATION_ERROR', message: 'Invalid token.' });
    expect(kit.windowHost.popups).toHaveLength(0);
  });

  it('a blocked pop-up rejects with 0 and USER_INTERACTION_REQUIRED', async () => {
    const kit = setup();
    kit.windowHost.blockPopups = true;
    const error = await rejection(kit.authorizer.authorize());
    expect(error.authorizationStatus).toBe(0);
    expect(error.errorCode).toBe(MKError.USER_INTERACTION_REQUIRED);
  });
});

describe('000 §4 authorize pop-up flow', () => {
  it('resolves with the authorize message {token, restricted flag, cid} and closes the pop-up', async () => {
    const kit = setup();
    const { result, popup } = await open(kit);
    popup.post({ action: 'authorize', token: USER_TOKEN, restricted: true, cid: 'cid-1' }, PROVIDER_ORIGIN);
    await expect(result).resolves.toEqual({ userToken: USER_TOKEN, restricted: true, cid: 'cid-1' });
    expect(popup.closedByPage).toBe(true);
    expect(kit.clock.pendingTimers).toBe(0);
    expect(kit.windowHost.messageListenerCount).toBe(0);
  });

  it('resolves only with a valid token: an invalid one rejects with 0', async () => {
    const kit = setup();
    const { result, popup } = await open(kit);
    popup.post({ action: 'authorize', token: INVALID_USER_TOKEN }, PROVIDER_ORIGIN);
    const error = await rejection(result);
    expect(Number(error)).toBe(0);
    expect(error.rejection).toBe('invalidToken');
  });

  it('the window is polled every 500 ms: closing it rejects with 0 at the next poll', async () => {
    const kit = setup();
    const { result, popup } = await open(kit);
    let settled = false;
    result.catch(() => (settled = true));
    kit.clock.advance(400);
    popup.closeByUser();
    kit.clock.advance(99);
    await flushMicrotasks();
    expect(settled).toBe(false);
    kit.clock.advance(1);
    const error = await rejection(result);
    expect(Number(error)).toBe(0);
    expect(error.rejection).toBe('closed');
    expect(kit.clock.pendingTimers).toBe(0);
  });

  it.each([
    ['decline', 1, 'declined'],
    ['unavailable', -1, 'unavailable'],
    ['switchUserId', 0, 'switchUser'],
    ['close', 0, 'closed'],
  ] as const)('%s rejects with %i', async (action, status, cause) => {
    const kit = setup();
    const { result, popup } = await open(kit);
    popup.post({ action }, PROVIDER_ORIGIN);
    const error = await rejection(result);
    expect(error.authorizationStatus).toBe(status);
    expect(error.rejection).toBe(cause);
    expect(popup.closedByPage).toBe(true);
  });

  it('answers thirdPartyInfo to the asking provider origin only (never "*")', async () => {
    const kit = setup();
    const { popup } = await open(kit);
    popup.post({ action: 'thirdPartyInfo' }, 'https://buy.itunes.apple.com');
    // The answers load when the pop-up opens (the sign-in pop-ups feature); the request is answered once they are here.
    await popupAnswers();
    await flushMicrotasks();
    expect(popup.received).toEqual([
      {
        message: { action: 'thirdPartyInfo', thirdPartyInfo: { thirdPartyIconURL: '', thirdPartyName: 'app.example', thirdPartyParameters: {}, thirdPartyToken: DEVELOPER_TOKEN } },
        targetOrigin: 'https://buy.itunes.apple.com',
      },
    ]);
  });

  it('concurrent calls share one pop-up', async () => {
    const kit = setup();
    const first = kit.authorizer.authorize();
    const second = kit.authorizer.authorize();
    await flushMicrotasks();
    expect(kit.windowHost.popups).toHaveLength(1);
    kit.windowHost.lastPopup?.post({ action: 'authorize', token: USER_TOKEN }, PROVIDER_ORIGIN);
    await expect(first).resolves.toMatchObject({ userToken: USER_TOKEN });
    await expect(second).resolves.toMatchObject({ userToken: USER_TOKEN });
    expect(kit.authorizer.inProgress).toBe(false);
  });
});

describe('000 §5 messages are accepted only from allow-listed https provider origins', () => {
  it.each([
    ['an http provider host', 'http://authorize.music.apple.com'],
    ['a look-alike host', 'https://authorize.music.apple.com.evil.example'],
    ['the page itself', PAGE_ORIGIN],
    ['the opaque origin', 'null'],
  ])('ignores an authorize message from %s, even from the pop-up', async (_name, origin) => {
    const kit = setup();
    const { result, popup } = await open(kit);
    popup.post({ action: 'authorize', token: USER_TOKEN }, origin);
    popup.post({ action: 'decline' }, origin);
    popup.post({ action: 'thirdPartyInfo' }, origin);
    expect(popup.received).toEqual([]);
    popup.closeByUser();
    kit.clock.advance(500);
    expect((await rejection(result)).rejection).toBe('closed');
    expect(kit.logger.messages('debug').some((line) => line.includes('outside the allow-list'))).toBe(true);
  });

  it('ignores a provider-origin message whose sender is not the pop-up', async () => {
    const kit = setup();
    const { result, popup } = await open(kit);
    kit.windowHost.post({ action: 'authorize', token: USER_TOKEN }, { origin: PROVIDER_ORIGIN, source: 'other' });
    kit.windowHost.post({ action: 'authorize', token: USER_TOKEN }, { origin: PROVIDER_ORIGIN, source: 'frame' });
    popup.closeByUser();
    kit.clock.advance(500);
    expect((await rejection(result)).rejection).toBe('closed');
  });

  it('accepts an origin added by configuration (the emulator)', async () => {
    const kit = setup({ allowList: new OriginAllowList({ trustedOrigins: ['http://127.0.0.1:4510'] }), hosts: { authorize: 'http://127.0.0.1:4510', commerce: 'http://127.0.0.1:4510' } });
    const { result, popup } = await open(kit);
    popup.post({ action: 'authorize', token: USER_TOKEN }, 'http://127.0.0.1:4510');
    await expect(result).resolves.toMatchObject({ userToken: USER_TOKEN });
  });
});
