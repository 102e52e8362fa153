import { describe, expect, it } from 'vitest';
import { BrowserMediaSession } from '@mediakit/adapters/browser';

class RecordingMediaSession {
  metadata: unknown = null;
  playbackState = 'none';
  readonly handlers = new Map<string, ((details: { action: string; seekTime?: number }) => void) | null>();
  setActionHandler(action: string, handler: ((details: { action: string; seekTime?: number }) => void) | null): void {
    if (action === 'stop') throw new TypeError(`The provided value '${action}' is not a valid enum value`);
    this.handlers.set(action, handler);
  }
}

describe('002 §7 BrowserMediaSession on navigator.mediaSession', () => {
  it('sets the playback state and passes seekTime to the handler; an action the browser does not know is skipped', () => {
    const session = new RecordingMediaSession();
    const adapter = new BrowserMediaSession({ mediaSession: session as unknown as MediaSession });
    adapter.setPlaybackState('playing');
    const seeks: Array<number | undefined> = [];
    adapter.setActionHandler('seekto', ({ seekTime }) => seeks.push(seekTime));
    expect(() => adapter.setActionHandler('stop', () => {})).not.toThrow();
    session.handlers.get('seekto')?.({ action: 'seekto', seekTime: 12 });
    expect(session.playbackState).toBe('playing');
    expect(seeks).toEqual([12]);
  });

  it('builds MediaMetadata when the browser has it, and clears it with null', () => {
    const session = new RecordingMediaSession();
    class FakeMediaMetadata {
      constructor(readonly init: unknown) {}
    }
    const original = (globalThis as { MediaMetadata?: unknown }).MediaMetadata;
    (globalThis as { MediaMetadata?: unknown }).MediaMetadata = FakeMediaMetadata;
    try {
      const adapter = new BrowserMediaSession({ mediaSession: session as unknown as MediaSession });
      adapter.setMetadata({ title: 'T', artist: 'A', album: 'B', artwork: [{ src: 'https://a/96x96bb.jpg', sizes: '96x96', type: 'image/jpeg' }] });
      expect((session.metadata as FakeMediaMetadata).init).toEqual({ title: 'T', artist: 'A', album: 'B', artwork: [{ src: 'https://a/96x96bb.jpg', sizes: '96x96', type: 'image/jpeg' }] });
      adapter.setMetadata(null);
      expect(session.metadata).toBeNull();
    } finally {
      (globalThis as { MediaMetadata?: unknown }).MediaMetadata = original;
    }
  });

  it('is a no-op where there is no Media Session API (Node, SSR, old browsers)', () => {
    const adapter = new BrowserMediaSession();
    expect(() => {
      adapter.setMetadata({ title: 'T', artist: '', album: '', artwork: [] });
      adapter.setPlaybackState('paused');
      adapter.setActionHandler('play', () => {});
    }).not.toThrow();
  });
});
