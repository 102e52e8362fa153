import { describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { jsonResponse } from '@mediakit/adapters/node';
import { PlaybackMode, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';
import { type ShareSessionCapabilities, type ShareSessionRemote } from '@mediakit/core/internal';
import { EMULATOR_DEVELOPER_TOKEN } from '../../../tools/emulator/auth/developer-token.ts';

// The instance's own controls while it takes part in a share session: it delegates to the
// session's rules (services/share-session), which are tested on their own beside it.

const noControl: ShareSessionCapabilities = { autoPlayControl: false, repeatControl: false, shuffleControl: false, volumeControl: false };

const song = (id: string) => ({
  id,
  type: 'songs',
  attributes: { name: `Song ${id}`, durationInMillis: 60_000, playParams: { id, kind: 'song' }, previews: [{ url: `https://media.test/${id}.m3u8` }] },
});

type Participant = Awaited<ReturnType<typeof participant>>;
const shareSessionWarnings = (host: Participant['host']) => host.logger.messages('warning').filter((message) => message.startsWith('Share session'));

/** Lets simulated time run until `work` (which waits on timers) is done. */
async function settled<T>(host: Participant['host'], work: Promise<T>): Promise<T> {
  await host.clock.advanceAsync(1_000);
  return work;
}

async function participant() {
  const { MusicKit, host } = createHeadlessMusicKit({ http: (request) => jsonResponse(404, { errors: [] }, request.url) });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, disableAuthBridge: true });
  const sent: string[] = [];
  const remote: ShareSessionRemote = { skipToNextItem: () => void sent.push('next'), skipToPreviousItem: () => void sent.push('previous') };
  await music.setQueue({ items: [song('1'), song('2'), song('3')], startWith: 1 });
  await settled(host(), music.play());
  return { music, host: host(), sent, remote };
}

describe('002 §4 Share session through the instance (music.shareSession)', () => {
  it('002 §4 "Starting a session … switches to participant mode with a void player"', async () => {
    const { music, remote } = await participant();
    expect(music.playbackBackend).toBe('fake');
    await music.shareSession.start({ id: 's1', displayName: 'Road trip' }, remote);
    expect(music.shareSession.isActive).toBe(true);
    expect(music.shareSession.session?.displayName).toBe('Road trip');
    expect(music.queue.playbackMode).toBe(PlaybackMode.SHAREPLAY_PARTICIPANT);
    expect(music.playbackBackend).toBe('void');
    expect(music.playbackState).toBe(PlaybackStates.playing);
  });

  it('002 §4 "Ending the session restores the saved values" (volume, repeat, shuffle, autoplay, mode and the sink)', async () => {
    const { music, remote } = await participant();
    music.volume = 0.7;
    music.repeatMode = PlayerRepeatMode.all;
    music.shuffleMode = PlayerShuffleMode.songs;
    const before = [music.volume, music.repeatMode, music.shuffleMode, music.autoplayEnabled, music.queue.playbackMode];
    await music.shareSession.start({ id: 's1', mediaState: { volume: 0.2, repeatMode: PlayerRepeatMode.none, shuffleMode: PlayerShuffleMode.off } }, remote);
    expect([music.volume, music.repeatMode, music.shuffleMode]).toEqual([0.2, PlayerRepeatMode.none, PlayerShuffleMode.off]);
    await music.shareSession.end();
    expect([music.volume, music.repeatMode, music.shuffleMode, music.autoplayEnabled, music.queue.playbackMode]).toEqual(before);
    expect(music.playbackBackend).toBe('fake');
    expect(music.shareSession.isActive).toBe(false);
  });

  it('002 §4 "Volume and autoplay changes are ignored with a warning when not permitted"', async () => {
    const { music, host, remote } = await participant();
    const volumes: number[] = [];
    music.addEventListener('playbackVolumeDidChange', ({ volume }) => volumes.push(volume));
    await music.shareSession.start({ id: 's1', mediaState: { capabilities: noControl } }, remote);
    music.volume = 0.2;
    music.autoplayEnabled = true;
    expect(music.volume).toBe(1);
    expect(volumes).toEqual([]);
    expect(shareSessionWarnings(host)).toEqual([
      'Share session: volume changes are not permitted for participants; ignored',
      'Share session: autoplay changes are not permitted for participants; ignored',
    ]);
  });

  it('002 §4 "Participants control only what the session capabilities allow": repeat and shuffle follow their flags', async () => {
    const { music, remote } = await participant();
    await music.shareSession.start({ id: 's1', mediaState: { capabilities: { ...noControl, repeatControl: true, volumeControl: true } } }, remote);
    music.repeatMode = PlayerRepeatMode.one;
    music.shuffleMode = PlayerShuffleMode.songs;
    music.volume = 0.4;
    expect([music.repeatMode, music.shuffleMode, music.volume]).toEqual([PlayerRepeatMode.one, PlayerShuffleMode.off, 0.4]);
    music.shareSession.update({ capabilities: { ...noControl, shuffleControl: true } });
    music.repeatMode = PlayerRepeatMode.all;
    music.shuffleMode = PlayerShuffleMode.songs;
    expect([music.repeatMode, music.shuffleMode]).toEqual([PlayerRepeatMode.one, PlayerShuffleMode.songs]);
  });

  it('002 §4 "Skip next and previous send requests to the session instead of acting locally"', async () => {
    const { music, sent, remote } = await participant();
    await music.shareSession.start({ id: 's1', mediaState: { capabilities: noControl } }, remote);
    await music.skipToNextItem();
    await music.skipToPreviousItem();
    expect(sent).toEqual(['next', 'previous']);
    expect(music.nowPlayingItemIndex).toBe(1);
  });

  it('002 §4 "Seek, edit queue, pause, skip next, skip previous and skip to item are always allowed": seek, queue edits, pause and skip to item act locally', async () => {
    const { music, host, remote } = await participant();
    await music.shareSession.start({ id: 's1', mediaState: { capabilities: noControl } }, remote);
    await settled(host, music.seekToTime(30)); // seeks are debounced (001 §9)
    expect(music.currentPlaybackTime).toBeGreaterThanOrEqual(30);
    expect(music.currentPlaybackTime).toBeLessThan(32);
    await music.playLater({ items: [song('4')] });
    expect(music.queue.items.map((item) => item.id)).toEqual(['1', '2', '3', '4']);
    await settled(host, music.pause());
    expect(music.playbackState).toBe(PlaybackStates.paused);
    await settled(host, music.changeToMediaAtIndex(3));
    expect(music.nowPlayingItem?.id).toBe('4');
    expect(music.playbackBackend).toBe('void');
    expect(shareSessionWarnings(host)).toEqual([]);
  });

  it('without a session the same controls act locally, and skips move the queue', async () => {
    const { music, sent } = await participant();
    music.volume = 0.3;
    await music.skipToNextItem();
    expect([music.volume, music.nowPlayingItemIndex, sent]).toEqual([0.3, 2, []]);
    expect(music.shareSession.rules).toBeNull();
  });
});
