// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ScriptedPresentation } from '@mediakit/adapters/node';
import { PresentationMode } from '@mediakit/core';
import { MediaKitProvider, usePresentationMode } from '@mediakit/react';
import { headlessKit } from './headless-instance.ts';

// Issue 19 (picture-in-picture for video): the demo offers the picture-in-picture button only
// where the video that plays can go there, and shows where it is (001 §2 presentation modes).
afterEach(cleanup);

function Presentation(): React.ReactNode {
  const { mode, pictureInPictureAvailable } = usePresentationMode();
  return (
    <>
      <span data-testid="mode">{PresentationMode[mode]}</span>
      <span data-testid="available">{String(pictureInPictureAvailable)}</span>
    </>
  );
}

describe('usePresentationMode (001 §2 presentation modes)', () => {
  it('is unavailable before a video plays, available once it does, and follows picture-in-picture in and out', async () => {
    const kit = await headlessKit();
    const presentation = new ScriptedPresentation();
    kit.host.sinks.sinkFacets = { presentation: () => presentation };
    render(<MediaKitProvider instance={kit.music}><Presentation /></MediaKitProvider>);
    expect(screen.getByTestId('available').textContent).toBe('false');
    expect(screen.getByTestId('mode').textContent).toBe('inline');
    await act(async () => {
      await kit.queueSongs();
      await kit.play();
    });
    expect(screen.getByTestId('available').textContent).toBe('true');
    await act(() => kit.music.requestPictureInPicture());
    expect(screen.getByTestId('mode').textContent).toBe('pictureinpicture');
    // The listener closes the window with the browser's own control.
    act(() => presentation.change({ mode: 'inline', fullscreen: false }));
    expect(screen.getByTestId('mode').textContent).toBe('inline');
  });

  it('stays unavailable while something without a video element plays', async () => {
    const kit = await headlessKit();
    render(<MediaKitProvider instance={kit.music}><Presentation /></MediaKitProvider>);
    await act(async () => {
      await kit.queueSongs();
      await kit.play();
    });
    expect(screen.getByTestId('available').textContent).toBe('false');
    expect(screen.getByTestId('mode').textContent).toBe('inline');
  });
});
