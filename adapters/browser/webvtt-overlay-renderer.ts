import { SUBTITLE_DEFAULTS, cueInlineBox, layoutCues, parseCueText, type MeasuredCue, type OverlaySize, type WebVttCue } from '@mediakit/core';
import { cueTextFragment } from './cue-text-dom.ts';

export interface WebVttOverlayRendererOptions {
  /** The video container (001 §2); the overlay is placed inside it, over the video. */
  readonly container: HTMLElement;
  /** The video the cues belong to: the overlay covers its picture, not the letterbox bars. */
  readonly video?: () => HTMLVideoElement | null | undefined;
}

/**
 * Draws subtitle cues as a DOM overlay on the video (001 §2): 1.5 % margins, default size
 * 100 %, font calc(1vw + 1em), boxes placed by the core's pure layout (`cueInlineBox`,
 * `layoutCues`) after measuring them here. Cue text goes through the core's safe node tree and
 * is built with createElement and text nodes only, so markup in a subtitle file stays inert text.
 *
 * @example
 * const overlay = new WebVttOverlayRenderer({ container, video: () => container.querySelector('video') });
 * tracks.events.on('cuesDidChange', ({ cues }) => overlay.render(cues));
 */
export class WebVttOverlayRenderer {
  readonly #container: HTMLElement;
  readonly #video: (() => HTMLVideoElement | null | undefined) | undefined;
  readonly #overlay: HTMLDivElement;
  readonly #resize: ResizeObserver | null;
  #cues: readonly WebVttCue[] = [];

  constructor(options: WebVttOverlayRendererOptions) {
    this.#container = options.container;
    this.#video = options.video;
    const document = this.#container.ownerDocument;
    if (document.defaultView?.getComputedStyle(this.#container).position === 'static') this.#container.style.position = 'relative';
    this.#overlay = document.createElement('div');
    this.#overlay.className = 'mediakit-subtitles';
    this.#overlay.dataset.mediakit = 'subtitles';
    Object.assign(this.#overlay.style, {
      position: 'absolute',
      pointerEvents: 'none',
      overflow: 'hidden',
      fontSize: SUBTITLE_DEFAULTS.videoSubtitleSize,
      lineHeight: '1.25',
      color: '#fff',
      fontFamily: 'sans-serif',
      zIndex: '1',
    });
    this.#container.appendChild(this.#overlay);
    const View = document.defaultView;
    this.#resize = View && 'ResizeObserver' in View ? new View.ResizeObserver(() => this.#draw()) : null;
    this.#resize?.observe(this.#container);
  }

  /** The overlay element (for styling and tests). */
  get element(): HTMLElement {
    return this.#overlay;
  }

  /** Shows exactly these cues (the active ones), replacing what was shown. */
  render(cues: readonly WebVttCue[]): void {
    this.#cues = cues;
    this.#draw();
  }

  destroy(): void {
    this.#resize?.disconnect();
    this.#overlay.remove();
  }

  #draw(): void {
    const size = this.#placeOverlay();
    this.#overlay.replaceChildren();
    if (this.#cues.length === 0 || size.width <= 0 || size.height <= 0) return;
    const boxes = this.#cues.map((cue) => this.#box(cue, size));
    const measured: MeasuredCue[] = boxes.map(({ cue, box, text }) => {
      const lineHeight = Number.parseFloat(this.#overlay.ownerDocument.defaultView?.getComputedStyle(text).lineHeight ?? '');
      return {
        cue,
        blockSize: cue.vertical === '' ? box.offsetHeight : box.offsetWidth,
        ...(Number.isFinite(lineHeight) && lineHeight > 0 ? { lineHeight } : {}),
      };
    });
    const rects = layoutCues(size, measured);
    boxes.forEach(({ box }, index) => {
      const rect = rects[index];
      if (!rect) return;
      Object.assign(box.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px`, visibility: 'visible' });
    });
  }

  /** One cue's box, sized along its lines and appended hidden so it can be measured. */
  #box(cue: WebVttCue, size: OverlaySize): { cue: WebVttCue; box: HTMLDivElement; text: HTMLSpanElement } {
    const document = this.#overlay.ownerDocument;
    const box = document.createElement('div');
    box.className = 'mediakit-cue';
    const text = document.createElement('span');
    text.className = 'mediakit-cue-text';
    text.appendChild(cueTextFragment(document, parseCueText(cue.text)));
    box.appendChild(text);
    const inline = cueInlineBox(cue, size);
    Object.assign(box.style, {
      position: 'absolute',
      visibility: 'hidden',
      boxSizing: 'border-box',
      textAlign: cue.align,
      whiteSpace: 'pre-line',
      writingMode: cue.vertical === 'rl' ? 'vertical-rl' : cue.vertical === 'lr' ? 'vertical-lr' : 'horizontal-tb',
      ...(cue.vertical === '' ? { left: `${inline.inlineStart}px`, width: `${inline.inlineSize}px` } : { top: `${inline.inlineStart}px`, height: `${inline.inlineSize}px` }),
    });
    Object.assign(text.style, { background: 'rgba(0, 0, 0, 0.8)', padding: '0 0.2em', boxDecorationBreak: 'clone' });
    text.style.setProperty('-webkit-box-decoration-break', 'clone');
    this.#overlay.appendChild(box);
    return { cue, box, text };
  }

  /** Puts the overlay over the picture (object-fit: contain letterboxing) and returns its size. */
  #placeOverlay(): OverlaySize {
    const width = this.#container.clientWidth;
    const height = this.#container.clientHeight;
    const video = this.#video?.();
    let area = { left: 0, top: 0, width, height };
    if (video && video.videoWidth > 0 && video.videoHeight > 0 && width > 0 && height > 0) {
      const scale = Math.min(width / video.videoWidth, height / video.videoHeight);
      const w = video.videoWidth * scale;
      const h = video.videoHeight * scale;
      area = { left: (width - w) / 2, top: (height - h) / 2, width: w, height: h };
    }
    Object.assign(this.#overlay.style, { left: `${area.left}px`, top: `${area.top}px`, width: `${area.width}px`, height: `${area.height}px` });
    return { width: area.width, height: area.height };
  }
}
