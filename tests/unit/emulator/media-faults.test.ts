import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { loopPlaylist, withCodecs, withPlaylistKeyId } from '../../../tools/emulator/routes/media-faults.ts';
import { AUTH } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
let token: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  token = ((await (await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener: 'subscriber' }), headers: { 'Content-Type': 'application/json' } })).json()) as { token: string }).token;
});
beforeEach(async () => {
  await fetch(`${emulator.origin}/__emulator/media-faults`, { method: 'DELETE' });
  await fetch(`${emulator.origin}/__emulator/playback-faults`, { method: 'DELETE' });
});
afterAll(() => emulator.close());

const track = () => emulator.media.tracks[10]!;
const mediaUrl = (path: string) => `${emulator.origin}/media/${path}`;
const bytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
const mediaFault = (rule: unknown) => fetch(`${emulator.origin}/__emulator/media-faults`, { method: 'POST', body: JSON.stringify(rule) });
const songOf = (clip: string) => [...emulator.catalog.songs.values()].find((s) => s.clipId === clip)!;
const webPlayback = async (songId: string) =>
  ((await (await fetch(`${emulator.origin}/WebObjects/MZPlay.woa/wa/webPlayback`, { method: 'POST', headers: { ...AUTH, 'Music-User-Token': token, 'Content-Type': 'application/json' }, body: JSON.stringify({ salableAdamId: songId }) })).json()) as {
    songList: Array<Record<string, any>>;
  }).songList[0]!;

/** Reads a 32-bit field of a box, `offset` bytes after its type (8: the first field after version and flags). */
function field(segment: Uint8Array, type: string, offset: number): number {
  const at = Buffer.from(segment).indexOf(type, 0, 'latin1');
  return new DataView(segment.buffer, segment.byteOffset).getUint32(at + offset);
}

/** The duration of the last sample of a segment's trun (flags 0x301: duration and size per sample). */
function lastSampleDuration(segment: Uint8Array): number {
  const at = Buffer.from(segment).indexOf('trun', 0, 'latin1') - 4;
  const view = new DataView(segment.buffer, segment.byteOffset);
  const flags = view.getUint32(at + 8) & 0xffffff;
  const count = view.getUint32(at + 12);
  const first = at + 16 + (flags & 1 ? 4 : 0) + (flags & 4 ? 4 : 0);
  return view.getUint32(first + (count - 1) * (4 + (flags & 0x200 ? 4 : 0)));
}

