// Test media: the provider's iTunSMPB string (001 §3 gapless facts) written from known values,
// so tests can hand the core's parser an asset the way a provider would.
import type { GaplessTrim } from '../../../../core/src/ports/media-sink.ts';

/**
 * Writes an iTunSMPB value (the inverse of {@link parseItunSmpb}), as iTunes lays it out.
 *
 * @example
 * formatItunSmpb({ primingSamples: 1024, paddingSamples: 629, sampleCount: 321931 });
 */
export function formatItunSmpb(trim: Pick<GaplessTrim, 'primingSamples' | 'paddingSamples' | 'sampleCount'>): string {
  const hex = (value: number, width: number): string => value.toString(16).toUpperCase().padStart(width, '0');
  return ` 00000000 ${hex(trim.primingSamples, 8)} ${hex(trim.paddingSamples, 8)} ${hex(trim.sampleCount, 16)} 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000`;
}
