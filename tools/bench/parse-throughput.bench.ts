/**
 * Comparison 4: parsing throughput in MB/s, same bytes for every parser, median of N runs after
 * warm-up runs, in Node (the same V8 as Chromium's; no page or DOM needed by any of these
 * parsers' parse steps).
 *
 * WebVTT: MediaKit's parseWebVtt vs vtt.js (videojs-vtt.js, what video.js uses) and
 * webvtt-parser (the W3C validator's parser). Each starts from the UTF-8 bytes: ours and vtt.js
 * decode themselves; webvtt-parser takes a string, so its TextDecoder call is timed with it.
 * None builds cue-text DOM trees here (vtt.js does that later, in processCues; webvtt-parser is
 * run in its 'metadata' mode, which skips them; ours parses cue text on demand).
 *
 * HLS media playlist: parseMediaPlaylist vs m3u8-parser (video.js's) and hls.js's M3U8Parser,
 * which hls.js exports from its ES module (`M3U8Parser.parseLevelPlaylist`), the same code its
 * playlist loader calls.
 */
import { createRequire } from 'node:module';
import { M3U8Parser, PlaylistLevelType } from 'hls.js';
import { parseMediaPlaylist } from '../../core/src/domain/hls/index.ts';
import { parseWebVtt } from '../../core/src/domain/webvtt/index.ts';
import type { ComparisonResult, Progress } from './bench-report.types.ts';
import { generateMediaPlaylist, generateWebVtt } from './parse-corpus.generator.ts';
import { formatSummary, ratio, summarize, type Summary } from './stats-summary.ts';

const require = createRequire(import.meta.url);

/** The parts of vtt.js we call (it ships no types). */
interface VttJsParser {
  oncue: (cue: unknown) => void;
  onparsingerror: (error: unknown) => void;
  parse(data: Uint8Array): VttJsParser;
  flush(): VttJsParser;
}
interface VttJsModule {
  readonly WebVTT: { Parser: new (window: unknown, decoder: TextDecoder) => VttJsParser };
  readonly VTTCue: unknown;
  readonly VTTRegion: unknown;
}
interface WebVttParserModule {
  readonly WebVTTParser: new () => { parse(text: string, mode: string): { cues: unknown[]; errors: unknown[] } };
}
interface M3u8ParserModule {
  readonly Parser: new () => { push(text: string): void; end(): void; manifest: { segments: unknown[] } };
}

interface Contender {
  readonly name: string;
  readonly key: string;
  /** Parses the input; returns the count of cues or segments (checked equal across parsers). */
  readonly parse: () => number;
}

interface ThroughputRow {
  readonly name: string;
  readonly key: string;
  readonly count: number;
  readonly ms: Summary | null;
  readonly mbps: number | null;
  readonly error?: string;
}

/**
 * Round-robin: each round times one parse of every parser, so a burst of load from other work
 * on the machine hits all of them alike instead of whichever parser was running. Two untimed
 * rounds first (JIT warm-up).
 */
function measure(contenders: readonly Contender[], bytes: number, rounds: number): ThroughputRow[] {
  const counts = new Map<Contender, number>();
  const errors = new Map<Contender, string>();
  const times = new Map<Contender, number[]>(contenders.map((c) => [c, []]));
  for (let round = -2; round < rounds; round++) {
    for (const c of contenders) {
      if (errors.has(c)) continue;
      try {
        const start = performance.now();
        const count = c.parse();
        const elapsed = performance.now() - start;
        counts.set(c, count);
        if (round >= 0) times.get(c)?.push(elapsed);
      } catch (error) {
        errors.set(c, String(error));
      }
    }
  }
  return contenders.map((c) => {
    const ms = summarize(times.get(c) ?? []);
    const error = errors.get(c);
    return { name: c.name, key: c.key, count: counts.get(c) ?? 0, ms, mbps: ms && !error ? bytes / 1e6 / (ms.median / 1000) : null, ...(error ? { error } : {}) };
  });
}

function table(rows: readonly ThroughputRow[], unit: string) {
  const ours = rows[0];
  return rows.map((r) => [
    r.name,
    r.mbps === null ? `failed: ${r.error ?? ''}` : r.mbps.toFixed(1),
    formatSummary(r.ms, 1),
    r.count.toLocaleString('en-US') + ` ${unit}`,
    r === ours ? '1.00' : (ratio(ours?.mbps, r.mbps)?.toFixed(2) ?? 'n/a'),
  ]);
}

