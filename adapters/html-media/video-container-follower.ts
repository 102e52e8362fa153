import type { Cancel } from '@mediakit/core';
import { placeVideoElement } from './video-element-placement.ts';

/**
 * Keeps a loaded video in the page's current video container (001 §2) when the page replaces
 * it: an app that re-renders its stage (leaving the video's view and coming back) drops the old
 * container with the element inside, and the browser pauses a media element taken out of the
 * document. Without this the new stage stays black while the element plays detached (issue 20).
 * Event-driven: a MutationObserver on the document, acting only when the container changed.
 *
 * @example
 * const stop = followVideoContainer(video, () => instance.videoContainerElement as HTMLElement);
 */
export function followVideoContainer(element: HTMLMediaElement, container: () => HTMLElement | null | undefined): Cancel {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => undefined;
  const follow = (): void => {
    const current = container();
    if (current?.isConnected && element.parentElement !== current) placeVideoElement(element, current);
  };
  const observer = new MutationObserver(follow);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
