// Stream-quality and DRM enumerations (000 §3 Enumerations). Numbers follow the spec's order.

/** Audio quality levels (000 §3). */
export enum AudioQuality {
  HIGH_EFFICIENCY = 0,
  HIGH_QUALITY = 1,
  LOSSLESS = 2,
  HIGH_RESOLUTION_LOSSLESS = 3,
}

/** DRM key systems (000 §3: none, FairPlay, PlayReady, Widevine). */
export enum KeySystem {
  NONE = 0,
  FAIRPLAY = 1,
  PLAYREADY = 2,
  WIDEVINE = 3,
}
