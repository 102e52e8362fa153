// 001 §3 Timed metadata (live radio): performer, title, album, links (description and url),
// storefrontAdamIds (map), blob. 002 §3: the public media item's "timed metadata from audio tags".
import { parseId3, type Id3Frame, type Id3Tag } from './id3.parser.ts';

/** One link of the timed metadata (WXXX: e.g. `{ description: 'artworkURL_640x', url }`). */
export interface TimedMetadataLink {
  readonly description: string;
  readonly url: string;
}

/** The fields of a TimedMetadata, for building one by hand. */
export interface TimedMetadataFields {
  readonly performer?: string | undefined;
  readonly title?: string | undefined;
  readonly album?: string | undefined;
  readonly links?: readonly TimedMetadataLink[];
  readonly storefrontAdamIds?: Readonly<Record<string, string>>;
  readonly blob?: Uint8Array;
}

/**
 * Frames that name the storefront adam ids of the song on air: a PRIV frame owned by, or a TXXX
 * frame described as, one of these (decision: docs/decisions.md). Their text is a JSON object
 * ({"us":"1440857781"}) or 'storefront:id' pairs separated by commas, semicolons or spaces.
 */
const STOREFRONT_ADAM_ID_FRAME_NAMES: readonly string[] = ['com.apple.radio.adamid', 'storefrontAdamIds'];

const STOREFRONT = /^[A-Za-z]{2}[A-Za-z0-9-]{0,14}$/;
const ADAM_ID = /^[A-Za-z0-9.-]{1,40}$/;

/**
 * What is on air on a live radio station (001 §3), read from the stream's ID3 tags. The fields
 * and their names are the incumbent's `timedMetadataDidChange` payload, so existing apps read
 * `title`, `performer`, `links` and `storefrontAdamIds` unchanged. `blob` is the ID3 data it was
 * read from (a Uint8Array: the core has no Blob), which play activity reports as
 * `timed-metadata` (000 §3).
 *
 * @example
 * const metadata = TimedMetadata.fromId3(sample.data);
 * metadata?.title;                         // 'Song'
 * metadata?.isEqual(previous);             // true when the same song repeats in the next segment
 */
export class TimedMetadata {
  readonly performer: string | undefined;
  readonly title: string | undefined;
  readonly album: string | undefined;
  readonly links: readonly TimedMetadataLink[];
  readonly storefrontAdamIds: Readonly<Record<string, string>>;
  readonly blob: Uint8Array;

  constructor(fields: TimedMetadataFields = {}) {
    this.performer = fields.performer;
    this.title = fields.title;
    this.album = fields.album;
    this.links = Object.freeze((fields.links ?? []).map((link) => Object.freeze({ description: link.description, url: link.url })));
    this.storefrontAdamIds = Object.freeze({ ...(fields.storefrontAdamIds ?? {}) });
    this.blob = fields.blob ?? new Uint8Array(0);
  }

  /**
   * Reads the metadata of an ID3 block (one or more tags). Undefined when it names none of the
   * fields (a tag carrying only the transport timestamp, or bytes that are not ID3).
   */
  static fromId3(bytes: Uint8Array): TimedMetadata | undefined {
    return TimedMetadata.fromTags(parseId3(bytes), bytes);
  }

  /** As fromId3, from tags already parsed; `blob` defaults to the tags' own bytes. */
  static fromTags(tags: readonly Id3Tag[], blob?: Uint8Array): TimedMetadata | undefined {
    const frames = tags.flatMap((tag) => tag.frames);
    const text = (id: string): string | undefined => {
      const frame = frames.find((candidate) => candidate.kind === 'text' && candidate.id === id);
      return frame?.kind === 'text' ? frame.values.filter((value) => value !== '').join('/') || undefined : undefined;
    };
    const fields = {
      performer: text('TPE1'),
      title: text('TIT2'),
      album: text('TALB'),
      links: linksOf(frames),
      storefrontAdamIds: storefrontAdamIdsOf(frames),
    };
    const empty = fields.performer === undefined && fields.title === undefined && fields.album === undefined && fields.links.length === 0 && Object.keys(fields.storefrontAdamIds).length === 0;
    if (empty) return undefined;
    return new TimedMetadata({ ...fields, blob: blob ?? concat(tags.map((tag) => tag.bytes)) });
  }

