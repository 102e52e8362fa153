import shaka from 'shaka-player/dist/shaka-player.hls.js';
import type { Cancel, HttpClient, MediaSinkError, PlaybackSource } from '@mediakit/core';
import { ElementMediaSink, watchEncryptedMedia, type ElementMediaSinkOptions } from '../html-media/index.ts';
import { CueForwardingDisplayer } from './cue-forwarding-displayer.ts';
import { routeThroughHttpClient } from './http-client-scheme.ts';
import { ShakaTracks } from './shaka-tracks.ts';
import { registerCoreWebVttParser } from './webvtt-text-parser.ts';

export interface ShakaMediaSinkOptions extends ElementMediaSinkOptions {
  readonly http: HttpClient;
}

/** shaka's error code for a load() superseded by another load() or unload(). */
const LOAD_INTERRUPTED = 7000;
/**
 * shaka's "the media is encrypted but the manifest named no DRM it knows" (6010): with a licence
 * exchange, the keys are the element key sessions' (html-media), not shaka's, so it is expected.
 */
const ENCRYPTED_CONTENT_WITHOUT_DRM_INFO = 6010;

let polyfilled = false;

/**
 * A MediaSink on shaka-player (its HLS build): clear HLS with fMP4 renditions, audio and text
 * tracks. This module imports shaka statically, so it is only ever loaded through
 * `ShakaSinkLoader.load()` (a dynamic import): pages that never pick it never download shaka.
 * Every request goes through our HttpClient; subtitles are parsed by the core's WebVTT parser
 * and drawn by our overlay, never by shaka. The element side (events, controls, placement,
 * picture-in-picture) is the shared kernel's.
 */
