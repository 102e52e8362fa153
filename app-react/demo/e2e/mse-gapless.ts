// The gapless audio e2e harness. The browser host picks the adapters (this page picks none: it
// takes the mse-audio backend from the host's container); the core's preparation, manifest and
// licence classes are wired here the way a composition root would, against the emulator.
import { createBrowserContainer } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';
import { Clock, HttpClient, KeyValueStore, MediaSinkLoader, MusicKitConfiguration, Scheduler, type MediaSink, type PlaybackSource } from '@mediakit/core';
import { CertificateLoader, LicenseClient } from '../../../core/src/domain/drm/index.ts';
import { AudioStreamResolver, ManifestLoader, WebPlaybackPreparer, type PreparationTokens } from '../../../core/src/domain/playback-preparation/index.ts';
import { GaplessSourceResolver, type GaplessItem } from '../../../core/src/services/playback/gapless-source.resolver.ts';
import { ElementRecorder } from './mse-recorder.ts';
import { SourceBufferWatch } from './source-buffer-watch.ts';

const meta = (name: string): string => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
const provider = meta('mediakit-provider-origin');
const developerToken = meta('apple-music-developer-token');
let userToken: string | undefined;

const tokens: PreparationTokens = {
  developerToken: () => developerToken,
  userToken: () => userToken,
  renewUserToken: async () => {
    const response = await fetch(`${provider}/WebObjects/MZPlay.woa/wa/renewMusicToken`, { method: 'POST', headers: { Authorization: `Bearer ${developerToken}`, 'Music-User-Token': userToken ?? '' } });
    const body = (await response.json()) as { 'music-token'?: string };
    userToken = body['music-token'];
    if (!userToken) throw new Error('Renew token');
    return userToken;
  },
  revokeUserToken: () => {
    userToken = undefined;
  },
};

const container = createBrowserContainer({ logLevel: 'warning', backends: [hlsjsBackend, shakaBackend] });
// The credential gate on the container's HttpClient lets tokens go to the configured provider only.
container.bind(MusicKitConfiguration).toConstantValue({ developerToken, providerOrigin: provider, apiBase: `${provider}/v1` });
const http = container.get<HttpClient>(HttpClient);
const session = container.get<KeyValueStore>(KeyValueStore.session);
const clock = container.get<Clock>(Clock);
const scheduler = container.get<Scheduler>(Scheduler);
const resolver = new GaplessSourceResolver(
  {
    preparer: new WebPlaybackPreparer(http, provider, tokens),
    streams: new AudioStreamResolver(new ManifestLoader(http, session, { allowedOrigins: [new URL(provider).origin], enabled: true }, tokens)),
    licenses: new LicenseClient(http, scheduler, session),
    certificates: new CertificateLoader(http, clock),
    session,
    tokens,
    clock,
  },
  { bitrate: () => 256, drmAvailable: () => typeof navigator.requestMediaKeySystemAccess === 'function' },
);

interface LoggedEvent {
  readonly type: string;
  readonly at: number;
  readonly detail?: unknown;
}

const events: LoggedEvent[] = [];
const recorder = new ElementRecorder();
const sourceBuffers = new SourceBufferWatch(() => element.currentTime);
let sink: MediaSink;
let element: HTMLMediaElement;
let queue: string[] = [];
let position = 0;

const item = (id: string): GaplessItem => ({ id, adamId: id });
const log = (type: string, detail?: unknown): void => void events.push({ type, at: performance.now(), ...(detail === undefined ? {} : { detail }) });

