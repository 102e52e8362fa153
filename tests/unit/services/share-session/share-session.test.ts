import { describe, expect, it } from 'vitest';
import { ShareSession, type SavedPlayerSettings, type ShareSessionPlayer, type ShareSessionRemote } from '../../../../core/src/services/share-session/index.ts';
import { PlaybackMode, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';
import { MemoryLogger } from '@mediakit/adapters/node';

class FakePlayer implements ShareSessionPlayer {
  settings: SavedPlayerSettings = {
    volume: 0.8,
    repeatMode: PlayerRepeatMode.all,
    shuffleMode: PlayerShuffleMode.songs,
    autoplayEnabled: true,
    playbackMode: PlaybackMode.MIXED_CONTENT,
  };
  voidSink = false;
  readonly calls: string[] = [];
  read(): SavedPlayerSettings {
    return this.settings;
  }
  setVolume(volume: number): void {
    this.settings = { ...this.settings, volume };
  }
  setRepeatMode(repeatMode: PlayerRepeatMode): void {
    this.settings = { ...this.settings, repeatMode };
  }
  setShuffleMode(shuffleMode: PlayerShuffleMode): void {
    this.settings = { ...this.settings, shuffleMode };
  }
  setAutoplayEnabled(autoplayEnabled: boolean): void {
    this.settings = { ...this.settings, autoplayEnabled };
  }
  setPlaybackMode(playbackMode: PlaybackMode): void {
    this.settings = { ...this.settings, playbackMode };
  }
  async switchToVoidSink(on: boolean): Promise<void> {
    this.voidSink = on;
    this.calls.push(`voidSink(${on})`);
  }
}

function setup() {
  const player = new FakePlayer();
  const logger = new MemoryLogger();
  const sent: string[] = [];
  const remote: ShareSessionRemote = { skipToNextItem: () => void sent.push('next'), skipToPreviousItem: () => void sent.push('previous') };
  return { player, logger, sent, remote, share: new ShareSession(player, logger) };
}

const noControl = { autoPlayControl: false, repeatControl: false, shuffleControl: false, volumeControl: false };
const fullControl = { autoPlayControl: true, repeatControl: true, shuffleControl: true, volumeControl: true };

describe('002 §4 Share session', () => {
  it('002 §4: starting switches to participant mode (SHAREPLAY_PARTICIPANT) with a void player', async () => {
    const { player, share, remote } = setup();
    await share.start({ id: 's1', displayName: 'Road trip' }, remote);
    expect(share.isActive).toBe(true);
    expect(share.session?.displayName).toBe('Road trip');
    expect(player.settings.playbackMode).toBe(PlaybackMode.SHAREPLAY_PARTICIPANT);
    expect(player.voidSink).toBe(true);
  });

  it('002 §4: ending restores the volume, repeat, shuffle, autoplay and mode saved at the start', async () => {
    const { player, share, remote } = setup();
    const before = player.settings;
    await share.start({ id: 's1', mediaState: { capabilities: fullControl, volume: 0.3, repeatMode: PlayerRepeatMode.none, shuffleMode: PlayerShuffleMode.off, autoPlay: false } }, remote);
    share.setVolume(0.1);
    expect(player.settings).not.toEqual(before);
    await share.end();
    expect(player.settings).toEqual(before);
    expect(player.voidSink).toBe(false);
    expect(share.isActive).toBe(false);
  });

  it.each([
    ['autoplay', 'autoPlayControl'],
    ['repeat', 'repeatControl'],
    ['shuffle', 'shuffleControl'],
    ['volume', 'volumeControl'],
  ] as const)('002 §4: participants control %s only when the session flag %s allows it', async (control, flag) => {
    const { share, remote } = setup();
    await share.start({ id: 's1', mediaState: { capabilities: { ...noControl, [flag]: true } } }, remote);
    expect(share.allows(control)).toBe(true);
    share.update({ capabilities: noControl });
    expect(share.allows(control)).toBe(false);
  });

  it('002 §4: seek, edit queue, pause, skip next, skip previous and skip to item are always allowed', async () => {
    const { share, remote } = setup();
    await share.start({ id: 's1', mediaState: { capabilities: noControl } }, remote);
    for (const control of ['seek', 'editQueue', 'pause', 'skipNext', 'skipPrevious', 'skipToItem'] as const) expect(share.allows(control)).toBe(true);
  });

  it('002 §4: volume and autoplay changes not permitted are ignored with a warning', async () => {
    const { player, logger, share, remote } = setup();
    await share.start({ id: 's1', mediaState: { capabilities: noControl } }, remote);
    expect(share.setVolume(0.2)).toBe(false);
    expect(share.setAutoplayEnabled(false)).toBe(false);
    expect(player.settings.volume).toBe(0.8);
    expect(player.settings.autoplayEnabled).toBe(true);
    expect(logger.messages('warning')).toEqual([
      'Share session: volume changes are not permitted for participants; ignored',
      'Share session: autoplay changes are not permitted for participants; ignored',
    ]);
  });

  it('002 §4: repeat and shuffle changes not permitted are ignored too', async () => {
    const { player, share, remote } = setup();
    await share.start({ id: 's1', mediaState: { capabilities: noControl } }, remote);
    expect(share.setRepeatMode(PlayerRepeatMode.one)).toBe(false);
    expect(share.setShuffleMode(PlayerShuffleMode.off)).toBe(false);
    expect(player.settings.repeatMode).toBe(PlayerRepeatMode.all);
    expect(player.settings.shuffleMode).toBe(PlayerShuffleMode.songs);
  });

  it('002 §4: permitted changes apply to the player', async () => {
    const { player, share, remote } = setup();
    await share.start({ id: 's1', mediaState: { capabilities: fullControl } }, remote);
    expect(share.setVolume(0.5)).toBe(true);
    expect(share.setRepeatMode(PlayerRepeatMode.one)).toBe(true);
    expect([player.settings.volume, player.settings.repeatMode]).toEqual([0.5, PlayerRepeatMode.one]);
  });

  it('002 §4: skip next and previous are sent to the session instead of acting locally', async () => {
    const { sent, share, remote } = setup();
    await share.start({ id: 's1' }, remote);
    await expect(share.skipToNextItem()).resolves.toBe(true);
    await expect(share.skipToPreviousItem()).resolves.toBe(true);
    expect(sent).toEqual(['next', 'previous']);
  });

  it('without a session everything is allowed locally and skips are left to the player', async () => {
    const { player, sent, share } = setup();
    expect(share.allows('volume')).toBe(true);
    expect(share.setVolume(0.4)).toBe(true);
    expect(player.settings.volume).toBe(0.4);
    await expect(share.skipToNextItem()).resolves.toBe(false);
    expect(sent).toEqual([]);
    await share.end();
    expect(player.calls).toEqual([]);
  });

  it('the session’s own media state is applied as it changes, whatever the participant flags', async () => {
    const { player, share, remote } = setup();
    await share.start({ id: 's1', mediaState: { capabilities: noControl } }, remote);
    share.update({ volume: 0.25, repeatMode: PlayerRepeatMode.one, shuffleMode: PlayerShuffleMode.off, autoPlay: false });
    expect(player.settings).toMatchObject({ volume: 0.25, repeatMode: PlayerRepeatMode.one, shuffleMode: PlayerShuffleMode.off, autoplayEnabled: false });
  });

  it('joining another session first ends the current one, so the settings saved are the listener’s own', async () => {
    const { player, share, remote } = setup();
    const before = player.settings;
    await share.start({ id: 's1', mediaState: { volume: 0.1 } }, remote);
    await share.start({ id: 's2', mediaState: { volume: 0.2 } }, remote);
    await share.end();
    expect(player.settings).toEqual(before);
    expect(player.calls).toEqual(['voidSink(true)', 'voidSink(false)', 'voidSink(true)', 'voidSink(false)']);
  });
});
