import { describe, expect, it } from 'vitest';
import { formatArtworkURL, formatMediaTime, formattedMilliseconds, formattedSeconds } from '../../../core/src/musickit/formatting.ts';

const artwork = { url: 'https://img/{w}x{h}bb.{f}', width: 3000, height: 2000 };

describe('MUSICKIT-SURFACE formatArtworkURL (000 §9 artwork defaults)', () => {
  it('takes height before width and fills {f} with jpg', () => {
    expect(formatArtworkURL(artwork, 300, 200)).toBe('https://img/200x300bb.jpg');
  });
  it("defaults to the artwork's own size", () => {
    expect(formatArtworkURL(artwork)).toBe('https://img/3000x2000bb.jpg');
  });
  it('defaults to 100x100 when the artwork has no size', () => {
    expect(formatArtworkURL({ url: 'https://img/{w}x{h}.{f}' })).toBe('https://img/100x100.jpg');
  });
  it.each([
    [1, '100x100'],
    [1.49, '100x100'],
    [1.5, '200x200'],
    [3, '200x200'],
  ])('000 §9: at pixel ratio %f the size is %s (doubled from 1.5)', (ratio, size) => {
    expect(formatArtworkURL({ url: '{w}x{h}' }, 100, 100, ratio)).toBe(size);
  });
});

describe('002 §9 time format: hours optional, minutes, zero-padded seconds', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [75.9, '1:15'],
    [600, '10:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('formatMediaTime(%f) = %s', (seconds, text) => {
    expect(formatMediaTime(seconds)).toBe(text);
  });
  it('takes a separator', () => {
    expect(formatMediaTime(3725, '.')).toBe('1.02.05');
  });
  it('formattedSeconds and formattedMilliseconds give whole hours and minutes', () => {
    expect(formattedSeconds(3725)).toEqual({ hours: 1, minutes: 2 });
    expect(formattedMilliseconds(3_725_000)).toEqual({ hours: 1, minutes: 2 });
  });
});
