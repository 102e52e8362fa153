import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHeadlessMusicKit, emulatorSignIn, signInHeadless } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks, SharedMemoryStorage } from '@mediakit/adapters/node';
import { PlaybackStates, PlayerRepeatMode, PlayerShuffleMode, type MusicKitInstance } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Issue 19 "Queue restore after reload belongs in the library": the queue, its item and the time
// are kept per listener in local storage and set again after configure without playing. A reload
// is a second headless page over the first one's local storage, as a browser reload keeps it.

const KEY_PREFIX = 'mk-playback-state.';
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

/** One page load of the origin: an instance configured as an app configures it. */
async function openPage(shared: SharedMemoryStorage, options: { readonly persistPlaybackState?: boolean } = {}) {
  const { MusicKit, host } = createHeadlessMusicKit({ sharedLocalStorage: shared, mediaDurationSeconds: 180 });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true, ...options });
  await music.whenReady();
  const page = host();
  return {
    music,
    page,
    async play(): Promise<void> {
      const started = music.play();
      await page.clock.advanceAsync(300);
      await started;
    },
    async signIn(listener: string): Promise<string> {
      return signInHeadless(music, page.window, emulatorSignIn(emulator.origin, listener));
    },
  };
}

function albumTrackIds(index: number): string[] {
  return [...emulator.catalog.albums.values()][index]!.trackIds;
}

function savedKeys(shared: SharedMemoryStorage): string[] {
  return [...shared.entries.keys()].filter((key) => key.startsWith(KEY_PREFIX));
}

/** Waits for the restore's catalogue read and setQueue (a real HTTP round trip to the emulator). */
async function restored(music: MusicKitInstance): Promise<void> {
  await vi.waitFor(() => expect(music.queue.isEmpty).toBe(false));
}

/** Plays the album's third track, 20 s in, then pauses: what a reload should come back to. */
async function playThirdTrackAt20s(page: Awaited<ReturnType<typeof openPage>>, album: string): Promise<void> {
  await page.music.setQueue({ album, startWith: 2 });
  await page.play();
  await page.music.seekToTime(20);
  await page.page.clock.advanceAsync(300);
  await page.music.pause();
}

