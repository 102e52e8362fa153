import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, networkFailure, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import { AudioStreamResolver, ManifestLoader, isAllowedManifestOrigin, toSegmentedStream, type ManifestTokenPolicy } from '../../../../core/src/domain/playback-preparation/index.ts';
import { parseMediaPlaylist } from '../../../../core/src/domain/hls/index.ts';

const MASTER = `#EXTM3U
#EXT-X-SESSION-DATA:DATA-ID="com.example.title",VALUE="Suite No. 1"
#EXT-X-SESSION-DATA:DATA-ID="com.apple.hls.audioAssetMetadata",VALUE="eyJ4Ijp0cnVlfQ=="
#EXT-X-MEDIA:TYPE=AUDIO,URI="audio.m3u8",GROUP-ID="a",NAME="stream_0",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2"
#EXT-X-STREAM-INF:BANDWIDTH=110901,CODECS="mp4a.40.2",AUDIO="a"
audio.m3u8
`;
const MEDIA = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:3
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,4TyHrtjT6+B5MM9WnrGHzg==",KEYFORMAT="org.w3.clearkey",KEYID=0xE13C87AED8D3EBE07930CF569EB187CE,KEYFORMATVERSIONS="1"
#EXTINF:2.020,
seg_1.m4s
#EXT-X-BYTERANGE:1000@0
#EXTINF:1.286,
seg_2.m4s
#EXT-X-ENDLIST
`;
const BASE = 'https://aod.example/clip01/cenc/';

function setUp(policy: ManifestTokenPolicy = { allowedOrigins: ['https://aod.example'], enabled: () => true }) {
  const clock = new SimulatedClock();
  const session = new MemoryKeyValueStore('session', clock);
  const http = new RecordingHttpClient((request) =>
    request.url.endsWith('master.m3u8') ? textResponse(200, MASTER, request.url, { 'content-type': 'application/vnd.apple.mpegurl' })
    : request.url.endsWith('audio.m3u8') ? textResponse(200, MEDIA, request.url, { 'content-type': 'application/vnd.apple.mpegurl' })
    : textResponse(404, 'no', request.url),
  );
  const loader = new ManifestLoader(http, session, policy, { developerToken: () => 'dev', userToken: () => 'user==' });
  return { http, session, loader };
}

describe('001 §7 Manifest fetch', () => {
  it('sends the user token and bearer header only to allowed hosts, and only when the flag allows it', async () => {
    const { http, loader } = setUp();
    await loader.load(`${BASE}master.m3u8`);
    expect(http.requests[0]?.headers).toEqual({ Authorization: 'Bearer dev', 'media-user-token': 'user==' });
    expect(isAllowedManifestOrigin('https://evil.test/x.m3u8', ['https://aod.example'])).toBe(false);
    const off = setUp({ allowedOrigins: ['https://aod.example'], enabled: () => false });
    await off.loader.load(`${BASE}master.m3u8`);
    expect(off.http.requests[0]?.headers).toEqual({});
  });

  it('001 §6: reads the developer flag at each fetch, so turning it on or off applies to the next manifest', async () => {
    let allowed = false;
    const { http, loader } = setUp({ allowedOrigins: ['https://aod.example'], enabled: () => allowed });
    await loader.load(`${BASE}master.m3u8`);
    allowed = true;
    await loader.load(`${BASE}audio.m3u8`);
    expect(http.requests.map((request) => request.headers)).toEqual([{}, { Authorization: 'Bearer dev', 'media-user-token': 'user==' }]);
  });

  it('compares whole origins: the allowed host on another port or over plain http gets no token (issue 22)', async () => {
    for (const url of ['http://aod.example/clip01/cenc/master.m3u8', 'https://aod.example:8443/clip01/cenc/master.m3u8', 'https://aod.example.evil.test/master.m3u8']) {
      const { http, loader } = setUp();
      await loader.load(url);
      expect(http.requests[0]?.headers, url).toEqual({});
    }
    expect(isAllowedManifestOrigin('https://AOD.example:443/x.m3u8', ['https://aod.example'])).toBe(true);
  });

  it('rewrites relative URIs to absolute, parses session data, removes iTunes session-data lines', async () => {
    const { loader } = setUp();
    const { entry, metadata } = await loader.load(`${BASE}master.m3u8`);
    expect(entry.content).toContain(`URI="${BASE}audio.m3u8"`);
    expect(entry.content).toContain(`\n${BASE}audio.m3u8\n`);
    expect(entry.content).not.toContain('com.apple.hls');
    expect(entry.contentType).toBe('application/vnd.apple.mpegurl');
    expect(metadata['com.example.title']).toBe('Suite No. 1');
  });

  it('caches a prefetched manifest in session storage and removes the entry once used', async () => {
    const { http, session, loader } = setUp();
    await loader.prefetch(`${BASE}master.m3u8`);
    expect(session.keys()).toEqual([`mk-manifest:${BASE}master.m3u8`]);
    await loader.load(`${BASE}master.m3u8`);
    expect(http.requests).toHaveLength(1);
    expect(session.keys()).toEqual([]);
    await loader.load(`${BASE}master.m3u8`);
    expect(http.requests).toHaveLength(2);
  });

  it("001 §8: no answer is NETWORK_ERROR 'Could not fetch manifest'; a 404 is CONTENT_UNAVAILABLE", async () => {
    const { http, loader } = setUp();
    await expect(loader.load(`${BASE}missing.m3u8`)).rejects.toMatchObject({ errorCode: 'CONTENT_UNAVAILABLE', message: 'The requested content is not available.' });
    http.respondWith((r) => {
      throw networkFailure(r.url);
    });
    await expect(loader.load(`${BASE}master.m3u8`)).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR', message: 'Could not fetch manifest' });
  });
});

describe('002 §7: master manifest to the audio stream a segment-appending sink plays', () => {
  it('follows the variant (its AUDIO rendition) to the media playlist: init, segments with byte ranges, keys per key system', async () => {
    const { http, loader } = setUp();
    const { stream, metadata } = await new AudioStreamResolver(loader).resolve(`${BASE}master.m3u8`, { standardBitrate: false });
    expect(http.requests.map((r) => r.url)).toEqual([`${BASE}master.m3u8`, `${BASE}audio.m3u8`]);
    expect(stream).toEqual({
      mimeType: 'audio/mp4; codecs="mp4a.40.2"',
      init: { url: `${BASE}init.mp4` },
      segments: [
        { url: `${BASE}seg_1.m4s`, start: 0, duration: 2.02 },
        { url: `${BASE}seg_2.m4s`, start: 2.02, duration: 1.286, byteRange: { offset: 0, length: 1000 } },
      ],
      duration: 3.306,
      keys: [{ keySystem: 'org.w3.clearkey', uri: 'data:text/plain;base64,4TyHrtjT6+B5MM9WnrGHzg==', keyId: 'e13c87aed8d3ebe07930cf569eb187ce' }],
    });
    expect(metadata['com.example.title']).toBe('Suite No. 1');
  });

  it('a prefetch fetches both playlists ahead; resolving them then makes no request', async () => {
    const { http, loader } = setUp();
    const resolver = new AudioStreamResolver(loader);
    await resolver.prefetch(`${BASE}master.m3u8`, { standardBitrate: false });
    expect(http.requests).toHaveLength(2);
    await resolver.resolve(`${BASE}master.m3u8`, { standardBitrate: false });
    expect(http.requests).toHaveLength(2);
  });

  it('a playlist without an fMP4 init section is not a stream the gapless sink can play', () => {
    expect(() => toSegmentedStream(parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\na.ts\n#EXT-X-ENDLIST\n', BASE), 'mp4a.40.2')).toThrow(/init/);
  });
});
