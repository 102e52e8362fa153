// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DIALOG_HOST_ATTRIBUTE, LazyDialogPresenter } from '@mediakit/adapters/browser';
import { MemoryLogger } from '@mediakit/adapters/node';
import type { MediaItem, PlaybackSource } from '@mediakit/core';
import { LazyGaplessSourceResolver, type GaplessSources } from '../../../core/src/services/playback/lazy-gapless-source.ts';
import { relativeDynamicImports } from '../../../tools/build/lazy-chunks.plugin.ts';

// The lazy-loading seams of docs/size-budgets.md ("What loads on first use") and the build's
// reading of them.

describe('lazy-chunks.plugin: which import() calls become chunks', () => {
  it('only real relative import() expressions: not one in a comment or a string, not a package', () => {
    const code = [
      "/** @example const m = await import('./in-a-comment.ts'); */",
      "const text = \"import('./in-a-string.ts')\";",
      "const lib = import('hls.js');",
      "export const load = () => import('./real.ts').then((m) => m.x);",
    ].join('\n');
    expect(relativeDynamicImports(code).map((found) => [found.specifier, code.slice(found.start, found.end)])).toEqual([['./real.ts', "import('./real.ts')"]]);
  });
});

describe('LazyDialogPresenter: the DOM dialog loads with the first dialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('dialogs shown while it loads keep their order and the one-at-a-time rule', async () => {
    const dialogs = new LazyDialogPresenter();
    const first = dialogs.show({ message: 'First' });
    const second = dialogs.show({ message: 'Second' });
    await expect(first).resolves.toBe('dismissed');
    const hosts = document.querySelectorAll(`[${DIALOG_HOST_ATTRIBUTE}]`);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.shadowRoot?.textContent).toContain('Second');
    (hosts[0]?.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
    await expect(second).resolves.toBe('ok');
  });
});

describe('LazyGaplessSourceResolver: the full-track code loads with the first full track', () => {
  const source: PlaybackSource = { url: 'https://media.test/1.m3u8', kind: 'audio', format: 'hls', encrypted: true };
  const resolver = (): GaplessSources & { transitions: string[] } => {
    const transitions: string[] = [];
    return { transitions, resolve: async () => source, prepareNext: async () => source, didTransition: (id) => void transitions.push(id) };
  };

  it('loads once, on the first full track or ahead of it, and not to cancel what was never prepared', async () => {
    let loads = 0;
    const real = resolver();
    const full = new LazyGaplessSourceResolver(async () => {
      loads++;
      return real;
    }, new MemoryLogger());
    await expect(full.prepareNext(undefined)).resolves.toBeNull();
    full.didTransition('0');
    expect(loads).toBe(0);
    full.preload();
    await expect(full.resolve({ id: '1' } as MediaItem)).resolves.toBe(source);
    full.didTransition('1');
    expect(loads).toBe(1);
    expect(real.transitions).toEqual(['1']);
  });

  it('a failed load fails that track and is tried again by the next', async () => {
    let attempt = 0;
    const full = new LazyGaplessSourceResolver(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk unreachable');
      return resolver();
    }, new MemoryLogger());
    await expect(full.resolve({ id: '1' } as MediaItem)).rejects.toThrow('chunk unreachable');
    await expect(full.resolve({ id: '2' } as MediaItem)).resolves.toBe(source);
  });
});
