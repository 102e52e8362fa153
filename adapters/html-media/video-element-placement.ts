/**
 * 001 §2: video plays in a container element on the page, without native controls, inline
 * (never taking over the screen on phones). Moves the element into the container when one is
 * given; the element keeps its identity, so a permission to play it survives the move.
 */
export function placeVideoElement(element: HTMLMediaElement, container: HTMLElement | null | undefined): void {
  element.controls = false;
  if (typeof HTMLVideoElement !== 'undefined' && element instanceof HTMLVideoElement) {
    element.playsInline = true;
    element.setAttribute('playsinline', '');
  }
  if (container && element.parentElement !== container) container.appendChild(element);
  if (container) element.hidden = false;
}
