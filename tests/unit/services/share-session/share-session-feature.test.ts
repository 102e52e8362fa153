import { describe, expect, it } from 'vitest';
import { ShareSession, type SavedPlayerSettings, type ShareSessionPlayer, type ShareSessionRemote } from '../../../../core/src/services/share-session/index.ts';
import { shareSessionOf } from '../../../../core/src/musickit/instance-share-session.ts';
import { FeatureService } from '../../../../core/src/services/features/feature.ts';
import { PlaybackMode, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';
import { MemoryLogger } from '@mediakit/adapters/node';

// music.shareSession over the share-session feature: the rules (ShareSession) load on the first
// start (docs/size-budgets.md, "What loads on first use").

type LoadShareSession = () => typeof ShareSession | Promise<typeof ShareSession>;
/** What the core module binds: the feature's service, made once from the loaded class. */
function shareSession(local: ShareSessionPlayer, load: LoadShareSession, logger = new MemoryLogger()) {
  return shareSessionOf(new FeatureService('share session', async () => new (await load())(local, logger), logger));
}

function player(): ShareSessionPlayer & { settings: SavedPlayerSettings; voidSink: boolean } {
  return {
    settings: { volume: 1, repeatMode: PlayerRepeatMode.none, shuffleMode: PlayerShuffleMode.off, autoplayEnabled: false, playbackMode: PlaybackMode.MIXED_CONTENT },
    voidSink: false,
    read() {
      return this.settings;
    },
    setVolume(volume) {
      this.settings = { ...this.settings, volume };
    },
    setRepeatMode(repeatMode) {
      this.settings = { ...this.settings, repeatMode };
    },
    setShuffleMode(shuffleMode) {
      this.settings = { ...this.settings, shuffleMode };
    },
    setAutoplayEnabled(autoplayEnabled) {
      this.settings = { ...this.settings, autoplayEnabled };
    },
    setPlaybackMode(playbackMode) {
      this.settings = { ...this.settings, playbackMode };
    },
    switchToVoidSink(on) {
      this.voidSink = on;
    },
  };
}

const remote: ShareSessionRemote = { skipToNextItem: () => {}, skipToPreviousItem: () => {} };

describe('music.shareSession: the share session rules load with the first start', () => {
  it('loads nothing until a session starts; without one there are no rules and end() does nothing', async () => {
    let loads = 0;
    const share = shareSession(player(), () => (loads++, ShareSession));
    await share.end();
    share.update({ volume: 0.1 });
    expect([loads, share.isActive, share.session, share.rules]).toEqual([0, false, null, null]);
  });

  it('002 §4 "Starting a session … switches to participant mode with a void player": rules while active, none after the end', async () => {
    const local = player();
    const share = shareSession(local, async () => ShareSession);
    await share.start({ id: 's1', displayName: 'Road trip' }, remote);
    expect(share.rules).toBeInstanceOf(ShareSession);
    expect([share.isActive, share.session?.id, local.settings.playbackMode, local.voidSink]).toEqual([true, 's1', PlaybackMode.SHAREPLAY_PARTICIPANT, true]);
    await share.end();
    expect([share.isActive, share.rules, local.settings.playbackMode, local.voidSink]).toEqual([false, null, PlaybackMode.MIXED_CONTENT, false]);
  });

  it('a failed load fails that start and the next start tries again', async () => {
    let attempts = 0;
    const share = shareSession(player(),
      async () => {
        if (++attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return ShareSession;
      });
    await expect(share.start({ id: 's1' }, remote)).rejects.toThrow('Failed to fetch');
    expect(share.isActive).toBe(false);
    await share.start({ id: 's1' }, remote);
    expect([attempts, share.isActive]).toEqual([2, true]);
  });

  it('starts that overlap share one rule holder, so the second saves nothing over the first (002 §4 "Ending the session restores the saved values")', async () => {
    const local = player();
    local.settings = { ...local.settings, volume: 0.9 };
    const share = shareSession(local, async () => ShareSession);
    await Promise.all([share.start({ id: 's1', mediaState: { volume: 0.2 } }, remote), share.start({ id: 's2', mediaState: { volume: 0.3 } }, remote)]);
    await share.end();
    expect([share.isActive, local.settings.volume]).toEqual([false, 0.9]);
  });
});
