import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { MEDIA_ROOT } from '../../../tools/emulator/fixtures/media-fixtures.ts';
import { parseRange, safeJoin } from '../../../tools/emulator/http/static-file.ts';
import { AUTH } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

describe('media (001 §7 manifest and segment fetches)', () => {
  it('serves playlists as application/vnd.apple.mpegurl and fMP4 audio as audio/mp4', async () => {
    const track = emulator.media.tracks[0]!;
    const master = await fetch(`${emulator.origin}/media/${track.clear.master}`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await master.text();
    expect(text).toContain('#EXTM3U');
    expect(text).toContain('CODECS="mp4a.40.2"');

    for (const path of [track.clear.init, track.clear.segments[0]!, track.encrypted.segments[1]!]) {
      const res = await fetch(`${emulator.origin}/media/${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mp4');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes).toEqual(new Uint8Array(await readFile(join(MEDIA_ROOT, path))));
    }
  });

  it('answers a Range request with 206 and the exact bytes', async () => {
    const path = emulator.media.tracks[1]!.encrypted.segments[0]!;
    const whole = await readFile(join(MEDIA_ROOT, path));
    const res = await fetch(`${emulator.origin}/media/${path}`, { headers: { Range: 'bytes=100-1123' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-1123/${whole.byteLength}`);
    expect(res.headers.get('content-length')).toBe('1024');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(whole.subarray(100, 1124)));

    const suffix = await fetch(`${emulator.origin}/media/${path}`, { headers: { Range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(new Uint8Array(whole.subarray(whole.byteLength - 10)));

    const beyond = await fetch(`${emulator.origin}/media/${path}`, { headers: { Range: `bytes=${whole.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.byteLength}`);
  });

  it('keeps the encrypted playlist on ClearKey with its key id, and never serves tracks.json (it holds the keys)', async () => {
    const track = emulator.media.tracks[2]!;
    const playlist = await (await fetch(`${emulator.origin}/media/${track.encrypted.media}`)).text();
    expect(playlist).toContain('KEYFORMAT="org.w3.clearkey"');
    expect(playlist).toContain(`KEYID=0x${track.encrypted.keyId.toUpperCase()}`);
    expect(playlist).not.toContain(track.encrypted.key);
    expect(playlist.toLowerCase()).not.toContain(track.encrypted.key);
    expect((await fetch(`${emulator.origin}/media/tracks.json`)).status).toBe(404);
  });

  it('answers HEAD without a body, and 404 for unknown or escaping paths', async () => {
    const head = await fetch(`${emulator.origin}/media/${emulator.media.tracks[0]!.clear.master}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    for (const path of ['/media/audio/nope.m3u8', '/media/..%2f..%2fpackage.json', '/media/%2e%2e/%2e%2e/tsconfig.json']) {
      expect((await fetch(`${emulator.origin}${path}`)).status, path).toBe(404);
    }
  });
});

describe('static file helpers', () => {
  it('never resolves outside the media root', () => {
    expect(safeJoin(MEDIA_ROOT, '../emulator-server.ts')).toBeUndefined();
    expect(safeJoin(MEDIA_ROOT, 'audio/../../main.ts')).toBeUndefined();
    expect(safeJoin(MEDIA_ROOT, '')).toBeUndefined();
    expect(safeJoin(MEDIA_ROOT, 'audio/clip01/clear/master.m3u8')).toBe(join(MEDIA_ROOT, 'audio/clip01/clear/master.m3u8'));
  });

  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });
});

describe('artwork (000 §9 artwork; formatArtworkURL fills {w}x{h}bb.{f})', () => {
  it('serves the stored JPEG for any requested size', async () => {
    const stored = await readFile(join(MEDIA_ROOT, 'artwork', 'cover-03.jpg'));
    for (const size of ['100x100bb.jpg', '600x600bb.jpg', '1x1bb.png']) {
      const res = await fetch(`${emulator.origin}/artwork/cover-03/${size}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(stored));
    }
    expect((await fetch(`${emulator.origin}/artwork/cover-99/100x100bb.jpg`)).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers a preflight with the reflected origin, credentials and the token headers', async () => {
    const res = await fetch(`${emulator.origin}/v1/catalog/us/songs?ids=1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,music-user-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['authorization', 'music-user-token', 'media-user-token', 'content-type', 'x-dsid']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('reflects the origin on actual responses, errors included', async () => {
    const ok = await fetch(`${emulator.origin}/v1/storefronts`, { headers: { ...AUTH, Origin: 'http://127.0.0.1:9999' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const unauthorized = await fetch(`${emulator.origin}/v1/storefronts`, { headers: { Origin: 'http://example.test' } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe('http://example.test');
    const media = await fetch(`${emulator.origin}/media/${emulator.media.tracks[0]!.clear.master}`, { headers: { Origin: 'http://example.test' } });
    expect(media.headers.get('access-control-allow-origin')).toBe('http://example.test');
    expect(media.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});

describe('ownership and fallback', () => {
  it('hands paths it does not own to the fallback', async () => {
    const other = await startEmulator({
      port: 0,
      fallback: (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><title>demo</title>');
      },
    });
    try {
      const page = await fetch(`${other.origin}/index.html`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('demo');
      // Owned prefixes still answer as the provider.
      expect((await fetch(`${other.origin}/v1/storefronts`)).status).toBe(401);
      // Not recorded: the fallback is not the provider.
      expect(other.recorder.requests.map((r) => r.path)).toEqual(['/v1/storefronts']);
    } finally {
      await other.close();
    }
  });

  it('answers 404 in the error shape for unowned paths without a fallback', async () => {
    const res = await fetch(`${emulator.origin}/somewhere/else`);
    expect(res.status).toBe(404);
    expect((await res.json()).errors[0].status).toBe('404');
  });
});
