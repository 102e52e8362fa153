// What the instance-level harness files share: one provider emulator per file, and instances
// configured against it through the headless host, as an app's own integration tests build them.
import { afterAll, beforeAll } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
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
