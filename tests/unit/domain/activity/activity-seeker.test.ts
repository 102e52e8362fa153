import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '@mediakit/adapters/node';
import { ActivitySeeker, SEEKER_WARNINGS } from '../../../../core/src/domain/activity/index.ts';

function makeSeeker(): { seeker: ActivitySeeker; logger: MemoryLogger; calls: string[] } {
  const logger = new MemoryLogger();
  const calls: string[] = [];
  const seeker = new ActivitySeeker(logger, { onStart: (p) => calls.push(`start ${p}`), onEnd: (p) => calls.push(`end ${p}`) });
  return { seeker, logger, calls };
}

describe('000 §5 play-activity rules: a seeker (warnings only)', () => {
  it('a seeker cannot be started twice (warning only)', () => {
    const { seeker, logger, calls } = makeSeeker();
    seeker.start(1);
    seeker.start(2);
    expect(logger.messages('warning')).toEqual([SEEKER_WARNINGS.startedTwice]);
    expect(calls).toEqual(['start 1']);
  });

  it('a seeker cannot be ended twice (warning only)', () => {
    const { seeker, logger, calls } = makeSeeker();
    seeker.start(1);
    seeker.end();
    seeker.end();
    expect(logger.messages('warning')).toEqual([SEEKER_WARNINGS.endedTwice]);
    expect(calls).toEqual(['start 1', 'end 1']);
  });

  it('a seeker cannot be ended before start (warning only)', () => {
    const { seeker, logger, calls } = makeSeeker();
    seeker.end();
    expect(logger.messages('warning')).toEqual([SEEKER_WARNINGS.endedBeforeStart]);
    expect(calls).toEqual([]);
  });

  it('a seeker cannot seek after end (warning only)', () => {
    const { seeker, logger } = makeSeeker();
    seeker.start(1);
    seeker.seekTo(20);
    seeker.end();
    seeker.seekTo(30);
    expect(logger.messages('warning')).toEqual([SEEKER_WARNINGS.seekAfterEnd]);
    expect(seeker.position).toBe(20);
  });

  it('reports scrub begin where it started and scrub end where it last seeked', () => {
    const { seeker, logger, calls } = makeSeeker();
    seeker.start(10);
    seeker.seekTo(60);
    seeker.seekTo(75);
    seeker.end();
    expect(calls).toEqual(['start 10', 'end 75']);
    expect(logger.entries).toEqual([]);
  });
});