export class ShakaMediaSink extends ElementMediaSink {
  readonly id = 'shaka';
  readonly #tracks: ShakaTracks;
  readonly #player: shaka.Player;
  readonly #attached: Promise<unknown>;
  readonly #detach: Cancel[];
  /** The element key sessions of the loaded source (issue 20), when it carries a licence exchange. */
  #stopKeys: Cancel | null = null;
  get #keysOwned(): boolean {
    return this.#stopKeys !== null;
  }

  constructor(options: ShakaMediaSinkOptions) {
    super(options);
    if (!polyfilled) {
      polyfilled = true;
      shaka.polyfill.installAll();
    }
    registerCoreWebVttParser();
    this.#player = new shaka.Player();
    this.#tracks = new ShakaTracks(this.#player);
    this.#player.configure({
      textDisplayFactory: (_player: shaka.Player) => new CueForwardingDisplayer((cues) => this.#tracks.cuesAppended(cues)),
      // The core is the single writer of track selection (001 §4 forced-subtitle rules), not shaka.
      accessibility: { handleForcedSubtitlesAutomatically: false },
      // No language preference: shaka then starts on the manifest's DEFAULT=YES audio, as hls.js
      // does, and the core restores a saved choice from there (001 §4).
      preferredAudio: [],
    });
    const stopRouting = routeThroughHttpClient(this.#player, options.http);
    const onError = (event: Event): void => {
      const error = (event as CustomEvent<shaka.util.Error>).detail;
      if (this.#keysOwned && error.code === ENCRYPTED_CONTENT_WITHOUT_DRM_INFO) return;
      this.events.emit('error', toSinkError(error));
    };
    const onVariant = (): void => this.#tracks.variantChanged();
    this.#player.addEventListener('error', onError);
    const onManifestParsed = (): void => this.#streamTextFromStart();
    this.#player.addEventListener('manifestparsed', onManifestParsed);
    for (const name of ['variantchanged', 'adaptation', 'audiotrackchanged']) this.#player.addEventListener(name, onVariant);
    this.#detach = [
      stopRouting,
      () => this.#player.removeEventListener('error', onError),
      () => this.#player.removeEventListener('manifestparsed', onManifestParsed),
      () => ['variantchanged', 'adaptation', 'audiotrackchanged'].forEach((name) => this.#player.removeEventListener(name, onVariant)),
    ];
    this.#attached = this.#player.attach(this.element);
  }

  /** Audio and subtitle renditions (001 §3); the core parses and draws the subtitles. */
  get tracks(): ShakaTracks {
    return this.#tracks;
  }

  async load(source: PlaybackSource): Promise<void> {
    await this.#attached;
    this.placeFor(source);
    this.#tracks.reset();
    this.#stopKeys?.();
    this.#stopKeys = null;
    // Issue 20: keys through the core's licence flow (html-media element key sessions); shaka's
    // DRM engine posts its own licence requests, so it is left out (it knows no ClearKey KEYFORMAT).
    const license = source.encrypted ? source.license : undefined;
    if (license) this.#stopKeys = watchEncryptedMedia({ element: this.element, license, onError: (error) => this.events.emit('error', error) });
    // shaka refuses a KEYFORMAT it has no DRM parser for (4026, org.w3.clearkey among them); the
    // key tags are not its business when the element key sessions hold the keys.
    this.#player.configure({ manifest: { ignoreDrmInfo: license !== undefined } });
    try {
      // The MIME type spares a HEAD request to sniff the manifest type.
      await this.#player.load(source.url, source.startTime ?? null, source.format === 'hls' ? 'application/x-mpegurl' : null);
    } catch (cause) {
      if (cause instanceof shaka.util.Error && cause.code === LOAD_INTERRUPTED) return; // superseded by a newer load
      const error = toSinkError(cause);
      this.events.emit('error', error);
      throw new Error(error.message, { cause });
    }
    // shaka seeks to the start position when metadata arrives, which may be after load()
    // resolves; a seek made before then would be undone, so load ends once that has happened.
    if (this.element.readyState < HTMLMediaElement.HAVE_METADATA) await once(this.element, 'loadedmetadata');
    this.#tracks.loaded();
  }

  /**
   * shaka 5.2 creates its text engine only when a text stream is chosen at startup, and that
   * engine learns the media's timestamp offset only from video appended after it exists
   * (lib/text/text_engine.js defers every append until then): a subtitle track switched on once
   * a short video is fully buffered would never show. So shaka streams one text rendition from
   * the start; ShakaTracks keeps its cues, and the core shows them only if it asks for that track.
   */
  #streamTextFromStart(): void {
    const first = this.#player.getTextTracks()[0];
    if (!first) return;
    this.#player.configure({ preferredText: [{ language: first.language, role: '', format: '', forced: first.forced }] });
  }

  /** Stops shaka loading and releases the source and its key sessions; the element stays attached for the next load (issue 20). */
  unload(): void {
    this.#stopKeys?.();
    this.#stopKeys = null;
    this.#tracks.reset();
    // A load() this interrupts ends with LOAD_INTERRUPTED, which load() treats as superseded. No
    // one listens to a sink that is no longer current: a failed unload is the next load's to meet.
    this.#player.unload().catch(() => undefined);
  }

  override destroy(): void {
    this.#stopKeys?.();
    this.#stopKeys = null;
    for (const off of this.#detach) off();
    this.#tracks.reset();
    super.destroy();
    void this.#player.destroy();
  }
}

function once(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

/** shaka's error categories (lib/util/error.js) as the sink's classification. */
function toSinkError(cause: unknown): MediaSinkError {
  if (!(cause instanceof shaka.util.Error)) return { kind: 'other', message: String(cause), fatal: true, cause };
  const { Category, Severity, Code } = shaka.util.Error;
  const kind: MediaSinkError['kind'] =
    cause.category === Category.NETWORK ? 'network'
    : cause.category === Category.DRM ? 'key'
    : cause.category === Category.MEDIA ? 'decode'
    : cause.category === Category.MANIFEST && cause.code === Code.CONTENT_UNSUPPORTED_BY_BROWSER ? 'unsupported'
    : 'other';
  // BAD_HTTP_STATUS carries (uri, status, ...) in its data.
  const status = cause.code === Code.BAD_HTTP_STATUS && typeof cause.data[1] === 'number' ? cause.data[1] : undefined;
  return { kind, message: `shaka ${cause.category}/${cause.code}`, fatal: cause.severity === Severity.CRITICAL, ...(status ? { httpStatus: status } : {}), cause };
}
