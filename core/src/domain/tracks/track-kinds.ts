import type { SinkAudioTrack, SinkTextTrack } from '../../ports/media-sink.ts';
import type { AudioTrack, AudioTrackKind, TextTrack, TextTrackKind, TextTrackMode } from './track.types.ts';

// HLS CHARACTERISTICS values (RFC 8216bis §4.4.6.1, Apple's UTIs) that change a track's kind.
const DESCRIBES_VIDEO = 'public.accessibility.describes-video';
const TRANSCRIBES_DIALOG = 'public.accessibility.transcribes-spoken-dialog';
const DESCRIBES_MUSIC_AND_SOUND = 'public.accessibility.describes-music-and-sound';

/** 001 §3: audio kind is main or description. */
export function audioKindOf(characteristics: readonly string[]): AudioTrackKind {
  return characteristics.includes(DESCRIBES_VIDEO) ? 'description' : 'main';
}

/** 001 §3: text kind is captions or subtitles; captions carry the SDH characteristics. */
export function textKindOf(characteristics: readonly string[]): TextTrackKind {
  return characteristics.includes(TRANSCRIBES_DIALOG) || characteristics.includes(DESCRIBES_MUSIC_AND_SOUND) ? 'captions' : 'subtitles';
}

/** The public view of a sink's audio rendition; `enabled` is the core's decision, not the sink's. */
export function toAudioTrack(track: SinkAudioTrack, enabled: boolean): AudioTrack {
  return { id: track.id, label: track.label, language: track.language, kind: audioKindOf(track.characteristics), enabled, characteristics: track.characteristics };
}

export function toTextTrack(track: SinkTextTrack, mode: TextTrackMode): TextTrack {
  return {
    id: track.id,
    label: track.label,
    language: track.language,
    kind: textKindOf(track.characteristics),
    mode,
    forced: track.forced,
    characteristics: track.characteristics,
  };
}
