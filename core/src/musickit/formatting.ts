/**
 * The namespace's formatting helpers (MUSICKIT-SURFACE.md; 000 §9 artwork defaults; 002 §9
 * time format). Pure: the pixel ratio is passed in by the caller that knows the platform.
 */

import { ARTWORK_DEFAULTS } from '../domain/constants/index.ts';
import type { Artwork } from '../domain/media-item/media-item.types.ts';

/**
 * Fills an artwork URL template. Height comes before width, as in the incumbent.
 *
 * @example
 * formatArtworkURL({ url: 'https://a/{w}x{h}bb.{f}', width: 3000, height: 3000 }, 200, 200) // 'https://a/200x200bb.jpg'
 */
export function formatArtworkURL(artwork: Artwork, height?: number, width?: number, devicePixelRatio = 1): string {
  if (typeof artwork?.url !== 'string') return '';
  const scale = devicePixelRatio >= ARTWORK_DEFAULTS.highDensityPixelRatio ? ARTWORK_DEFAULTS.highDensityScale : 1;
  // A size not asked for is the artwork's; an artwork without one is square on the size asked.
  const h = Math.round((height ?? artwork.height ?? width ?? ARTWORK_DEFAULTS.height) * scale);
  const w = Math.round((width ?? artwork.width ?? height ?? ARTWORK_DEFAULTS.width) * scale);
  return artwork.url.replace('{w}', String(w)).replace('{h}', String(h)).replace('{f}', ARTWORK_DEFAULTS.format);
}

/**
 * 002 §9 time format: hours optional, minutes, zero-padded seconds; separator ':' by default.
 *
 * @example
 * formatMediaTime(75) // '1:15'; formatMediaTime(3725) // '1:02:05'
 */
export function formatMediaTime(seconds: number, separator = ':'): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? [hours, String(minutes).padStart(2, '0'), secs].join(separator) : [minutes, secs].join(separator);
}

export interface FormattedDuration {
  readonly hours: number;
  readonly minutes: number;
}

/** Whole hours and remaining whole minutes of a duration in seconds. */
export function formattedSeconds(seconds: number): FormattedDuration {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) };
}

/** Whole hours and remaining whole minutes of a duration in milliseconds. */
export function formattedMilliseconds(milliseconds: number): FormattedDuration {
  return formattedSeconds(milliseconds / 1000);
}
