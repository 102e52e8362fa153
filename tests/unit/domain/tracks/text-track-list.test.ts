import { describe, expect, it } from 'vitest';
import type { SinkTextTrack } from '@mediakit/core';
import { OFF_TEXT_TRACK_ID, offTextTrack, textTrackList } from '../../../../core/src/domain/tracks/text-track-list.ts';
import { audioKindOf, textKindOf } from '../../../../core/src/domain/tracks/track-kinds.ts';

const sinkText = (id: number, language: string, extra: Partial<SinkTextTrack> = {}): SinkTextTrack => ({ id, label: language.toUpperCase(), language, characteristics: [], forced: false, ...extra });

describe('001 §2/§3 the synthetic Off text track', () => {
  it('has id -2 and kind subtitles', () => {
    expect(OFF_TEXT_TRACK_ID).toBe(-2);
    expect(offTextTrack('showing')).toMatchObject({ id: -2, label: 'Off', kind: 'subtitles', mode: 'showing', forced: false });
  });

  it('always comes first, before the renditions in their order', () => {
    const list = textTrackList([sinkText(0, 'fr'), sinkText(1, 'en')], 1);
    expect(list.map((t) => t.id)).toEqual([-2, 0, 1]);
  });

  it('only the selected entry is showing (001 §3 mode showing or disabled)', () => {
    expect(textTrackList([sinkText(0, 'fr'), sinkText(1, 'en')], 1).map((t) => t.mode)).toEqual(['disabled', 'disabled', 'showing']);
    expect(textTrackList([sinkText(0, 'fr')], -2).map((t) => t.mode)).toEqual(['showing', 'disabled']);
  });

  it('shows Off when the selected id is not in the list', () => {
    expect(textTrackList([sinkText(0, 'fr')], 7)[0]?.mode).toBe('showing');
  });

  it('a forced rendition keeps its flag in the list', () => {
    expect(textTrackList([sinkText(0, 'fr', { forced: true })], -2)[1]?.forced).toBe(true);
  });
});

describe('001 §3 track kinds from HLS CHARACTERISTICS', () => {
  it('audio is main, or description when it describes the video', () => {
    expect(audioKindOf([])).toBe('main');
    expect(audioKindOf(['public.accessibility.describes-video'])).toBe('description');
  });

  it('text is subtitles, or captions when it transcribes dialogue and sounds', () => {
    expect(textKindOf([])).toBe('subtitles');
    expect(textKindOf(['public.accessibility.transcribes-spoken-dialog', 'public.accessibility.describes-music-and-sound'])).toBe('captions');
  });
});
