import { describe, expect, it } from 'vitest';
import { choiceOf, findChosenTrack, isOffChoice } from '../../../../core/src/domain/tracks/track-choice.matcher.ts';
import { offTextTrack } from '../../../../core/src/domain/tracks/text-track-list.ts';

const tracks = [
  { id: 0, label: 'Français (forcé)', kind: 'subtitles', language: 'fr', forced: true },
  { id: 1, label: 'English', kind: 'subtitles', language: 'en' },
  { id: 2, label: 'Français', kind: 'subtitles', language: 'fr' },
  { id: 3, label: 'English SDH', kind: 'captions', language: 'en' },
];

describe('001 §3 Persisted track choice: finding the chosen track again', () => {
  it('finds the same label, kind and language', () => {
    expect(findChosenTrack(tracks, { label: 'English SDH', kind: 'captions', language: 'en' })?.id).toBe(3);
  });

  it('falls back to the same kind and language when the label differs (another video)', () => {
    expect(findChosenTrack(tracks, { label: 'English (US)', kind: 'subtitles', language: 'EN' })?.id).toBe(1);
  });

  it('prefers a full rendition over a forced one in that fallback', () => {
    expect(findChosenTrack(tracks, { label: 'French', kind: 'subtitles', language: 'fr' })?.id).toBe(2);
    expect(findChosenTrack(tracks.slice(0, 1), { label: 'French', kind: 'subtitles', language: 'fr' })?.id).toBe(0);
  });

  it('finds nothing for another kind or language, or for no choice', () => {
    expect(findChosenTrack(tracks, { label: 'English', kind: 'captions', language: 'de' })).toBeUndefined();
    expect(findChosenTrack(tracks, null)).toBeUndefined();
  });

  it('the Off choice is recognised and matches no rendition', () => {
    const off = choiceOf(offTextTrack('showing'));
    expect(off).toEqual({ label: 'Off', kind: 'subtitles', language: '' });
    expect(isOffChoice(off)).toBe(true);
    expect(isOffChoice(null)).toBe(false);
    expect(isOffChoice({ label: 'English', kind: 'subtitles', language: 'en' })).toBe(false);
    expect(findChosenTrack(tracks, off)).toBeUndefined();
  });
});
