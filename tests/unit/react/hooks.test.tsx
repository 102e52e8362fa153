// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
import { MediaKitProvider, useNowPlaying, usePlaybackState, usePlaybackTime } from '@mediakit/react';
import { CONFIGURATION, headlessKit } from './headless-instance.ts';

// The hooks over the product's instance (createHeadlessMusicKit): the events they listen to are
// the instance's own (MUSICKIT-SURFACE.md event names), not a test double's.
afterEach(cleanup);

function counting<P extends object>(Component: (props: P) => React.ReactNode) {
  const renders = { count: 0 };
  const Counted = (props: P): React.ReactNode => {
    renders.count++;
    return Component(props);
  };
  return { Counted, renders };
}

describe('@mediakit/react hooks (issue 10: no re-render when an unrelated part of the state changes)', () => {
  it('usePlaybackState follows playbackStateDidChange: none → playing → paused', async () => {
    const kit = await headlessKit();
    const State = (): React.ReactNode => <span data-testid="state">{usePlaybackState()}</span>;
    render(<MediaKitProvider instance={kit.music}><State /></MediaKitProvider>);
    expect(screen.getByTestId('state').textContent).toBe(String(PlaybackStates.none));
    await act(async () => {
      await kit.queueSongs();
      await kit.play();
    });
    expect(screen.getByTestId('state').textContent).toBe(String(PlaybackStates.playing));
    await act(() => kit.control(kit.music.pause()));
    expect(screen.getByTestId('state').textContent).toBe(String(PlaybackStates.paused));
  });

  it('a state hook and a now-playing hook do not re-render on time or volume updates', async () => {
    const kit = await headlessKit();
    const state = counting(() => <span>{usePlaybackState()}</span>);
    const now = counting(() => <span>{useNowPlaying().item?.title}</span>);
    const time = counting(() => <span>{usePlaybackTime().currentTime}</span>);
    render(<MediaKitProvider instance={kit.music}><state.Counted /><now.Counted /><time.Counted /></MediaKitProvider>);
    await act(async () => {
      await kit.queueSongs();
      await kit.play();
    });
    const before = { state: state.renders.count, now: now.renders.count, time: time.renders.count };
    const timeEvents: number[] = [];
    kit.music.addEventListener('playbackTimeDidChange', ({ currentPlaybackTime }) => timeEvents.push(currentPlaybackTime));
    await act(async () => {
      await kit.host.clock.advanceAsync(3_000);
      kit.music.volume = 0.5;
    });
    expect(timeEvents.length).toBeGreaterThan(0);
    expect(time.renders.count).toBeGreaterThan(before.time);
    expect(state.renders.count).toBe(before.state);
    expect(now.renders.count).toBe(before.now);
  });

  it('usePlaybackTime re-renders at most once per quarter second of media time', async () => {
    const kit = await headlessKit();
    const time = counting(() => <span data-testid="t">{usePlaybackTime().currentTime}</span>);
    render(<MediaKitProvider instance={kit.music}><time.Counted /></MediaKitProvider>);
    await act(async () => {
      await kit.queueSongs();
      await kit.play();
      await kit.control(kit.music.pause());
    });
    const timeEvents: number[] = [];
    kit.music.addEventListener('playbackTimeDidChange', ({ currentPlaybackTime }) => timeEvents.push(currentPlaybackTime));
    await act(() => kit.control(kit.music.seekToTime(1.0)));
    const before = time.renders.count;
    // Three positions within one quarter second: the instance reports each, the hook shows one.
    await act(async () => {
      for (const seconds of [1.05, 1.1, 1.2]) await kit.control(kit.music.seekToTime(seconds));
    });
    expect(timeEvents.length).toBeGreaterThanOrEqual(4);
    expect(time.renders.count).toBe(before);
    expect(screen.getByTestId('t').textContent).toBe('1');
    await act(() => kit.control(kit.music.seekToTime(1.3)));
    expect(time.renders.count).toBe(before + 1);
    expect(screen.getByTestId('t').textContent).toBe('1.25');
  });

  it('unsubscribes from the instance on unmount', async () => {
    const kit = await headlessKit();
    const subscribed = new Map<string, number>();
    const add = vi.spyOn(kit.music, 'addEventListener');
    const remove = vi.spyOn(kit.music, 'removeEventListener');
    const State = (): React.ReactNode => <span>{usePlaybackState()}</span>;
    const Time = (): React.ReactNode => <span>{usePlaybackTime().currentTime}</span>;
    const view = render(<MediaKitProvider instance={kit.music}><State /><Time /></MediaKitProvider>);
    expect(add).toHaveBeenCalled();
    view.unmount();
    for (const [name] of add.mock.calls) subscribed.set(name, (subscribed.get(name) ?? 0) + 1);
    for (const [name] of remove.mock.calls) subscribed.set(name, (subscribed.get(name) ?? 0) - 1);
    expect([...subscribed.values()].every((count) => count === 0)).toBe(true);
    // Each listener removed is one that was added.
    expect(remove.mock.calls.map(([name, listener]) => add.mock.calls.some(([n, l]) => n === name && l === listener))).not.toContain(false);
  });

  it('a configure function is called after mounting; the fallback shows until MusicKit.configure resolves', async () => {
    const { MusicKit } = createHeadlessMusicKit();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let configured = 0;
    const configure = async (): Promise<MusicKitInstance> => {
      configured++;
      await gate;
      return MusicKit.configure(CONFIGURATION);
    };
    const State = (): React.ReactNode => <span data-testid="ready">{usePlaybackState()}</span>;
    render(<MediaKitProvider configure={configure} fallback={<span data-testid="wait">…</span>}><State /></MediaKitProvider>);
    expect(screen.getByTestId('wait')).toBeTruthy();
    expect(configured).toBe(1);
    await act(async () => {
      release();
      await gate;
    });
    expect(await screen.findByTestId('ready')).toBeTruthy();
    expect(screen.getByTestId('ready').textContent).toBe(String(PlaybackStates.none));
    expect(MusicKit.getInstance()).toBeDefined();
  });
});
