// What the instance-level harness files share: one provider emulator per file, and instances
// configured against it through the headless host, as an app's own integration tests build them.
import { afterAll, beforeAll } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks } from '@mediakit/adapters/node';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

/** Starts an emulator before the file's tests and closes it after; returns a reader for it. */
export function emulatorForFile(): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator?.close());
  return () => {
    if (!emulator) throw new Error('The emulator starts in beforeAll');
    return emulator;
  };
}

/** The first album of the emulator's catalogue. */
export function firstAlbumId(emulator: RunningEmulator): string {
  return [...emulator.catalog.albums.values()][0]!.id;
}

/** A headless namespace and its configured instance, against `emulator`'s API. */
export async function configuredAgainst(emulator: RunningEmulator) {
  const { MusicKit, host } = createHeadlessMusicKit();
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${emulator.origin}/v1` });
  return { MusicKit, music, host: host() };
}

type HeadlessHost = ReturnType<ReturnType<typeof createHeadlessMusicKit>['host']>;

/**
 * The listener signs in as `listener` in the pop-up `music.authorize()` opens (000 §4): the
 * provider's sign-in page answers, then posts `authorize` to its opener from the provider's
 * origin. Resolves with what `authorize()` resolves to, the user token.
 */
export async function signInThroughPopup(music: { authorize(): Promise<string> }, host: HeadlessHost, providerOrigin: string, listener = 'subscriber'): Promise<string> {
  const pending = music.authorize();
  await flushMicrotasks();
  const response = await fetch(`${providerOrigin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener }) });
  const answer = (await response.json()) as { token?: string; restricted?: boolean; cid?: string };
  host.window.lastPopup!.post({ action: 'authorize', token: answer.token, restricted: answer.restricted, cid: answer.cid }, providerOrigin);
  return pending;
}
