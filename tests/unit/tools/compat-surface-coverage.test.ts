import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SURFACE_CHECKS } from '../../e2e/compat-surface.checks.ts';
import { surfaceNames } from '../../e2e/compat-surface.names.ts';

// Issue 16 done-when: "one check per name, event and payload listed in MUSICKIT-SURFACE.md" in the
// compatibility e2e (tests/e2e/compat-page.e2e.ts runs SURFACE_CHECKS in the v3 page on the
// script-tag build). This lists the names the e2e never checks; the list must stay empty.

const ROOT = resolve(import.meta.dirname, '../../..');
const SURFACE = readFileSync(resolve(ROOT, 'docs/musickit-surface.md'), 'utf8');
/** The shared original the repo's copy follows (present where the project's shared notes sit beside the checkout). */
const SHARED = resolve(ROOT, '../shared/MUSICKIT-SURFACE.md');

/**
 * Names of the document that are not something a page can check, each with why. Nothing else
 * may be left out.
 */
const NOT_PAGE_NAMES: Readonly<Record<string, string>> = {
  // "Importing the ES module ... touches no `window`/`document`: safe under SSR" is about an ES
  // import in Node, checked by tests/unit/build/esm-packages.test.ts ("reads no browser global").
  'loading:window': 'ES-module import under SSR, tests/unit/build/esm-packages.test.ts',
  'loading:document': 'ES-module import under SSR, tests/unit/build/esm-packages.test.ts',
};

describe('MUSICKIT-SURFACE.md coverage of the compatibility e2e (issue 16)', () => {
  const names = surfaceNames(SURFACE);

  it('reads the names of every section: namespace, instance, queue, queue options, MediaItem, events, payloads, enums, MKError, configure', () => {
    // A parser that silently read nothing would make the coverage check below pass vacuously.
    const sections = new Set(names.map((name) => name.slice(0, name.indexOf(':'))));
    expect([...sections].sort()).toEqual(['configure', 'enums', 'events', 'instance', 'loading', 'mediaItem', 'mkError', 'namespace', 'payloads', 'queue', 'queueOptions']);
    expect(names).toEqual(expect.arrayContaining(['instance:setQueue', 'mediaItem:isrc', 'events:webComponentsLoaded', 'payloads:queuePositionDidChange.oldPosition', 'enums:PlaybackStates.completed', 'queueOptions:uploadedVideos', 'configure:app.icon', 'instance:api.music.includeResponseMeta']));
    expect(names.length).toBeGreaterThan(300);
  });

  it('every listed name, event and payload has a check in the compatibility e2e (the list of unchecked names is empty)', () => {
    const unchecked = names.filter((name) => SURFACE_CHECKS[name] === undefined && NOT_PAGE_NAMES[name] === undefined);
    expect(unchecked).toEqual([]);
  });

  it('every name left out of the page is still a name of the document (no stale exemption)', () => {
    expect(Object.keys(NOT_PAGE_NAMES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("the repo's copy is the shared MUSICKIT-SURFACE.md, where that file sits beside the checkout", () => {
    // Outside the project's workspace the copy is all there is; inside it, drift fails here.
    if (existsSync(SHARED)) expect(SURFACE).toBe(readFileSync(SHARED, 'utf8'));
    else expect(SURFACE.startsWith('# The public surface existing apps program against')).toBe(true);
  });
});
