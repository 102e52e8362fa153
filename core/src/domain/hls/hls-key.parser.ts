// EXT-X-KEY and EXT-X-SESSION-KEY share one attribute set (RFC 8216 §4.3.2.4, §4.3.4.5).
import { parseDecimalInteger, type AttributeList } from './attribute-list.parser.ts';
import { HlsParseError, type HlsParseWarning } from './hls-parse-error.ts';
import type { HlsKey } from './playlist.types.ts';
import type { UriResolver } from './uri-resolver.ts';

const DEFAULT_VERSIONS: readonly number[] = Object.freeze([1]);

function keyFormatVersions(value: string | undefined): readonly number[] {
  if (value === undefined) return DEFAULT_VERSIONS;
  const versions = value
    .split('/')
    .map((part) => parseDecimalInteger(part.trim()))
    .filter((n) => !Number.isNaN(n));
  return versions.length > 0 ? versions : DEFAULT_VERSIONS;
}

/**
 * Reads a key tag. METHOD is required, and so is URI unless METHOD is NONE; an unreadable IV is
 * dropped with a warning (the segment's media sequence number then serves, RFC 8216 §5.2).
 */
export function parseKey(
  attributes: AttributeList,
  resolve: UriResolver,
  line: number,
  warnings: HlsParseWarning[],
): HlsKey {
  const method = attributes.string('METHOD');
  if (method === undefined || method === '') {
    throw new HlsParseError('missing-attribute', 'EXT-X-KEY without METHOD', line);
  }
  const uri = attributes.string('URI');
  if (method !== 'NONE' && (uri === undefined || uri === '')) {
    throw new HlsParseError('missing-attribute', `EXT-X-KEY METHOD=${method} without URI`, line);
  }
  let iv = attributes.hex('IV');
  // An IV is 128 bits: at most 32 hex digits.
  if ((iv === undefined && attributes.has('IV')) || (iv !== undefined && iv.length > 32)) {
    warnings.push({ message: 'EXT-X-KEY IV is not a 128-bit hexadecimal sequence; ignored', line });
    iv = undefined;
  }
  return {
    method,
    uri: uri === undefined || uri === '' ? undefined : resolve(uri),
    iv,
    keyFormat: attributes.string('KEYFORMAT') || 'identity',
    keyFormatVersions: keyFormatVersions(attributes.string('KEYFORMATVERSIONS')),
    keyId: attributes.hex('KEYID'),
  };
}
