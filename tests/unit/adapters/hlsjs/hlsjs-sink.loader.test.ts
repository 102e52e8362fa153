import { describe, expect, it } from 'vitest';
import type { HttpClient, PlaybackSource } from '@mediakit/core';
import { HlsjsSinkLoader } from '../../../../adapters/hlsjs/hlsjs-sink.loader.ts';

const http: HttpClient = { request: () => Promise.reject(new TypeError('offline')) };
const hls = (kind: PlaybackSource['kind']): PlaybackSource => ({ url: 'https://media.example/master.m3u8', kind, format: 'hls', encrypted: false });
const stream = (codecs: string) => ({ mimeType: `audio/mp4; codecs="${codecs}"`, init: { url: 'init.mp4' }, segments: [], duration: 0, keys: [] });

describe('hls.js sink loader probe (001 §4 an unsupported item is skipped)', () => {
  it('probes the codec a read stream names: a Dolby ec-3 track the browser cannot decode is not claimed', () => {
    const asked: string[] = [];
    const loader = new HlsjsSinkLoader({ http, element: () => ({}) as HTMLMediaElement, mediaSourceSupported: (type) => (asked.push(type), !type.includes('ec-3')) });
    expect(loader.canPlay({ ...hls('audio'), stream: stream('ec-3') })).toBe(false);
    expect(asked).toEqual(['audio/mp4; codecs="ec-3"']);
    expect(loader.canPlay({ ...hls('audio'), stream: stream('mp4a.40.2') })).toBe(true);
  });

  it('without a read stream, probes the default codecs of the kind', () => {
    const asked: string[] = [];
    const loader = new HlsjsSinkLoader({ http, element: () => ({}) as HTMLMediaElement, mediaSourceSupported: (type) => (asked.push(type), true) });
    expect(loader.canPlay(hls('video'))).toBe(true);
    expect(loader.canPlay(hls('audio'))).toBe(true);
    expect(asked).toEqual(['video/mp4; codecs="avc1.42E01E,mp4a.40.2"', 'audio/mp4; codecs="mp4a.40.2"']);
    expect(loader.canPlay({ ...hls('audio'), format: 'progressive' })).toBe(false);
  });
});
