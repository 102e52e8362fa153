// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);
import { MediaKitProvider, useNowPlaying, usePlaybackState, usePlaybackTime } from '@mediakit/react';
import { FakeInstance } from './fake-instance.ts';

function counting<P extends object>(Component: (props: P) => React.ReactNode) {
  const renders = { count: 0 };
  const Counted = (props: P): React.ReactNode => {
    renders.count++;
    return Component(props);
  };
  return { Counted, renders };
}

describe('@mediakit/react hooks (issue 10: no re-render when an unrelated part of the state changes)', () => {
  it('usePlaybackState follows playbackStateDidChange', () => {
    const instance = new FakeInstance();
    const State = (): React.ReactNode => <span data-testid="state">{usePlaybackState()}</span>;
    render(<MediaKitProvider instance={instance}><State /></MediaKitProvider>);
    expect(screen.getByTestId('state').textContent).toBe('0');
    act(() => {
      instance.playbackState = 2;
      instance.fire('playbackStateDidChange');
    });
    expect(screen.getByTestId('state').textContent).toBe('2');
  });

  it('a state hook does not re-render on time updates, and a time hook not on state changes', () => {
    const instance = new FakeInstance();
    const state = counting(() => <span>{usePlaybackState()}</span>);
    const now = counting(() => <span>{useNowPlaying().item?.title}</span>);
    render(<MediaKitProvider instance={instance}><state.Counted /><now.Counted /></MediaKitProvider>);
    const before = { state: state.renders.count, now: now.renders.count };
    act(() => {
      instance.currentPlaybackTime = 12;
      instance.fire('playbackTimeDidChange');
      instance.volume = 0.5;
      instance.fire('playbackVolumeDidChange');
    });
    expect(state.renders.count).toBe(before.state);
    expect(now.renders.count).toBe(before.now);
  });

  it('an event that leaves the snapshot equal does not re-render', () => {
    const instance = new FakeInstance();
    const state = counting(() => <span>{usePlaybackState()}</span>);
    render(<MediaKitProvider instance={instance}><state.Counted /></MediaKitProvider>);
    const before = state.renders.count;
    act(() => instance.fire('playbackStateDidChange'));
    expect(state.renders.count).toBe(before);
  });

  it('usePlaybackTime re-renders at most once per quarter second of media time', () => {
    const instance = new FakeInstance();
    instance.currentPlaybackDuration = 100;
    const time = counting(() => <span data-testid="t">{usePlaybackTime().currentTime}</span>);
    render(<MediaKitProvider instance={instance}><time.Counted /></MediaKitProvider>);
    const before = time.renders.count;
    act(() => {
      for (const t of [1.0, 1.05, 1.1, 1.2, 1.24]) {
        instance.currentPlaybackTime = t;
        instance.fire('playbackTimeDidChange');
      }
    });
    expect(time.renders.count).toBe(before + 1);
    expect(screen.getByTestId('t').textContent).toBe('1');
    act(() => {
      instance.currentPlaybackTime = 1.3;
      instance.fire('playbackTimeDidChange');
    });
    expect(screen.getByTestId('t').textContent).toBe('1.25');
  });

  it('unsubscribes from the instance on unmount', () => {
    const instance = new FakeInstance();
    const State = (): React.ReactNode => <span>{usePlaybackState()}</span>;
    const view = render(<MediaKitProvider instance={instance}><State /></MediaKitProvider>);
    expect(instance.listenerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(instance.listenerCount()).toBe(0);
  });

  it('a configure function is called after mounting; the fallback shows until it resolves', async () => {
    const instance = new FakeInstance();
    let resolve: (value: FakeInstance) => void = () => {};
    const configure = () => new Promise<FakeInstance>((r) => (resolve = r));
    const State = (): React.ReactNode => <span data-testid="ready">{usePlaybackState()}</span>;
    render(<MediaKitProvider configure={configure} fallback={<span data-testid="wait">…</span>}><State /></MediaKitProvider>);
    expect(screen.getByTestId('wait')).toBeTruthy();
    await act(async () => resolve(instance));
    expect(screen.getByTestId('ready').textContent).toBe('0');
  });
});
