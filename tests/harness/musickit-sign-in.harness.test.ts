import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit, emulatorSignIn, signInHeadless } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks } from '@mediakit/adapters/node';
import { AuthorizationStatus, PlaybackStates } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Issue 9 headless scenarios through the public instance, against the provider emulator: the
// test plays the listener in the sign-in pop-up, as tests/harness/auth-sign-in does for the
// auth service alone.

const PAGE_ORIGIN = 'http://localhost:4510';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

async function configured(developerToken: string | (() => Promise<string>) = EMULATOR_DEVELOPER_TOKEN) {
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
  const music = await MusicKit.configure({ developerToken, providerOrigin: emulator.origin, disableAuthBridge: true });
  return { music, host: host() };
}

type Configured = Awaited<ReturnType<typeof configured>>;

/**
 * The listener signs in as `listener` in the pop-up the instance opened, through the headless
 * host's documented helper (issue 18), which is what an app's own tests would call.
 */
async function signIn({ music, host }: Configured, listener: string): Promise<string> {
  const popupUrls: string[] = [];
  const respond = emulatorSignIn(emulator.origin, listener);
  const token = await signInHeadless(music, host.window, (url) => (popupUrls.push(url), respond(url)));
  expect(popupUrls).toHaveLength(1);
  expect(popupUrls[0]!.startsWith(`${emulator.origin}/woa`)).toBe(true);
  return token;
}

function explicitAlbumId(): string {
  const album = [...emulator.catalog.albums.values()].find((candidate) =>
    candidate.trackIds.some((id) => emulator.catalog.songs.get(id)?.explicit === true) &&
    candidate.trackIds.some((id) => emulator.catalog.songs.get(id)?.explicit === false),
  );
  if (!album) throw new Error('the catalogue has no album mixing explicit and clean songs');
  return album.id;
}

describe('MusicKit instance: sign-in, restriction, token rotation (issue 9 headless scenarios)', () => {
  it('000 §4: authorize() signs in through the pop-up; the user token then goes with API requests', async () => {
    const kit = await configured();
    const statuses: AuthorizationStatus[] = [];
    const tokens: Array<string | undefined> = [];
    kit.music.addEventListener('authorizationStatusDidChange', ({ authorizationStatus }) => statuses.push(authorizationStatus));
    kit.music.addEventListener('userTokenDidChange', ({ userToken }) => tokens.push(userToken));

    const token = await signIn(kit, 'subscriber');
    expect(kit.music.isAuthorized).toBe(true);
    expect(kit.music.musicUserToken).toBe(token);
    expect(statuses).toEqual([AuthorizationStatus.AUTHORIZED]);
    expect(tokens).toEqual([token]);
    await expect(kit.music.hasMusicSubscription()).resolves.toBe(true);

    await kit.music.api.music('/v1/me/recent/played');
    const personalCall = kit.host.http.requests.find((request) => request.url.includes('/v1/me/recent/played'));
    expect(personalCall?.headers?.['Music-User-Token']).toBe(token);
  });

  it('002 §6: a restricted listener gets restricted queues: explicit tracks are removed', async () => {
    const kit = await configured();
    await signIn(kit, 'restricted');
    expect(kit.music.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
    const queue = await kit.music.setQueue({ album: explicitAlbumId() });
    expect(queue.isRestricted).toBe(true);
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.items.some((item) => item.isExplicitItem)).toBe(false);
  });

  it('a developer-token provider is asked again after a 401, and the request succeeds (the incumbent dies here)', async () => {
    const stale = EMULATOR_DEVELOPER_TOKEN.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    let calls = 0;
    const provider = async (): Promise<string> => (++calls === 1 ? stale : EMULATOR_DEVELOPER_TOKEN);
    const kit = await configured(provider);
    const { data } = await kit.music.api.music('/v1/storefronts');
    expect((data as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(calls).toBe(2);
    const bearers = kit.host.http.requests.filter((request) => request.url.includes('/v1/')).map((request) => request.headers?.Authorization);
    expect(bearers[0]).toBe(`Bearer ${stale}`);
    expect(bearers.at(-1)).toBe(`Bearer ${EMULATOR_DEVELOPER_TOKEN}`);
  });

  it('001 §4: signing out while playing stops playback', async () => {
    const kit = await configured();
    await signIn(kit, 'subscriber');
    await kit.music.setQueue({ album: [...emulator.catalog.albums.values()][1]!.id });
    const playing = kit.music.play();
    await kit.host.clock.advanceAsync(300);
    await playing;
    expect(kit.music.playbackState).toBe(PlaybackStates.playing);
    await kit.music.unauthorize();
    await flushMicrotasks();
    expect(kit.music.isAuthorized).toBe(false);
    expect(kit.music.playbackState).toBe(PlaybackStates.stopped);
  });
});
