import { escapeHtml, pageHtml } from './page-html.ts';
import { TEST_LISTENERS } from './test-listeners.ts';

/** What the /woa page knows when it is rendered. */
export interface SignInPageModel {
  /** The opener's origin, from `referrer` (or the Referer header); messages go only there. */
  readonly targetOrigin: string | undefined;
  /** GET: third-party info came in `a`; POST: the page asks the opener for it (thirdPartyInfo). */
  readonly flow: 'get' | 'post';
  readonly appName: string;
  readonly iconURL: string;
  /** Why the page cannot sign anyone in (bad developer token, no opener origin). */
  readonly error?: string;
  /**
   * A redirect sign-in (issue 22): instead of messaging an opener, the page returns the
   * listener to `uri` (an allow-listed embedding origin) with a start-up hash that echoes `state`.
   */
  readonly redirect?: { readonly uri: string; readonly state: string };
}

function listenerButtons(): string {
  return TEST_LISTENERS.map((listener) => {
    const label =
      listener.outcome === 'authorize'
        ? `Sign in as ${listener.name}`
        : listener.outcome === 'decline'
          ? `Decline as ${listener.name}`
          : `Continue as ${listener.name}`;
    return `<button type="button" data-listener="${listener.id}" data-outcome="${listener.outcome}" disabled>${escapeHtml(label)}</button>`;
  }).join('\n');
}

// Runs in the pop-up. Every message goes to window.opener with the opener's origin as the
// target, never '*', so a token cannot reach another page (000 §5).
const SCRIPT = String.raw`
const config = JSON.parse(document.getElementById('mk-config').textContent);
const status = document.getElementById('status');
const buttons = [...document.querySelectorAll('button')];
function send(message) {
  // Redirect mode: cancel, decline and the rest return to the page without a hash (no sign-in).
  if (config.redirect) { location.replace(config.redirect.uri); return; }
  if (!window.opener || !config.targetOrigin) { status.textContent = 'No opener to answer.'; return; }
  window.opener.postMessage(message, config.targetOrigin);
}
// The provider's own sign-in writes the auth bridge's shared state (issue 22): the bridge frames
// of the opener that are on this origin take storeAuth from this window; targetOrigin is this
// origin, so no other frame can read it.
function storeInBridges(answer) {
  const cookies = { 'media-user-token': answer.token, itre: answer.restricted ? '1' : '0' };
  if (answer.cid) cookies.pldfltcid = answer.cid;
  try {
    for (let i = 0; i < window.opener.length; i++) window.opener[i].postMessage({ action: 'mediakit:storeAuth', cookies }, location.origin);
  } catch {}
}
// 000 §2 start-up hash: base64 JSON {itre, musicUserToken, cid, state}, at least 200 characters.
function returnWithHash(answer) {
  const payload = { itre: answer.restricted ? '1' : '0', musicUserToken: answer.token, cid: answer.cid, state: config.redirect.state };
  let hash = btoa(JSON.stringify(payload));
  if (hash.length < 200) hash = btoa(JSON.stringify({ ...payload, pad: 'x'.repeat(150) }));
  location.replace(config.redirect.uri + '#' + hash);
}
function enable() { for (const button of buttons) button.disabled = false; }
async function signIn(listener) {
  status.textContent = 'Signing in…';
  const response = await fetch('/woa/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener }) });
  const answer = await response.json();
  if (!response.ok) { status.textContent = 'Sign-in failed.'; return; }
  if (config.redirect) { returnWithHash(answer); return; }
  if (window.opener) storeInBridges(answer);
  send({ action: 'authorize', token: answer.token, restricted: answer.restricted, cid: answer.cid });
  status.textContent = 'Signed in as ' + answer.name + '.';
}
for (const button of buttons) {
  button.addEventListener('click', () => {
    const action = button.dataset.action;
    if (action) { send({ action }); status.textContent = action; return; }
    const outcome = button.dataset.outcome;
    if (outcome === 'authorize') void signIn(button.dataset.listener);
    else { send({ action: outcome }); status.textContent = outcome; }
  });
}
if (!config.error) {
  if (config.flow === 'post') {
    window.addEventListener('message', (event) => {
      if (event.source !== window.opener || event.origin !== config.targetOrigin) return;
      const info = event.data && event.data.action === 'thirdPartyInfo' ? event.data.thirdPartyInfo : undefined;
      if (!info) return;
      document.getElementById('app-name').textContent = info.thirdPartyName || 'An app';
      enable();
    });
    send({ action: 'thirdPartyInfo' });
  } else {
    enable();
  }
} else {
  for (const button of buttons) if (button.dataset.action) button.disabled = false;
}
`;

/** The authorize pop-up page (000 §2 /woa; 000 §7 authorize pop-up messages). */
export function signInPage(model: SignInPageModel): string {
  const body = `
<main>
  <h1>Sign in to the MediaKit emulator</h1>
  ${model.iconURL ? `<img src="${escapeHtml(model.iconURL)}" alt="" width="48" height="48">` : ''}
  <p><strong id="app-name">${escapeHtml(model.appName)}</strong> would like to access your music.</p>
  ${model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : ''}
  <section aria-label="Test listeners">
${listenerButtons()}
  </section>
  <button type="button" data-action="switchUserId" disabled>Switch user</button>
  <button type="button" data-action="close" disabled>Cancel</button>
  <p id="status" class="muted" role="status"></p>
</main>`;
  return pageHtml({
    title: 'Sign in — MediaKit emulator',
    body,
    config: { targetOrigin: model.targetOrigin ?? null, flow: model.flow, error: model.error ?? null, ...(model.redirect ? { redirect: model.redirect } : {}) },
    script: SCRIPT,
  });
}
