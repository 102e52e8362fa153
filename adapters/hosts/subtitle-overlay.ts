import type { MusicKitInstance } from '@mediakit/core';
import type { InstanceTracks } from '@mediakit/core/internal';
import type { WebVttOverlayRenderer } from '../browser/webvtt-overlay-renderer.ts';

/**
 * Draws the cues the track service says are showing over the instance's video container
 * (001 §2 subtitle overlay). The renderer (and the cue-text code it needs) loads on the first
 * cues, so pages that never show subtitles never download it; a new container gets a new overlay.
 */
export function attachSubtitleOverlay(instance: MusicKitInstance, tracks: Pick<InstanceTracks, 'onReady'>): void {
  let current: { readonly container: HTMLElement; readonly renderer: Promise<WebVttOverlayRenderer> } | undefined;
  tracks.onReady((service) => service.events.on('cuesDidChange', ({ cues }) => {
    const container = instance.videoContainerElement;
    if (!(container instanceof HTMLElement)) return;
    if (current?.container !== container) {
      const previous = current;
      void previous?.renderer.then((renderer) => renderer.destroy());
      current = {
        container,
        renderer: import('../browser/webvtt-overlay-renderer.ts').then(({ WebVttOverlayRenderer }) => new WebVttOverlayRenderer({ container })),
      };
    }
    void current.renderer.then((renderer) => renderer.render(cues));
  }));
}
