// @vitest-environment jsdom
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
import { MediaKitProvider, useMediaKit, usePlaybackState } from '@mediakit/react';
import { CONFIGURATION } from './headless-instance.ts';

// Issue 18: a stable provider. It configures once per mount whatever the identity of its
// `configure` prop, cleans the instance up on unmount, and survives StrictMode's double effects.
afterEach(cleanup);

/** A real headless MusicKit whose configure calls are counted and whose instances' cleanups are spied. */
function countedConfigure() {
  const { MusicKit } = createHeadlessMusicKit();
  const instances: MusicKitInstance[] = [];
  const cleanups: MusicKitInstance[] = [];
  const configure = async (): Promise<MusicKitInstance> => {
    const instance = await MusicKit.configure(CONFIGURATION);
    instances.push(instance);
    const original = instance.cleanup.bind(instance);
    vi.spyOn(instance, 'cleanup').mockImplementation(() => {
      cleanups.push(instance);
      return original();
    });
    return instance;
  };
  return { configure, instances, cleanups };
}

const State = (): React.ReactNode => <span data-testid="state">{usePlaybackState()}</span>;

describe('issue 18 MediaKitProvider lifecycle', () => {
  it('an inline configure arrow re-created on every render configures once', async () => {
    const counted = countedConfigure();
    let rerender: () => void = () => {};
    const App = (): React.ReactNode => {
      const [, setTick] = useState(0);
      rerender = () => setTick((tick) => tick + 1);
      return (
        <MediaKitProvider configure={() => counted.configure()}>
          <State />
        </MediaKitProvider>
      );
    };
    render(<App />);
    await screen.findByTestId('state');
    await act(async () => {
      rerender();
      rerender();
    });
    expect(screen.getByTestId('state').textContent).toBe(String(PlaybackStates.none));
    expect(counted.instances).toHaveLength(1);
    expect(counted.cleanups).toHaveLength(0);
  });

  it('unmounting the provider calls cleanup() on the instance it configured', async () => {
    const counted = countedConfigure();
    const view = render(<MediaKitProvider configure={counted.configure}><State /></MediaKitProvider>);
    await screen.findByTestId('state');
    view.unmount();
    await waitFor(() => expect(counted.cleanups).toEqual(counted.instances));
    expect(counted.instances).toHaveLength(1);
  });

  it('StrictMode: configure is called once, the instance stays live and reaches the hooks', async () => {
    const counted = countedConfigure();
    let seen: MusicKitInstance | undefined;
    const Seen = (): React.ReactNode => {
      seen = useMediaKit();
      return null;
    };
    const view = render(
      <StrictMode>
        <MediaKitProvider configure={counted.configure}>
          <State />
          <Seen />
        </MediaKitProvider>
      </StrictMode>,
    );
    await screen.findByTestId('state');
    // Let a (wrongly) scheduled disposal run before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(counted.instances).toHaveLength(1);
    expect(counted.cleanups).toHaveLength(0);
    expect(seen).toBe(counted.instances[0]);
    view.unmount();
    await waitFor(() => expect(counted.cleanups).toEqual(counted.instances));
  });

  it('a given instance belongs to the app: unmounting does not clean it up', async () => {
    const { MusicKit } = createHeadlessMusicKit();
    const music = await MusicKit.configure(CONFIGURATION);
    const cleanupSpy = vi.spyOn(music, 'cleanup');
    const view = render(<MediaKitProvider instance={music}><State /></MediaKitProvider>);
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(cleanupSpy).not.toHaveBeenCalled();
  });
});
