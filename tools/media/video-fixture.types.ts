/**
 * The shape of `tools/emulator/media/video/videos.json`, written by generate-video-fixtures.ts
 * and read by the emulator's music-video catalogue. Paths are relative to the media root.
 */
export interface VideoRenditionFixture {
  /** EXT-X-MEDIA NAME. */
  readonly name: string;
  /** BCP 47 language (EXT-X-MEDIA LANGUAGE). */
  readonly language: string;
  readonly playlist: string;
}

export interface AudioRenditionFixture extends VideoRenditionFixture {
  readonly default: boolean;
}

export interface SubtitleRenditionFixture extends VideoRenditionFixture {
  /** EXT-X-MEDIA FORCED=YES: shown when subtitles are otherwise off (001 §4 Text tracks). */
  readonly forced: boolean;
  /** True for the file whose cues carry markup and script, to prove the renderer keeps them inert. */
  readonly hostile: boolean;
  /** The cue texts as written in the source file, in order (for tests). */
  readonly cues: readonly { readonly start: number; readonly end: number; readonly text: string }[];
}

export interface VideoFixture {
  readonly id: string;
  readonly title: string;
  readonly artistName: string;
  readonly durationMs: number;
  readonly width: number;
  readonly height: number;
  /** The master playlist with EXT-X-MEDIA audio and subtitle renditions. */
  readonly master: string;
  readonly audio: readonly AudioRenditionFixture[];
  readonly subtitles: readonly SubtitleRenditionFixture[];
  readonly bytes: number;
  /** The full (subscriber) version, CENC-encrypted, when the video has one (issue 20). */
  readonly encrypted?: EncryptedVideoFixture;
}

/** A video's CENC rendition set: ClearKey-decryptable with the key the licence server holds. */
export interface EncryptedVideoFixture {
  /** Master playlist, relative to the media root once in videos.json. */
  readonly master: string;
  readonly scheme: 'cenc';
  /** Key id and key, lowercase hex (one key for video and audio). */
  readonly keyId: string;
  readonly key: string;
  readonly bytes: number;
}

export interface VideosFile {
  readonly generator: string;
  readonly videos: readonly VideoFixture[];
}