describe('harness: queue restore after reload (issue 19)', () => {
  it('issue 19: after a reload the same queue is set at the same item and time, not playing; play() resumes there', async () => {
    const shared = new SharedMemoryStorage();
    const album = [...emulator.catalog.albums.values()][0]!.id;
    const first = await openPage(shared);
    await playThirdTrackAt20s(first, album);
    const time = first.music.currentPlaybackTime;
    expect(time).toBeGreaterThanOrEqual(20);

    const reloaded = await openPage(shared);
    await restored(reloaded.music);
    expect(reloaded.music.queue.items.map((item) => item.id)).toEqual(albumTrackIds(0));
    expect(reloaded.music.nowPlayingItemIndex).toBe(2);
    expect(reloaded.music.nowPlayingItem?.id).toBe(albumTrackIds(0)[2]);
    expect(reloaded.music.currentPlaybackTime).toBeCloseTo(time, 1);
    expect(reloaded.music.isPlaying).toBe(false);
    expect([PlaybackStates.none, PlaybackStates.stopped, PlaybackStates.paused]).toContain(reloaded.music.playbackState);

    await reloaded.play();
    expect(reloaded.music.playbackState).toBe(PlaybackStates.playing);
    expect(reloaded.music.nowPlayingItem?.id).toBe(albumTrackIds(0)[2]);
    expect(reloaded.music.currentPlaybackTime).toBeGreaterThanOrEqual(time);
  });

  it('issue 19 "nothing happens when the app has queued something itself": an app setQueue made while the restore is in flight wins, and its play goes on (issue 21 offline row, flaky after a reload)', async () => {
    const shared = new SharedMemoryStorage();
    const album = [...emulator.catalog.albums.values()][0]!.id;
    const first = await openPage(shared);
    await playThirdTrackAt20s(first, album);

    // The restore's catalogue read answers late (as a cold dev server or a loaded CPU makes it);
    // the app's own setQueue, begun after it, answers first.
    emulator.faults.add({ match: '^/v1/catalog/[a-z]+/songs', delayMs: 400, times: 1 });
    const reloaded = await openPage(shared);
    await vi.waitFor(() => expect(emulator.faults.list()).toEqual([]));
    const song = albumTrackIds(1)[0]!;
    await reloaded.music.setQueue({ songs: [song] });
    await reloaded.play();
    // Resolves once the restore under way has settled (the kept queue's restore is shared).
    await reloaded.music.restorePlaybackState();
    await reloaded.page.clock.advanceAsync(300);
    expect(reloaded.music.queue.items.map((item) => item.id)).toEqual([song]);
    expect(reloaded.music.nowPlayingItem?.id).toBe(song);
    expect(reloaded.music.playbackState).toBe(PlaybackStates.playing);
  });

  it('issue 19: the time is written while playing (every 5 s) and at pagehide, so a reload without pausing comes back near it', async () => {
    const shared = new SharedMemoryStorage();
    const album = [...emulator.catalog.albums.values()][1]!.id;
    const first = await openPage(shared);
    await first.music.setQueue({ album });
    await first.play();
    await first.page.clock.advanceAsync(12_000);
    const record = JSON.parse(shared.entries.get(savedKeys(shared)[0]!)!.value) as { time: number; position: number; items: unknown[] };
    expect(record.time).toBeGreaterThanOrEqual(5);
    expect(record.items).toHaveLength(albumTrackIds(1).length);

    first.page.window.unload();
    const atUnload = JSON.parse(shared.entries.get(savedKeys(shared)[0]!)!.value) as { time: number };
    expect(atUnload.time).toBeCloseTo(first.music.currentPlaybackTime, 1);
  });

  it('issue 19: the record holds ids only (no token, no titles) and at most 500 items', async () => {
    const shared = new SharedMemoryStorage();
    const first = await openPage(shared);
    await first.music.setQueue({ album: [...emulator.catalog.albums.values()][0]!.id });
    const key = savedKeys(shared)[0]!;
    const raw = shared.entries.get(key)!.value;
    const record = JSON.parse(raw) as { items: Array<Record<string, unknown>> };
    expect(record.items.every((item) => Object.keys(item).sort().join() === 'id,type')).toBe(true);
    expect(record.items.length).toBeLessThanOrEqual(500);
    expect(raw).not.toContain(first.music.queue.items[0]!.title);
  });

  it('issue 19: a signed-in listener\'s state is keyed by a digest of their token, restored for them, and cleared on sign-out', async () => {
    const shared = new SharedMemoryStorage();
    const album = [...emulator.catalog.albums.values()][0]!.id;
    const first = await openPage(shared);
    const token = await first.signIn('subscriber');
    await playThirdTrackAt20s(first, album);
    const keys = savedKeys(shared);
    expect(keys).toHaveLength(1);
    expect(keys[0]!).not.toContain(token);
    expect(keys[0]!.endsWith('anonymous')).toBe(false);
    expect([...shared.entries.values()].filter((entry) => entry.value.includes('"items"')).some((entry) => entry.value.includes(token))).toBe(false);

    // The sign-in is kept in storage too: the reloaded page is the same listener's, and gets their queue.
    const reloaded = await openPage(shared);
    expect(reloaded.music.isAuthorized).toBe(true);
    await restored(reloaded.music);
    expect(reloaded.music.nowPlayingItem?.id).toBe(albumTrackIds(0)[2]);

    await reloaded.music.unauthorize();
    await flushMicrotasks();
    expect(savedKeys(shared)).toEqual([]);
    const afterSignOut = await openPage(shared);
    await afterSignOut.page.clock.advanceAsync(1_000);
    expect(afterSignOut.music.queue.isEmpty).toBe(true);
  });

  it('issue 19: another listener\'s saved state is not applied, neither signed out nor after their own sign-in', async () => {
    const shared = new SharedMemoryStorage();
    const album = [...emulator.catalog.albums.values()][0]!.id;
    const first = await openPage(shared);
    await first.signIn('subscriber');
    await playThirdTrackAt20s(first, album);
    const [key] = savedKeys(shared);

    // A page of the same origin where nobody is signed in, with only the subscriber's playback state.
    const other = new SharedMemoryStorage();
    other.entries.set(key!, shared.entries.get(key!)!);
    const page = await openPage(other);
    await page.page.clock.advanceAsync(1_000);
    expect(page.music.queue.isEmpty).toBe(true);

    await page.signIn('non-subscriber');
    await page.page.clock.advanceAsync(1_000);
    await flushMicrotasks();
    expect(page.music.queue.isEmpty).toBe(true);
  });

  it('issue 19: `persistPlaybackState: false` keeps nothing and restores nothing', async () => {
    const shared = new SharedMemoryStorage();
    const album = [...emulator.catalog.albums.values()][0]!.id;
    const first = await openPage(shared, { persistPlaybackState: false });
    await playThirdTrackAt20s(first, album);
    expect(savedKeys(shared)).toEqual([]);

    const kept = await openPage(shared);
    await playThirdTrackAt20s(kept, album);
    expect(savedKeys(shared)).toHaveLength(1);
    const off = await openPage(shared, { persistPlaybackState: false });
    await off.page.clock.advanceAsync(1_000);
    expect(off.music.queue.isEmpty).toBe(true);
  });
});

