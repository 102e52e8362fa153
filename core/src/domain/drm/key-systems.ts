// 000 §9 key-system order and 001 §7 "key-system" in licence bodies: EME names, the HLS
// KEYFORMAT each one answers to, and the order in which a platform is asked for them.
import { keySystemOrder, type KeySystemOrderFlags, type OrderedKeySystem } from '../constants/drm.constants.ts';

/** EME key-system names, as licence bodies carry them in "key-system" (001 §7). */
export const KEY_SYSTEMS = {
  fairplay: 'com.apple.fps',
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  clearkey: 'org.w3.clearkey',
} as const;

export type KeySystemName = (typeof KEY_SYSTEMS)[keyof typeof KEY_SYSTEMS];

/**
 * HLS KEYFORMAT values (RFC 8216 §4.3.2.4, and the DRM vendors' system ids as `urn:uuid:`) for
 * each key system. 'identity' (plain AES-128) is no EME key system and maps to none.
 */
const KEYFORMATS: Readonly<Record<string, KeySystemName>> = {
  'com.apple.streamingkeydelivery': KEY_SYSTEMS.fairplay,
  'urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed': KEY_SYSTEMS.widevine,
  'com.widevine': KEY_SYSTEMS.widevine,
  'com.microsoft.playready': KEY_SYSTEMS.playready,
  'urn:uuid:9a04f079-9840-4286-ab92-e65be0885f95': KEY_SYSTEMS.playready,
  'org.w3.clearkey': KEY_SYSTEMS.clearkey,
  'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e': KEY_SYSTEMS.clearkey,
  'urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b': KEY_SYSTEMS.clearkey,
};

/**
 * The EME key system a playlist KEYFORMAT names, or undefined for 'identity' and unknown formats.
 *
 * @example
 * keySystemForKeyFormat('org.w3.clearkey'); // 'org.w3.clearkey'
 */
export function keySystemForKeyFormat(keyFormat: string): KeySystemName | undefined {
  return KEYFORMATS[keyFormat.toLowerCase()];
}

const ORDERED: Readonly<Record<OrderedKeySystem, KeySystemName>> = {
  widevine: KEY_SYSTEMS.widevine,
  playready: KEY_SYSTEMS.playready,
};

/**
 * Every key system to ask the platform for, in order: FairPlay first (only Safari has it, and
 * there it is the one that works), then Widevine and PlayReady as 000 §9 orders them, then
 * ClearKey, which only the provider emulator's streams use (docs/decisions.md).
 *
 * @example
 * emeKeySystemOrder({ preferPlayReady: false, playReadyCbcsUnsupported: true });
 * // ['com.apple.fps', 'com.widevine.alpha', 'org.w3.clearkey']
 */
export function emeKeySystemOrder(flags: KeySystemOrderFlags): KeySystemName[] {
  return [KEY_SYSTEMS.fairplay, ...keySystemOrder(flags).map((name) => ORDERED[name]), KEY_SYSTEMS.clearkey];
}
