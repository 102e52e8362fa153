import { MemoryLogger, SeededRandom, SimulatedClock } from '@mediakit/adapters/node';
import {
  ActivityIdGenerator,
  PlayActivityRecordBuilder,
  PlayActivityRepeatPlayMode,
  PlayActivityShufflePlayMode,
  PlayActivityAutoPlayMode,
  PlayActivityTracker,
  type PlayActivityContext,
  type PlayActivityDescriptor,
  type RecordBuilderOptions,
} from '../../../../core/src/domain/activity/index.ts';
import { PlayActivityContainerType, PlayActivityMediaType } from '../../../../core/src/domain/enums/index.ts';

/** 2026-01-01T00:00:00.000Z, the SimulatedClock's default start. */
export const START = Date.UTC(2026, 0, 1);

export const song: PlayActivityDescriptor = {
  id: '1440857781',
  kind: 'song',
  mediaType: PlayActivityMediaType.AUDIO,
  duration: 215.4,
  container: { id: '1440857001', type: PlayActivityContainerType.ALBUM },
  playMode: {
    repeat: PlayActivityRepeatPlayMode.REPEAT_ALL,
    shuffle: PlayActivityShufflePlayMode.SHUFFLE_ON,
    autoplay: PlayActivityAutoPlayMode.AUTO_ON,
  },
  recoData: 'reco-123',
  trackInfo: 'track-info-abc',
};

export const otherSong: PlayActivityDescriptor = { ...song, id: '1440857999', duration: 180 };

export const station: PlayActivityDescriptor = {
  id: 'ra.978194965',
  kind: 'radioStation',
  duration: Number.POSITIVE_INFINITY,
  container: { id: 'ra.978194965', type: PlayActivityContainerType.RADIO },
};

export interface TrackerKit {
  readonly clock: SimulatedClock;
  readonly random: SeededRandom;
  readonly logger: MemoryLogger;
  readonly builder: PlayActivityRecordBuilder;
  readonly tracker: PlayActivityTracker;
}

export function makeBuilder(
  clock: SimulatedClock,
  options: RecordBuilderOptions = {},
  context: PlayActivityContext = { developerToken: 'dev-token', userToken: 'user-token', storefront: 'us' },
): PlayActivityRecordBuilder {
  return new PlayActivityRecordBuilder(clock, new ActivityIdGenerator(clock, new SeededRandom(7)), { context: () => context, ...options });
}

export function makeTracker(options: RecordBuilderOptions = {}, context?: PlayActivityContext): TrackerKit {
  const clock = new SimulatedClock();
  const random = new SeededRandom(1);
  const logger = new MemoryLogger();
  const builder = makeBuilder(clock, options, context);
  return { clock, random, logger, builder, tracker: new PlayActivityTracker(clock, builder) };
}
