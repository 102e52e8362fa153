// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createWebVttCue, parseCueText } from '@mediakit/core';
import { WebVttOverlayRenderer } from '../../../../adapters/browser/webvtt-overlay-renderer.ts';
import { cueTextFragment } from '../../../../adapters/browser/cue-text-dom.ts';

const HOSTILE = '<script>window.__pwned = true</script><b onmouseover="window.__pwned = true">bold</b> <img src=x onerror="window.__pwned = true"> &lt;script&gt;x&lt;/script&gt;';

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('001 §1 subtitle renderer: cue text becomes inert DOM', () => {
  it('builds only the W3C cue elements, with text nodes for everything else', () => {
    const host = document.createElement('div');
    host.append(cueTextFragment(document, parseCueText(HOSTILE)));
    expect([...host.querySelectorAll('*')].map((el) => el.tagName.toLowerCase())).toEqual(['b']);
    expect(host.querySelector('b')?.getAttributeNames()).toEqual([]);
    expect(host.textContent).toBe('window.__pwned = truebold  <script>x</script>');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps voices as titles, languages as lang, classes as classes', () => {
    const host = document.createElement('div');
    host.append(cueTextFragment(document, parseCueText('<v.loud Roger Bingham>Hi <lang fr>toi</lang> <c.yellow.big>!</c></v>')));
    const voice = host.querySelector('span[title]');
    expect(voice?.getAttribute('title')).toBe('Roger Bingham');
    expect(voice?.classList.contains('loud')).toBe(true);
    expect(host.querySelector('span[lang="fr"]')?.textContent).toBe('toi');
    expect(host.querySelector('.yellow.big')?.textContent).toBe('!');
  });

  it('the overlay shows exactly the cues it is given, and nothing when given none', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const overlay = new WebVttOverlayRenderer({ container });
    overlay.render([createWebVttCue({ start: 0, end: 1, text: HOSTILE }), createWebVttCue({ start: 0, end: 1, text: 'second' })]);
    // jsdom has no layout (a 0 x 0 overlay draws nothing); give the container a size.
    Object.defineProperty(container, 'clientWidth', { value: 640 });
    Object.defineProperty(container, 'clientHeight', { value: 360 });
    overlay.render([createWebVttCue({ start: 0, end: 1, text: HOSTILE }), createWebVttCue({ start: 0, end: 1, text: 'second' })]);
    expect(overlay.element.querySelectorAll('.mediakit-cue')).toHaveLength(2);
    expect(overlay.element.querySelector('script, img')).toBeNull();
    expect(overlay.element.textContent).toContain('<script>x</script>');
    overlay.render([]);
    expect(overlay.element.childElementCount).toBe(0);
    overlay.destroy();
    expect(container.childElementCount).toBe(0);
  });

  it('sits over the video with the 1.5 % margin inside it: boxes start inside the margin', () => {
    const container = document.createElement('div');
    Object.defineProperty(container, 'clientWidth', { value: 1000 });
    Object.defineProperty(container, 'clientHeight', { value: 500 });
    document.body.append(container);
    const overlay = new WebVttOverlayRenderer({ container });
    overlay.render([createWebVttCue({ start: 0, end: 1, text: 'left', position: 0, positionAlign: 'line-left', size: 50 })]);
    const box = overlay.element.querySelector<HTMLElement>('.mediakit-cue');
    expect(box?.style.left).toBe('15px');
    expect(box?.style.width).toBe('485px');
    // 001 §2 video subtitle size calc(1vw+1em) (CSS may serialise the sum in either order).
    expect(overlay.element.style.fontSize).toMatch(/^calc\((1vw \+ 1em|1em \+ 1vw)\)$/);
  });
});
