// Pure reads of item attributes (000 §3 "Attributes read" and the display rules beside them).

import type { Artwork, MediaItemAttributes } from './media-item.types.ts';

/** Title: `name`, else `title` (000 §3). */
export function titleOf(attributes: MediaItemAttributes): string | undefined {
  return attributes.name ?? attributes.title;
}

/** 000 §3: a classical item is one whose genres include Classical (any case). */
function isClassical(attributes: MediaItemAttributes): boolean {
  return (attributes.genreNames ?? []).some((genre) => genre.toLowerCase() === 'classical');
}

/**
 * The artist to show (000 §3): for classical genre items, the composer when one exists.
 *
 * @example
 * displayArtistName({ artistName: 'Berlin Phil', composerName: 'Brahms', genreNames: ['Classical'] }); // 'Brahms'
 */
export function displayArtistName(attributes: MediaItemAttributes): string | undefined {
  if (isClassical(attributes) && attributes.composerName) return attributes.composerName;
  return attributes.artistName;
}

/** Album info: artist and album joined with ' - ' (000 §3); absent parts are left out. */
export function albumInfoOf(artistName: string | undefined, albumName: string | undefined): string {
  return [artistName, albumName].filter((part) => part !== undefined && part !== '').join(' - ');
}

// 000 §3 "A release date is accepted only if it starts with yyyy-m-d" (one or two digits for
// month and day).
const RELEASE_DATE_PATTERN = /^\d{4}-\d{1,2}-\d{1,2}/;

/** True when `value` starts with yyyy-m-d (000 §3). */
function isAcceptedReleaseDate(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_DATE_PATTERN.test(value);
}

/**
 * The release date (000 §3): `releaseDate`, else `releaseDateTime`, accepted only if it starts
 * with yyyy-m-d. A date-only value is read as midnight UTC (padded to ISO form first, so
 * `2001-2-3` is February 3rd everywhere).
 */
export function releaseDateOf(attributes: MediaItemAttributes): Date | undefined {
  const raw = attributes.releaseDate ?? attributes.releaseDateTime;
  if (!isAcceptedReleaseDate(raw)) return undefined;
  const [, year, month, day, rest] = /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/s.exec(raw) ?? [];
  const iso = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}${rest ?? ''}`;
  const date = new Date(rest ? iso : `${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Duration in ms: `durationInMillis`, else `durationInMilliseconds` (000 §3). */
export function durationOf(attributes: MediaItemAttributes): number | undefined {
  return attributes.durationInMillis ?? attributes.durationInMilliseconds;
}

/**
 * The preview stream (000 §3: previews url or hlsUrl); items without audio previews fall back
 * to their first trailer, movie clip or video stream (decision: docs/decisions.md).
 */
export function previewUrlOf(attributes: MediaItemAttributes): string | undefined {
  const preview = attributes.previews?.[0];
  if (preview?.url ?? preview?.hlsUrl) return preview.url ?? preview.hlsUrl;
  for (const video of [attributes.trailers?.[0], attributes.movieClips?.[0], attributes.video]) {
    const url = video?.assets?.hlsUrl ?? video?.hlsUrl ?? video?.url;
    if (url) return url;
  }
  return undefined;
}

/** Artwork: `artwork`, else the 16:9 cover art of video items (000 §3 images.coverArt16X9). */
export function artworkOf(attributes: MediaItemAttributes): Artwork | undefined {
  return attributes.artwork ?? attributes.images?.coverArt16X9;
}

/** 000 §3 contentRating (explicit). */
export function isExplicit(attributes: MediaItemAttributes): boolean {
  return attributes.contentRating === 'explicit';
}

/** 002 §3 offers (hlsUrl). */
export function offersHlsUrlOf(attributes: MediaItemAttributes): string | undefined {
  return attributes.offers?.find((offer) => typeof offer.hlsUrl === 'string')?.hlsUrl;
}
