import { MEDIA_SESSION_ARTWORK_SIZES } from '../../domain/constants/index.ts';
import { PlaybackStates } from '../../domain/enums/index.ts';
import type { MediaSessionMetadata } from '../../ports/media-session.ts';

/** What the OS controls show of the item playing; a MediaItem has these fields. */
export interface NowPlayingInfo {
  readonly title?: string | undefined;
  readonly artistName?: string | undefined;
  readonly albumName?: string | undefined;
  /** Artwork whose `url` is a template with `{w}`, `{h}` and `{f}` (000 §3). */
  readonly artwork?: { readonly url?: string | undefined } | undefined;
}

/**
 * The OS media-session metadata of an item: title, artist, album, and the artwork template
 * filled at each of 002 §7's sizes (96, 128, 192, 256, 384, 512), square, as JPEG.
 *
 * @example
 * mediaSessionMetadata({ title: 'Song', artwork: { url: 'https://a/{w}x{h}bb.{f}' } }).artwork[0];
 * // { src: 'https://a/96x96bb.jpg', sizes: '96x96', type: 'image/jpeg' }
 */
export function mediaSessionMetadata(item: NowPlayingInfo): MediaSessionMetadata {
  const template = item.artwork?.url;
  return {
    title: item.title ?? '',
    artist: item.artistName ?? '',
    album: item.albumName ?? '',
    artwork:
      typeof template === 'string' && template !== ''
        ? MEDIA_SESSION_ARTWORK_SIZES.map((size) => ({ src: fillArtwork(template, size), sizes: `${size}x${size}`, type: 'image/jpeg' }))
        : [],
  };
}

// 000 §9 artwork format: jpeg, written 'jpg' in the URL (docs/decisions.md, Constants). The OS
// asks for exact pixels, so no devicePixelRatio doubling here.
function fillArtwork(template: string, size: number): string {
  return template.replace('{w}', String(size)).replace('{h}', String(size)).replace('{f}', 'jpg');
}

/**
 * The OS playback state for a player state, or `null` to keep the one shown: loading and
 * seeking are passing moments, and flipping the OS button during them would flicker.
 * Waiting and stalled still mean "playing" to the listener, who should be offered Pause.
 */
export function mediaSessionPlaybackState(state: PlaybackStates): 'none' | 'paused' | 'playing' | null {
  switch (state) {
    case PlaybackStates.playing:
    case PlaybackStates.waiting:
    case PlaybackStates.stalled:
      return 'playing';
    case PlaybackStates.paused:
      return 'paused';
    case PlaybackStates.loading:
    case PlaybackStates.seeking:
      return null;
    default:
      return 'none';
  }
}
