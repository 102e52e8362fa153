// MEDIA-FACTS (gapless joins): a gapless join needs each track's priming, content length and
// padding. The provider carries them the way iTunes files do, as an iTunSMPB string, in the
// web-playback asset metadata (docs/decisions.md); this reads it.
import type { GaplessTrim } from '../../ports/media-sink.ts';

/** AAC-LC's frame length: an encoder's priming and padding are counted in these samples. */
export const AAC_FRAME_SAMPLES = 1024;

/**
 * Reads an iTunSMPB value: space-separated hex words, the 2nd the priming, the 3rd the padding,
 * the 4th the content sample count. Undefined for anything else.
 *
 * @example
 * parseItunSmpb(' 00000000 00000400 00000275 000000000004E98B 00000000 00000000', 44100);
 * // { sampleRate: 44100, primingSamples: 1024, paddingSamples: 629, sampleCount: 321931 }
 */
export function parseItunSmpb(value: string, sampleRate: number): GaplessTrim | undefined {
  const words = value.trim().split(/\s+/);
  if (words.length < 4 || !words.every((w) => /^[0-9a-fA-F]+$/.test(w))) return undefined;
  const primingSamples = Number.parseInt(words[1] as string, 16);
  const paddingSamples = Number.parseInt(words[2] as string, 16);
  const sampleCount = Number.parseInt(words[3] as string, 16);
  if (!(sampleCount > 0) || !(sampleRate > 0)) return undefined;
  return { sampleRate, primingSamples, paddingSamples, sampleCount };
}

/**
 * The gapless facts of a web-playback asset: `metadata.iTunSMPB` with `metadata.sampleRate`
 * (44,100 when absent), or undefined when the asset carries none.
 */
export function gaplessTrimOfAsset(asset: { readonly metadata?: unknown }): GaplessTrim | undefined {
  const metadata = asset.metadata;
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const record = metadata as Record<string, unknown>;
  const smpb = record.iTunSMPB;
  if (typeof smpb !== 'string') return undefined;
  const rate = typeof record.sampleRate === 'number' ? record.sampleRate : 44_100;
  return parseItunSmpb(smpb, rate);
}
