/**
 * What `<script src=".../mediakit.js">` does on a page (MUSICKIT-SURFACE.md, Loading; 002 §1):
 * defines `window.MusicKit`, configures it from the page's meta tags when there is a developer
 * token tag, and tells the page with the document events `musickitloaded` then
 * `musickitconfigured`. Kept apart from the entry so a test can run it on a jsdom window.
 */
import { Events, type MusicKitNamespace } from '@mediakit/core';
import { configurationFromDocument, createBrowserMusicKit, type BrowserHostOptions } from './browser.host.ts';
import { EVERY_OPTIONAL_BACKEND } from './every-backend.ts';

/** A window the script tag installs on (the page's, or a test's jsdom window). */
export type ScriptTagWindow = Window & typeof globalThis & { MusicKit?: MusicKitNamespace };

/**
 * Installs the global and schedules loading. Returns the namespace it put on `window.MusicKit`.
 *
 * @example
 * installScriptTagMusicKit(window); // what dist/script-tag/mediakit.js runs
 */
export function installScriptTagMusicKit(win: ScriptTagWindow, options: Omit<BrowserHostOptions, 'dispatchDocumentEvent'> = {}): MusicKitNamespace {
  const document = win.document;
  const fire = (name: string, detail?: unknown): void => void document.dispatchEvent(new win.CustomEvent(name, { detail }));
  // Configuring from meta tags happens before `musickitloaded`, so `MusicKit.getInstance()`
  // already answers inside a page's loaded listener; its `musickitconfigured` is held back
  // until after `musickitloaded`, the order the incumbent's pages listen in.
  let held: Array<readonly [string, unknown]> | null = [];
  // The script-tag bundle carries hls.js and shaka-player itself: every backend is there.
  const MusicKit = createBrowserMusicKit({
    backends: EVERY_OPTIONAL_BACKEND,
    ...options,
    dispatchDocumentEvent: (name, detail) => (held ? held.push([name, detail]) : fire(name, detail)),
  });
  win.MusicKit = MusicKit;

  const load = (): void => {
    const configuration = configurationFromDocument(document);
    if (configuration) {
      // A bad token tag must not stop the page: the app can still call configure itself.
      MusicKit.configure(configuration).catch((error: unknown) => win.console.error('MediaKit: configuring from the page meta tags failed', error));
    }
    fire(Events.loaded);
    const pending = held ?? [];
    held = null;
    for (const [name, detail] of pending) fire(name, detail);
  };
  // An app's own script after a synchronous library tag registers its `musickitloaded` listener
  // later in the parse (the incumbent loads asynchronously, so such pages exist): wait for the
  // document to be parsed, which also lets meta tags below the script tag count.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load, { once: true });
  else load();
  return MusicKit;
}
