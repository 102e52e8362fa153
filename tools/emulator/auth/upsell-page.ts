import { escapeHtml, pageHtml } from './page-html.ts';

const SCRIPT = String.raw`
const config = JSON.parse(document.getElementById('mk-config').textContent);
const origin = config.targetOrigin || (document.referrer ? new URL(document.referrer).origin : null);
function send(message) { if (window.opener && origin) window.opener.postMessage(message, origin); }
document.getElementById('close').addEventListener('click', () => send({ action: 'closeWindow' }));
document.getElementById('launch').addEventListener('click', () => send({ action: 'launchClient', supported: false }));
`;

/** The subscribe (upsell) pop-up page (000 §2 /upsell; 000 §7 closeWindow, launchClient {supported}). */
export function upsellPage(model: { readonly app: string; readonly p: string; readonly targetOrigin: string | undefined }): string {
  const body = `
<main>
  <h1>Subscribe to ${escapeHtml(model.app)}</h1>
  <p class="muted">Offer: <span id="offer">${escapeHtml(model.p)}</span></p>
  <button type="button" id="launch">Open the app</button>
  <button type="button" id="close">Not now</button>
</main>`;
  return pageHtml({ title: 'Subscribe — MediaKit emulator', body, config: { targetOrigin: model.targetOrigin ?? null }, script: SCRIPT });
}
