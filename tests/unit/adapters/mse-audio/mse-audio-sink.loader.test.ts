import { describe, expect, it } from 'vitest';
import type { LicenseExchange, PlaybackSource } from '@mediakit/core';
import { RecordingHttpClient } from '@mediakit/adapters/node';
import { MseAudioSinkLoader } from '../../../../adapters/mse-audio/mse-audio-sink.loader.ts';

const stream = { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: 'i' }, segments: [], duration: 1, keys: [] };
const license = {} as LicenseExchange;
const loader = (eme = true, mse = true) =>
  new MseAudioSinkLoader({ http: new RecordingHttpClient(), element: () => ({}) as HTMLMediaElement, mediaSourceSupports: () => mse, encryptedMediaSupported: () => eme });
const source = (extra: Partial<PlaybackSource>): PlaybackSource => ({ url: 'https://x/m.m3u8', kind: 'audio', format: 'hls', encrypted: false, ...extra });

describe('MseAudioSinkLoader.canPlay: the cheap probe (DESIGN.md backend choice)', () => {
  it('claims audio HLS the core has read into a segment list', () => {
    expect(loader().canPlay(source({ stream }))).toBe(true);
  });

  it('leaves bare URLs (previews), video and progressive files to other backends', () => {
    expect(loader().canPlay(source({}))).toBe(false);
    expect(loader().canPlay(source({ stream, kind: 'video' }))).toBe(false);
    expect(loader().canPlay(source({ stream, format: 'progressive' }))).toBe(false);
    expect(loader(true, false).canPlay(source({ stream }))).toBe(false);
  });

  it('claims encrypted sources only with EME and the core\'s licence exchange', () => {
    expect(loader().canPlay(source({ stream, encrypted: true }))).toBe(false);
    expect(loader().canPlay(source({ stream, encrypted: true, license }))).toBe(true);
    expect(loader(false).canPlay(source({ stream, encrypted: true, license }))).toBe(false);
  });
});