// v3 savePlaybackState()/restorePlaybackState() (docs/compatibility.md): the incumbent keeps the
// volume, repeat, shuffle and autoplay in memory and sets them back; ours also reach the kept queue.
describe('harness: v3 savePlaybackState / restorePlaybackState', () => {
  it('v3 restorePlaybackState sets back the volume, repeat, shuffle and autoplay savePlaybackState kept, at once', async () => {
    const page = await openPage(new SharedMemoryStorage());
    const { music } = page;
    await music.setQueue({ album: [...emulator.catalog.albums.values()][0]!.id });
    music.volume = 0.4;
    music.repeatMode = PlayerRepeatMode.all;
    music.shuffleMode = PlayerShuffleMode.songs;
    music.savePlaybackState();

    music.volume = 0.9;
    music.repeatMode = PlayerRepeatMode.one;
    music.shuffleMode = PlayerShuffleMode.off;
    const repeatChanges: PlayerRepeatMode[] = [];
    music.addEventListener('repeatModeDidChange', ({ repeatMode }) => repeatChanges.push(repeatMode));
    const restoring = music.restorePlaybackState();
    // Synchronous, as v3's (it returns nothing there): an app reading right after sees the saved values.
    expect([music.volume, music.repeatMode, music.shuffleMode]).toEqual([0.4, PlayerRepeatMode.all, PlayerShuffleMode.songs]);
    expect(repeatChanges).toEqual([PlayerRepeatMode.all]);
    await restoring;
    // The queue the app had is kept: a restore sets the kept queue only when nothing is queued.
    expect(music.queue.length).toBe(albumTrackIds(0).length);
  });

  it('v3 restorePlaybackState without a save sets the initial settings (volume 1, repeat none, shuffle off, autoplay off)', async () => {
    const { music } = await openPage(new SharedMemoryStorage());
    music.volume = 0.3;
    music.repeatMode = PlayerRepeatMode.one;
    await music.restorePlaybackState();
    expect([music.volume, music.repeatMode, music.shuffleMode, music.autoplayEnabled]).toEqual([1, PlayerRepeatMode.none, PlayerShuffleMode.off, false]);
  });

  it('issue 19 + v3 savePlaybackState writes the kept queue time now, not at the next 5 s write', async () => {
    const shared = new SharedMemoryStorage();
    const first = await openPage(shared);
    await first.music.setQueue({ album: [...emulator.catalog.albums.values()][1]!.id });
    await first.play();
    await first.page.clock.advanceAsync(3_000);
    const before = JSON.parse(shared.entries.get(savedKeys(shared)[0]!)!.value) as { time: number };
    expect(before.time).toBeLessThan(1);
    first.music.savePlaybackState();
    const after = JSON.parse(shared.entries.get(savedKeys(shared)[0]!)!.value) as { time: number };
    expect(after.time).toBeGreaterThanOrEqual(2.5);
    expect(after.time).toBeCloseTo(first.music.currentPlaybackTime, 1);
  });

  it('issue 19 + v3 restorePlaybackState after a reload resolves once the kept queue is set, paused', async () => {
    const shared = new SharedMemoryStorage();
    const album = [...emulator.catalog.albums.values()][0]!.id;
    const first = await openPage(shared);
    await playThirdTrackAt20s(first, album);
    first.music.savePlaybackState();

    const reloaded = await openPage(shared);
    await reloaded.music.restorePlaybackState();
    expect(reloaded.music.queue.items.map((item) => item.id)).toEqual(albumTrackIds(0));
    expect(reloaded.music.nowPlayingItemIndex).toBe(2);
    expect(reloaded.music.isPlaying).toBe(false);
  });

  it('issue 19: with `persistPlaybackState: false`, restorePlaybackState sets the settings only, never a stored queue', async () => {
    const shared = new SharedMemoryStorage();
    const first = await openPage(shared);
    await playThirdTrackAt20s(first, [...emulator.catalog.albums.values()][0]!.id);
    expect(savedKeys(shared)).toHaveLength(1);

    const reloaded = await openPage(shared, { persistPlaybackState: false });
    reloaded.music.savePlaybackState();
    await reloaded.music.restorePlaybackState();
    await reloaded.page.clock.advanceAsync(1_000);
    expect(reloaded.music.queue.isEmpty).toBe(true);
  });
});
