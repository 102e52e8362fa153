// 001 §5 Subtitles (WebVTT) rules for cues built by code, and §3 Subtitle cue fields.
import { describe, expect, it } from 'vitest';
import { WebVttCueError, createWebVttCue, type WebVttCueInit } from '../../../../core/src/domain/webvtt/index.ts';

function codeOf(init: unknown): string | undefined {
  try {
    createWebVttCue(init as WebVttCueInit);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(WebVttCueError);
    return (error as WebVttCueError).code;
  }
}

describe('001 §3 Subtitle cue and §5 cue rules', () => {
  it('builds a cue with start, end, text, line, position, size, align and vertical', () => {
    expect(createWebVttCue({ start: 1, end: 2, text: 'Hi', line: -1, position: 20, size: 50, align: 'left', vertical: 'rl' })).toMatchObject({
      start: 1,
      end: 2,
      text: 'Hi',
      line: -1,
      position: 20,
      size: 50,
      align: 'left',
      vertical: 'rl',
    });
  });

  it("'A cue needs start, end and text'", () => {
    expect(codeOf({ start: 1, end: 2 })).toBe('cue-incomplete');
    expect(codeOf({ end: 2, text: '' })).toBe('cue-incomplete');
    expect(codeOf(undefined)).toBe('cue-incomplete');
  });

  it("'Cue start and end must be numbers'", () => {
    expect(codeOf({ start: '1', end: 2, text: '' })).toBe('bad-timestamp');
    expect(codeOf({ start: 1, end: Number.NaN, text: '' })).toBe('bad-timestamp');
  });

  it("'Line and position are a number or auto'", () => {
    expect(codeOf({ start: 0, end: 1, text: '', line: 'top' })).toBe('bad-line');
    expect(codeOf({ start: 0, end: 1, text: '', position: 'left' })).toBe('bad-position');
    expect(codeOf({ start: 0, end: 1, text: '', line: 'auto', position: 'auto' })).toBeUndefined();
  });

  it("'Size and percentages lie between 0 and 100'", () => {
    expect(codeOf({ start: 0, end: 1, text: '', size: 101 })).toBe('bad-size');
    expect(codeOf({ start: 0, end: 1, text: '', size: -1 })).toBe('bad-size');
    expect(codeOf({ start: 0, end: 1, text: '', position: 100.5 })).toBe('bad-position');
    expect(codeOf({ start: 0, end: 1, text: '', line: 150, snapToLines: false })).toBe('bad-line');
    expect(codeOf({ start: 0, end: 1, text: '', size: 0, position: 100 })).toBeUndefined();
  });

  it("'Align values and vertical values (empty, rl, lr) are restricted to fixed sets'", () => {
    expect(codeOf({ start: 0, end: 1, text: '', align: 'middle' })).toBe('bad-align');
    expect(codeOf({ start: 0, end: 1, text: '', vertical: 'tb' })).toBe('bad-vertical');
    for (const align of ['start', 'center', 'end', 'left', 'right']) expect(codeOf({ start: 0, end: 1, text: '', align })).toBeUndefined();
    for (const vertical of ['', 'rl', 'lr']) expect(codeOf({ start: 0, end: 1, text: '', vertical })).toBeUndefined();
  });
});
