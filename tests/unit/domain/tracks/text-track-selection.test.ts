import { describe, expect, it } from 'vitest';
import type { SinkTextTrack } from '@mediakit/core';
import {
  offOrAutoSelection,
  renderedTextTrackId,
  restoredTextSelection,
  textSelectionAfterAudioChange,
} from '../../../../core/src/domain/tracks/text-track-selection.ts';

const t = (id: number, label: string, language: string, forced = false): SinkTextTrack => ({ id, label, language, characteristics: [], forced });
const tracks = [t(0, 'Français (forcé)', 'fr', true), t(1, 'English', 'en'), t(2, 'Français', 'fr')];
const OFF = { label: 'Off', kind: 'subtitles', language: '' };
const ENGLISH = { label: 'English', kind: 'subtitles', language: 'en' };

describe('001 §4 Text tracks', () => {
  it('selecting Off or Auto shows the Off entry, then the forced track for the audio language', () => {
    expect(offOrAutoSelection(tracks, 'fr')).toEqual({ selectedId: -2, forcedId: 0 });
    expect(offOrAutoSelection(tracks, 'en')).toEqual({ selectedId: -2, forcedId: null });
  });

  it('the rendered track is the selected one, else the forced one under Off', () => {
    expect(renderedTextTrackId({ selectedId: 1, forcedId: null })).toBe(1);
    expect(renderedTextTrackId({ selectedId: -2, forcedId: 0 })).toBe(0);
    expect(renderedTextTrackId({ selectedId: -2, forcedId: null })).toBeNull();
  });

  it('a saved choice is restored', () => {
    expect(restoredTextSelection(tracks, ENGLISH, 'fr')).toEqual({ selectedId: 1, forcedId: null });
  });

  it('a saved Off, no saved choice, or a choice this source lacks restore Off with the forced track', () => {
    expect(restoredTextSelection(tracks, OFF, 'fr')).toEqual({ selectedId: -2, forcedId: 0 });
    expect(restoredTextSelection(tracks, null, 'fr')).toEqual({ selectedId: -2, forcedId: 0 });
    expect(restoredTextSelection(tracks, { label: 'Deutsch', kind: 'subtitles', language: 'de' }, 'fr')).toEqual({ selectedId: -2, forcedId: 0 });
  });

  it('an audio change re-selects the forced track when the saved text choice is absent', () => {
    expect(textSelectionAfterAudioChange({ selectedId: -2, forcedId: null }, tracks, null, 'fr')).toEqual({ selectedId: -2, forcedId: 0 });
  });

  it('an audio change re-selects the forced track when the saved text choice is Off', () => {
    expect(textSelectionAfterAudioChange({ selectedId: -2, forcedId: 0 }, tracks, OFF, 'en')).toEqual({ selectedId: -2, forcedId: null });
  });

  it('an audio change keeps the selection when a rendition was chosen and saved', () => {
    const current = { selectedId: 1, forcedId: null };
    expect(textSelectionAfterAudioChange(current, tracks, ENGLISH, 'fr')).toBe(current);
  });
});
