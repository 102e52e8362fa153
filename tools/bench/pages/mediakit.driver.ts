/// <reference types="vite/client" />
/**
 * MediaKit through its gapless audio sink (`adapters/mse-audio/`), driven as the core drives a
 * MediaSink: `load(current)`, `play()`, `preload(next)`; the sink joins the next source itself
 * and reports `transitioned`; a skip is `load(next)` of the preloaded source. The sink is taken
 * from the real composition root when it registers one, else from the adapter's own container
 * module, else from its loader class; the report names the path used. If the engine is not in
 * the tree (or does not load), `ready()` says why and the bench writes null, never a guess.
 *
 * Sources are built as the core builds them (master playlist → media playlist → SegmentedStream,
 * gapless numbers from the provider's metadata), inside the timed window, so MediaKit pays the
 * same manifest fetches the peers pay inside their `load()`.
 */
import type { Container, ContainerModule } from 'inversify';
import {
  MediaSinkLoader,
  type ClosableKeySession,
  type KeySessionStore,
  type LicenseExchange,
  type MediaSink,
  type PlaybackSource,
  type SegmentedStream,
} from '@mediakit/core';
import { parseMasterPlaylist, parseMediaPlaylist } from '@mediakit/core/internal';
import type { BenchTrack, PageReadiness } from './bench-page.types.ts';
import { observedElements } from './audio-recorder.ts';
import { base64Url, hexToBytes, rangesSeconds, type PlayerDriver } from './player-driver.ts';

/** Resolved at build time: an empty record when the engine is not in the tree yet. */
const engineModules = import.meta.glob<Record<string, unknown>>('../../../adapters/mse-audio/index.ts');
const hostModules = import.meta.glob<Record<string, unknown>>('../../../adapters/hosts/browser.host.ts');

type BrowserContainerFactory = (options?: { playback?: { audio: readonly string[]; video: readonly string[] } }) => Container;

const SINK_ID = 'mse-audio';


/** The key sessions of one page (001 §4: one per key URI; a renewal replaces the old one). */
class PageKeySessions implements KeySessionStore {
  readonly #sessions = new Map<string, ClosableKeySession>();
  readonly #renewing = new Map<string, ClosableKeySession>();
  has(uri: string): boolean {
    return this.#sessions.has(uri);
  }
  add(uri: string, session: ClosableKeySession): void {
    this.#sessions.set(uri, session);
  }
  beginRenewal(uri: string, fresh: ClosableKeySession): void {
    this.#renewing.set(uri, fresh);
  }
  completeRenewal(uri: string): void {
    const fresh = this.#renewing.get(uri);
    if (!fresh) return;
    void this.#sessions.get(uri)?.close();
    this.#sessions.set(uri, fresh);
    this.#renewing.delete(uri);
  }
  remove(uri: string): void {
    void this.#sessions.get(uri)?.close();
    this.#sessions.delete(uri);
    this.#renewing.delete(uri);
  }
}

const keySessions = new PageKeySessions();

/** A ClearKey licence exchange answering from tracks.json's keys, as the peers get them. */
function clearKeyExchange(tracks: ReadonlyMap<string, string>): LicenseExchange {
  return {
    sessions: keySessions,
    keySystems: ['org.w3.clearkey'],
    certificate: async () => null,
    acquire: async (request) => {
      const message = JSON.parse(new TextDecoder().decode(request.challenge)) as { kids?: string[] };
      const keys = (message.kids ?? []).flatMap((kid) => {
        const hex = [...atob(kid.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(kid.length / 4) * 4, '='))]
          .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
          .join('');
        const key = tracks.get(hex);
        return key ? [{ kty: 'oct', kid, k: base64Url(hexToBytes(key)) }] : [];
      });
      return { license: new TextEncoder().encode(JSON.stringify({ keys, type: 'temporary' })) };
    },
  };
}

