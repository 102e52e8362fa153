import { describe, expect, it } from 'vitest';
import { parseId3, type Id3Frame } from '../../../../core/src/domain/timed-metadata/index.ts';
import { writeId3Tag, transportTimestamp } from '../../../../tools/emulator/live/id3-tag.writer.ts';
import { body, encodeText, frame, syncsafe, tag, unsynchronise } from './id3-test-writer.ts';

function frames(bytes: Uint8Array): readonly Id3Frame[] {
  return parseId3(bytes).flatMap((parsed) => parsed.frames);
}

describe('001 §3 Timed metadata: ID3v2 tags of live radio', () => {
  it('reads TIT2 title, TPE1 performer, TALB album, WXXX links, TXXX and PRIV frames of a 2.4 tag', () => {
    const bytes = tag([
      { id: 'TIT2', body: body.text('Song') },
      { id: 'TPE1', body: body.text('Performer') },
      { id: 'TALB', body: body.text('Album') },
      { id: 'WXXX', body: body.userUrl('artworkURL_640x', 'https://a.example/640.jpg') },
      { id: 'TXXX', body: body.userText('storefrontAdamIds', 'us:1') },
      { id: 'PRIV', body: body.priv('com.apple.radio.adamid', [...new TextEncoder().encode('gb:2')]) },
    ]);
    const [parsed] = parseId3(bytes);
    expect(parsed?.version).toBe(4);
    expect(parsed?.bytes).toEqual(bytes);
    expect(parsed?.frames).toEqual([
      { kind: 'text', id: 'TIT2', values: ['Song'] },
      { kind: 'text', id: 'TPE1', values: ['Performer'] },
      { kind: 'text', id: 'TALB', values: ['Album'] },
      { kind: 'user-url', id: 'WXXX', description: 'artworkURL_640x', url: 'https://a.example/640.jpg' },
      { kind: 'user-text', id: 'TXXX', description: 'storefrontAdamIds', value: 'us:1' },
      { kind: 'private', id: 'PRIV', owner: 'com.apple.radio.adamid', data: new TextEncoder().encode('gb:2') },
    ]);
  });

  it('decodes the four text encodings: ISO-8859-1, UTF-16 with either BOM, UTF-16BE, UTF-8', () => {
    const littleEndian = tag([{ id: 'TIT2', body: body.text('Café Ω', 1) }]);
    const bigEndianBom = tag([{ id: 'TIT2', body: [1, 0xfe, 0xff, ...encodeText('Café Ω', 2)] }]);
    expect(frames(tag([{ id: 'TIT2', body: body.text('Café', 0) }]))).toEqual([{ kind: 'text', id: 'TIT2', values: ['Café'] }]);
    expect(frames(littleEndian)).toEqual([{ kind: 'text', id: 'TIT2', values: ['Café Ω'] }]);
    expect(frames(bigEndianBom)).toEqual([{ kind: 'text', id: 'TIT2', values: ['Café Ω'] }]);
    expect(frames(tag([{ id: 'TIT2', body: body.text('Café Ω', 2) }]))).toEqual([{ kind: 'text', id: 'TIT2', values: ['Café Ω'] }]);
    expect(frames(tag([{ id: 'TIT2', body: body.text('Café Ω ♫', 3) }]))).toEqual([{ kind: 'text', id: 'TIT2', values: ['Café Ω ♫'] }]);
  });

  it('ID3v2.4 text frames may hold several values separated by terminators', () => {
    expect(frames(tag([{ id: 'TPE1', body: [3, ...encodeText('A', 3), 0, ...encodeText('B', 3)] }]))).toEqual([{ kind: 'text', id: 'TPE1', values: ['A', 'B'] }]);
  });

  it('reads ID3v2.3 (plain frame sizes) and skips its extended header', () => {
    const extended = [0, 0, 0, 6, 0, 0, 0, 0, 0, 0];
    const bytes = tag([{ id: 'TIT2', body: body.text('Three', 0) }], { version: 3, flags: 0x40, prefix: extended });
    expect(parseId3(bytes)[0]?.version).toBe(3);
    expect(frames(bytes)).toEqual([{ kind: 'text', id: 'TIT2', values: ['Three'] }]);
  });

  it('skips the ID3v2.4 extended header (syncsafe size that counts itself)', () => {
    const extended = [...syncsafe(6), 1, 0];
    expect(frames(tag([{ id: 'TIT2', body: body.text('Four') }], { flags: 0x40, prefix: extended }))).toEqual([{ kind: 'text', id: 'TIT2', values: ['Four'] }]);
  });

  it('undoes unsynchronisation: whole tag in 2.3, per frame in 2.4', () => {
    const data = [0xff, 0xe0, 0x01];
    const v23Frames = unsynchronise(frame(3, { id: 'PRIV', body: body.priv('o', data) }));
    const v23 = Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0x80, ...syncsafe(v23Frames.length), ...v23Frames]);
    expect(frames(v23)).toEqual([{ kind: 'private', id: 'PRIV', owner: 'o', data: Uint8Array.from(data) }]);
    const v24Body = unsynchronise(body.priv('o', data));
    expect(frames(tag([{ id: 'PRIV', body: v24Body, format: 0x02 }]))).toEqual([{ kind: 'private', id: 'PRIV', owner: 'o', data: Uint8Array.from(data) }]);
  });

  it('drops a 2.4 data length indicator and a grouping id; skips compressed and encrypted frames', () => {
    const withIndicator = { id: 'TIT2', body: [...syncsafe(5), ...body.text('Song')], format: 0x01 };
    const grouped = { id: 'TALB', body: [7, ...body.text('Album')], format: 0x40 };
    const compressed = { id: 'TPE1', body: [1, 2, 3], format: 0x08 };
    const encrypted = { id: 'TCON', body: [1, 2, 3], format: 0x04 };
    expect(frames(tag([withIndicator, grouped, compressed, encrypted]))).toEqual([
      { kind: 'text', id: 'TIT2', values: ['Song'] },
      { kind: 'text', id: 'TALB', values: ['Album'] },
    ]);
  });

  it('reads ID3v2.2 three-letter frames as their 2.3 names', () => {
    const v22Frame = (id: string, content: number[]): number[] => [...encodeText(id, 0), 0, 0, content.length, ...content];
    const content = [...v22Frame('TT2', body.text('Old', 0)), ...v22Frame('TP1', body.text('Band', 0))];
    const bytes = Uint8Array.from([0x49, 0x44, 0x33, 2, 0, 0, ...syncsafe(content.length), ...content]);
    expect(frames(bytes)).toEqual([
      { kind: 'text', id: 'TIT2', values: ['Old'] },
      { kind: 'text', id: 'TPE1', values: ['Band'] },
    ]);
  });

  it('stops at padding, and reads several tags back to back (hls.js hands consecutive tags as one block)', () => {
    const first = tag([{ id: 'PRIV', body: body.priv('com.apple.streaming.transportStreamTimestamp', [0, 0, 0, 0, 0, 0, 0, 9]) }], { padding: 20 });
    const second = tag([{ id: 'TIT2', body: body.text('Second') }]);
    const parsed = parseId3(Uint8Array.from([...first, ...second, 0xff, 0xf1]));
    expect(parsed).toHaveLength(2);
    expect(parsed[0]?.frames).toHaveLength(1);
    expect(parsed[1]?.frames).toEqual([{ kind: 'text', id: 'TIT2', values: ['Second'] }]);
  });

  it('a tag cut short yields the frames that arrived whole; a damaged frame id ends the tag', () => {
    const whole = tag([{ id: 'TIT2', body: body.text('Kept') }, { id: 'TALB', body: body.text('Cut off here') }]);
    const cut = whole.subarray(0, whole.length - 4);
    expect(frames(cut)[0]).toEqual({ kind: 'text', id: 'TIT2', values: ['Kept'] });
    const damaged = tag([{ id: 'TIT2', body: body.text('Kept') }, { id: 'ti2!', body: body.text('Lost') }]);
    expect(frames(damaged)).toEqual([{ kind: 'text', id: 'TIT2', values: ['Kept'] }]);
  });

  it('bytes that are not ID3 give no tag', () => {
    expect(parseId3(new Uint8Array(0))).toEqual([]);
    expect(parseId3(Uint8Array.from([0xff, 0xf1, 0x50, 0x80]))).toEqual([]);
    expect(parseId3(Uint8Array.from([0x49, 0x44, 0x33, 9, 0, 0, 0, 0, 0, 0]))).toEqual([]); // unknown version
    expect(parseId3(Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0x80, 0, 0, 0]))).toEqual([]); // size not syncsafe
  });

  it('reads what the provider emulator writes (an independent writer: tools/emulator/live)', () => {
    const bytes = writeId3Tag([
      { kind: 'private', owner: 'com.apple.streaming.transportStreamTimestamp', data: transportTimestamp(184_320) },
      { kind: 'text', id: 'TIT2', value: 'Émulé' },
      { kind: 'user-url', description: 'artworkURL_640x', url: 'http://127.0.0.1/a.jpg' },
    ]);
    expect(frames(bytes)).toEqual([
      { kind: 'private', id: 'PRIV', owner: 'com.apple.streaming.transportStreamTimestamp', data: Uint8Array.from([0, 0, 0, 0, 0, 2, 0xd0, 0]) },
      { kind: 'text', id: 'TIT2', values: ['Émulé'] },
      { kind: 'user-url', id: 'WXXX', description: 'artworkURL_640x', url: 'http://127.0.0.1/a.jpg' },
    ]);
  });
});
