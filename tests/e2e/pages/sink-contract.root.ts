/**
 * Runs the MediaSink contract (tests/contracts/media-sink.contract.ts) in Chromium against a real
 * backend, taken from the test pages' container by its configured id. Exposes
 * `window.sinkContract.run(backend)`, resolving to one result per case, and
 * `window.sinkContract.backends`: the browser host's list (adapters/hosts/backends.ts), which the
 * e2e matrix runs over.
 */
import { MediaSinkLoader, type MediaSink, type PlaybackSource } from '@mediakit/core';
import { parseMasterPlaylist, parseMediaPlaylist } from '@mediakit/core/internal';
import { BROWSER_BACKENDS } from '../../../adapters/hosts/backends.ts';
import { mediaSinkContract, type ExpectedTracks, type SinkContractHarness } from '../../contracts/media-sink.contract.ts';
import { createLabContainer, providerOrigin } from './video-lab.container.ts';

/** A backend of the browser host as the e2e matrix sees it. */
export interface HostBackend {
  readonly name: string;
  readonly plays: readonly PlaybackSource['kind'][];
}

export interface ContractResult {
  readonly rule: string;
  readonly ok: boolean;
  readonly error?: string;
  readonly ms: number;
}

/** mv01 (tools/media/video-fixture-plan.ts): en and fr audio; en, fr and forced fr subtitles. */
const MV01_TRACKS: ExpectedTracks = {
  audioLanguages: ['en', 'fr'],
  textLanguages: ['en', 'fr', 'fr'],
  forcedLanguages: ['fr'],
  firstCue: { label: 'English', text: 'EN subtitle 1', start: 0 },
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A clear audio clip read into its segment list, as the core hands it to the gapless sink. */
async function audioStreamSource(clip: string): Promise<PlaybackSource> {
  const masterUrl = `${providerOrigin()}/media/audio/${clip}/clear/master.m3u8`;
  const master = parseMasterPlaylist(await (await fetch(masterUrl)).text(), masterUrl);
  const mediaUrl = master.variants[0]?.uri ?? masterUrl;
  const playlist = parseMediaPlaylist(await (await fetch(mediaUrl)).text(), mediaUrl);
  const init = playlist.segments[0]?.initSegment;
  if (!init) throw new Error(`${clip} has no EXT-X-MAP`);
  return {
    url: masterUrl,
    kind: 'audio',
    format: 'hls',
    encrypted: false,
    id: clip,
    stream: {
      mimeType: 'audio/mp4; codecs="mp4a.40.2"',
      init: { url: init.uri },
      segments: playlist.segments.map((segment) => ({ url: segment.uri, start: segment.start, duration: segment.duration })),
      duration: playlist.duration,
      keys: [],
    },
  };
}

async function harnessFor(backend: string): Promise<SinkContractHarness> {
  const container = createLabContainer({ playback: { audio: [backend], video: [backend] } });
  const loader = container.getAll<MediaSinkLoader>(MediaSinkLoader).find((candidate) => candidate.id === backend);
  if (!loader) throw new Error(`No '${backend}' backend is registered`);
  // A backend that plays no video is held to the contract on audio: a clear clip with its segment list.
  const audioOnly = !BROWSER_BACKENDS.find((candidate) => candidate.name === backend)?.plays.includes('video');
  const source: PlaybackSource = audioOnly
    ? await audioStreamSource('clip10')
    : { url: `${providerOrigin()}/media/video/mv01/master.m3u8`, kind: 'video', format: 'hls', encrypted: false };
  return {
    source,
    createSink: (): Promise<MediaSink> => loader.load(source),
    sleep,
    async waitFor(condition, message, timeoutMs = 5000) {
      const until = performance.now() + timeoutMs;
      while (!condition()) {
        if (performance.now() > until) throw new Error(`Timed out: ${message}`);
        await sleep(25);
      }
    },
    failingSource: () =>
      audioOnly
        ? { ...source, url: `${providerOrigin()}/media/audio/missing/master.m3u8`, stream: { ...source.stream!, init: { url: `${providerOrigin()}/media/audio/missing/init.mp4` } } }
        : { ...source, url: `${providerOrigin()}/media/video/missing/master.m3u8` },
    ...(audioOnly ? {} : { tracks: MV01_TRACKS }),
  };
}

async function run(backend: string): Promise<ContractResult[]> {
  const harness = await harnessFor(backend);
  const results: ContractResult[] = [];
  for (const contractCase of mediaSinkContract) {
    if (contractCase.appliesTo && !contractCase.appliesTo(harness)) continue;
    const started = performance.now();
    try {
      await contractCase.run(harness);
      results.push({ rule: contractCase.rule, ok: true, ms: Math.round(performance.now() - started) });
    } catch (error) {
      results.push({ rule: contractCase.rule, ok: false, error: error instanceof Error ? error.message : String(error), ms: Math.round(performance.now() - started) });
    }
  }
  return results;
}

const backends: HostBackend[] = BROWSER_BACKENDS.map(({ name, plays }) => ({ name, plays }));
(window as unknown as { sinkContract: { run: typeof run; backends: HostBackend[] } }).sinkContract = { run, backends };
document.body.dataset.ready = 'true';
