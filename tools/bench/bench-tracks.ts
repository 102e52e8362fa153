/**
 * The emulator's clips as the pages need them (BenchTrack), from the running emulator's own
 * fixture list (its public `media`), so the bench reads the same tracks.json it serves.
 */
import type { TrackFixture } from '../media/track-fixture.types.ts';
import { CLEARKEY_PATH, IDENTITY_KEYFORMAT_PREFIX } from './bench-page.server.ts';
import type { BenchTrack } from './pages/bench-page.types.ts';

export function benchTrack(origin: string, fixture: TrackFixture, encrypted: boolean, id = fixture.id): BenchTrack {
  const rendition = encrypted ? fixture.encrypted : fixture.clear;
  const url = (path: string): string => `${origin}/media/${path}`;
  return {
    id,
    masterUrl: url(rendition.master),
    mediaUrl: url(rendition.media),
    initUrl: url(rendition.init),
    segmentUrls: rendition.segments.map(url),
    sampleRate: fixture.sampleRate,
    primingSamples: fixture.primingSamples,
    sampleCount: fixture.sampleCount,
    paddingSamples: fixture.paddingSamples,
    durationSeconds: fixture.sampleCount / fixture.sampleRate,
    sourceStartSample: fixture.sourceStartSample,
    encrypted,
    ...(encrypted
      ? {
          keyId: fixture.encrypted.keyId,
          key: fixture.encrypted.key,
          licenseUrl: `${origin}${CLEARKEY_PATH}`,
          identityMasterUrl: `${origin}${IDENTITY_KEYFORMAT_PREFIX}${rendition.master}`,
        }
      : {}),
  };
}

/** Key id → key of every clip, for the bench's ClearKey endpoint. */
export function clearKeys(fixtures: readonly TrackFixture[]): Map<string, string> {
  return new Map(fixtures.map((f) => [f.encrypted.keyId, f.encrypted.key]));
}
