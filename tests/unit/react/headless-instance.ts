import { createHeadlessMusicKit, type HeadlessHost } from '@mediakit/adapters/hosts/headless';
import { jsonResponse, type HttpHandler } from '@mediakit/adapters/node';
import type { MusicKitInstance } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN } from '../../../tools/emulator/auth/developer-token.ts';

/**
 * The hooks' test subject is the product's instance, built the way an app's integration tests
 * build it (`createHeadlessMusicKit`): simulated time, a fake sink, scripted HTTP answers, and
 * the real core with its real events. (The emulator server cannot load in a jsdom test file, so
 * the provider's few answers these tests need are scripted here.)
 */
export interface HeadlessKit {
  readonly music: MusicKitInstance;
  readonly host: HeadlessHost;
  /** Makes the network fail (true) or answer again (false). */
  offline(value: boolean): void;
  /** Queues two songs with previews, as an app hands items to `setQueue({ items })`. */
  queueSongs(): Promise<void>;
  /** `play()` with simulated time moving until the fake sink plays. */
  play(): Promise<void>;
  /** A playback control (pause, seek…) given the simulated time its debounce needs (002 §9: 250 ms). */
  control(call: Promise<unknown>): Promise<void>;
}

export const PROVIDER = 'https://provider.example';

/** The charts answer (002 §5 catalogue resource shape, trimmed to what a test reads). */
export function chartsAnswer(url: string) {
  return { results: { albums: [{ chart: 'most-played', data: [{ id: '1', type: 'albums', attributes: { name: 'An album' } }] }] }, url };
}

function song(id: string) {
  return { id, type: 'songs', attributes: { name: `Song ${id}`, durationInMillis: 180_000, playParams: { id, kind: 'song' }, previews: [{ url: `${PROVIDER}/media/${id}.m3u8` }] } };
}

/** Options an app passes to MusicKit.configure (the provider at a fixed origin). */
export const CONFIGURATION = { developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: PROVIDER, disableAuthBridge: true } as const;

/** Answers more of the provider for one test file; undefined: not this handler's request. */
export type ExtraAnswers = (request: Parameters<HttpHandler>[0]) => ReturnType<HttpHandler> | undefined;

export async function headlessKit(extra?: ExtraAnswers): Promise<HeadlessKit> {
  let failing = false;
  const http: HttpHandler = (request) => {
    if (failing) return Promise.reject(new TypeError('Failed to fetch'));
    const answer = extra?.(request);
    if (answer) return answer;
    const path = new URL(request.url).pathname;
    if (/\/v1\/catalog\/[a-z]{2}\/charts$/.test(path)) return jsonResponse(200, chartsAnswer(request.url), request.url);
    return jsonResponse(404, { errors: [{ status: '404' }] }, request.url);
  };
  const { MusicKit, host } = createHeadlessMusicKit({ http });
  const music = await MusicKit.configure(CONFIGURATION);
  const kit: HeadlessKit = {
    music,
    host: host(),
    offline: (value) => void (failing = value),
    async queueSongs() {
      await music.setQueue({ items: [song('101'), song('102')] });
    },
    async play() {
      const started = music.play();
      await kit.host.clock.advanceAsync(300);
      await started;
    },
    async control(call) {
      await kit.host.clock.advanceAsync(300);
      await call;
    },
  };
  return kit;
}
