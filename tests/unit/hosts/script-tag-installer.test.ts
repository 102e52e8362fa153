// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { installScriptTagMusicKit, type ScriptTagWindow } from '../../../adapters/hosts/script-tag.installer.ts';

// MUSICKIT-SURFACE.md, Loading, and 002 §1 (auto-configure from page meta tags): what the
// script-tag build does on a page.

const TOKEN = 'eyJhbGciOiJFUzI1NiIsImtpZCI6Ik1LRU1VMDAwMDEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJNS1RFQU0wMDAxIiwiaWF0IjoxNzM1Njg5NjAwLCJleHAiOjQxMDI0NDQ4MDB9.S6m7JKdEvjMHJPxgSxHHHd3zmczZ1i41LDrY_2E7B19CB1mDx9D556RECPj2qV70bF6I7xEonObNO7yx8U1wfA';

const win = window as unknown as ScriptTagWindow;

// jsdom has no CSS.escape (the browser host escapes meta names with it); the names are plain.
(globalThis as { CSS?: { escape(value: string): string } }).CSS ??= { escape: (value) => value };

function meta(name: string, content: string): void {
  const tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  document.head.append(tag);
}

/** Document events in the order the page hears them, with what getInstance() answered then. */
function listen(): Array<{ name: string; hadInstance: boolean }> {
  const heard: Array<{ name: string; hadInstance: boolean }> = [];
  for (const name of ['musickitloaded', 'musickitconfigured']) {
    document.addEventListener(name, () => heard.push({ name, hadInstance: win.MusicKit?.getInstance() !== undefined }));
  }
  return heard;
}

afterEach(async () => {
  await win.MusicKit?.getInstance()?.cleanup();
  delete win.MusicKit;
  document.head.innerHTML = '';
});

describe('script tag: loading (MUSICKIT-SURFACE.md)', () => {
  it('defines window.MusicKit and dispatches musickitloaded; without a token tag it does not configure', () => {
    const heard = listen();
    const MusicKit = installScriptTagMusicKit(win);
    expect(win.MusicKit).toBe(MusicKit);
    expect(heard).toEqual([{ name: 'musickitloaded', hadInstance: false }]);
    expect(MusicKit.getInstance()).toBeUndefined();
  });

  it('002 §1: with the incumbent meta tags it configures itself: musickitloaded then musickitconfigured, getInstance() already set in both', async () => {
    meta('apple-music-developer-token', TOKEN);
    meta('apple-music-app-name', 'Compat');
    meta('apple-music-app-build', '1.2.3');
    const heard = listen();
    const MusicKit = installScriptTagMusicKit(win);
    await Promise.resolve();
    expect(heard).toEqual([
      { name: 'musickitloaded', hadInstance: true },
      { name: 'musickitconfigured', hadInstance: true },
    ]);
    expect(MusicKit.getInstance()?.developerToken).toBe(TOKEN);
  });

  it('accepts the incumbent aliases JWT and version', () => {
    meta('JWT', TOKEN);
    meta('version', '2.0');
    const MusicKit = installScriptTagMusicKit(win);
    expect(MusicKit.getInstance()?.developerToken).toBe(TOKEN);
  });

  it('accepts our own mediakit-developer-token meta tag', () => {
    meta('mediakit-developer-token', TOKEN);
    const MusicKit = installScriptTagMusicKit(win);
    expect(MusicKit.getInstance()?.developerToken).toBe(TOKEN);
  });

  it('while the document is still parsing, waits for DOMContentLoaded (an app script after the tag still hears musickitloaded)', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      installScriptTagMusicKit(win);
      const heard = listen(); // registered after the library ran, as a later script would
      meta('apple-music-developer-token', TOKEN); // a tag below the script tag counts too
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(heard.map((event) => event.name)).toEqual(['musickitloaded', 'musickitconfigured']);
      expect(win.MusicKit?.getInstance()?.developerToken).toBe(TOKEN);
    } finally {
      delete (document as { readyState?: unknown }).readyState; // back to Document.prototype's
    }
  });

  it('a configuration a tag cannot satisfy is reported, not thrown: the page can still configure itself', async () => {
    meta('apple-music-developer-token', 'not-a-token');
    const errors: unknown[] = [];
    const original = win.console.error;
    win.console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const heard = listen();
      const MusicKit = installScriptTagMusicKit(win);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(heard.map((event) => event.name)).toEqual(['musickitloaded']);
      expect(errors).toHaveLength(1);
      await expect(MusicKit.configure({ developerToken: TOKEN })).resolves.toBeDefined();
    } finally {
      win.console.error = original;
    }
  });
});

describe('an app that calls configure itself on a page that names the provider', () => {
  /** A fetch that records the URLs asked and answers an empty API body. */
  function recordingFetch(): { fetch: typeof globalThis.fetch; urls: string[] } {
    const urls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    return { fetch, urls };
  }

  it("002 §1: the page's mediakit-provider-origin applies to MusicKit.configure({ developerToken }) too", async () => {
    meta('mediakit-provider-origin', 'http://127.0.0.1:4599');
    const recording = recordingFetch();
    const MusicKit = installScriptTagMusicKit(win, { fetch: recording.fetch });
    const music = await MusicKit.configure({ developerToken: TOKEN });
    await music.api.music('/v1/storefronts');
    expect(recording.urls).toContain('http://127.0.0.1:4599/v1/storefronts');
  });

  it("the app's own apiBase wins over the page's provider origin", async () => {
    meta('mediakit-provider-origin', 'http://127.0.0.1:4599');
    const recording = recordingFetch();
    const MusicKit = installScriptTagMusicKit(win, { fetch: recording.fetch });
    const music = await MusicKit.configure({ developerToken: TOKEN, apiBase: 'http://127.0.0.1:4598/v1' });
    await music.api.music('/v1/storefronts');
    expect(recording.urls).toContain('http://127.0.0.1:4598/v1/storefronts');
    expect(recording.urls.some((url) => url.startsWith('http://127.0.0.1:4599'))).toBe(false);
  });
});
