// 001 §3 Text track, Audio and text track (queue and manifest view), Persisted track choice.

/** 'description' for audio that describes the video (CHARACTERISTICS public.accessibility.describes-video). */
export type AudioTrackKind = 'main' | 'description';
/** 'captions' transcribe dialogue and sounds for the deaf and hard of hearing; 'subtitles' translate. */
export type TextTrackKind = 'subtitles' | 'captions';
/** 001 §3 Text track mode. */
export type TextTrackMode = 'showing' | 'disabled';

/** An audio rendition as the public API shows it. */
export interface AudioTrack {
  readonly id: number;
  readonly label: string;
  /** BCP 47; '' when unknown. */
  readonly language: string;
  readonly kind: AudioTrackKind;
  readonly enabled: boolean;
  readonly characteristics: readonly string[];
}

/** A text rendition, or the synthetic Off entry (id -2, kind subtitles, 001 §3). */
export interface TextTrack {
  readonly id: number;
  readonly label: string;
  readonly language: string;
  readonly kind: TextTrackKind;
  readonly mode: TextTrackMode;
  /** FORCED=YES renditions: shown under Off for the audio language (001 §4 Text tracks). */
  readonly forced: boolean;
  readonly characteristics: readonly string[];
}

/** 001 §3 Persisted track choice: what is saved, so the choice survives reloads and other videos. */
export interface TrackChoice {
  readonly label: string;
  readonly kind: string;
  readonly language: string;
}

/** Asking for 'auto' behaves as Off (001 §4) but forgets the saved text choice. */
export type TextTrackRequest = number | 'auto';