  /**
   * Same song, same links, same ids. `blob` is left out on purpose: each segment's tag repeats
   * the song with its own transport timestamp, and a repeat must not fire the event again.
   */
  isEqual(other: TimedMetadata | undefined): boolean {
    if (!other) return false;
    if (other === this) return true;
    if (this.performer !== other.performer || this.title !== other.title || this.album !== other.album) return false;
    if (this.links.length !== other.links.length) return false;
    if (this.links.some((link, index) => link.description !== other.links[index]?.description || link.url !== other.links[index]?.url)) return false;
    const mine = Object.keys(this.storefrontAdamIds);
    const theirs = Object.keys(other.storefrontAdamIds);
    return mine.length === theirs.length && mine.every((key) => this.storefrontAdamIds[key] === other.storefrontAdamIds[key]);
  }

  /** The payload apps receive (a plain object, as the incumbent's). */
  toJSON(): { performer: string | undefined; title: string | undefined; album: string | undefined; links: TimedMetadataLink[]; storefrontAdamIds: Record<string, string> } {
    return { performer: this.performer, title: this.title, album: this.album, links: [...this.links], storefrontAdamIds: { ...this.storefrontAdamIds } };
  }
}

/** WXXX links in tag order, then plain W*** URLs described by their frame id. */
function linksOf(frames: readonly Id3Frame[]): TimedMetadataLink[] {
  const links: TimedMetadataLink[] = [];
  for (const frame of frames) {
    if (frame.kind === 'user-url' && frame.url !== '') links.push({ description: frame.description, url: frame.url });
    else if (frame.kind === 'url' && frame.url !== '') links.push({ description: frame.id, url: frame.url });
  }
  return links;
}

function storefrontAdamIdsOf(frames: readonly Id3Frame[]): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const frame of frames) {
    let text: string | undefined;
    if (frame.kind === 'private' && STOREFRONT_ADAM_ID_FRAME_NAMES.includes(frame.owner)) text = new TextDecoder('utf-8').decode(frame.data);
    else if (frame.kind === 'user-text' && STOREFRONT_ADAM_ID_FRAME_NAMES.includes(frame.description)) text = frame.value;
    if (text !== undefined) Object.assign(ids, parseStorefrontAdamIds(text));
  }
  return ids;
}

/**
 * 'us:1440857781,gb:1440857782' or '{"us":"1440857781"}' → { us: '1440857781', ... }; pairs that
 * are not a storefront and an id are dropped (the text comes from the network).
 *
 * @example
 * parseStorefrontAdamIds('us:1440857781; gb:1440857782'); // { us: '1440857781', gb: '1440857782' }
 */
export function parseStorefrontAdamIds(text: string): Record<string, string> {
  const ids: Record<string, string> = {};
  const add = (storefront: unknown, id: unknown): void => {
    const value = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
    if (typeof storefront !== 'string' || typeof value !== 'string') return;
    if (!STOREFRONT.test(storefront) || !ADAM_ID.test(value)) return;
    ids[storefront.toLowerCase()] = value;
  };
  const trimmed = stripTrailingNuls(text).trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) for (const [storefront, id] of Object.entries(parsed)) add(storefront, id);
    } catch {
      // Not JSON after all: no ids.
    }
    return ids;
  }
  for (const pair of trimmed.split(/[,;\s]+/)) {
    const colon = pair.indexOf(':');
    if (colon > 0) add(pair.slice(0, colon), pair.slice(colon + 1));
  }
  return ids;
}

/**
 * Drops the NUL terminators a PRIV frame may carry. A loop, not `/\0+$/`: that regex retries
 * from every NUL of a long run that is followed by something else, which is quadratic on a
 * hostile frame (issue 22: 64 KB of NUL then 'x' took 4 s).
 */
function stripTrailingNuls(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0) end--;
  return end === text.length ? text : text.slice(0, end);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