/** Waits for an element event (or rejects after `timeoutMs`). */
function elementEvent(type: string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${type} within ${timeoutMs} ms`)), timeoutMs);
    element.addEventListener(type, () => (clearTimeout(timer), resolve()), { once: true });
  });
}

async function setUp(): Promise<void> {
  const loader = container.getAll<MediaSinkLoader>(MediaSinkLoader).find((l) => l.id === 'mse-audio');
  if (!loader) throw new Error('The browser host registers no mse-audio backend');
  sink = await loader.load({ url: '', kind: 'audio', format: 'hls', encrypted: true });
  element = document.querySelector('audio') as HTMLMediaElement;
  sink.on('transitioned', ({ source }) => {
    log('transitioned', { id: source.id, elementTime: element.currentTime });
    resolver.didTransition(source.id ?? '');
    position = queue.indexOf(source.id ?? '');
    const nextId = position >= 0 ? queue[position + 1] : undefined;
    if (nextId) void harness.preload(nextId).catch(() => undefined);
  });
  sink.on('ended', () => log('ended'));
  sink.on('playing', () => log('playing'));
  sink.on('error', (error) => log('error', { kind: error.kind, message: error.message, fatal: error.fatal, reason: (error.cause as { errorCode?: string } | undefined)?.errorCode, httpStatus: error.httpStatus }));
  for (const type of ['seeked', 'waiting']) element.addEventListener(type, () => log(type, { time: element.currentTime }));
  await recorder.attach(element);
}

/** What a failed call reports: the MKError's reason and message. */
function failure(error: unknown): { readonly reason: string; readonly message: string } {
  const e = error as { errorCode?: string; message?: string };
  return { reason: e.errorCode ?? 'NOT_MK_ERROR', message: e.message ?? String(error) };
}

const harness = {
  ready: false,
  events,
  async signIn(listener = 'subscriber'): Promise<string> {
    const response = await fetch(`${provider}/woa/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener }) });
    userToken = ((await response.json()) as { token: string }).token;
    return userToken;
  },
  signOut(): void {
    userToken = undefined;
  },
  clearEvents(): void {
    events.length = 0;
  },
  async albumTracks(name: string): Promise<string[]> {
    const index = (await (await fetch(`${provider}/__emulator/catalog`)).json()) as { albums: Array<{ name: string; trackIds: string[] }> };
    return index.albums.find((a) => a.name.includes(name))?.trackIds ?? [];
  },
  /** Plays `ids[startAt]` cold (preparation, manifests, licence, first segment), chaining the rest. */
  async playQueue(ids: string[], startAt = 0, chain = true): Promise<{ readonly toPlayingMs: number } | { readonly reason: string; readonly message: string }> {
    queue = chain ? ids : [ids[startAt] as string];
    position = startAt;
    const started = performance.now();
    try {
      const source = await resolver.resolveItem(item(ids[startAt] as string));
      const playing = elementEvent('playing');
      await sink.load(source);
      await sink.play();
      await playing;
      const toPlayingMs = performance.now() - started;
      log('started', { id: source.id, toPlayingMs });
      const nextId = queue[startAt + 1];
      if (nextId) void harness.preload(nextId).catch(() => undefined);
      return { toPlayingMs };
    } catch (error) {
      return failure(error);
    }
  },
  async preload(id: string | null): Promise<{ readonly ok: true } | { readonly reason: string; readonly message: string }> {
    try {
      const source = id === null ? null : await resolver.prepareNext(item(id));
      await sink.preload?.(source);
      log('preloaded', { id });
      return { ok: true };
    } catch (error) {
      log('preload-failed', failure(error));
      return failure(error);
    }
  },
  /** Skips to `id` (the preloaded next one is promoted): time until audio of it is rendered. */
  async skipTo(id: string): Promise<{ readonly toPlayingMs: number } | { readonly reason: string; readonly message: string }> {
    const started = performance.now();
    try {
      const source: PlaybackSource = await resolver.resolveItem(item(id));
      await sink.load(source);
      await sink.play();
      await new Promise<void>((resolve) => {
        const check = (): void => (sink.currentTime > 0 && sink.duration > 0 && !element.seeking && !element.paused ? resolve() : void requestAnimationFrame(check));
        check();
      });
      position = queue.indexOf(id);
      const toPlayingMs = performance.now() - started;
      log('skipped', { id, toPlayingMs });
      return { toPlayingMs };
    } catch (error) {
      return failure(error);
    }
  },
  seek(seconds: number): void {
    log('seek', { seconds });
    sink.seek(seconds);
  },
  pause(): void {
    sink.pause();
  },
  status(): { readonly currentTime: number; readonly duration: number; readonly elementTime: number; readonly paused: boolean; readonly ended: boolean } {
    return { currentTime: sink.currentTime, duration: sink.duration, elementTime: element.currentTime, paused: element.paused, ended: element.ended };
  },
  /** Starts recording QuotaExceeded refusals and removals at the SourceBuffer (source-buffer-watch.ts). */
  watchSourceBuffers: () => sourceBuffers.start(),
  sourceBufferCalls: () => sourceBuffers.calls,
  /** The element's buffered ranges, [start, end] each. */
  buffered: (): Array<[number, number]> => Array.from({ length: element.buffered.length }, (_, i) => [element.buffered.start(i), element.buffered.end(i)]),
  recordStart: () => recorder.start(),
  recordStop: () => recorder.stop(),
  recordedFrames: () => recorder.frames,
  recording: (part: number, partFrames: number) => recorder.take(part, partFrames),
  sampleRate: () => recorder.sampleRate,
};

(window as unknown as { __gapless: typeof harness }).__gapless = harness;
setUp().then(
  () => {
    harness.ready = true;
    document.getElementById('status')!.textContent = 'ready';
  },
  (error: unknown) => {
    document.getElementById('status')!.textContent = `failed: ${String(error)}`;
  },
);
