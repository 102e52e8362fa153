import { EMBED_PERMISSIONS, EMBED_SANDBOX_FLAGS, EMBED_SIZE } from '../constants/index.ts';
import { MKError } from '../errors/index.ts';
import { parseMediaUrl, type MediaUrlKind, type MediaUrlParts } from './media-url.parser.ts';

/** The content URL pattern an embed link must match (quoted in the error). */
const EMBED_URL_PATTERN = 'https://{host}/{storefront}/{kind}/{slug?}/{id}[?i={trackId}]';

// 002 §9 "media kinds counting as video", as media URL kinds.
const VIDEO_KINDS: ReadonlySet<MediaUrlKind> = new Set<MediaUrlKind>(['music-video', 'movie', 'show', 'season', 'post']);
const PODCAST_KINDS: ReadonlySet<MediaUrlKind> = new Set<MediaUrlKind>(['podcast', 'episode']);

export type EmbedLength = number | string;

export interface EmbedOptions {
  readonly height?: EmbedLength;
  readonly width?: EmbedLength;
  /** Embed hosts; by default derived from the link's host ('embed.' + host, podcasts for podcast kinds). */
  readonly embedHosts?: { readonly music?: string; readonly podcasts?: string };
}

/** The iframe an embed link becomes. */
export interface EmbedFrame {
  readonly src: string;
  readonly width: string;
  readonly height: string;
  readonly sandbox: string;
  readonly allow: string;
}

/**
 * The embed helper (002 §2): checks the link, picks the embed host and the size.
 * Throws MKError INVALID_ARGUMENTS when the link is not a valid content link.
 *
 * @example
 * embedFrame('https://music.example/us/song/x/123').height; // '175'
 */
export function embedFrame(url: string, options: EmbedOptions = {}): EmbedFrame {
  const parts = parseMediaUrl(url);
  if (!parts || parts.storefrontId === undefined) {
    throw new MKError(MKError.INVALID_ARGUMENTS, `The link must match the content URL pattern ${EMBED_URL_PATTERN}`, {
      details: { url },
    });
  }
  const width = options.width ?? EMBED_SIZE.defaultWidth;
  const height = options.height ?? defaultHeight(parts, width);
  const src = new URL(parts.url.href);
  src.host = embedHost(parts, options);
  return {
    src: src.href,
    width: checkedLength(width, 'width'),
    height: checkedLength(height, 'height'),
    sandbox: EMBED_SANDBOX_FLAGS.join(' '),
    allow: EMBED_PERMISSIONS.join('; '),
  };
}

function defaultHeight(parts: MediaUrlParts, width: EmbedLength): number {
  // 002 §2: songs (and album links to a song) and episodes are one row high.
  if (parts.kind === 'song' || parts.kind === 'episode' || (parts.kind === 'album' && parts.trackId !== undefined)) {
    return EMBED_SIZE.songOrEpisodeHeight;
  }
  if (VIDEO_KINDS.has(parts.kind)) {
    const numericWidth = typeof width === 'number' ? width : /^\d+(\.\d+)?$/.test(width) ? Number(width) : EMBED_SIZE.defaultWidth;
    return Math.round(numericWidth * EMBED_SIZE.videoHeightRatio);
  }
  return EMBED_SIZE.defaultHeight;
}

function embedHost(parts: MediaUrlParts, options: EmbedOptions): string {
  const podcast = PODCAST_KINDS.has(parts.kind);
  const configured = podcast ? options.embedHosts?.podcasts : options.embedHosts?.music;
  if (configured !== undefined) return configured;
  const base = parts.url.host.replace(/^(?:embed|geo|www|beta)\./i, '');
  if (!podcast) return `embed.${base}`;
  // 002 §2: podcast content uses a podcasts embed host.
  const labels = base.split('.');
  const lower = labels.map((label) => label.toLowerCase());
  const musicLabel = lower.findIndex((label) => label === 'music' || label === 'itunes');
  if (musicLabel >= 0) labels[musicLabel] = 'podcasts';
  else if (!lower.includes('podcasts')) labels.unshift('podcasts');
  return `embed.${labels.join('.')}`;
}

function checkedLength(value: EmbedLength, name: string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) {
      throw new MKError(MKError.INVALID_ARGUMENTS, `Embed ${name} must be a positive number`, { details: { [name]: value } });
    }
    return String(value);
  }
  if (typeof value !== 'string' || value.trim() === '') {
    throw new MKError(MKError.INVALID_ARGUMENTS, `Embed ${name} must be a positive number`, { details: { [name]: value } });
  }
  return value.trim();
}
