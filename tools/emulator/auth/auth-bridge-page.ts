import { pageHtml } from './page-html.ts';

/** Cookies the bridge shares (000 §9 cookie names). */
export const BRIDGE_COOKIE_NAMES = ['mut-refresh', 'pldfltcid', 'pltvcid', 'itre', 'itua', 'media-user-token'] as const;

/** 000 §9: auth-bridge cookies live 30 days. */
export const BRIDGE_COOKIE_MAX_AGE_S = 30 * 86_400;

// Runs in the hidden frame on the provider origin, as a careful provider's bridge does
// (issue 22):
// - it answers only when its parent is one of the developer's allow-listed embedding origins
//   (the server also sends CSP frame-ancestors with that list, so other embedders get no page);
//   it talks only to its parent, at the parent's origin, and hears only its parent;
// - updateAuth echoes the id of the requestAuthUpdate it answers;
// - the shared state is written only by the provider's own sign-in flow: the authorize pop-up
//   (same origin as this frame) posts storeAuth to the frames of the page that opened it. An
//   embedding page's setCookieItem is ignored; its clearAuth (the developer's page signing its
//   listener out, 000 §7) is obeyed only because that page is allow-listed.
// Cookies carry the shared sign-in. Browsers that block third-party cookies (Chromium 156 does)
// still take partitioned (CHIPS) cookies, shared by the frames under one top-level site;
// failing both, (partitioned) localStorage; failing everything, it says enabled: false. Other
// bridge frames learn of a clearAuth through a BroadcastChannel and tell their pages
// authClearedFromOtherFrame.
const SCRIPT = String.raw`
const config = JSON.parse(document.getElementById('mk-config').textContent);
const NAMES = config.names;
const parentOrigin = (() => {
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try { return new URL(document.referrer).origin; } catch { return null; }
})();
const embedderAllowed = window.parent !== window && parentOrigin !== null && config.embedders.includes(parentOrigin);
function readCookies() {
  const out = {};
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (NAMES.includes(name)) out[name] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}
let partitioned = false;
function writeCookie(name, value, maxAge) {
  document.cookie = name + '=' + encodeURIComponent(value) + '; max-age=' + maxAge + '; path=/; SameSite=None; Secure' + (partitioned ? '; Partitioned' : '');
}
function cookiesWork() {
  writeCookie('mk-probe', '1', 60);
  const ok = document.cookie.includes('mk-probe=1');
  writeCookie('mk-probe', '', 0);
  return ok;
}
const useCookies = cookiesWork() || ((partitioned = true), cookiesWork());
function storageWorks() { try { localStorage.setItem('mk-probe', '1'); localStorage.removeItem('mk-probe'); return true; } catch { return false; } }
const useStorage = !useCookies && storageWorks();
function read() {
  if (useCookies) return readCookies();
  const out = {};
  if (useStorage) for (const name of NAMES) { const v = localStorage.getItem('bridge.' + name); if (v !== null) out[name] = v; }
  return out;
}
function write(name, value) {
  if (useCookies) writeCookie(name, value, config.maxAge);
  else if (useStorage) localStorage.setItem('bridge.' + name, value);
}
function clearAll() {
  for (const name of NAMES) { if (useCookies) writeCookie(name, '', 0); else if (useStorage) localStorage.removeItem('bridge.' + name); }
}
function post(message) { if (embedderAllowed) window.parent.postMessage(message, parentOrigin); }
const channel = embedderAllowed && typeof BroadcastChannel === 'function' ? new BroadcastChannel('mediakit-auth-bridge') : null;
if (channel) channel.onmessage = (event) => { if (event.data === 'authCleared') post({ action: 'mediakit:authClearedFromOtherFrame' }); };
function fromParent(event) { return event.source === window.parent && event.origin === parentOrigin; }
// The provider's own pop-up: same origin as this frame, and not the embedding page.
function fromProvider(event) { return event.origin === location.origin && event.source !== window.parent && event.source !== null; }
if (embedderAllowed) {
  window.addEventListener('message', (event) => {
    const data = event.data || {};
    if (data.action === 'mediakit:storeAuth' && fromProvider(event)) {
      const cookies = data.cookies || {};
      for (const name of NAMES) if (typeof cookies[name] === 'string' && cookies[name] !== '') write(name, cookies[name]);
      return;
    }
    if (!fromParent(event)) return;
    switch (data.action) {
      case 'mediakit:requestAuthUpdate':
        if (typeof data.id !== 'string' || data.id === '' || data.id.length > 128) return;
        post({ action: 'mediakit:updateAuth', id: data.id, enabled: useCookies || useStorage, cookies: read() });
        break;
      case 'mediakit:setCookieItem':
        // Written only by the provider's sign-in flow (storeAuth above), never by the embedding page.
        break;
      case 'mediakit:clearAuth':
        clearAll();
        if (channel) channel.postMessage('authCleared');
        break;
    }
  });
  post({ action: 'mediakit:frameInit' });
}
`;

/** The auth-bridge frame page (000 §2 /auth-bridge/ with inc or env; 000 §7 auth-bridge messages). */
export function authBridgePage(model: { readonly inc: string | undefined; readonly env: string | undefined; readonly embedders: readonly string[] }): string {
  return pageHtml({
    title: 'MediaKit auth bridge',
    body: '<p>auth bridge</p>',
    config: { names: BRIDGE_COOKIE_NAMES, maxAge: BRIDGE_COOKIE_MAX_AGE_S, inc: model.inc ?? null, env: model.env ?? null, embedders: model.embedders },
    script: SCRIPT,
  });
}

/**
 * CSP frame-ancestors for the bridge page: the browser shows it only inside the allow-listed
 * embedding origins ('none' when there are none), whatever its script would do.
 */
export function bridgeFrameAncestors(embedders: readonly string[]): Readonly<Record<string, string>> {
  return { 'Content-Security-Policy': `frame-ancestors ${embedders.length > 0 ? embedders.join(' ') : "'none'"}` };
}
