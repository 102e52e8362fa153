import Hls, { ErrorTypes, Events, type ErrorData } from 'hls.js';
import type { Cancel, HttpClient, MediaSinkError, PlaybackSource } from '@mediakit/core';
import { ElementMediaSink, watchEncryptedMedia, type ElementMediaSinkOptions } from '../html-media/index.ts';
import { ExternalKeyController } from './external-key-controller.ts';
import { HlsjsFatalRecovery } from './hlsjs-fatal-recovery.ts';
import { HlsjsTracks } from './hlsjs-tracks.ts';
import { forwardTimedMetadata } from './hlsjs-timed-metadata.ts';
import { httpClientLoader } from './http-client-loader.ts';

export interface HlsjsMediaSinkOptions extends ElementMediaSinkOptions {
  readonly http: HttpClient;
}

/**
 * A MediaSink on hls.js: clear and ClearKey HLS in any browser with Media Source Extensions.
 * This module imports hls.js statically, so it is itself only ever loaded through
 * `HlsjsSinkLoader.load()` (a dynamic import): pages that never pick it never download hls.js.
 * The element side (events, controls, placement, picture-in-picture) is the shared kernel's.
 */
export class HlsjsMediaSink extends ElementMediaSink {
  readonly id = 'hlsjs';
  readonly #http: HttpClient;
  readonly #tracks = new HlsjsTracks();
  #hls: Hls | null = null;
  #stopKeys: Cancel | null = null;

  constructor(options: HlsjsMediaSinkOptions) {
    super(options);
    this.#http = options.http;
  }

  /** Audio and subtitle renditions (001 §3); hls.js parses subtitles, the core draws them. */
  get tracks(): HlsjsTracks {
    return this.#tracks;
  }

  async load(source: PlaybackSource): Promise<void> {
    this.#hls?.destroy();
    this.#stopKeys?.();
    this.#stopKeys = null;
    this.placeFor(source);
    const license = source.encrypted ? source.license : undefined;
    // Issue 20: keys through the core's licence flow (html-media element key sessions), not hls.js's XHR.
    if (license) this.#stopKeys = watchEncryptedMedia({ element: this.element, license, onError: (error) => this.events.emit('error', error) });
    const hls = new Hls({
      ...(license ? { emeEnabled: true, emeController: ExternalKeyController as unknown as NonNullable<Hls['config']['emeController']> } : {}),
      loader: httpClientLoader(this.#http),
      // 001 §9: elements start at volume 1, rate 1, no autoplay; the controller decides when to play.
      autoStartLoad: true,
      startPosition: source.startTime ?? -1,
      enableWorker: true,
      // 001 §2: subtitles are drawn by our overlay from cues the core owns, never by the browser.
      renderTextTracksNatively: false,
    });
    this.#hls = hls;
    this.#tracks.attach(hls);
    // 001 §3: live radio's ID3 tags reach the core as timed metadata.
    forwardTimedMetadata(hls, this.events);
    // Issue 21: once the stream is running, fatal errors are recovered as hls.js does.
    const recovery = new HlsjsFatalRecovery(hls, () => performance.now(), (task, ms) => setTimeout(() => this.#hls === hls && task(), ms));
    let parsed = false;
    // A fragment that arrives means the network is back: later failures get fresh reloads.
    hls.on(Events.FRAG_BUFFERED, () => recovery.playing());
    const ready = new Promise<void>((resolve, reject) => {
      hls.once(Events.MANIFEST_PARSED, () => {
        parsed = true;
        resolve();
      });
      hls.on(Events.ERROR, (_event, data) => {
        const recovered = parsed && recovery.recover(data);
        const error = recovered ? { ...toSinkError(data), fatal: false } : toSinkError(data);
        if (error.fatal) reject(new Error(error.message, { cause: data }));
        this.events.emit('error', error);
      });
    });
    hls.attachMedia(this.element);
    hls.loadSource(source.url);
    await ready;
  }

  /** Stops hls.js loading and releases the source, its MediaSource and key sessions; the element stays for the next load (issue 20). */
  unload(): void {
    this.#release();
    this.element.removeAttribute('src');
    this.element.load();
  }

  override destroy(): void {
    this.#release();
    super.destroy();
    this.element.removeAttribute('src');
    this.element.load();
  }

  #release(): void {
    this.#hls?.destroy();
    this.#hls = null;
    this.#stopKeys?.();
    this.#stopKeys = null;
    this.#tracks.detach();
  }
}

function toSinkError(data: ErrorData): MediaSinkError {
  const kind: MediaSinkError['kind'] =
    data.type === ErrorTypes.NETWORK_ERROR ? 'network'
    : data.type === ErrorTypes.KEY_SYSTEM_ERROR ? 'key'
    : data.type === ErrorTypes.MEDIA_ERROR ? 'decode'
    : 'other';
  const httpStatus = data.response?.code;
  return { kind, message: `${data.type}: ${data.details}`, fatal: data.fatal, ...(httpStatus ? { httpStatus } : {}), cause: data.error };
}
