import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_ROOT, loadMediaFixtures, type MediaFixtures } from '../../../tools/emulator/fixtures/media-fixtures.ts';
import { findAllBoxes, findBox, parseElst, parseTencKeyId, parseTrun, readBoxes } from '../../../tools/media/mp4-box-reader.ts';
import { renderSourceSignal } from '../../../tools/media/source-signal.ts';
import type { SourceSignalFile } from '../../../tools/media/track-fixture.types.ts';

let media: MediaFixtures;
let signal: SourceSignalFile;
beforeAll(async () => {
  media = await loadMediaFixtures();
  signal = JSON.parse(await readFile(join(MEDIA_ROOT, 'source-signal.json'), 'utf8')) as SourceSignalFile;
});

async function framesIn(segments: readonly string[]): Promise<number> {
  let frames = 0;
  for (const segment of segments) {
    for (const trun of findAllBoxes(readBoxes(await readFile(join(MEDIA_ROOT, segment))), 'trun')) frames += parseTrun(trun).sampleCount;
  }
  return frames;
}

describe('committed media fixtures (tools/media/generate-fixtures.ts)', () => {
  it('cuts at least 10 contiguous clips with odd sample counts from one source', () => {
    expect(signal.clips.length).toBeGreaterThanOrEqual(10);
    expect(signal.clips[0]!.startSample).toBe(0);
    signal.clips.forEach((clip, i) => {
      expect(clip.sampleCount % 2).toBe(1);
      expect(clip.sampleCount % 1024).not.toBe(0);
      expect(clip.endSample - clip.startSample).toBe(clip.sampleCount);
      if (i > 0) expect(clip.startSample).toBe(signal.clips[i - 1]!.endSample);
      const track = media.byId.get(clip.id)!;
      expect(track.sourceStartSample).toBe(clip.startSample);
      expect(track.sampleCount).toBe(clip.sampleCount);
    });
  });

  it('is a musical signal, neither silent nor clipping', () => {
    const pcm = renderSourceSignal(44_100, 44_100 * 4);
    let peak = 0;
    for (const v of pcm) peak = Math.max(peak, Math.abs(v));
    expect(peak).toBeGreaterThan(0.25);
    expect(peak).toBeLessThan(0.55);
    // Stereo: the channels differ.
    expect(pcm.some((_, i) => i % 2 === 0 && Math.abs(pcm[i]! - pcm[i + 1]!) > 0.01)).toBe(true);
  });

  it('records gapless numbers that match the packaged MP4s', async () => {
    for (const track of media.tracks) {
      expect(track.codecs).toBe('mp4a.40.2');
      expect(track.sampleRate).toBe(44_100);
      expect(track.aacFrames * 1024).toBe(track.primingSamples + track.sampleCount + track.paddingSamples);
      expect(track.paddingSamples).toBeGreaterThanOrEqual(0);
      expect(track.paddingSamples).toBeLessThan(1024);
      expect(track.durationMs).toBe(Math.round((track.sampleCount * 1000) / 44_100));

      for (const rendition of [track.clear, track.encrypted]) {
        const init = readBoxes(await readFile(join(MEDIA_ROOT, rendition.init)));
        const elst = findBox(init, 'moov', 'trak', 'edts', 'elst');
        expect(elst, `${track.id} edit list`).toBeDefined();
        expect(parseElst(elst!)[0]!.mediaTime).toBe(track.primingSamples);
        expect(await framesIn(rendition.segments)).toBe(track.aacFrames);
      }
    }
  });

  it('encrypts with CENC under the recorded key id, and says ClearKey in the playlist', async () => {
    const keyIds = new Set<string>();
    for (const track of media.tracks) {
      expect(track.encrypted.keyId).toMatch(/^[0-9a-f]{32}$/);
      expect(track.encrypted.key).toMatch(/^[0-9a-f]{32}$/);
      keyIds.add(track.encrypted.keyId);
      const init = readBoxes(await readFile(join(MEDIA_ROOT, track.encrypted.init)));
      expect(parseTencKeyId(findAllBoxes(init, 'tenc')[0]!)).toBe(track.encrypted.keyId);
      expect(findAllBoxes(readBoxes(await readFile(join(MEDIA_ROOT, track.clear.init))), 'tenc')).toHaveLength(0);
      const playlist = await readFile(join(MEDIA_ROOT, track.encrypted.media), 'utf8');
      expect(playlist).toMatch(/#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,.*KEYFORMAT="org\.w3\.clearkey"/);
      expect(playlist).toContain(`KEYID=0x${track.encrypted.keyId.toUpperCase()}`);
      expect(playlist).not.toContain('KEYFORMAT="identity"');
    }
    expect(keyIds.size).toBe(media.tracks.length);
  });

  it('has 20-30 distinct 300x300 artwork JPEGs', async () => {
    const files = (await readdir(join(MEDIA_ROOT, 'artwork'))).filter((f) => f.endsWith('.jpg'));
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(files.length).toBeLessThanOrEqual(30);
    const digests = new Set<string>();
    for (const file of files) {
      const bytes = await readFile(join(MEDIA_ROOT, 'artwork', file));
      expect(bytes[0]).toBe(0xff);
      expect(bytes[1]).toBe(0xd8);
      // SOF0 marker: height and width follow the precision byte.
      const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
      expect(bytes.readUInt16BE(sof + 5)).toBe(300);
      expect(bytes.readUInt16BE(sof + 7)).toBe(300);
      digests.add(bytes.toString('base64'));
    }
    expect(digests.size).toBe(files.length);
  });

  it('stays under 5 MB in total', async () => {
    async function total(dir: string): Promise<number> {
      let sum = 0;
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        sum += entry.isDirectory() ? await total(path) : (await stat(path)).size;
      }
      return sum;
    }
    expect(await total(MEDIA_ROOT)).toBeLessThan(5 * 1024 * 1024);
  });
});
