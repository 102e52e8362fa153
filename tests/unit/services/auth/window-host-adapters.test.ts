// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserWindowHost, popupFeaturesString } from '../../../../adapters/browser/browser-window-host.ts';
import { ScriptedWindowHost } from '../../../../adapters/node/scripted-window-host.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('BrowserWindowHost: 000 §2 pop-up features', () => {
  it('650x650 centred on the opener with menubar, resizable, scrollbars, status and toolbar off', () => {
    expect(popupFeaturesString({ width: 650, height: 650 }, { screenX: 100, screenY: 50, outerWidth: 1250, outerHeight: 950 })).toBe(
      'width=650,height=650,left=400,top=200,menubar=no,resizable=no,scrollbars=no,status=no,toolbar=no',
    );
  });

  it('keeps a given position and never goes off-screen', () => {
    expect(popupFeaturesString({ width: 650, height: 650, left: 5, top: 6 }, { screenX: 0, screenY: 0, outerWidth: 0, outerHeight: 0 })).toMatch(/^width=650,height=650,left=5,top=6,/);
    expect(popupFeaturesString({ width: 650, height: 650 }, { screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300 })).toMatch(/left=0,top=0/);
  });

  it('opens with window.open on the named target and reports the pop-up closed state', () => {
    const popup = { closed: false, close: vi.fn(), postMessage: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const host = new BrowserWindowHost(window);
    const handle = host.openPopup('https://authorize.example/woa', 'mediakit-service-view', { width: 650, height: 650 })!;
    expect(open).toHaveBeenCalledWith('https://authorize.example/woa', 'mediakit-service-view', expect.stringMatching(/^width=650,height=650,.*toolbar=no$/));
    expect(handle.closed).toBe(false);
    popup.closed = true;
    expect(handle.closed).toBe(true);
    handle.postMessage({ a: 1 }, 'https://authorize.example');
    expect(popup.postMessage).toHaveBeenCalledWith({ a: 1 }, 'https://authorize.example');
  });

  it('a blocked pop-up is null', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(new BrowserWindowHost(window).openPopup('https://x.example', 't', { width: 1, height: 1 })).toBeNull();
  });
});

describe('BrowserWindowHost: forms, frames, messages, hash, visibility, unload', () => {
  it('posts a hidden form into the named target and removes it', () => {
    const submitted: Array<Record<string, unknown>> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ method: this.method, action: this.action, target: this.target, hidden: this.hidden, fields: Object.fromEntries(new FormData(this)) });
    });
    new BrowserWindowHost(window).submitForm('https://buy.example/commerce/account/authenticateMusicKitRequest', { jwtToken: 'jwt', isWebPlayer: 'true', LogoURL: '' }, 'mediakit-service-view');
    expect(submitted).toEqual([
      {
        method: 'post',
        action: 'https://buy.example/commerce/account/authenticateMusicKitRequest',
        target: 'mediakit-service-view',
        hidden: true,
        fields: { jwtToken: 'jwt', isWebPlayer: 'true', LogoURL: '' },
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });

  it('adds a hidden frame, and tells frame, pop-up and other senders apart', () => {
    const popup = { closed: false, close: vi.fn(), postMessage: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const host = new BrowserWindowHost(window);
    host.openPopup('https://a.example', 't', { width: 1, height: 1 });
    const frameHandle = host.openHiddenFrame('https://bridge.example/auth-bridge/');
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe('https://bridge.example/auth-bridge/');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.style.display).toBe('none');
    const seen: unknown[] = [];
    const stop = host.onMessage((message) => seen.push(message));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://bridge.example', data: 'f', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: 'o' }));
    expect(seen).toEqual([
      { origin: 'https://bridge.example', data: 'f', source: 'frame' },
      { origin: 'https://evil.example', data: 'o', source: 'other' },
    ]);
    stop();
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://x.example', data: 'x' }));
    expect(seen).toHaveLength(2);
    frameHandle.remove();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('reads and clears the hash without reloading (history.replaceState)', () => {
    window.history.replaceState(null, '', '/page?x=1#abc');
    const host = new BrowserWindowHost(window);
    expect(host.hash).toBe('abc');
    host.clearHash();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/page?x=1');
  });

  it('reports visibility changes and pagehide', () => {
    const host = new BrowserWindowHost(window);
    const events: string[] = [];
    const stopVisibility = host.onVisibilityChange((visibility) => events.push(visibility));
    const stopUnload = host.onUnload(() => events.push('unload'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    stopVisibility();
    stopUnload();
    window.dispatchEvent(new Event('pagehide'));
    expect(events).toEqual([host.visibility, 'unload']);
  });
});

describe('ScriptedWindowHost: the Node fake', () => {
  it('lets a test answer pop-ups and post from chosen origins and sources', () => {
    const host = new ScriptedWindowHost({ origin: 'https://app.example', hash: '#h' });
    const seen: unknown[] = [];
    host.onMessage((message) => seen.push(message));
    const popup = host.openPopup('https://p.example/woa', 't', { width: 650, height: 650 })!;
    host.lastPopup!.post({ action: 'decline' }, 'https://p.example');
    host.post('x', { origin: 'https://evil.example' });
    expect(seen).toEqual([
      { origin: 'https://p.example', data: { action: 'decline' }, source: 'popup' },
      { origin: 'https://evil.example', data: 'x', source: 'other' },
    ]);
    host.lastPopup!.closeByUser();
    expect(popup.closed).toBe(true);
    expect(host.lastPopup!.closedByPage).toBe(false);
    expect(host.hash).toBe('h');
    host.clearHash();
    expect([host.hash, host.hashClears]).toEqual(['', 1]);
    host.blockPopups = true;
    expect(host.openPopup('https://p.example', 't', { width: 1, height: 1 })).toBeNull();
  });
});