describe('emulator media faults (test switches for 001 §8 Segments and buffer, Keys and sessions)', () => {
  it('loop: the playlist lists the segments loop times, each repetition moved on by the clip length', async () => {
    const { encrypted, aacFrames } = track();
    const last = mediaUrl(encrypted.segments.at(-1)!);
    const committed = lastSampleDuration(await bytes(last));
    expect(committed).toBeLessThan(1024);
    expect((await mediaFault({ clip: track().id, loop: 3 })).status).toBe(201);
    const playlist = await (await fetch(mediaUrl(encrypted.media))).text();
    const uris = playlist.split('\n').filter((line) => line.startsWith('seg_'));
    expect(uris).toHaveLength(3 * encrypted.segments.length);
    expect(uris.slice(encrypted.segments.length, encrypted.segments.length + 2)).toEqual(['seg_1.m4s?loop=1', 'seg_2.m4s?loop=1']);
    expect(playlist.match(/#EXT-X-KEY/g)).toHaveLength(1);

    const first = mediaUrl(encrypted.segments[0]!);
    const tfdt = (segment: Uint8Array) => field(segment, 'tfdt', 8);
    expect(tfdt(await bytes(`${first}?loop=2`)) - tfdt(await bytes(first))).toBe(2 * aacFrames * 1024);
    expect(field(await bytes(`${first}?loop=2`), 'mfhd', 8)).toBe(1 + 2 * encrypted.segments.length);
    // The clip's last segment: a whole last frame when another repetition follows, as committed at the end.
    expect(lastSampleDuration(await bytes(last))).toBe(1024);
    expect(lastSampleDuration(await bytes(`${last}?loop=1`))).toBe(1024);
    expect(lastSampleDuration(await bytes(`${last}?loop=2`))).toBe(committed);
  });

  it('loop: web playback describes the long track (iTunSMPB sample count, duration)', async () => {
    const t = track();
    await mediaFault({ clip: t.id, loop: 4 });
    const metadata = (await webPlayback(songOf(t.id).id)).assets[0].metadata as { iTunSMPB: string; duration: number };
    const words = metadata.iTunSMPB.trim().split(' ').map((w) => Number.parseInt(w, 16));
    const sampleCount = 4 * t.aacFrames * 1024 - t.primingSamples - t.paddingSamples;
    expect(words.slice(1, 4)).toEqual([t.primingSamples, t.paddingSamples, sampleCount]);
    expect(metadata.duration).toBe(Math.round((sampleCount / t.sampleRate) * 1000));
  });

  it('playlistKeyId: the playlist names another key id; clearing the faults restores the clip', async () => {
    const { encrypted } = track();
    await mediaFault({ clip: track().id, playlistKeyId: 'AB'.repeat(600) });
    expect(await (await fetch(mediaUrl(encrypted.media))).text()).toContain(`KEYID=0x${'ab'.repeat(600)},`);
    await fetch(`${emulator.origin}/__emulator/media-faults`, { method: 'DELETE' });
    expect(await (await fetch(mediaUrl(encrypted.media))).text()).toContain(`KEYID=0x${encrypted.keyId.toUpperCase()},`);
  });

  it('codecs: the master playlist names another codec (an item unsupported here, 001 §4); clearing the faults restores it', async () => {
    const { encrypted } = track();
    await mediaFault({ clip: track().id, codecs: 'ec-3' });
    const master = await (await fetch(mediaUrl(encrypted.master))).text();
    expect(master).toContain('CODECS="ec-3"');
    expect(master).not.toContain('mp4a.40.2');
    // The media playlist and segments are untouched: only the advertised codec changes.
    expect(await (await fetch(mediaUrl(encrypted.media))).text()).toContain(`KEYID=0x${encrypted.keyId.toUpperCase()},`);
    await fetch(`${emulator.origin}/__emulator/media-faults`, { method: 'DELETE' });
    expect(await (await fetch(mediaUrl(encrypted.master))).text()).toContain('CODECS="mp4a.40.2"');
  });

  it('refuses malformed rules', async () => {
    expect((await mediaFault({ clip: track().id, codecs: 'ec-3" ,x' })).status).toBe(400);
    expect((await mediaFault({ clip: 'clip99', loop: 2 })).status).toBe(400);
    expect((await mediaFault({ clip: track().id, loop: 0 })).status).toBe(400);
    expect((await mediaFault({ clip: track().id, playlistKeyId: 'xyz' })).status).toBe(400);
    expect((await mediaFault({ clip: track().id })).status).toBe(400);
  });

  it('the playlist rewriters keep everything else', () => {
    const text = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:x",KEYID=0x0A\n#EXTINF:2,\nseg_1.m4s\n#EXT-X-ENDLIST\n';
    expect(loopPlaylist(text, 1)).toBe(text);
    expect(loopPlaylist(text, 2)).toBe('#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:x",KEYID=0x0A\n#EXTINF:2,\nseg_1.m4s\n#EXTINF:2,\nseg_1.m4s?loop=1\n#EXT-X-ENDLIST\n');
    expect(withPlaylistKeyId(text, 'ff')).toContain('KEYID=0xff\n');
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="mp4a.40.2",AUDIO="a"\naudio.m3u8\n';
    expect(withCodecs(master, 'ec-3')).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="ec-3",AUDIO="a"\naudio.m3u8\n');
  });
});

describe('emulator web-playback fault: an answer without key URLs (001 §5 No certificate URL)', () => {
  it('leaves out the named key URLs once', async () => {
    const songId = songOf(track().id).id;
    expect((await fetch(`${emulator.origin}/__emulator/playback-faults`, { method: 'POST', body: JSON.stringify({ withoutKeyUrls: ['widevine-cert-url'], times: 1 }) })).status).toBe(201);
    const song = await webPlayback(songId);
    expect(song['widevine-cert-url']).toBeUndefined();
    expect(song['hls-key-server-url']).toBeDefined();
    expect((await webPlayback(songId))['widevine-cert-url']).toBeDefined();
    expect((await fetch(`${emulator.origin}/__emulator/playback-faults`, { method: 'POST', body: JSON.stringify({ withoutKeyUrls: 'x' }) })).status).toBe(400);
  });
});
