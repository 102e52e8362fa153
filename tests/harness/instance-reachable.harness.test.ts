import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks } from '@mediakit/adapters/node';
import { MediaItemState, MKError } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Issue 15: capabilities the core had built that nothing an app calls could reach, each reached
// here through an instance built by the headless host, against the provider emulator.

const PAGE_ORIGIN = 'http://localhost:4512';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

async function configured() {
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
  return { MusicKit, music, host: host() };
}

type Configured = Awaited<ReturnType<typeof configured>>;

/** The listener signs in as `listener` in the pop-up the instance opened (000 §4). */
async function signIn({ music, host }: Configured, listener = 'subscriber'): Promise<string> {
  const pending = music.authorize();
  await flushMicrotasks();
  const answer = (await (await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener }) })).json()) as Record<string, unknown>;
  host.window.lastPopup!.post({ action: 'authorize', token: answer['token'], restricted: answer['restricted'], cid: answer['cid'] }, emulator.origin);
  return pending;
}

const albumId = () => [...emulator.catalog.albums.values()].find((album) => !album.isSingle)!.id;

describe('002 §4 Preparation: MediaItem.prepareToPlay() and music.prepareToPlay() (issue 15, issue 16)', () => {
  it('signed out, an item prepares as its preview and becomes ready, without a web-playback call', async () => {
    const kit = await configured();
    const queue = await kit.music.setQueue({ album: albumId() });
    const item = queue.item(1)!;
    const from = kit.host.http.requests.length;
    await item.prepareToPlay();
    expect(item.isPreparedToPlay).toBe(true);
    expect(item.state).toBe(MediaItemState.ready);
    expect(item.previewURL).toBeTruthy();
    expect(kit.host.http.requests.slice(from).some((request) => request.url.includes('webPlayback'))).toBe(false);
  });

  it('a subscriber’s song prepares through the web-playback service (002 §7 Play preparation): its asset URL is known', async () => {
    const kit = await configured();
    await signIn(kit);
    const queue = await kit.music.setQueue({ album: albumId() });
    const item = queue.item(2)!;
    const from = kit.host.http.requests.length;
    await kit.music.prepareToPlay(item);
    const calls = kit.host.http.requests.slice(from).filter((request) => request.url.includes('/WebObjects/MZPlay.woa/wa/webPlayback'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(item.state).toBe(MediaItemState.ready);
    expect(item.assetURL).toMatch(/^http/);
  });

  it('music.prepareToPlay() prepares the item playing now; with something that is not an item, INVALID_ARGUMENTS', async () => {
    const kit = await configured();
    await kit.music.setQueue({ album: albumId(), startWith: 1 });
    expect(kit.music.nowPlayingItem).toBeDefined();
    await kit.music.prepareToPlay();
    expect(kit.music.nowPlayingItem!.isPreparedToPlay).toBe(true);
    await expect(kit.music.prepareToPlay('1' as never)).rejects.toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
  });
});
