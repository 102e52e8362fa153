import { describe, expect, it } from 'vitest';
import type { SinkTextTrack } from '@mediakit/core';
import { forcedTextTrackFor, primaryLanguage } from '../../../../core/src/domain/tracks/forced-subtitle.ts';

const track = (id: number, language: string, forced: boolean): SinkTextTrack => ({ id, label: `${language}${forced ? ' forced' : ''}`, language, characteristics: [], forced });
const tracks = [track(0, 'en', false), track(1, 'fr', false), track(2, 'fr', true), track(3, 'de-AT', true)];

describe('001 §4 Text tracks: the forced track matching the enabled audio language', () => {
  it('is the FORCED rendition in the audio language', () => {
    expect(forcedTextTrackFor(tracks, 'fr')?.id).toBe(2);
  });

  it('is none when the audio language has no forced rendition', () => {
    expect(forcedTextTrackFor(tracks, 'en')).toBeUndefined();
  });

  it('is none when the audio language is unknown', () => {
    expect(forcedTextTrackFor(tracks, undefined)).toBeUndefined();
    expect(forcedTextTrackFor(tracks, '')).toBeUndefined();
  });

  it('matches on the primary language subtag, case-insensitively', () => {
    expect(forcedTextTrackFor(tracks, 'FR-ca')?.id).toBe(2);
    expect(forcedTextTrackFor(tracks, 'de')?.id).toBe(3);
    expect(primaryLanguage('pt_BR')).toBe('pt');
  });

  it('prefers an exact tag when several forced renditions share the primary language', () => {
    const both = [track(5, 'pt-PT', true), track(6, 'pt-BR', true)];
    expect(forcedTextTrackFor(both, 'pt-BR')?.id).toBe(6);
    expect(forcedTextTrackFor(both, 'pt')?.id).toBe(5);
  });
});