/** Master → audio media playlist → SegmentedStream, as the core's stream resolver does. */
async function toPlaybackSource(track: BenchTrack, keys: ReadonlyMap<string, string>, startTime?: number): Promise<PlaybackSource> {
  const masterText = await (await fetch(track.masterUrl)).text();
  const master = parseMasterPlaylist(masterText, track.masterUrl);
  const variant = master.variants[0];
  const rendition = master.renditions.find((r) => r.type === 'AUDIO' && r.groupId === variant?.audio && r.uri !== undefined);
  const mediaUrl = rendition?.uri ?? variant?.uri ?? track.mediaUrl;
  const playlist = parseMediaPlaylist(await (await fetch(mediaUrl)).text(), mediaUrl);
  const init = playlist.segments[0]?.initSegment;
  if (!init) throw new Error(`${track.id}: no EXT-X-MAP`);
  const keyIds = [...new Set(playlist.segments.flatMap((s) => s.keys).filter((k) => k.method !== 'NONE' && k.uri))];
  const stream: SegmentedStream = {
    mimeType: `audio/mp4; codecs="${variant?.codecs.join(',') || 'mp4a.40.2'}"`,
    init: { url: init.uri, ...(init.byteRange ? { byteRange: init.byteRange } : {}) },
    segments: playlist.segments.map((s) => ({ url: s.uri, start: s.start, duration: s.duration, ...(s.byteRange ? { byteRange: s.byteRange } : {}) })),
    duration: playlist.duration,
    keys: keyIds.map((k) => ({ keySystem: 'org.w3.clearkey', uri: k.uri as string, ...(k.keyId ? { keyId: k.keyId } : {}) })),
  };
  return {
    url: track.masterUrl,
    kind: 'audio',
    format: 'hls',
    encrypted: track.encrypted,
    id: track.id,
    stream,
    gapless: { sampleRate: track.sampleRate, primingSamples: track.primingSamples, sampleCount: track.sampleCount, paddingSamples: track.paddingSamples },
    ...(startTime !== undefined ? { startTime } : {}),
    ...(track.encrypted ? { license: clearKeyExchange(keys) } : {}),
  };
}

function isConstructor(value: unknown): value is new (options: unknown) => unknown {
  return typeof value === 'function' && typeof (value as { prototype?: unknown }).prototype === 'object';
}

export class MediaKitDriver implements PlayerDriver {
  readonly name = 'mediakit';
  /** How the sink was obtained (for the report). */
  via = 'not loaded';
  #loader: MediaSinkLoader | undefined;
  #sink: MediaSink | undefined;
  #element: HTMLAudioElement | undefined;
  #current: string | undefined;
  #next: { readonly track: BenchTrack; readonly source: PlaybackSource } | undefined;
  #listeners: ((id: string) => void)[] = [];
  #keys = new Map<string, string>();

  async ready(): Promise<PageReadiness> {
    const engineImport = Object.values(engineModules)[0];
    if (!engineImport) return { ok: false, reason: 'adapters/mse-audio/index.ts does not exist yet (the gapless engine has not landed)' };
    const failures: string[] = [];
    try {
      const engine = await engineImport();
      const hostImport = Object.values(hostModules)[0];
      const host = hostImport ? await hostImport() : {};
      const createContainer = host.createBrowserContainer as BrowserContainerFactory | undefined;
      this.#loader = this.#fromHost(createContainer, failures) ?? this.#fromModule(engine, createContainer, failures) ?? this.#fromLoaderClass(engine, failures);
    } catch (error) {
      failures.push(`importing adapters/mse-audio failed: ${String(error)}`);
    }
    if (!this.#loader) return { ok: false, reason: `no usable mse-audio sink: ${failures.join('; ')}` };
    return { ok: true, via: this.via };
  }

  /** The composition root already registers the engine: the way a page gets it. */
  #fromHost(createContainer: BrowserContainerFactory | undefined, failures: string[]): MediaSinkLoader | undefined {
    if (!createContainer) return undefined;
    try {
      const loader = createContainer({ playback: { audio: [SINK_ID], video: [] } }).getAll<MediaSinkLoader>(MediaSinkLoader).find((l) => l.id === SINK_ID);
      if (loader) this.via = 'browser host container (adapters/hosts/browser.host.ts)';
      else failures.push('the browser host does not register mse-audio yet');
      return loader;
    } catch (error) {
      failures.push(`browser host: ${String(error)}`);
      return undefined;
    }
  }

