import { pageHtml } from './page-html.ts';

/** Cookies the bridge shares (000 §9 cookie names). */
export const BRIDGE_COOKIE_NAMES = ['mut-refresh', 'pldfltcid', 'pltvcid', 'itre', 'itua', 'media-user-token'] as const;

/** 000 §9: auth-bridge cookies live 30 days. */
export const BRIDGE_COOKIE_MAX_AGE_S = 30 * 86_400;

// Runs in the hidden frame on the provider origin. It answers only its parent, at the parent's
// origin, and only messages from the parent. Cookies carry the shared sign-in. Browsers that
// block third-party cookies (Chromium 156 does) still take partitioned (CHIPS) cookies, shared
// by the frames under one top-level site; failing both, (partitioned) localStorage; failing
// everything, it says enabled: false. Other bridge frames learn of a clearAuth through a
// BroadcastChannel and tell their pages authClearedFromOtherFrame.
const SCRIPT = String.raw`
const config = JSON.parse(document.getElementById('mk-config').textContent);
const NAMES = config.names;
const parentOrigin = (() => {
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try { return new URL(document.referrer).origin; } catch { return null; }
})();
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
function post(message) { if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin); }
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('mediakit-auth-bridge') : null;
if (channel) channel.onmessage = (event) => { if (event.data === 'authCleared') post({ action: 'mediakit:authClearedFromOtherFrame' }); };
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  const data = event.data || {};
  switch (data.action) {
    case 'mediakit:requestAuthUpdate':
      post({ action: 'mediakit:updateAuth', enabled: useCookies || useStorage, cookies: read() });
      break;
    case 'mediakit:setCookieItem':
      if (NAMES.includes(data.name) && typeof data.value === 'string') write(data.name, data.value);
      break;
    case 'mediakit:clearAuth':
      clearAll();
      if (channel) channel.postMessage('authCleared');
      break;
  }
});
post({ action: 'mediakit:frameInit' });
`;

/** The auth-bridge frame page (000 §2 /auth-bridge/ with inc or env; 000 §7 auth-bridge messages). */
export function authBridgePage(model: { readonly inc: string | undefined; readonly env: string | undefined }): string {
  return pageHtml({
    title: 'MediaKit auth bridge',
    body: '<p>auth bridge</p>',
    config: { names: BRIDGE_COOKIE_NAMES, maxAge: BRIDGE_COOKIE_MAX_AGE_S, inc: model.inc ?? null, env: model.env ?? null },
    script: SCRIPT,
  });
}
