import { describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { MKError, PlaybackStates } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/emulator-server.ts';
import { emulatorForFile, firstAlbumId, signInThroughPopup } from './emulated-instance.helper.ts';

// Issue 21 (playback that recovers, never wedges): time bounds on every wait, through the
// headless host as an app builds it. Simulated time moves only when the test says so.
const emulator = emulatorForFile();

/** Advances simulated time in steps while real HTTP to the emulator runs, until `done` settles. */
async function settleWhileAdvancing<T>(clock: { advanceAsync(ms: number): Promise<void> }, done: Promise<T>, stepMs: number, steps: number): Promise<PromiseSettledResult<T>> {
  let result: PromiseSettledResult<T> | undefined;
  void done.then(
    (value) => (result = { status: 'fulfilled', value }),
    (reason: unknown) => (result = { status: 'rejected', reason }),
  );
  for (let i = 0; i < steps && result === undefined; i++) {
    await clock.advanceAsync(stepMs);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (result === undefined) throw new Error('Still pending after the simulated wait');
  return result;
}

describe('issue 21 time bounds (headless)', () => {
  it('a developer-token provider that never answers: setQueue rejects with CONFIGURATION_ERROR within 10 s, and works once the provider answers', async () => {
    const { MusicKit, host } = createHeadlessMusicKit();
    let calls = 0;
    const developerToken = () => (++calls === 1 ? new Promise<string>(() => undefined) : EMULATOR_DEVELOPER_TOKEN);
    const music = await MusicKit.configure({ developerToken, apiBase: `${emulator().origin}/v1` });
    const { clock } = host();
    const album = firstAlbumId(emulator());
    const started = clock.now();
    const first = await settleWhileAdvancing(clock, music.setQueue({ album }), 500, 40);
    expect(first.status).toBe('rejected');
    expect((first as PromiseRejectedResult).reason).toMatchObject({ errorCode: MKError.CONFIGURATION_ERROR, message: 'The developer token provider did not answer within 10000 ms' });
    expect(clock.now() - started).toBeLessThanOrEqual(10_500);
    const second = await settleWhileAdvancing(clock, music.setQueue({ album }), 100, 100);
    expect(second.status).toBe('fulfilled');
    expect(music.queue.length).toBeGreaterThan(1);
  });
});

describe('issue 21 developer-token rotation on the play path (headless)', () => {
  it('web playback answered 401 (the token revoked): the provider is asked once more and the request retried with its answer; the subscriber hears the track', async () => {
    const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: 'http://localhost:4510' } });
    let asked = 0;
    const developerToken = () => {
      asked += 1;
      return EMULATOR_DEVELOPER_TOKEN;
    };
    const music = await MusicKit.configure({ developerToken, providerOrigin: emulator().origin, disableAuthBridge: true });
    const kit = host();
    await signInThroughPopup(music, kit, emulator().origin);
    await settleWhileAdvancing(kit.clock, music.setQueue({ album: firstAlbumId(emulator()) }), 100, 100);
    const askedBefore = asked;
    emulator().faults.add({ match: '/WebObjects/MZPlay.woa/wa/webPlayback', status: 401, times: 1 });
    const played = await settleWhileAdvancing(kit.clock, music.play(), 300, 60);
    expect(played.status).toBe('fulfilled');
    expect(music.playbackState).toBe(PlaybackStates.playing);
    expect(asked - askedBefore).toBe(1);
    const webPlayback = kit.http.requests.filter((request) => request.url.endsWith('/WebObjects/MZPlay.woa/wa/webPlayback'));
    expect(webPlayback).toHaveLength(2);
  });
});
