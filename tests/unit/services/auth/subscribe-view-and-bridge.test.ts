import { describe, expect, it } from 'vitest';
import { MemoryLogger, ScriptedWindowHost, SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import { OriginAllowList, SERVICE_VIEW_TARGET } from '../../../../core/src/domain/auth/index.ts';
import { AuthBridgeClient, SubscribeView } from '../../../../core/src/services/auth/index.ts';
import { PAGE_ORIGIN, PROVIDER_ORIGIN } from '../../domain/auth/auth-fixtures.ts';

describe('000 §2 subscribe (upsell) view', () => {
  function setup() {
    const clock = new SimulatedClock();
    const windowHost = new ScriptedWindowHost({ origin: PAGE_ORIGIN });
    const view = new SubscribeView({ windowHost, scheduler: clock, logger: new MemoryLogger() }, { hosts: { authorize: PROVIDER_ORIGIN }, allowList: new OriginAllowList(), deeplink: { at: 'aff' } });
    return { clock, windowHost, view };
  }

  it('opens /upsell?app=music&p=subscribe with the deeplink parameters, 650x650 on the shared target', () => {
    const { windowHost, view } = setup();
    void view.open();
    const popup = windowHost.lastPopup!;
    const url = new URL(popup.url);
    expect(url.pathname).toBe('/upsell');
    expect(Object.fromEntries(url.searchParams)).toEqual({ at: 'aff', app: 'music', p: 'subscribe' });
    expect(popup.target).toBe(SERVICE_VIEW_TARGET);
    expect(popup.features).toEqual({ width: 650, height: 650 });
  });

  it('000 §7: closeWindow and launchClient {supported} end it and close the pop-up', async () => {
    const { windowHost, view } = setup();
    const closing = view.open();
    windowHost.lastPopup!.post({ action: 'closeWindow' }, PROVIDER_ORIGIN);
    await expect(closing).resolves.toEqual({ action: 'closeWindow' });
    expect(windowHost.lastPopup!.closedByPage).toBe(true);
    const launching = view.open();
    windowHost.lastPopup!.post({ action: 'launchClient', supported: true }, PROVIDER_ORIGIN);
    await expect(launching).resolves.toEqual({ action: 'launchClient', supported: true });
  });

  it('000 §5: subscribe messages are accepted only from provider domains', async () => {
    const { clock, windowHost, view } = setup();
    const outcome = view.open();
    windowHost.lastPopup!.post({ action: 'launchClient', supported: true }, 'https://evil.example');
    windowHost.lastPopup!.closeByUser();
    clock.advance(500);
    await expect(outcome).resolves.toEqual({ action: 'closed' });
  });
});

describe('000 §2, §7 auth bridge client', () => {
  const BRIDGE = 'https://mediaauth.apple.com';

  function setup(onAuthClearedFromOtherFrame?: () => void) {
    const windowHost = new ScriptedWindowHost({ origin: PAGE_ORIGIN });
    const logger = new MemoryLogger();
    const updates: unknown[] = [];
    let ids = 0;
    const bridge = new AuthBridgeClient(
      { windowHost, logger },
      {
        url: `${BRIDGE}/auth-bridge/?inc=%2Fv3`,
        allowList: new OriginAllowList(),
        nextRequestId: () => `id-${++ids}`,
        onUpdateAuth: (update) => updates.push(update),
        ...(onAuthClearedFromOtherFrame ? { onAuthClearedFromOtherFrame } : {}),
      },
    );
    bridge.start();
    return { windowHost, logger, updates, bridge, frame: windowHost.lastFrame! };
  }

  it('loads a hidden frame on /auth-bridge/ of the bridge host', () => {
    const { windowHost, frame } = setup();
    expect(windowHost.frames).toHaveLength(1);
    expect(frame.url).toBe(`${BRIDGE}/auth-bridge/?inc=%2Fv3`);
  });

  it('waits for frameInit, then asks requestAuthUpdate and sends what was queued, to the frame origin only', async () => {
    const { bridge, frame } = setup();
    bridge.setCookieItem('media-user-token', 'T');
    expect(frame.received).toEqual([]);
    frame.post({ action: 'mediakit:frameInit' }, BRIDGE);
    await flushMicrotasks();
    expect(frame.received).toEqual([
      { message: { action: 'mediakit:setCookieItem', name: 'media-user-token', value: 'T' }, targetOrigin: BRIDGE },
      { message: { action: 'mediakit:requestAuthUpdate', id: 'id-1' }, targetOrigin: BRIDGE },
    ]);
    bridge.clearAuth();
    expect(frame.received.at(-1)).toEqual({ message: { action: 'mediakit:clearAuth' }, targetOrigin: BRIDGE });
  });

  it('hands updateAuth {enabled, cookies} on when it answers a request of this page', () => {
    const { frame, updates } = setup();
    frame.post({ action: 'mediakit:frameInit' }, BRIDGE);
    frame.post({ action: 'mediakit:updateAuth', enabled: true, cookies: { itre: '1' }, id: 'id-1' }, BRIDGE);
    expect(updates).toEqual([{ enabled: true, cookies: { itre: '1' } }]);
  });

  it('issue 22: an updateAuth answering no request, a wrong id, or an id already answered is ignored', () => {
    const { frame, updates, bridge, logger } = setup();
    frame.post({ action: 'mediakit:updateAuth', enabled: true, cookies: { 'media-user-token': 'x' } }, BRIDGE);
    frame.post({ action: 'mediakit:frameInit' }, BRIDGE);
    frame.post({ action: 'mediakit:updateAuth', enabled: true, cookies: { 'media-user-token': 'x' }, id: 'id-2' }, BRIDGE);
    frame.post({ action: 'mediakit:updateAuth', enabled: true, cookies: { itre: '0' }, id: 'id-1' }, BRIDGE);
    frame.post({ action: 'mediakit:updateAuth', enabled: true, cookies: { itre: '1' }, id: 'id-1' }, BRIDGE);
    expect(updates).toEqual([{ enabled: true, cookies: { itre: '0' } }]);
    bridge.requestAuthUpdate();
    frame.post({ action: 'mediakit:updateAuth', enabled: true, cookies: { itre: '1' }, id: 'id-2' }, BRIDGE);
    expect(updates).toHaveLength(2);
    expect(logger.messages('warning').filter((message) => message.includes('Unsolicited updateAuth'))).toHaveLength(3);
  });

  it('000 §6: only the allow-listed bridge frame may drive it', () => {
    const { windowHost, frame, updates, bridge } = setup();
    const message = { action: 'mediakit:updateAuth', enabled: true, cookies: { 'media-user-token': 'x' } };
    frame.post(message, 'https://evil.example');
    frame.post(message, 'http://mediaauth.apple.com');
    frame.post(message, 'https://authorize.music.apple.com'); // a provider origin, but not the frame's
    windowHost.post(message, { origin: BRIDGE, source: 'other' });
    windowHost.post(message, { origin: BRIDGE, source: 'popup' });
    windowHost.post({ action: 'mediakit:frameInit' }, { origin: BRIDGE, source: 'other' });
    expect(updates).toEqual([]);
    expect(bridge.ready).toBe(false);
  });

  it('000 §8: sign-out from another frame warns when not overridden', () => {
    const { frame, logger } = setup();
    frame.post({ action: 'mediakit:authClearedFromOtherFrame' }, BRIDGE);
    expect(logger.messages('warning')).toEqual([expect.stringContaining('onAuthClearedFromOtherFrame')]);
  });

  it('…and calls the override otherwise, without warning', () => {
    let signedOut = 0;
    const { frame, logger } = setup(() => signedOut++);
    frame.post({ action: 'mediakit:authClearedFromOtherFrame' }, BRIDGE);
    expect(signedOut).toBe(1);
    expect(logger.messages('warning')).toEqual([]);
  });

  it('dispose removes the frame and stops listening', () => {
    const { frame, bridge, windowHost } = setup();
    bridge.dispose();
    expect(frame.removed).toBe(true);
    expect(windowHost.messageListenerCount).toBe(0);
  });
});
