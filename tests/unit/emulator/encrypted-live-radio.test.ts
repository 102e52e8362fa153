import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { parseMediaPlaylist } from '../../../core/src/domain/hls/index.ts';
import { parseId3, TimedMetadata } from '../../../core/src/domain/timed-metadata/index.ts';
import { AUTH, getJson } from './emulator-client.helper.ts';
import { signInToken } from './listener-client.helper.ts';

// Issue 20: the emulator's encrypted live station. Its stream is CENC fMP4 (the packaged loop),
// licensed with 001 §7's live body; what is on air travels as emsg ID3 (001 §3 Timed metadata).

interface Station {
  id: string;
  encrypted: boolean;
  songs: Array<{ title: string; adamId: string }>;
}
let emulator: RunningEmulator;
let station: Station;
let clear: Station;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  const info = (await getJson(`${emulator.origin}/__emulator/live-radio`)).body as { stations: Station[] };
  station = info.stations.find((candidate) => candidate.encrypted)!;
  clear = info.stations.find((candidate) => !candidate.encrypted)!;
});
afterAll(() => emulator.close());

/** Top-level MP4 boxes: [type, payload]. */
function boxes(bytes: Uint8Array): Array<[string, Uint8Array]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: Array<[string, Uint8Array]> = [];
  for (let at = 0; at + 8 <= bytes.length; at += view.getUint32(at)) out.push([String.fromCharCode(...bytes.subarray(at + 4, at + 8)), bytes.subarray(at + 8, at + view.getUint32(at))]);
  return out;
}

describe('emulator encrypted live station (issue 20; 001 §3, §4, §7)', () => {
  it('one live station is encrypted; its play asset names the licence server as keyServerUrl, the clear ones none', async () => {
    expect(station).toBeDefined();
    const token = await signInToken(emulator.origin, 'subscriber');
    const assets = async (id: string) => (await getJson(`${emulator.origin}/v1/play/assets?id=${id}&kind=radioStation&format=stream&keyFormat=web`, { ...AUTH, 'Music-User-Token': token })).body.results.assets[0];
    expect(await assets(station.id)).toMatchObject({ url: `${emulator.origin}/live/${station.id}/index.m3u8`, keyServerUrl: `${emulator.origin}/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense` });
    expect((await assets(clear.id)).keyServerUrl).toBeUndefined();
  });

  it('its live playlist is fMP4 (EXT-X-MAP) with a ClearKey CENC key tag on every segment, six segments on wall time, no ENDLIST', async () => {
    const url = `${emulator.origin}/live/${station.id}/index.m3u8`;
    const playlist = parseMediaPlaylist(await (await fetch(url)).text(), url);
    expect(playlist).toMatchObject({ endList: false, targetDuration: 2 });
    expect(playlist.segments).toHaveLength(6);
    expect(Math.abs(playlist.mediaSequence + 5 - (Math.floor(Date.now() / 2048) - 1))).toBeLessThanOrEqual(1);
    for (const segment of playlist.segments) {
      expect(segment.uri).toMatch(/\/\d+\.m4s$/);
      expect(segment.initSegment?.uri).toBe(`${emulator.origin}/live/${station.id}/init.mp4`);
      expect(segment.keys).toEqual([expect.objectContaining({ method: 'SAMPLE-AES-CTR', keyFormat: 'org.w3.clearkey', uri: expect.stringMatching(/^data:text\/plain;base64,/) })]);
    }
  });

  it('each segment: emsg ID3 of the song on air at the segment start, then moof (tfdt on the live timeline) and mdat; consecutive segments are contiguous', async () => {
    const url = `${emulator.origin}/live/${station.id}/index.m3u8`;
    const playlist = parseMediaPlaylist(await (await fetch(url)).text(), url);
    const times: number[] = [];
    for (const [n, segment] of playlist.segments.slice(0, 2).entries()) {
      const bytes = new Uint8Array(await (await fetch(segment.uri)).arrayBuffer());
      const top = boxes(bytes);
      expect(top.map(([type]) => type)).toEqual(['styp', 'emsg', 'moof', 'mdat']);
      const emsg = top[1]![1];
      const view = new DataView(emsg.buffer, emsg.byteOffset, emsg.byteLength);
      expect(emsg[0]).toBe(1); // version 1: an absolute presentation time
      expect(view.getUint32(4)).toBe(48_000);
      const presentationTime = Number(view.getBigUint64(8));
      const scheme = new TextDecoder().decode(emsg.subarray(24, 24 + 'https://aomedia.org/emsg/ID3'.length));
      expect(scheme).toBe('https://aomedia.org/emsg/ID3');
      const id3 = emsg.subarray(24 + scheme.length + 2);
      expect(parseId3(id3)).toHaveLength(1);
      const metadata = TimedMetadata.fromId3(id3)!;
      const sequence = playlist.mediaSequence + n;
      expect(metadata.title).toBe(station.songs[Math.floor(sequence / 3) % station.songs.length]!.title);
      // moof > traf > tfdt: the same decode time as the event.
      const traf = boxes(top[2]![1]).find(([type]) => type === 'traf')![1];
      const tfdt = boxes(traf).find(([type]) => type === 'tfdt')![1];
      expect(new DataView(tfdt.buffer, tfdt.byteOffset).getUint32(4)).toBe(presentationTime);
      times.push(presentationTime);
    }
    expect(times[1]! - times[0]!).toBe(98_304); // 2.048 s at 48 kHz
  });

  it('001 §7 live body (challenge, key-system, uri, event) gets the live key from the licence server; its segments are not served as clear .aac', async () => {
    const init = new Uint8Array(await (await fetch(`${emulator.origin}/live/${station.id}/init.mp4`)).arrayBuffer());
    const pssh = boxes(boxes(init).find(([type]) => type === 'moov')![1]).find(([type]) => type === 'pssh')![1];
    const keyIdHex = Buffer.from(pssh.subarray(24, 40)).toString('hex'); // version 1 Common pssh: the key id
    const token = await signInToken(emulator.origin, 'subscriber');
    const challenge = Buffer.from(JSON.stringify({ kids: [Buffer.from(keyIdHex, 'hex').toString('base64url')], type: 'temporary' })).toString('base64');
    const uri = `data:text/plain;base64,${Buffer.from(keyIdHex, 'hex').toString('base64')}`;
    const response = await fetch(`${emulator.origin}/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense`, {
      method: 'POST',
      headers: { ...AUTH, 'Music-User-Token': token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ challenge, 'key-system': 'org.w3.clearkey', uri, event: 'beats1' }),
    });
    const body = (await response.json()) as { status: number; license: string };
    expect(body.status).toBe(0);
    const jwks = JSON.parse(Buffer.from(body.license, 'base64').toString('utf8')) as { keys: Array<{ kid: string }> };
    expect(jwks.keys[0]!.kid).toBe(Buffer.from(keyIdHex, 'hex').toString('base64url'));
    const newest = Math.floor(Date.now() / 2048) - 2;
    expect((await fetch(`${emulator.origin}/live/${station.id}/${newest}.aac`)).status).toBe(404);
  });
});
