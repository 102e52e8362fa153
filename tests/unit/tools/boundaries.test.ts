import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { checkBoundaries, collectSourceFiles, type SourceFile } from '../../../tools/lint/boundaries.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('DESIGN.md rules of the house: boundaries', () => {
  it('the repository has no boundary violation', () => {
    const violations = checkBoundaries(collectSourceFiles(root));
    expect(violations.map((v) => `${v.path}:${v.line} ${v.rule} ${v.detail}`)).toEqual([]);
  });

  const planted: Array<[string, SourceFile, string]> = [
    ['core imports an adapter', { path: 'core/src/domain/x.ts', source: "import { FetchHttpClient } from '../../../adapters/browser/fetch-http-client.ts';" }, 'core-imports-outward'],
    ['core imports the adapters package', { path: 'core/src/domain/x.ts', source: "import { SimulatedClock } from '@mediakit/adapters/node';" }, 'core-imports-outward'],
    ['core imports an npm package', { path: 'core/src/domain/x.ts', source: "import Hls from 'hls.js';" }, 'core-imports-outward'],
    ['core imports a Node built-in', { path: 'core/src/domain/x.ts', source: "import { readFileSync } from 'node:fs';" }, 'core-imports-outward'],
    ['core loads an adapter lazily', { path: 'core/src/services/x.ts', source: "const m = await import('../../adapters/hlsjs/index.ts');" }, 'core-imports-outward'],
    ['a port imports a domain type', { path: 'core/src/ports/media-sink.ts', source: "import type { WebVttCue } from '../domain/webvtt/webvtt-cue.ts';" }, 'port-imports-domain'],
    ['inversify outside core/src/di', { path: 'core/src/services/player.ts', source: "import { ContainerModule } from 'inversify';" }, 'inversify-outside-di'],
    ['core touches window', { path: 'core/src/domain/x.ts', source: 'export const w = window.x;' }, 'core-uses-platform-global'],
    ['core reads the time directly', { path: 'core/src/domain/x.ts', source: 'export const t = Date.now();' }, 'core-uses-platform-global'],
    ['core reads the date directly', { path: 'core/src/domain/x.ts', source: 'export const d = new Date();' }, 'core-uses-platform-global'],
    ['core draws random numbers directly', { path: 'core/src/domain/x.ts', source: 'export const r = Math.random();' }, 'core-uses-platform-global'],
    ['core logs to the console', { path: 'core/src/domain/x.ts', source: "console.log('x');" }, 'core-uses-platform-global'],
    ['an adapter imports another adapter', { path: 'adapters/hlsjs/hlsjs-media-sink.ts', source: "import { FetchHttpClient } from '../browser/fetch-http-client.ts';" }, 'adapter-imports-adapter'],
    ['an adapter imports another adapter by package', { path: 'adapters/mse-audio/x.ts', source: "import { x } from '@mediakit/adapters/hlsjs';" }, 'adapter-imports-adapter'],
    ['the shared element kernel imports a sink (it is shared because it depends on none)', { path: 'adapters/html-media/element-media-sink.ts', source: "import { HlsjsTracks } from '../hlsjs/hlsjs-tracks.ts';" }, 'adapter-imports-adapter'],
    ['a new backend folder, named nowhere in the rule, imports another adapter', { path: 'adapters/dash/dash-media-sink.ts', source: "import { FetchHttpClient } from '../browser/fetch-http-client.ts';" }, 'adapter-imports-adapter'],
    ['an adapter reaches core internals', { path: 'adapters/mse-audio/x.ts', source: "import { SinkPlayer } from '@mediakit/core/internal';" }, 'internal-api-outside-roots'],
    ['the React package reaches core internals', { path: 'app-react/src/hooks/x.ts', source: "import type { MusicApi } from '@mediakit/core/internal';" }, 'internal-api-outside-roots'],
    ['a non-root React file picks an adapter', { path: 'app-react/src/hooks/use-player.ts', source: "import { hlsjsModule } from '@mediakit/adapters/hlsjs';" }, 'non-root-picks-adapter'],
  ];

  it.each(planted)('a planted violation is caught: %s', (_name, file, rule) => {
    expect(checkBoundaries([file]).map((v) => v.rule)).toContain(rule);
  });

  it.each<[string, SourceFile]>([
    ['core imports core relatively', { path: 'core/src/services/x.ts', source: "import { Clock } from '../ports/clock.ts';" }],
    ['core/src/di imports inversify', { path: 'core/src/di/core.module.ts', source: "import { ContainerModule } from 'inversify';" }],
    ['a global named only in a string or comment', { path: 'core/src/domain/x.ts', source: "// window.fetch\nexport const m = 'window.fetch is not defined';" }],
    ['a port-like member call is not a global', { path: 'core/src/domain/x.ts', source: 'this.#scheduler.setTimeout(() => {}, 250); const o = { window: 1 };' }],
    ['an adapter imports core and its own folder', { path: 'adapters/hlsjs/x.ts', source: "import type { MediaSink } from '@mediakit/core';\nimport { y } from './y.ts';" }],
    ['an element-based sink imports the shared element kernel (DESIGN.md: adapters/html-media/)', { path: 'adapters/shaka/shaka-media-sink.ts', source: "import { ElementMediaSink } from '../html-media/index.ts';" }],
    ['a composition root picks adapters', { path: 'adapters/hosts/browser.host.ts', source: "import { browserModule } from '../browser/browser.module.ts';\nimport { hlsjsModule } from '../hlsjs/hlsjs.module.ts';" }],
    ['a React file uses a host', { path: 'app-react/src/provider.tsx', source: "import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';" }],
  ])('allowed: %s', (_name, file) => {
    expect(checkBoundaries([file])).toEqual([]);
  });
});
