import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { parseMediaPlaylist } from '../../../core/src/domain/hls/index.ts';
import { parseId3, TimedMetadata } from '../../../core/src/domain/timed-metadata/index.ts';
import { AUTH, getJson } from './emulator-client.helper.ts';
import { signInToken } from './listener-client.helper.ts';

let emulator: RunningEmulator;
let info: { segmentDuration: number; segmentsPerSong: number; stations: Array<{ id: string; songs: Array<{ title: string; adamId: string }> }> };
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  info = (await getJson(`${emulator.origin}/__emulator/live-radio`)).body;
});
afterAll(() => emulator.close());

describe('emulator live radio (001 §3, §7; 002 §7)', () => {
  it('play assets of a live station: its stream, for a signed-in listener (401 without a user token)', async () => {
    const station = info.stations[0]!;
    const url = `${emulator.origin}/v1/play/assets?id=${station.id}&kind=radioStation&format=stream&keyFormat=web`;
    expect((await getJson(url, AUTH)).status).toBe(401);
    const token = await signInToken(emulator.origin, 'non-subscriber');
    const { status, body } = await getJson(url, { ...AUTH, 'Music-User-Token': token });
    expect(status).toBe(200);
    expect(body.results.assets[0].url).toBe(`${emulator.origin}/live/${station.id}/index.m3u8`);
  });

  it('a live playlist: no ENDLIST, TARGETDURATION 2, a window of six segments whose MEDIA-SEQUENCE follows wall time', async () => {
    const station = info.stations[0]!;
    const text = await (await fetch(`${emulator.origin}/live/${station.id}/index.m3u8`)).text();
    const playlist = parseMediaPlaylist(text, `${emulator.origin}/live/${station.id}/index.m3u8`);
    expect(playlist).toMatchObject({ endList: false, targetDuration: 2, playlistType: undefined });
    expect(playlist.segments).toHaveLength(6);
    const newest = Math.floor(Date.now() / 2048) - 1;
    expect(Math.abs(playlist.mediaSequence + 5 - newest)).toBeLessThanOrEqual(1);
  });

  it('each segment starts with an ID3 tag: its timestamp and the song on air, which changes every 3 segments', async () => {
    const station = info.stations[0]!;
    const text = await (await fetch(`${emulator.origin}/live/${station.id}/index.m3u8`)).text();
    const playlist = parseMediaPlaylist(text, `${emulator.origin}/live/${station.id}/index.m3u8`);
    const titles: string[] = [];
    for (const segment of playlist.segments) {
      const bytes = new Uint8Array(await (await fetch(segment.uri)).arrayBuffer());
      const [tag] = parseId3(bytes);
      const stamp = tag!.frames.find((frame) => frame.kind === 'private' && frame.owner === 'com.apple.streaming.transportStreamTimestamp');
      expect(stamp).toBeDefined();
      expect(bytes[tag!.bytes.length]).toBe(0xff); // ADTS sync follows the tag
      const metadata = TimedMetadata.fromId3(bytes)!;
      const song = station.songs.find((candidate) => candidate.title === metadata.title)!;
      expect(metadata.storefrontAdamIds).toEqual({ us: song.adamId });
      titles.push(metadata.title!);
    }
    const expected = playlist.segments.map((segment) => station.songs[Math.floor(segment.mediaSequence / info.segmentsPerSong) % station.songs.length]!.title);
    expect(titles).toEqual(expected);
    expect(new Set(titles).size).toBeGreaterThanOrEqual(2);
  });

  it('segments not yet recorded are not served', async () => {
    const station = info.stations[0]!;
    const future = Math.floor(Date.now() / 2048) + 5;
    expect((await fetch(`${emulator.origin}/live/${station.id}/${future}.aac`)).status).toBe(404);
    expect((await fetch(`${emulator.origin}/live/ra.nope/index.m3u8`)).status).toBe(404);
  });

  it('radio episodes carry roll and skip markers and up-next timing in their attributes (001 §3)', async () => {
    const { status, body } = await getJson(`${emulator.origin}/v1/catalog/us/stations/ra.ep-1`, AUTH);
    expect(status).toBe(200);
    const attributes = body.data[0].attributes;
    expect(attributes).toMatchObject({ streamingRadioSubType: 'Episode', isLive: false, 'up-next': { start: 16.576 }, watched: { time: 19.576 } });
    expect(attributes['roll-markers'].map((roll: { type: string }) => roll.type)).toEqual(['pre-roll', 'mid-roll', 'post-roll']);
    const vod = parseMediaPlaylist(await (await fetch(attributes.previews[0].url)).text(), attributes.previews[0].url);
    expect(vod).toMatchObject({ endList: true, playlistType: 'VOD' });
    expect(vod.duration).toBeCloseTo(24.576, 3);
  });
});
