import { describe, expect, it } from 'vitest';
import { PlayerRepeatMode, PlayerShuffleMode, type MediaItem } from '@mediakit/core';
import { configuredAgainst, emulatorForFile, firstAlbumId } from './emulated-instance.helper.ts';

const provider = emulatorForFile();
const configured = () => configuredAgainst(provider());

describe('MUSICKIT-SURFACE event payloads from the instance', () => {
  it('queueItemsDidChange carries MediaItem[]; queuePositionDidChange {oldPosition, position}; nowPlayingItemDidChange {item}', async () => {
    const { music } = await configured();
    const itemsEvents: Array<readonly MediaItem[]> = [];
    const positions: Array<{ oldPosition: number; position: number }> = [];
    const nowPlaying: Array<string | undefined> = [];
    music.addEventListener('queueItemsDidChange', (items) => itemsEvents.push(items));
    music.addEventListener('queuePositionDidChange', (change) => positions.push(change));
    music.addEventListener('nowPlayingItemDidChange', ({ item }) => nowPlaying.push(item?.id));

    const queue = await music.setQueue({ album: firstAlbumId(provider()), startWith: 1 });
    expect(itemsEvents.at(-1)?.map((item) => item.id)).toEqual(queue.items.map((item) => item.id));
    expect(positions.at(-1)).toEqual({ oldPosition: -1, position: 1 });
    expect(nowPlaying.at(-1)).toBe(queue.item(1)?.id);
  });

  it('queue editing beyond the incumbent: move and remove keep the public events flowing', async () => {
    const { music } = await configured();
    const queue = await music.setQueue({ album: firstAlbumId(provider()) });
    const ids = queue.items.map((item) => item.id);
    const events: string[][] = [];
    music.addEventListener('queueItemsDidChange', (items) => events.push(items.map((item) => item.id)));
    queue.move(3, 1);
    expect(events.at(-1)).toEqual([ids[0], ids[3], ids[1], ids[2], ...ids.slice(4)]);
    queue.remove(1);
    expect(events.at(-1)).toEqual([ids[0], ids[1], ids[2], ...ids.slice(4)]);
  });

  it('001 §4: repeat and shuffle setters announce the change; invalid repeat values are refused (issue 22: INVALID_ARGUMENTS)', async () => {
    const { music } = await configured();
    await music.setQueue({ album: firstAlbumId(provider()) });
    const repeats: PlayerRepeatMode[] = [];
    const shuffles: PlayerShuffleMode[] = [];
    music.addEventListener('repeatModeDidChange', ({ repeatMode }) => repeats.push(repeatMode));
    music.addEventListener('shuffleModeDidChange', ({ shuffleMode }) => shuffles.push(shuffleMode));
    music.repeatMode = PlayerRepeatMode.all;
    expect(() => (music.repeatMode = 7 as PlayerRepeatMode)).toThrow(expect.objectContaining({ errorCode: 'INVALID_ARGUMENTS' }));
    music.shuffleMode = PlayerShuffleMode.songs;
    expect(music.repeatMode).toBe(PlayerRepeatMode.all);
    expect(repeats).toEqual([PlayerRepeatMode.all]);
    expect(shuffles).toEqual([PlayerShuffleMode.songs]);
  });

  it('volume is clamped to 0..1 and announced as playbackVolumeDidChange', async () => {
    const { music, host } = await configured();
    const volumes: number[] = [];
    music.addEventListener('playbackVolumeDidChange', ({ volume }) => volumes.push(volume));
    music.volume = 0.4;
    music.volume = 3;
    expect(volumes).toEqual([0.4, 1]);
    expect(host.logger.messages('error')).toEqual([]);
  });
});
