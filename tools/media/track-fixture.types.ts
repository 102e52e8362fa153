/**
 * Shape of `tools/emulator/media/tracks.json` and `source-signal.json`, written by
 * generate-fixtures.ts and read by the emulator and by tests. Paths are relative to
 * `tools/emulator/media/` (served by the emulator under `/media/`).
 */

export interface RenditionFixture {
  /** Multivariant playlist (what a preview URL or an asset URL points at). */
  readonly master: string;
  /** The audio media playlist the master refers to. */
  readonly media: string;
  readonly init: string;
  readonly segments: readonly string[];
  /** Total bytes of init + segments. */
  readonly bytes: number;
}

export interface EncryptedRenditionFixture extends RenditionFixture {
  /** CENC scheme (AES-CTR), decryptable by Chromium's ClearKey (MEDIA-FACTS). */
  readonly scheme: 'cenc';
  /** 16-byte key id, lowercase hex (also in the init segment's tenc box and the playlist KEYID). */
  readonly keyId: string;
  /** 16-byte content key, lowercase hex: only the licence server may hand it out. */
  readonly key: string;
}

export interface TrackFixture {
  readonly id: string;
  readonly index: number;
  readonly durationMs: number;
  readonly sampleRate: number;
  readonly channels: number;
  /** RFC 6381 codec string. */
  readonly codecs: string;
  /** Nominal encoder bitrate in bit/s. */
  readonly bitrate: number;
  /** Where this clip starts in the continuous source signal (see source-signal.json). */
  readonly sourceStartSample: number;
  /** Content length in samples (what a gapless player must keep). */
  readonly sampleCount: number;
  /** Encoder delay samples before the content (from the edit list; verified by correlation). */
  readonly primingSamples: number;
  /** Samples after the content in the last AAC frame. */
  readonly paddingSamples: number;
  /** aacFrames * 1024 === primingSamples + sampleCount + paddingSamples. */
  readonly aacFrames: number;
  readonly clear: RenditionFixture;
  readonly encrypted: EncryptedRenditionFixture;
}

export interface TracksFile {
  readonly generator: string;
  readonly tracks: readonly TrackFixture[];
}

export interface SourceSignalFile {
  readonly generator: string;
  /** Module and export that recompute the source exactly. */
  readonly module: string;
  readonly export: string;
  readonly sampleRate: number;
  readonly channels: number;
  readonly totalSamples: number;
  /** Contiguous cuts: clips[i].endSample === clips[i + 1].startSample. endSample is exclusive. */
  readonly clips: readonly { id: string; startSample: number; endSample: number; sampleCount: number }[];
}
