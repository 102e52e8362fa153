import { describe, expect, it } from 'vitest';
import { readItemMarkers, readRollMarkers, readSkipMarkers, firstMarkers } from '../../../../core/src/domain/markers/index.ts';

describe('001 §3 Roll marker: pre-roll, mid-roll, post-roll with index, type, skippable, adam-id, start, duration, dynamic-id', () => {
  it('reads every field; dynamic-id only when given', () => {
    expect(
      readRollMarkers([
        { index: 0, type: 'pre-roll', skippable: false, 'adam-id': '1', start: 0, duration: 15 },
        { index: 2, type: 'post-roll', skippable: true, 'adam-id': '2', start: 1800, duration: 30, 'dynamic-id': 'dyn' },
      ]),
    ).toEqual([
      { index: 0, type: 'pre-roll', skippable: false, adamId: '1', start: 0, duration: 15 },
      { index: 2, type: 'post-roll', skippable: true, adamId: '2', start: 1800, duration: 30, dynamicId: 'dyn' },
    ]);
  });

  it('spellings of the kind (preroll, MID_ROLL, postRoll) are recognised; unknown kinds and unreadable starts are dropped', () => {
    const markers = readRollMarkers([
      { type: 'preroll', start: '0' },
      { type: 'MID_ROLL', start: 10 },
      { type: 'postRoll', start: 20 },
      { type: 'banner', start: 1 },
      { type: 'pre-roll', start: 'soon' },
      'junk',
    ]);
    expect(markers.map((marker) => [marker.type, marker.index, marker.start])).toEqual([
      ['pre-roll', 0, 0],
      ['mid-roll', 1, 10],
      ['post-roll', 2, 20],
    ]);
  });
});

describe('001 §3 Skip marker: start, duration, target, label and an optional promo with up-next', () => {
  it('reads the marker and its promo', () => {
    const [marker] = readSkipMarkers([
      {
        start: 5,
        duration: 20,
        target: 25,
        label: 'Skip Intro',
        promo: {
          enabled: true,
          image: 'https://a.example/p.jpg',
          'image-height': 338,
          'image-width': 600,
          genre: 'Drama',
          'release-year': 2024,
          'rating-display-name': 'TV-14',
          'rating-system': 'us-tv',
          'rating-tag': 'tv14',
          'rating-rank': 400,
          'canonical-id': 'umc.1',
          title: 'Next',
          runtime: 3000,
          'up-next': { 'is-added': true, 'add-label': 'Add', 'added-label': 'Added' },
        },
      },
    ]);
    expect(marker).toEqual({
      start: 5,
      duration: 20,
      target: 25,
      label: 'Skip Intro',
      promo: {
        enabled: true,
        image: 'https://a.example/p.jpg',
        imageHeight: 338,
        imageWidth: 600,
        genre: 'Drama',
        releaseYear: 2024,
        ratingDisplayName: 'TV-14',
        ratingSystem: 'us-tv',
        ratingTag: 'tv14',
        ratingRank: 400,
        canonicalId: 'umc.1',
        title: 'Next',
        runtime: 3000,
        upNext: { isAdded: true, addLabel: 'Add', addedLabel: 'Added' },
      },
    });
  });

  it('a missing target is the end of the stretch; no promo, no promo field', () => {
    expect(readSkipMarkers({ start: 5, duration: 20, label: 'Skip' })).toEqual([{ start: 5, duration: 20, target: 25, label: 'Skip' }]);
  });
});

describe('001 §3 up-next timing from up-next.start and watched.time; markers from session data or attributes', () => {
  it('session data (flat ids, JSON text values) and catalogue attributes (nested objects) read the same', () => {
    const fromSessionData = readItemMarkers({
      'com.example.hls.roll-markers': '[{"type":"pre-roll","start":0,"duration":4}]',
      'skip-markers': '{"start":6,"duration":4,"target":10,"label":"Skip Intro"}',
      'up-next.start': '16.5',
      'watched.time': '19',
    });
    const fromAttributes = readItemMarkers({
      rollMarkers: [{ type: 'pre-roll', start: 0, duration: 4 }],
      'skip-markers': [{ start: 6, duration: 4, target: 10, label: 'Skip Intro' }],
      'up-next': { start: 16.5 },
      watched: { time: 19 },
    });
    expect(fromSessionData).toEqual(fromAttributes);
    expect(fromSessionData.upNext).toEqual({ at: 16.5, start: 16.5, watchedTime: 19 });
  });

  it('without up-next.start, up next comes at watched.time; without either, there is none', () => {
    expect(readItemMarkers({ watched: { time: 30 } }).upNext).toEqual({ at: 30, start: undefined, watchedTime: 30 });
    expect(readItemMarkers({ 'up-next': { start: -1 } }).upNext).toBeUndefined();
    expect(readItemMarkers({ name: 'Episode', 'roll-markers': '[not json' })).toEqual({ rolls: [], skips: [], upNext: undefined });
  });

  it('the first source that has a kind of marker wins it', () => {
    const stream = readItemMarkers({ 'roll-markers': [{ type: 'pre-roll', start: 0 }] });
    const catalogue = readItemMarkers({ 'roll-markers': [{ type: 'post-roll', start: 9 }], 'skip-markers': [{ start: 1 }] });
    const merged = firstMarkers([stream, catalogue]);
    expect(merged.rolls.map((roll) => roll.type)).toEqual(['pre-roll']);
    expect(merged.skips).toHaveLength(1);
  });
});
