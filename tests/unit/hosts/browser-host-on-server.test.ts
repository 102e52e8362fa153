import { describe, expect, it } from 'vitest';
import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { MKError } from '@mediakit/core';

// MUSICKIT-SURFACE.md, Loading: importing the ES module touches no window (SSR-safe). Configuring
// the browser host where there is no page is an app mistake: it gets a named MKError, not the raw
// `ReferenceError: window is not defined` from deep inside an adapter.
describe('the browser host on a server (Node, no window)', () => {
  it('imports and builds the namespace without touching a browser global', () => {
    expect(typeof globalThis.window).toBe('undefined');
    const MusicKit = createBrowserMusicKit();
    expect(MusicKit.getInstance()).toBeUndefined();
  });

  it('configure() rejects with CONFIGURATION_ERROR naming what to do instead', async () => {
    const MusicKit = createBrowserMusicKit();
    await expect(MusicKit.configure({ developerToken: 'token' })).rejects.toMatchObject({
      errorCode: MKError.CONFIGURATION_ERROR,
      message: expect.stringContaining('createHeadlessMusicKit'),
    });
    expect(MusicKit.getInstance()).toBeUndefined();
  });
});
