import type { LiveStationSchedule } from './on-air-schedule.ts';

/**
 * Radio episodes with roll, skip and up-next markers (001 §1, §3). The markers ride in the
 * episode's catalogue attributes under the spec's names ('roll-markers', 'skip-markers',
 * 'up-next'.start, 'watched'.time); the episode plays the live loop once as a VOD playlist
 * (/live/episodes/{id}/index.m3u8, 12 segments of 2.048 s = 24.576 s).
 */
export interface RadioEpisode {
  readonly id: string;
  readonly name: string;
  readonly stationId: string;
  readonly stationName: string;
  readonly attributes: Readonly<Record<string, unknown>>;
}

/** Seconds one episode lasts: the loop played once. */
export const EPISODE_SEGMENTS = 12;

/** The episodes of the first live station (stable ids: 'ra.ep-1', 'ra.ep-2'). */
export function radioEpisodes(schedules: Iterable<LiveStationSchedule>, segmentDuration: number): RadioEpisode[] {
  const station = [...schedules][0];
  if (!station) return [];
  const duration = EPISODE_SEGMENTS * segmentDuration;
  return [1, 2].map((number) => ({
    id: `ra.ep-${number}`,
    name: `${station.name}: Episode ${number}`,
    stationId: station.id,
    stationName: station.name,
    attributes: {
      isLive: false,
      streamingRadioSubType: 'Episode',
      durationInMillis: Math.round(duration * 1000),
      'roll-markers': [
        { index: 0, type: 'pre-roll', skippable: false, 'adam-id': `${station.songs[0]?.adamId ?? ''}`, start: 0, duration: 4 },
        { index: 1, type: 'mid-roll', skippable: true, 'adam-id': `${station.songs[1]?.adamId ?? ''}`, start: 12, duration: 2 },
        { index: 2, type: 'post-roll', skippable: true, 'adam-id': `${station.songs[2]?.adamId ?? ''}`, start: duration - 2.5, duration: 2.5, 'dynamic-id': `dyn-${number}` },
      ],
      'skip-markers': [
        { start: 6, duration: 4, target: 10, label: 'Skip Intro' },
        {
          start: duration - 6,
          duration: 3.5,
          target: duration,
          label: 'Next Episode',
          promo: {
            enabled: true,
            image: `/artwork/cover-0${number}/600x338bb.jpg`,
            'image-height': 338,
            'image-width': 600,
            genre: 'Talk',
            'release-year': 2026,
            'rating-display-name': 'Clean',
            'rating-system': 'riaa',
            'rating-tag': 'clean',
            'rating-rank': 0,
            'canonical-id': `ra.ep-${number === 1 ? 2 : 1}`,
            title: `${station.name}: Episode ${number === 1 ? 2 : 1}`,
            runtime: Math.round(duration),
            'up-next': { 'is-added': false, 'add-label': 'Add to Up Next', 'added-label': 'Added to Up Next' },
          },
        },
      ],
      'up-next': { start: duration - 8 },
      watched: { time: duration - 5 },
    },
  }));
}
