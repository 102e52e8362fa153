// 001 §2 subtitle overlay geometry (1.5% margin, size 100%, 41px line fallback, at most 10
// overlap attempts) on W3C WebVTT §7.2 "apply WebVTT cue settings".
import { describe, expect, it } from 'vitest';
import {
  createWebVttCue,
  cueInlineBox,
  layoutCues,
  type CueRect,
  type WebVttCueInit,
} from '../../../../core/src/domain/webvtt/index.ts';

const overlay = { width: 1000, height: 500 };
const cue = (init: Partial<WebVttCueInit> = {}) => createWebVttCue({ start: 0, end: 1, text: 'x', ...init });

function overlaps(a: CueRect, b: CueRect): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

describe('001 §2 "Overlay margin is 1.5 percent" and "Default cue size is 100 percent"', () => {
  it('places a default cue on the last line inside the margin, full width', () => {
    // margin = 1.5% of 1000 = 15 on every side; the title area is 970 × 470 from (15, 15).
    expect(layoutCues(overlay, [{ cue: cue(), blockSize: 41 }])).toEqual([{ left: 15, top: 444, width: 970, height: 41 }]);
  });

  it('uses the 41px single-line height fallback when no line height is measured', () => {
    const [withFallback] = layoutCues(overlay, [{ cue: cue({ line: 2 }), blockSize: 41 }]);
    const [measured] = layoutCues(overlay, [{ cue: cue({ line: 2 }), blockSize: 30, lineHeight: 30 }]);
    expect(withFallback!.top).toBe(15 + 2 * 41);
    expect(measured!.top).toBe(15 + 2 * 30);
  });

  it('counts negative line numbers from the bottom', () => {
    const [rect] = layoutCues(overlay, [{ cue: cue({ line: -2 }), blockSize: 41 }]);
    expect(rect!.top).toBe(485 - 2 * 41);
  });

  it('moves a multi-line cue up until it fits above the bottom margin', () => {
    const [rect] = layoutCues(overlay, [{ cue: cue(), blockSize: 123, lineHeight: 41 }]);
    expect(rect!.top + rect!.height).toBeLessThanOrEqual(485);
    expect(rect!.top).toBe(485 - 123);
  });
});

describe('W3C §7.2 position, position alignment and size', () => {
  it('places a line-left box at its position with its size', () => {
    expect(cueInlineBox(cue({ position: 10, positionAlign: 'line-left', size: 50 }), overlay)).toEqual({ inlineStart: 15 + 97, inlineSize: 485 });
  });

  it('centres a smaller box on position 50 by default', () => {
    expect(cueInlineBox(cue({ size: 50 }), overlay)).toEqual({ inlineStart: 15 + 242.5, inlineSize: 485 });
  });

  it('shrinks the box to the room its position leaves (maximum size)', () => {
    expect(cueInlineBox(cue({ position: 80 }), overlay).inlineSize).toBeCloseTo(0.4 * 970);
    expect(cueInlineBox(cue({ position: 30, positionAlign: 'line-right' }), overlay).inlineSize).toBeCloseTo(0.3 * 970);
  });

  it('anchors left- and right-aligned cues at the edges when position is auto', () => {
    expect(cueInlineBox(cue({ align: 'left', size: 40 }), overlay).inlineStart).toBe(15);
    const right = cueInlineBox(cue({ align: 'right', size: 40 }), overlay);
    expect(right.inlineStart + right.inlineSize).toBeCloseTo(985);
  });

  it('keeps every box finite and inside the area for line numbers up to Number.MAX_VALUE (issue 22; WPT settings-line accepts them)', () => {
    for (const line of [Number.MAX_VALUE, -Number.MAX_VALUE, 1e6, -1e6]) {
      const [rect] = layoutCues(overlay, [{ cue: cue({ line }), blockSize: 41, lineHeight: 41 }]);
      expect(Number.isFinite(rect!.top) && Number.isFinite(rect!.left)).toBe(true);
      expect(rect!.top).toBeGreaterThanOrEqual(15);
      expect(rect!.top + rect!.height).toBeLessThanOrEqual(485);
    }
  });

  it('places a percentage line with its line alignment (snap-to-lines off)', () => {
    const [rect] = layoutCues(overlay, [{ cue: cue({ line: 50, snapToLines: false, lineAlign: 'center' }), blockSize: 40 }]);
    expect(rect!.top).toBe(15 + 235 - 20);
  });

  it('lays vertical cues out along columns: rl on the left for the last line, lr on the right', () => {
    const [rl] = layoutCues(overlay, [{ cue: cue({ vertical: 'rl' }), blockSize: 41 }]);
    const [lr] = layoutCues(overlay, [{ cue: cue({ vertical: 'lr' }), blockSize: 41 }]);
    expect(rl).toEqual({ left: 15, top: 15, width: 41, height: 470 });
    expect(lr).toEqual({ left: 985 - 41, top: 15, width: 41, height: 470 });
  });
});

describe('001 §2 "Overlap resolution makes at most 10 attempts"', () => {
  it('stacks overlapping cues line by line without overlap', () => {
    const rects = layoutCues(overlay, [0, 1, 2].map(() => ({ cue: cue(), blockSize: 41 })));
    expect(rects.map((r) => r.top)).toEqual([444, 403, 362]);
  });

  it('nudges a percentage-positioned cue clear of an earlier one', () => {
    const rects = layoutCues(overlay, [
      { cue: cue({ line: 50, snapToLines: false }), blockSize: 50 },
      { cue: cue({ line: 50, snapToLines: false }), blockSize: 50 },
    ]);
    expect(overlaps(rects[0]!, rects[1]!)).toBe(false);
  });

  it('gives up after 10 attempts: the twelfth stacked cue still overlaps', () => {
    const tall = { width: 1000, height: 1000 };
    const rects = layoutCues(tall, Array.from({ length: 12 }, () => ({ cue: cue(), blockSize: 41 })));
    const first11 = rects.slice(0, 11);
    for (let i = 0; i < first11.length; i++) for (let j = i + 1; j < first11.length; j++) expect(overlaps(first11[i]!, first11[j]!)).toBe(false);
    expect(first11.some((r) => overlaps(r, rects[11]!))).toBe(true);
  });

  it('flips direction when stepping leaves the area, then keeps the box inside', () => {
    // Line 0 is taken; a second cue on line 0 moves down, not out of the top.
    const rects = layoutCues(overlay, [
      { cue: cue({ line: 0 }), blockSize: 41 },
      { cue: cue({ line: 0 }), blockSize: 41 },
    ]);
    expect(rects.map((r) => r.top)).toEqual([15, 56]);
  });

  it('keeps every box inside the margins when it fits', () => {
    const rects = layoutCues(overlay, [
      { cue: cue({ line: 40 }), blockSize: 41 },
      { cue: cue({ line: -40 }), blockSize: 41 },
      { cue: cue({ line: 100, snapToLines: false, lineAlign: 'start' }), blockSize: 41 },
    ]);
    for (const r of rects) {
      expect(r.top).toBeGreaterThanOrEqual(15);
      expect(r.top + r.height).toBeLessThanOrEqual(485);
    }
  });
});
