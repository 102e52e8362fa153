import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpClient, PlaybackSource } from '@mediakit/core';
import { ShakaSinkLoader } from '../../../../adapters/shaka/shaka-sink.loader.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const http: HttpClient = { request: () => Promise.reject(new TypeError('offline')) };
const hls = (kind: PlaybackSource['kind']): PlaybackSource => ({ url: 'https://media.example/master.m3u8', kind, format: 'hls', encrypted: false });

/** Static imports only (`import ... from`, `export ... from`, side-effect imports), not `import()`. */
function staticImports(path: string): string[] {
  const source = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  return [...source.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm)].map((m) => m[1] as string);
}

describe('shaka sink loader: a cheap probe, shaka loaded lazily (DESIGN.md backend choice)', () => {
  it('claims HLS sources that Media Source Extensions can play, and nothing else', () => {
    const asked: string[] = [];
    const loader = new ShakaSinkLoader({ http, element: () => ({}) as HTMLMediaElement, mediaSourceSupported: (type) => (asked.push(type), true) });
    expect(loader.id).toBe('shaka');
    expect(loader.canPlay(hls('video'))).toBe(true);
    expect(loader.canPlay({ ...hls('audio'), format: 'progressive' })).toBe(false);
    expect(asked[0]).toContain('avc1');
    expect(new ShakaSinkLoader({ http, element: () => ({}) as HTMLMediaElement, mediaSourceSupported: () => false }).canPlay(hls('video'))).toBe(false);
  });

  it("probes the codec a read stream names, so an item the browser cannot decode is left unclaimed (001 §4: it is skipped)", () => {
    const asked: string[] = [];
    const loader = new ShakaSinkLoader({ http, element: () => ({}) as HTMLMediaElement, mediaSourceSupported: (type) => (asked.push(type), !type.includes('ec-3')) });
    const stream = { mimeType: 'audio/mp4; codecs="ec-3"', init: { url: 'init.mp4' }, segments: [], duration: 0, keys: [] };
    expect(loader.canPlay({ ...hls('audio'), stream })).toBe(false);
    expect(asked).toEqual(['audio/mp4; codecs="ec-3"']);
    expect(loader.canPlay({ ...hls('audio'), stream: { ...stream, mimeType: 'audio/mp4; codecs="mp4a.40.2"' } })).toBe(true);
  });

  it('without MediaSource (a server render), claims nothing and touches no browser global', () => {
    expect(new ShakaSinkLoader({ http, element: () => ({}) as HTMLMediaElement }).canPlay(hls('video'))).toBe(false);
  });

  it('reaches shaka only through a dynamic import of the sink module', () => {
    const seen = new Set<string>();
    const walk = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        expect(specifier.startsWith('shaka-player'), `${file} imports ${specifier} statically`).toBe(false);
        if (specifier.startsWith('./')) walk(join(dirname(file), specifier));
      }
    };
    walk(join(root, 'adapters/shaka/index.ts'));
    expect([...seen].map((f) => f.slice(root.length)).sort()).toEqual(['adapters/shaka/index.ts', 'adapters/shaka/shaka-sink.loader.ts', 'adapters/shaka/shaka.module.ts']);
    expect(readFileSync(join(root, 'adapters/shaka/shaka-sink.loader.ts'), 'utf8')).toContain("await import('./shaka-media-sink.ts')");
  });
});
