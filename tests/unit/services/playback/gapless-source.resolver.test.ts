import { describe, expect, it } from 'vitest';
import { MKError } from '@mediakit/core';
import { jsonResponse, MemoryKeyValueStore, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import { CertificateLoader, LicenseClient, markPlayReadyCbcsUnsupported } from '../../../../core/src/domain/drm/index.ts';
import { AudioStreamResolver, ManifestLoader, WebPlaybackPreparer, type PreparationTokens } from '../../../../core/src/domain/playback-preparation/index.ts';
import { formatItunSmpb } from '../../domain/playback-preparation/itun-smpb.helper.ts';
import { GaplessItemBuffer } from '../../../../core/src/services/playback/gapless-item.buffer.ts';
import { GaplessSourceResolver } from '../../../../core/src/services/playback/gapless-source.resolver.ts';

const MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:3
#EXT-X-MAP:URI="init.mp4"
#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,AAAAAAAAAAAAAAAAAAAAAA==",KEYFORMAT="org.w3.clearkey",KEYID=0x00000000000000000000000000000000
#EXTINF:2.0,
seg_1.m4s
#EXT-X-ENDLIST
`;

describe('001 §4 Seamless audio: the item buffer keeps the current and next manifest', () => {
  it('promotes the next entry when its item is played; anything else tears both down', async () => {
    const buffer = new GaplessItemBuffer<string>();
    let built = 0;
    const build = (id: string) => async () => `${id}#${++built}`;
    expect(await buffer.play('a', build('a'))).toBe('a#1');
    expect(await buffer.setNext('b', build('b'))).toBe('b#2');
    expect(await buffer.play('b', build('b'))).toBe('b#2');
    expect(buffer.nextId).toBeNull();
    await buffer.setNext('c', build('c'));
    expect(await buffer.play('d', build('d'))).toBe('d#4');
    expect(buffer.nextId).toBeNull();
  });

  it('does not keep a failed preparation', async () => {
    const buffer = new GaplessItemBuffer<string>();
    await expect(buffer.play('a', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await Promise.resolve();
    expect(await buffer.play('a', async () => 'a')).toBe('a');
  });
});

