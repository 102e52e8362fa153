import type { MediaItem } from '../../domain/media-item/media-item.ts';

/**
 * 002 §3, §4: whether an item's attributes carry an `ageGatePolicy`, so its play asks the age
 * gate (which then checks the policy's fields). Items without one never load the gate's code.
 */
export function hasAgeGatePolicy(item: MediaItem): boolean {
  const policy = (item.attributes as { ageGatePolicy?: unknown }).ageGatePolicy;
  return typeof policy === 'object' && policy !== null;
}
