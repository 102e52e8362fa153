/**
 * Signing a listener in on the headless harness. `music.authorize()` opens the provider's sign-in
 * pop-up; in a browser the listener answers it, headless the test must. These helpers play that
 * part so an app's integration tests need not know the pop-up's message format.
 */
import type { MusicKitInstance } from '@mediakit/core';
import { flushMicrotasks, type ScriptedWindowHost } from '../node/index.ts';

/** What the sign-in pop-up hands back when the listener signs in. */
export interface SignInAnswer {
  /** The music user token. */
  readonly token: string;
  /** Whether the account has explicit content restricted. */
  readonly restricted?: boolean;
  /** The account's cookie id, when the provider gives one. */
  readonly cid?: string;
}

/** Answers the pop-up opened at `popupUrl`, e.g. by asking a test provider for a token. */
export type SignInResponder = (popupUrl: string) => Promise<SignInAnswer>;

/**
 * Calls `music.authorize()`, answers the sign-in pop-up it opens with `respond`, and resolves
 * with the music user token once the instance is authorized. Rejects as `authorize()` does (for
 * instance when the pop-up was blocked).
 *
 * @example
 * const { MusicKit, host } = createHeadlessMusicKit();
 * const music = await MusicKit.configure({ developerToken, providerOrigin: emulator.origin });
 * await signInHeadless(music, host().window, emulatorSignIn(emulator.origin));
 * music.isAuthorized; // true
 */
export async function signInHeadless(music: MusicKitInstance, window: ScriptedWindowHost, respond: SignInResponder): Promise<string> {
  const before = window.popups.length;
  const authorized = music.authorize();
  // The instance opens the pop-up after its own awaits; an already signed-in instance opens none.
  await flushMicrotasks();
  const popup = window.popups.length > before ? window.lastPopup : undefined;
  if (popup) {
    const answer = await respond(popup.url);
    popup.post({ action: 'authorize', token: answer.token, restricted: answer.restricted ?? false, ...(answer.cid === undefined ? {} : { cid: answer.cid }) }, new URL(popup.url).origin);
  }
  return authorized;
}

/**
 * A responder that signs `listener` in at the provider emulator running at `origin` (its test
 * route `POST /woa/sign-in`), as a listener would in the pop-up. The emulator's listeners:
 * 'subscriber', 'non-subscriber' (no subscription) and 'restricted' (explicit content restricted).
 *
 * @example
 * await signInHeadless(music, host().window, emulatorSignIn('http://127.0.0.1:4510', 'restricted'));
 */
export function emulatorSignIn(origin: string, listener = 'subscriber', fetch: typeof globalThis.fetch = globalThis.fetch): SignInResponder {
  return async () => {
    const response = await fetch(`${origin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener }) });
    if (!response.ok) throw new Error(`The emulator refused to sign "${listener}" in: HTTP ${response.status}`);
    const answer = (await response.json()) as { token?: unknown; restricted?: unknown; cid?: unknown };
    if (typeof answer.token !== 'string') throw new Error('The emulator answered the sign-in without a token');
    return { token: answer.token, restricted: answer.restricted === true, ...(typeof answer.cid === 'string' ? { cid: answer.cid } : {}) };
  };
}
