import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInitSegment, restoreLastSampleDuration } from '../../../../adapters/mse-audio/mp4-boxes.ts';
import { loadMediaFixtures, MEDIA_ROOT } from '../../../../tools/emulator/fixtures/media-fixtures.ts';

const { tracks } = await loadMediaFixtures();
const clip01 = tracks[0]!;
const bytes = async (path: string): Promise<Uint8Array> => new Uint8Array(await readFile(join(MEDIA_ROOT, path)));

/** Sample durations of the last trun of a segment (flags 0x100 present). */
function lastTrunDurations(segment: Uint8Array): number[] {
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  let at = -1;
  for (let i = 0; i + 4 <= segment.length; i++) if (segment[i] === 0x74 && segment[i + 1] === 0x72 && segment[i + 2] === 0x75 && segment[i + 3] === 0x6e) at = i + 4;
  const flags = view.getUint32(at) & 0xffffff;
  const count = view.getUint32(at + 4);
  let o = at + 8 + (flags & 1 ? 4 : 0) + (flags & 4 ? 4 : 0);
  const per = 4 + (flags & 0x200 ? 4 : 0) + (flags & 0x400 ? 4 : 0) + (flags & 0x800 ? 4 : 0);
  return Array.from({ length: count }, (_, i) => view.getUint32(o + i * per));
}

describe('MEDIA-FACTS gapless facts from the container', () => {
  it('reads the edit list priming, sample rate and CENC key id of an init segment', async () => {
    const info = readInitSegment(await bytes(clip01.encrypted.init));
    expect(info).toMatchObject({ timescale: 44_100, sampleRate: 44_100, editListPrimingSamples: clip01.primingSamples, defaultKeyId: clip01.encrypted.keyId });
    expect(info.pssh.length).toBeGreaterThan(0);
    const clear = readInitSegment(await bytes(clip01.clear.init));
    expect(clear.defaultKeyId).toBeUndefined();
    expect(clear.pssh.length).toBe(0);
    expect(clear.editListPrimingSamples).toBe(1024);
  });

  it('restores the last sample to a whole AAC frame (the packager shortened it to the music it holds)', async () => {
    const last = await bytes(clip01.encrypted.segments.at(-1)!);
    const before = lastTrunDurations(last);
    // 1024 − padding: the music in the last frame.
    expect(before.at(-1)).toBe(1024 - clip01.paddingSamples);
    expect(restoreLastSampleDuration(last, 1024)).toBe(1024 - clip01.paddingSamples);
    const after = lastTrunDurations(last);
    expect(after.at(-1)).toBe(1024);
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
  });

  it('leaves segments without per-sample durations alone', async () => {
    const first = await bytes(clip01.encrypted.segments[0]!);
    const copy = first.slice();
    expect(restoreLastSampleDuration(first, 1024)).toBeUndefined();
    expect(first).toEqual(copy);
  });
});