export async function runParseThroughput(progress: Progress, runs = 7): Promise<ComparisonResult> {
  const started = performance.now();
  const vttText = generateWebVtt(4 * 1024 * 1024);
  const vttBytes = new TextEncoder().encode(vttText);
  const playlist = generateMediaPlaylist(20_000);
  const playlistBytes = new TextEncoder().encode(playlist).byteLength;
  progress(`parsing: WebVTT ${(vttBytes.byteLength / 1e6).toFixed(2)} MB, playlist ${(playlistBytes / 1e6).toFixed(2)} MB, ${runs} runs each`);

  const vttjs = require('vtt.js') as VttJsModule;
  const webvttParser = require('webvtt-parser') as WebVttParserModule;
  const m3u8 = require('m3u8-parser') as M3u8ParserModule;
  const vttWindow = { VTTCue: vttjs.VTTCue, VTTRegion: vttjs.VTTRegion };

  const vttRows = measure(
    [
      { name: 'MediaKit parseWebVtt', key: 'mediakit', parse: () => parseWebVtt(vttBytes).cues.length },
      {
        name: 'vtt.js 0.13.0 (WebVTT.Parser)',
        key: 'vttjs',
        parse: () => {
          let cues = 0;
          // vtt.js's VTTCue reads navigator.userAgent (an IE8 check); Node 20 has no navigator.
          (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
          const parser = new vttjs.WebVTT.Parser(vttWindow, new TextDecoder('utf-8'));
          parser.oncue = () => void cues++;
          parser.onparsingerror = () => undefined;
          parser.parse(vttBytes).flush();
          return cues;
        },
      },
      {
        name: "webvtt-parser 2.2.0 ('metadata' mode)",
        key: 'webvttParser',
        parse: () => new webvttParser.WebVTTParser().parse(new TextDecoder('utf-8').decode(vttBytes), 'metadata').cues.length,
      },
    ],
    vttBytes.byteLength,
    runs,
  );
  progress('parsing: HLS media playlists');
  const hlsRows = measure(
    [
      { name: 'MediaKit parseMediaPlaylist', key: 'mediakit', parse: () => parseMediaPlaylist(playlist, 'https://cdn.example/a/prog.m3u8').segments.length },
      {
        name: 'm3u8-parser 7.2.0',
        key: 'm3u8Parser',
        parse: () => {
          const parser = new m3u8.Parser();
          parser.push(playlist);
          parser.end();
          return parser.manifest.segments.length;
        },
      },
      {
        name: 'hls.js 1.7.4 M3U8Parser.parseLevelPlaylist',
        key: 'hlsjs',
        parse: () => M3U8Parser.parseLevelPlaylist(playlist, 'https://cdn.example/a/prog.m3u8', 0, PlaylistLevelType.MAIN, 0, null).fragments.length,
      },
    ],
    playlistBytes,
    runs,
  );

  const headers = ['parser', 'MB/s (median)', 'ms per parse: median (min–max, n)', 'parsed', 'MediaKit ÷ this (throughput)'];
  const counts = (rows: readonly ThroughputRow[]): string[] => {
    const distinct = new Set(rows.filter((r) => !r.error).map((r) => r.count));
    return distinct.size > 1 ? [`The parsers disagree on the count (${rows.map((r) => `${r.name}: ${r.count}`).join(', ')}); see their notes on what each keeps.`] : [];
  };
  return {
    section: {
      title: '4. Parsing throughput',
      method: [
        `WebVTT input: ${(vttBytes.byteLength / 1e6).toFixed(2)} MB generated (tools/bench/parse-corpus.generator.ts: ids, settings, voice/class spans, entities, NOTE/STYLE/REGION blocks). HLS input: a ${(playlistBytes / 1e6).toFixed(2)} MB VOD media playlist of 20,000 byte-range segments with key rotation, program date times and discontinuities.`,
        `Node ${process.version}; ${runs} timed rounds after 2 warm-up rounds, each round parsing the same bytes once with every parser in turn (so load from other work on the machine hits all alike); MB/s = input bytes / median time.`,
        'WebVTT: vtt.js gets a TextDecoder as its decoder and a window with its own VTTCue/VTTRegion; webvtt-parser takes a string, so its decode is timed with it. No cue-text DOM trees are built by any of the three here.',
        "HLS: hls.js's M3U8Parser is exported by its ES module; `parseLevelPlaylist` is what its playlist loader runs on a media playlist.",
        ...counts(vttRows),
        ...counts(hlsRows),
      ],
      tables: [
        { caption: 'WebVTT', headers, rows: table(vttRows, 'cues') },
        { caption: 'HLS media playlist', headers, rows: table(hlsRows, 'segments') },
      ],
      pending: [],
      elapsedMs: performance.now() - started,
    },
    json: {
      webvttMBps: Object.fromEntries(vttRows.map((r) => [r.key, r.mbps])),
      hlsPlaylistMBps: Object.fromEntries(hlsRows.map((r) => [r.key, r.mbps])),
    },
  };
}
