// 002 §9 Bitrate choice: "standard picks the lowest bandwidth, otherwise the highest", and
// "encrypted-flavor selection takes the audio asset whose bitrate is at most the configured
// bitrate". Pure choices over lists the caller already has (variants, play assets).

/** MusicKit's PlaybackBitrate values (MUSICKIT-SURFACE.md): STANDARD 64, HIGH 256 (kbit/s). */
export const PLAYBACK_BITRATE = { STANDARD: 64, HIGH: 256 } as const;

/**
 * 002 §9: the lowest-bandwidth entry when `standard`, otherwise the highest. Ties keep the
 * first in list order; entries without a finite bandwidth are never picked.
 *
 * @example
 * chooseByBandwidth(master.variants, bitrate === PLAYBACK_BITRATE.STANDARD)?.uri;
 */
export function chooseByBandwidth<T extends { readonly bandwidth: number }>(
  entries: readonly T[],
  standard: boolean,
): T | undefined {
  let chosen: T | undefined;
  for (const entry of entries) {
    if (!Number.isFinite(entry.bandwidth)) continue;
    if (!chosen || (standard ? entry.bandwidth < chosen.bandwidth : entry.bandwidth > chosen.bandwidth)) chosen = entry;
  }
  return chosen;
}

/**
 * The bitrate (kbit/s) a flavor string names, e.g. '28:ctrp256' → 256, '30:cbcp64' → 64:
 * the digits that end the string. Undefined when it ends in none.
 */
export function flavorBitrate(flavor: string): number | undefined {
  let i = flavor.length;
  while (i > 0 && flavor.charCodeAt(i - 1) >= 48 && flavor.charCodeAt(i - 1) <= 57) i--;
  return i === flavor.length ? undefined : Number(flavor.slice(i));
}

/** A play asset as read from the web-playback answer (002 §6 assets: flavor, bandwidth, codec, URL). */
export interface FlavorAsset {
  readonly flavor?: string;
  /** kbit/s; when absent it is read from the flavor string. */
  readonly bitrate?: number;
}

function assetBitrate(asset: FlavorAsset): number | undefined {
  if (asset.bitrate !== undefined && Number.isFinite(asset.bitrate)) return asset.bitrate;
  return asset.flavor === undefined ? undefined : flavorBitrate(asset.flavor);
}

/**
 * 002 §9 encrypted-flavor selection: among the assets whose bitrate is at most `maxBitrate`,
 * the one with the highest bitrate (the best the listener asked for). When every asset is
 * above the limit, the lowest one, so that something still plays; undefined for no assets
 * with a known bitrate.
 *
 * @example
 * selectEncryptedFlavor(assets, PLAYBACK_BITRATE.HIGH)?.flavor; // '28:ctrp256'
 */
export function selectEncryptedFlavor<T extends FlavorAsset>(assets: readonly T[], maxBitrate: number): T | undefined {
  let best: T | undefined;
  let bestRate = Number.NEGATIVE_INFINITY;
  let lowest: T | undefined;
  let lowestRate = Number.POSITIVE_INFINITY;
  for (const asset of assets) {
    const rate = assetBitrate(asset);
    if (rate === undefined) continue;
    if (rate <= maxBitrate && rate > bestRate) {
      best = asset;
      bestRate = rate;
    }
    if (rate < lowestRate) {
      lowest = asset;
      lowestRate = rate;
    }
  }
  return best ?? lowest;
}
