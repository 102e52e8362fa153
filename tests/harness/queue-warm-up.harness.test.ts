// issue 17: setQueue of songs fetches the backend their first play needs while the catalogue is
// asked, so play() does not wait for that code; nothing plays until play() (002 §3 queue options).
import { describe, expect, it } from 'vitest';
import { configuredAgainst, emulatorForFile, firstAlbumId } from './emulated-instance.helper.ts';

const emulator = emulatorForFile();

describe('setQueue of songs readies their backend before play() (issue 17)', () => {
  it('after setQueue({ album }) the backend sink exists, has loaded nothing, and play() uses that same sink', async () => {
    const { music, host } = await configuredAgainst(emulator());
    await music.setQueue({ album: firstAlbumId(emulator()) });
    expect(host.sinks.created).toHaveLength(1);
    expect(host.sinks.created[0]!.loads).toEqual([]);
    expect(music.isPlaying).toBe(false);

    const playing = music.play();
    await host.clock.advanceAsync(300);
    await playing;
    expect(music.isPlaying).toBe(true);
    expect(host.sinks.created).toHaveLength(1);
    expect(host.sinks.created[0]!.loads).toHaveLength(1);
  });
});
