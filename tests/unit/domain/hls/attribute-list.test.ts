// RFC 8216 §4.2 Attribute Lists.
import { describe, expect, it } from 'vitest';
import {
  HlsParseError,
  parseAttributeList,
  parseDecimalFloat,
  parseDecimalInteger,
  parseHexSequence,
  parseResolution,
} from '../../../../core/src/domain/hls/index.ts';

describe('RFC 8216 §4.2 attribute lists', () => {
  it('reads enumerated, integer and quoted values', () => {
    const attrs = parseAttributeList('METHOD=AES-128,BANDWIDTH=1280000,URI="https://k.example/key?a=1"');
    expect(attrs.toRecord()).toEqual({ METHOD: 'AES-128', BANDWIDTH: '1280000', URI: 'https://k.example/key?a=1' });
  });

  it('keeps commas and equals signs inside quoted strings', () => {
    const attrs = parseAttributeList('CODECS="avc1.64001f,mp4a.40.2",NAME="a=b, c",X=1');
    expect(attrs.string('CODECS')).toBe('avc1.64001f,mp4a.40.2');
    expect(attrs.string('NAME')).toBe('a=b, c');
    expect(attrs.integer('X')).toBe(1);
  });

  it('reads an empty quoted string', () => {
    expect(parseAttributeList('LANGUAGE=""').string('LANGUAGE')).toBe('');
  });

  it('reads hexadecimal sequences in either case', () => {
    const attrs = parseAttributeList('IV=0X0123456789ABCDEF0123456789abcdef,KEYID=0xZZ');
    expect(attrs.hex('IV')).toBe('0123456789abcdef0123456789abcdef');
    expect(attrs.hex('KEYID')).toBeUndefined();
  });

  it('reads decimal-resolution and floats', () => {
    const attrs = parseAttributeList('RESOLUTION=1920x1080,FRAME-RATE=29.970,TIME-OFFSET=-12.5');
    expect(attrs.resolution('RESOLUTION')).toEqual({ width: 1920, height: 1080 });
    expect(attrs.float('FRAME-RATE')).toBe(29.97);
    expect(attrs.float('TIME-OFFSET')).toBeUndefined();
    expect(attrs.float('TIME-OFFSET', true)).toBe(-12.5);
  });

  it('reads YES/NO as booleans', () => {
    const attrs = parseAttributeList('DEFAULT=YES,AUTOSELECT=NO');
    expect([attrs.bool('DEFAULT'), attrs.bool('AUTOSELECT'), attrs.bool('FORCED')]).toEqual([true, false, false]);
  });

  it('skips pairs without "=" and trailing commas', () => {
    expect(parseAttributeList('A=1,,JUNK,B=2,').toRecord()).toEqual({ A: '1', B: '2' });
  });

  it('throws a typed error for an unterminated quoted string', () => {
    expect(() => parseAttributeList('URI="abc,B=1')).toThrow(HlsParseError);
    try {
      parseAttributeList('URI="abc', 0, 8, 12);
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid-attribute-list', line: 12 });
    }
  });

  it('collects X- client attributes', () => {
    expect(parseAttributeList('ID="a",X-COM-EXAMPLE-AD="1",X-Y=0x10').withPrefix('X-')).toEqual({ 'X-COM-EXAMPLE-AD': '1', 'X-Y': '0x10' });
  });

  it('keeps a __proto__ name as plain data (no prototype pollution)', () => {
    const record = parseAttributeList('__proto__="x",A=1').toRecord();
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toContain('__proto__');
  });
});

describe('RFC 8216 §4.2 value types', () => {
  it.each([
    ['0', 0],
    // Above 2^53 a double rounds: refused rather than silently off by some (issue 22).
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', Number.NaN],
    ['18446744073709551615', Number.NaN],
    ['', Number.NaN],
    ['-1', Number.NaN],
    ['1.5', Number.NaN],
    ['0x10', Number.NaN],
    [' 1', Number.NaN],
  ])('decimal-integer %j → %d', (text, value) => {
    expect(parseDecimalInteger(text)).toBe(value);
  });

  it.each([
    ['10', 10],
    ['9.009', 9.009],
    ['10.', 10],
    ['.5', 0.5],
    ['', Number.NaN],
    ['1e3', Number.NaN],
    ['Infinity', Number.NaN],
    ['1.2.3', Number.NaN],
    ['-1', Number.NaN],
  ])('decimal-floating-point %j → %d', (text, value) => {
    expect(parseDecimalFloat(text)).toBe(value);
  });

  it('parses hex and resolution strictly', () => {
    expect(parseHexSequence('0x')).toBeUndefined();
    expect(parseHexSequence('12')).toBeUndefined();
    expect(parseResolution('1280X720')).toBeUndefined();
    expect(parseResolution('x720')).toBeUndefined();
  });
});
