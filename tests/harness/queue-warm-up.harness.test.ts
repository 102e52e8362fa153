// issue 17: what a first play needs is readied before the press, so play() does not wait for its
// code: setQueue of songs fetches their backend while the catalogue is asked, and a signed-out page
// readies it once idle, before any queue; the queue's first song is loaded into that backend's
// sink once the queue is set (not with Save-Data on); nothing plays until play() (002 §3 queue options).
import { describe, expect, it, vi } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { SIGNED_OUT_WARM_UP_DEADLINE_MS } from '@mediakit/core/internal';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/emulator-server.ts';
import { configuredAgainst, emulatorForFile, firstAlbumId } from './emulated-instance.helper.ts';

const emulator = emulatorForFile();

type Page = Awaited<ReturnType<typeof configuredAgainst>>;

/** play() plays, on the one sink readied before it, which has loaded one source: the queue's first song. */
async function expectPlayOnTheReadiedSink(music: Page['music'], host: Page['host']): Promise<void> {
  const playing = music.play();
  await host.clock.advanceAsync(300);
  await playing;
  expect(music.isPlaying).toBe(true);
  expect(host.sinks.created).toHaveLength(1);
  expect(host.sinks.created[0]!.loads).toHaveLength(1);
}

describe('setQueue of songs readies their backend before play() (issue 17)', () => {
  it('after setQueue({ album }) the backend sink exists and loads the first song while nothing plays (state none); play() plays it there without loading again', async () => {
    const { music, host } = await configuredAgainst(emulator());
    const states: number[] = [];
    music.addEventListener('playbackStateDidChange', ({ state }: { state: number }) => states.push(state));
    const queue = await music.setQueue({ album: firstAlbumId(emulator()) });
    expect(host.sinks.created).toHaveLength(1);
    await vi.waitFor(() => expect(host.sinks.created[0]!.loads).toHaveLength(1));
    expect(host.sinks.created[0]!.loads[0]!.url).toBe(queue.item(0)!.previewURL);
    expect(music.isPlaying).toBe(false);
    expect(music.playbackState).toBe(0 /* none */);
    expect(states).toEqual([]);

    await expectPlayOnTheReadiedSink(music, host);
  });
});

describe('a signed-out page readies its play path when idle, before any queue (issue 17)', () => {
  async function signedOutPage(options: { saveData?: boolean } = {}) {
    const { MusicKit, host } = createHeadlessMusicKit(options);
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${emulator().origin}/v1` });
    return { music, host: host() };
  }

  it('the backend sink is made at the idle deadline (a simulated host is never idle sooner), loads nothing, and the first play uses it', async () => {
    const { music, host } = await signedOutPage();
    expect(music.isAuthorized).toBe(false);
    expect(host.sinks.created).toHaveLength(0);
    await host.clock.advanceAsync(SIGNED_OUT_WARM_UP_DEADLINE_MS - 1);
    expect(host.sinks.created).toHaveLength(0);
    await host.clock.advanceAsync(1);
    expect(host.sinks.created).toHaveLength(1);
    expect(host.sinks.created[0]!.loads).toEqual([]);
    expect(music.playbackState).toBe(0 /* none */);

    await music.setQueue({ album: firstAlbumId(emulator()) });
    await expectPlayOnTheReadiedSink(music, host);
  });

  it('with Save-Data on, nothing is readied ahead: the sink is made by the queue that needs it, and loads the song only when played', async () => {
    const { music, host } = await signedOutPage({ saveData: true });
    await host.clock.advanceAsync(SIGNED_OUT_WARM_UP_DEADLINE_MS * 5);
    expect(host.sinks.created).toHaveLength(0);
    await music.setQueue({ album: firstAlbumId(emulator()) });
    expect(host.sinks.created).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(host.sinks.created[0]!.loads).toEqual([]);
    await expectPlayOnTheReadiedSink(music, host);
  });
});