describe('GaplessSourceResolver: web playback, manifest and licence bound into a PlaybackSource', () => {
  function setUp() {
    const clock = new SimulatedClock();
    const session = new MemoryKeyValueStore('session', clock);
    const faults = { webPlayback: false, offline: false };
    const network = { online: true };
    const http = new RecordingHttpClient((request) => {
      if (request.url.endsWith('/webPlayback')) {
        if (faults.offline) throw new TypeError('Failed to fetch');
        if (faults.webPlayback) return jsonResponse(503, {}, request.url);
        return jsonResponse(200, {
          songList: [{ songId: '1', 'hls-key-server-url': 'https://play.example/license', assets: [{ flavor: '28:ctrp256', URL: 'https://aod.example/a/audio.m3u8', metadata: { iTunSMPB: formatItunSmpb({ primingSamples: 1024, paddingSamples: 629, sampleCount: 321_931 }) } }] }],
        });
      }
      if (request.url.endsWith('.m3u8')) return textResponse(200, MEDIA, request.url);
      if (request.url.endsWith('/license')) return jsonResponse(200, { status: 0, license: 'eyJrZXlzIjpbXX0=' });
      return textResponse(404, '', request.url);
    });
    const tokens: PreparationTokens = { developerToken: () => 'dev', userToken: () => 'user==', renewUserToken: async () => 'user==', revokeUserToken: () => undefined };
    const resolver = new GaplessSourceResolver(
      {
        preparer: new WebPlaybackPreparer(http, 'https://play.example', tokens),
        streams: new AudioStreamResolver(new ManifestLoader(http, session, { allowedOrigins: [], enabled: () => false }, tokens)),
        previewStreams: new AudioStreamResolver(new ManifestLoader(http, session, { allowedOrigins: [], enabled: () => false }, tokens)),
        licenses: new LicenseClient(http, clock, session),
        certificates: new CertificateLoader(http, clock),
        session,
        tokens,
        clock,
        network,
      },
      { bitrate: () => 256, drmAvailable: () => true },
    );
    return { http, resolver, session, faults, network };
  }

  it('builds an encrypted audio HLS source with its stream, gapless trim and licence exchange', async () => {
    const { http, resolver } = setUp();
    const source = await resolver.resolveItem({ id: '1', adamId: '1' });
    expect(source).toMatchObject({ id: '1', kind: 'audio', format: 'hls', encrypted: true, url: 'https://aod.example/a/audio.m3u8' });
    expect(source.gapless).toEqual({ sampleRate: 44_100, primingSamples: 1024, paddingSamples: 629, sampleCount: 321_931 });
    expect(source.stream?.keys).toHaveLength(1);
    expect(source.license?.keySystems).toEqual(['com.apple.fps', 'com.widevine.alpha', 'com.microsoft.playready', 'org.w3.clearkey']);
    expect(await source.license?.certificate('org.w3.clearkey')).toBeNull();
    const grant = await source.license!.acquire({ keySystem: 'org.w3.clearkey', keyUri: 'data:x', challenge: Uint8Array.of(1, 2), renewal: false });
    expect(new TextDecoder().decode(grant.license)).toBe('{"keys":[]}');
    const licence = http.requests.find((r) => r.url.endsWith('/license'))!;
    expect(JSON.parse(licence.body as string)).toEqual({ challenge: 'AQI=', 'key-system': 'org.w3.clearkey', uri: 'data:x', adamId: '1', isLibrary: false, 'user-initiated': true });
  });

  it('002 §4 restart with a different key system: the key-system order of a built source follows the CBCS flag set after it (001 §8)', async () => {
    const { resolver, session } = setUp();
    const source = await resolver.resolveItem({ id: '1', adamId: '1' });
    expect(source.license?.keySystems).toContain('com.microsoft.playready');
    markPlayReadyCbcsUnsupported(session);
    expect(source.license?.keySystems).toEqual(['com.apple.fps', 'com.widevine.alpha', 'org.w3.clearkey']);
  });

  it('a prepared next item is promoted when played: no second web-playback or manifest request', async () => {
    const { http, resolver } = setUp();
    await resolver.resolveItem({ id: '1', adamId: '1' });
    const next = await resolver.prepareNext({ id: '2', adamId: '2' });
    const before = http.requests.length;
    expect(await resolver.resolveItem({ id: '2', adamId: '2' })).toBe(next);
    expect(http.requests.length).toBe(before);
  });

  it('issue 17: a song prepared ahead (at setQueue) is taken by its play: web playback and manifests are not asked again, nothing is licensed ahead', async () => {
    const { http, resolver } = setUp();
    resolver.prepareAhead({ id: '1', adamId: '1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ahead = http.requests.map((r) => r.url);
    expect(ahead).toEqual(['https://play.example/WebObjects/MZPlay.woa/wa/webPlayback', 'https://aod.example/a/audio.m3u8']);
    const source = await resolver.resolveItem({ id: '1', adamId: '1' });
    expect(source).toMatchObject({ id: '1', encrypted: true, url: 'https://aod.example/a/audio.m3u8' });
    expect(http.requests.map((r) => r.url)).toEqual(ahead);
  });

  it('issue 17: a song prepared ahead is not used for another item; a failed one is its play\'s failure (no request more than without it), and the next play prepares again', async () => {
    const { http, resolver, faults } = setUp();
    resolver.prepareAhead({ id: '1', adamId: '1' });
    await resolver.resolveItem({ id: '2', adamId: '2' });
    expect(http.requests.filter((r) => r.url.endsWith('/webPlayback'))).toHaveLength(2);

    faults.webPlayback = true;
    resolver.prepareAhead({ id: '3', adamId: '3' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    faults.webPlayback = false;
    const asked = http.requests.filter((r) => r.url.endsWith('/webPlayback')).length;
    await expect(resolver.resolveItem({ id: '3', adamId: '3' })).rejects.toBeInstanceOf(MKError);
    expect(http.requests.filter((r) => r.url.endsWith('/webPlayback')).length).toBe(asked);
    await Promise.resolve();
    expect(await resolver.resolveItem({ id: '3', adamId: '3' })).toMatchObject({ id: '3', encrypted: true });
    expect(http.requests.filter((r) => r.url.endsWith('/webPlayback')).length).toBe(asked + 1);
  });

  it('issue 17 / issue 21: a song prepared ahead while the network was down is prepared again by its play, on the network of the press', async () => {
    const { http, resolver, faults } = setUp();
    faults.offline = true;
    resolver.prepareAhead({ id: '1', adamId: '1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    faults.offline = false;
    expect(await resolver.resolveItem({ id: '1', adamId: '1' })).toMatchObject({ id: '1', encrypted: true });
    expect(http.requests.filter((r) => r.url.endsWith('/webPlayback'))).toHaveLength(2);
  });

  it('issue 17 / issue 21: a play pressed offline does not take the song prepared ahead online: it prepares on its own, so its web playback waits for `online`', async () => {
    const { http, resolver, network } = setUp();
    resolver.prepareAhead({ id: '1', adamId: '1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    network.online = false;
    const playing = resolver.resolveItem({ id: '1', adamId: '1' });
    network.online = true;
    expect(await playing).toMatchObject({ id: '1', encrypted: true });
    expect(http.requests.filter((r) => r.url.endsWith('/webPlayback'))).toHaveLength(2);
  });

  it('shares one key-session registry across items (001 §4: sessions per key URI)', async () => {
    const { resolver } = setUp();
    const a = await resolver.resolveItem({ id: '1', adamId: '1' });
    const b = await resolver.prepareNext({ id: '2', adamId: '2' });
    a.license?.sessions.add('data:shared', { close: () => undefined });
    expect(b?.license?.sessions.has('data:shared')).toBe(true);
  });

  // issue 17 (docs/decisions.md): a clear AAC preview plays on the gapless engine, read into segments.
  it('reads a clear HLS preview into its segment list, without any token (000 §1: previews are public)', async () => {
    const { http, resolver } = setUp();
    const preview = { url: 'https://audio.example/p/preview.m3u8', kind: 'audio', format: 'hls', encrypted: false } as const;
    const clear = MEDIA.split('\n').filter((line) => !line.startsWith('#EXT-X-KEY')).join('\n');
    http.respondWith((request) => textResponse(200, clear, request.url));
    const source = await resolver.resolvePreview(preview);
    expect(source).toMatchObject({ ...preview, stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: 'https://audio.example/p/init.mp4' }, keys: [] } });
    expect(source.stream?.segments.map((s) => s.url)).toEqual(['https://audio.example/p/seg_1.m4s']);
    expect(source.license).toBeUndefined();
    expect(http.requests.map((r) => [r.url, r.headers?.Authorization, r.headers?.['media-user-token']])).toEqual([['https://audio.example/p/preview.m3u8', undefined, undefined]]);
  });

  it('gives an encrypted preview back as it was (it has no licence exchange to play with)', async () => {
    const { resolver } = setUp();
    const preview = { url: 'https://audio.example/p/preview.m3u8', kind: 'audio', format: 'hls', encrypted: false } as const;
    expect(await resolver.resolvePreview(preview)).toEqual(preview);
  });
});
