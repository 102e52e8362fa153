// WebVTT subtitles (001 §4 parser states, §5 validation, §2 overlay geometry).
export * from './webvtt-errors.ts';
export * from './webvtt-cue.ts';
export { parseWebVttTimestamp } from './webvtt-timestamp.parser.ts';
export { applyCueSettings, type CueSettingIssue, type WebVttRegionLookup } from './cue-settings.parser.ts';
export { parseRegionSettings } from './region-settings.parser.ts';
export * from './webvtt-parser.ts';
export * from './cue-text-nodes.ts';
export { parseCueText, MAX_CUE_TEXT_DEPTH } from './cue-text.parser.ts';
export * from './cue-layout.ts';
