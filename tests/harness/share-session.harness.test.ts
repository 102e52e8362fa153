import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { PlaybackMode, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';
import { type ShareSessionRemote } from '@mediakit/core/internal';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Issue 9 headless scenario: a listener joins a share session hosted elsewhere (002 §4), plays
// along on the void sink with the session's capabilities, and gets their own player back at the end.

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

describe('002 §4 Share session: a participant on the headless host', () => {
  it('start → SHAREPLAY_PARTICIPANT on the void sink, refused volume, skips sent to the session; end → volume, modes and sink restored', async () => {
    const { MusicKit, host: hostOf } = createHeadlessMusicKit();
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${emulator.origin}/v1` });
    const host = hostOf();
    const settle = async <T>(work: Promise<T>): Promise<T> => {
      await host.clock.advanceAsync(1_000);
      return work;
    };
    const albumId = [...emulator.catalog.albums.keys()][0]!;
    await music.setQueue({ album: albumId });
    await settle(music.play());
    music.volume = 0.6;
    music.repeatMode = PlayerRepeatMode.all;
    expect(music.playbackBackend).toBe('fake');
    const fakeLoads = (): number => host.sinks.created.reduce((sum, sink) => sum + sink.loads.length, 0);

    // The session's host sends what it lets participants do; skips go back to it.
    const sentToSession: string[] = [];
    const remote: ShareSessionRemote = { skipToNextItem: () => void sentToSession.push('next'), skipToPreviousItem: () => void sentToSession.push('previous') };
    await music.shareSession.start(
      { id: 'session-1', displayName: 'Road trip', participantCount: 3, mediaState: { capabilities: { volumeControl: false, autoPlayControl: false, repeatControl: true, shuffleControl: true }, shuffleMode: PlayerShuffleMode.off } },
      remote,
    );
    expect(music.queue.playbackMode).toBe(PlaybackMode.SHAREPLAY_PARTICIPANT);
    expect(music.playbackBackend).toBe('void');
    expect(music.playbackState).toBe(PlaybackStates.playing);

    // Every item plays on the void sink, which moves time on once a second (001 §9).
    const loadsBefore = fakeLoads();
    await settle(music.changeToMediaAtIndex(2));
    expect(music.nowPlayingItemIndex).toBe(2);
    expect(music.playbackBackend).toBe('void');
    expect(fakeLoads()).toBe(loadsBefore);
    const startedAt = music.currentPlaybackTime;
    await host.clock.advanceAsync(3_000);
    expect(music.currentPlaybackTime - startedAt).toBe(3);

    // volumeControl false: the change is ignored with a warning; repeatControl true: allowed.
    music.volume = 0.1;
    expect(music.volume).toBe(0.6);
    expect(host.logger.messages('warning')).toContain('Share session: volume changes are not permitted for participants; ignored');
    music.repeatMode = PlayerRepeatMode.one;
    expect(music.repeatMode).toBe(PlayerRepeatMode.one);

    // Skip next and previous are requests to the session: the local queue stays where it is.
    await music.skipToNextItem();
    await music.skipToPreviousItem();
    expect(sentToSession).toEqual(['next', 'previous']);
    expect(music.nowPlayingItemIndex).toBe(2);

    await music.shareSession.end();
    expect(music.shareSession.isActive).toBe(false);
    expect([music.volume, music.repeatMode, music.shuffleMode, music.queue.playbackMode]).toEqual([0.6, PlayerRepeatMode.all, PlayerShuffleMode.off, PlaybackMode.MIXED_CONTENT]);
    expect(music.playbackBackend).toBe('fake');
    expect(music.playbackState).toBe(PlaybackStates.playing);
    await music.skipToNextItem();
    expect(music.nowPlayingItemIndex).toBe(3);
  });
});
