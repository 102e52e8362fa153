// DESIGN.md "A curated public API" (issue 14 item 5): `@mediakit/core` exports what apps and
// adapters use, each name listed on purpose; internals go to `@mediakit/core/internal`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as publicApi from '@mediakit/core';
import * as internalApi from '@mediakit/core/internal';

/** The ceiling of runtime names of the public entry; raising it is a decision, not a side effect. */
const MAX_PUBLIC_RUNTIME_NAMES = 150;

const indexSource = readFileSync(new URL('../../../core/src/index.ts', import.meta.url), 'utf8');

describe('@mediakit/core public API', () => {
  it(`exports at most ${MAX_PUBLIC_RUNTIME_NAMES} runtime names`, () => {
    expect(Object.keys(publicApi).length).toBeLessThanOrEqual(MAX_PUBLIC_RUNTIME_NAMES);
  });

  it('lists every name explicitly (no `export *`, so nothing joins it unseen)', () => {
    expect(indexSource).not.toMatch(/export\s+(type\s+)?\*/);
  });

  it('carries the MusicKit surface an app programs against (MUSICKIT-SURFACE.md)', () => {
    for (const name of ['MKError', 'MediaItem', 'Queue', 'Events', 'PlaybackStates', 'PlayerRepeatMode', 'PlayerShuffleMode', 'PlaybackBitrate', 'AuthorizationStatus', 'MediaItemState', 'PlaybackMode', 'PresentationMode', 'PlayActivityEndReasonType', 'formatArtworkURL', 'formatMediaTime', 'formattedMediaURL', 'generateEmbedCode']) {
      expect(publicApi, name).toHaveProperty(name);
    }
  });

  it('keeps composition-root services internal, and internal re-exports every public name', () => {
    expect(publicApi).not.toHaveProperty('createMusicKitNamespace');
    expect(internalApi).toHaveProperty('createMusicKitNamespace');
    for (const name of Object.keys(publicApi)) expect(internalApi, name).toHaveProperty(name);
  });
});
