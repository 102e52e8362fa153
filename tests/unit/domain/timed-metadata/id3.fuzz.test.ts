import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseId3, TimedMetadata } from '../../../../core/src/domain/timed-metadata/index.ts';
import { body, syncsafe, tag, type Encoding } from './id3-test-writer.ts';

const RUNS = { numRuns: 20_000 };

/** A header that passes the tag check, so the fuzzing reaches the frame parsing. */
const header = fc.record({
  version: fc.constantFrom(2, 3, 4),
  flags: fc.integer({ min: 0, max: 255 }),
  size: fc.integer({ min: 0, max: 0x0fffffff }),
});

/** Bytes that look like frames: a known or random id, any size field, any flags, any content. */
const frameLike = fc.tuple(
  fc.oneof(fc.constantFrom('TIT2', 'TPE1', 'TALB', 'TXXX', 'WXXX', 'PRIV', 'WOAR', 'TT2', 'COMM'), fc.stringMatching(/^[A-Z0-9]{4}$/)),
  fc.uint8Array({ maxLength: 6 }),
  fc.uint8Array({ maxLength: 40 }),
).map(([id, sizeAndFlags, content]) => [...[...id].map((char) => char.charCodeAt(0)), ...sizeAndFlags, ...content]);

describe('001 §3: the ID3 parser is safe on arbitrary bytes (they come from the network)', () => {
  it('arbitrary bytes never throw, and yield only well-formed tags', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        for (const parsed of parseId3(bytes)) {
          expect([2, 3, 4]).toContain(parsed.version);
          expect(parsed.bytes.length).toBeLessThanOrEqual(bytes.length);
        }
        TimedMetadata.fromId3(bytes);
      }),
      RUNS,
    );
  });

  it('a valid header followed by arbitrary frames never throws (sizes, flags, encodings and terminators fuzzed)', () => {
    fc.assert(
      fc.property(header, fc.array(frameLike, { maxLength: 6 }), fc.boolean(), ({ version, flags, size }, parts, honestSize) => {
        const content = parts.flat();
        const declared = honestSize ? content.length : size;
        const bytes = Uint8Array.from([0x49, 0x44, 0x33, version, 0, flags, ...syncsafe(declared), ...content]);
        const tags = parseId3(bytes);
        expect(tags.length).toBeLessThanOrEqual(1);
        TimedMetadata.fromId3(bytes);
      }),
      RUNS,
    );
  });

  it('round trip: any title, performer, album and link written in any encoding reads back the same', () => {
    const text = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }).filter((value) => !value.includes('\0'));
    const latin = fc.stringMatching(/^[\x20-\x7e\xa0-\xff]{1,30}$/);
    const encoding = fc.constantFrom<Encoding>(1, 2, 3);
    fc.assert(
      fc.property(text, text, text, latin, encoding, fc.constantFrom<3 | 4>(3, 4), (title, performer, album, url, enc, version) => {
        const bytes = tag(
          [
            { id: 'TIT2', body: body.text(title, enc) },
            { id: 'TPE1', body: body.text(performer, enc) },
            { id: 'TALB', body: body.text(album, enc) },
            { id: 'WXXX', body: body.userUrl('artworkURL_640x', url, enc) },
          ],
          { version },
        );
        const metadata = TimedMetadata.fromId3(bytes);
        expect(metadata?.title).toBe(title);
        expect(metadata?.performer).toBe(performer);
        expect(metadata?.album).toBe(album);
        expect(metadata?.links).toEqual([{ description: 'artworkURL_640x', url }]);
      }),
      { numRuns: 2_000 },
    );
  });
});
