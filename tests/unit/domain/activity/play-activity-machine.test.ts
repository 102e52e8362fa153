import { describe, expect, it } from 'vitest';
import { PlayActivityMachine } from '../../../../core/src/domain/activity/index.ts';

describe('000 §4 play-activity machine', () => {
  it('idle becomes playing on play; playing becomes idle on stop', () => {
    const machine = new PlayActivityMachine();
    expect(machine.state).toBe('idle');
    expect(machine.send('play')).toBe('playing');
    expect(machine.send('stop')).toBe('idle');
  });

  it('playing becomes scrubbing on scrub begin, remembering the prior state; scrub end returns to it', () => {
    const machine = new PlayActivityMachine();
    machine.send('play');
    expect(machine.send('scrubBegin')).toBe('scrubbing');
    expect(machine.priorState).toBe('playing');
    expect(machine.send('scrubEnd')).toBe('playing');
  });

  it('idle becomes scrubbing on scrub begin and scrub end returns to idle', () => {
    const machine = new PlayActivityMachine();
    expect(machine.send('scrubBegin')).toBe('scrubbing');
    expect(machine.priorState).toBe('idle');
    expect(machine.send('scrubEnd')).toBe('idle');
  });

  it('scrub end outside scrubbing is an error (000 §5 scrub message)', () => {
    const machine = new PlayActivityMachine();
    expect(() => machine.send('scrubEnd')).toThrow(
      'The scrub() method was called with the SCRUB_END action without a previous SCRUB_START descriptor',
    );
    machine.send('play');
    expect(() => machine.send('scrubEnd')).toThrow(/SCRUB_END action without a previous SCRUB_START/);
  });

  it('exit-application does not change state', () => {
    const machine = new PlayActivityMachine();
    expect(machine.send('exit')).toBe('idle');
    machine.send('play');
    expect(machine.send('exit')).toBe('playing');
    machine.send('scrubBegin');
    expect(machine.send('exit')).toBe('scrubbing');
  });

  it('play while already playing is rejected with the 000 §5 message', () => {
    const machine = new PlayActivityMachine();
    machine.send('play');
    expect(() => machine.send('play')).toThrow('The play() method was called without a previous stop() or pause() call.');
  });

  it('a play or stop during scrubbing changes the state scrub end returns to', () => {
    const machine = new PlayActivityMachine();
    machine.send('scrubBegin');
    machine.send('play');
    expect(machine.state).toBe('scrubbing');
    expect(machine.send('scrubEnd')).toBe('playing');
    machine.send('scrubBegin');
    machine.send('stop');
    expect(machine.send('scrubEnd')).toBe('idle');
  });
});
