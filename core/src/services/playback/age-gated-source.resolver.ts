import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { AgeGate, AgeGatePolicy } from '../age-gate/age-gate.ts';
import type { PlaybackSourceResolver } from './playback-source.resolver.ts';

/**
 * 002 §4 Age gate, at preparation: an item whose attributes carry an `ageGatePolicy` (002 §3
 * public media item) plays only after the listener confirms their age, or with a stored,
 * unexpired acceptance. Declining rejects with AGE_GATE 'Age Gate Declined' (rethrown to the
 * caller, 002 §8, so `play()` rejects with it).
 */
export class AgeGatedSourceResolver implements PlaybackSourceResolver {
  readonly #inner: PlaybackSourceResolver;
  readonly #ageGate: AgeGate;

  constructor(inner: PlaybackSourceResolver, ageGate: AgeGate) {
    this.#inner = inner;
    this.#ageGate = ageGate;
  }

  async resolve(item: MediaItem): Promise<PlaybackSource> {
    await this.#ageGate.check(policyOf(item));
    return this.#inner.resolve(item);
  }
}

function policyOf(item: MediaItem): AgeGatePolicy | undefined {
  const policy = (item.attributes as { ageGatePolicy?: unknown }).ageGatePolicy;
  if (typeof policy !== 'object' || policy === null) return undefined;
  const { age, frequencyInMinutes } = policy as { age?: unknown; frequencyInMinutes?: unknown };
  return typeof age === 'number' && typeof frequencyInMinutes === 'number' ? { age, frequencyInMinutes } : undefined;
}