  /** The engine's own container module, loaded into the browser host's container. */
  #fromModule(engine: Record<string, unknown>, createContainer: BrowserContainerFactory | undefined, failures: string[]): MediaSinkLoader | undefined {
    if (!createContainer) return undefined;
    for (const [name, value] of Object.entries(engine)) {
      if (!/Module$/.test(name) || typeof value !== 'function') continue;
      try {
        const container = createContainer({ playback: { audio: [SINK_ID], video: [] } });
        container.load((value as (options: unknown) => ContainerModule)({ element: () => this.#elementFor() }));
        const loader = container.getAll<MediaSinkLoader>(MediaSinkLoader).find((l) => l.id === SINK_ID);
        if (loader) {
          this.via = `${name}() loaded into the browser host container`;
          return loader;
        }
      } catch (error) {
        failures.push(`${name}(): ${String(error)}`);
      }
    }
    return undefined;
  }

  /** Last resort: the loader class with the options the hls.js loader takes. */
  #fromLoaderClass(engine: Record<string, unknown>, failures: string[]): MediaSinkLoader | undefined {
    for (const [name, value] of Object.entries(engine)) {
      if (!/SinkLoader$/.test(name) || !isConstructor(value)) continue;
      try {
        const loader = new value({ http: new FetchHttp(), element: () => this.#elementFor() }) as MediaSinkLoader;
        this.via = `new ${name}({ http, element })`;
        return loader;
      } catch (error) {
        failures.push(`new ${name}(): ${String(error)}`);
      }
    }
    return undefined;
  }

  #elementFor(): HTMLAudioElement {
    this.#element ??= document.body.appendChild(document.createElement('audio'));
    return this.#element;
  }

  async #ensureSink(source: PlaybackSource): Promise<MediaSink> {
    if (this.#sink) return this.#sink;
    if (!this.#loader) throw new Error('mse-audio is not ready');
    const sink = await this.#loader.load(source);
    sink.on('transitioned', ({ source: next }) => this.#setCurrent(next.id ?? next.url));
    this.#sink = sink;
    return sink;
  }

  /** Creates the sink ahead of the timed window (as shaka's Player is created ahead). */
  async prepare(track: BenchTrack): Promise<void> {
    await this.#ensureSink({ url: track.masterUrl, kind: 'audio', format: 'hls', encrypted: track.encrypted });
  }

  #remember(track: BenchTrack): void {
    if (track.keyId && track.key) this.#keys.set(track.keyId, track.key);
  }

  async start(track: BenchTrack, startSeconds: number, onPlayCalled?: () => void): Promise<void> {
    this.#remember(track);
    const source = await toPlaybackSource(track, this.#keys, startSeconds > 0 ? startSeconds : undefined);
    const sink = await this.#ensureSink(source);
    await sink.load(source);
    this.#setCurrent(track.id);
    onPlayCalled?.();
    await sink.play();
  }

  async preload(track: BenchTrack): Promise<void> {
    this.#remember(track);
    const sink = this.#sink;
    if (!sink?.preload) throw new Error('the mse-audio sink has no preload()');
    const source = await toPlaybackSource(track, this.#keys);
    this.#next = { track, source };
    await sink.preload(source);
  }

  async skipToPreloaded(): Promise<void> {
    const next = this.#next;
    const sink = this.#sink;
    if (!next || !sink) throw new Error('nothing preloaded');
    this.#next = undefined;
    await sink.load(next.source);
    this.#setCurrent(next.track.id);
    await sink.play();
  }

  #setCurrent(id: string): void {
    if (id === this.#current) return;
    this.#current = id;
    if (this.#next && (this.#next.track.id === id)) this.#next = undefined;
    for (const listener of this.#listeners) listener(id);
  }

  seek(seconds: number): void {
    this.#sink?.seek(seconds);
  }

  setPlaybackRate(rate: number): void {
    this.#sink?.setPlaybackRate(rate);
  }

  currentTrackId(): string | undefined {
    return this.#current;
  }

  onCurrentChange(listener: (trackId: string) => void): void {
    this.#listeners.push(listener);
  }

  currentSeconds(): number {
    return this.#sink?.currentTime ?? 0;
  }

  bufferedSeconds(): number {
    let total = 0;
    for (const element of observedElements) total += rangesSeconds(element.buffered);
    return total;
  }

  async destroy(): Promise<void> {
    this.#sink?.destroy();
    this.#sink = undefined;
  }
}

/** The HttpClient port on fetch, for the last-resort loader construction only. */
class FetchHttp {
  async request(request: { url: string; method?: string; headers?: Record<string, string>; body?: string | Uint8Array }): Promise<unknown> {
    const response = await fetch(request.url, { method: request.method ?? 'GET', headers: request.headers, body: request.body as BodyInit | undefined });
    return {
      status: response.status,
      ok: response.ok,
      url: response.url,
      headers: { get: (name: string) => response.headers.get(name) },
      text: () => response.text(),
      json: () => response.json() as Promise<unknown>,
      arrayBuffer: () => response.arrayBuffer(),
    };
  }
}
