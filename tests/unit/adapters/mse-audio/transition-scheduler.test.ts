import { describe, expect, it } from 'vitest';
import { TransitionScheduler } from '../../../../adapters/mse-audio/transition-scheduler.ts';

describe('001 §4 Stream buffering: seamless transitions', () => {
  it('begins when the current item is fully buffered and completes at the transition offset', () => {
    const s = new TransitionScheduler();
    expect(s.setNext('b')).toEqual([]);
    expect(s.state).toBe('pending');
    expect(s.currentFullyBuffered()).toEqual({ type: 'begin', nextId: 'b' });
    s.setOffset(7.3);
    expect(s.timeUpdate(7.29)).toEqual({ type: 'none' });
    expect(s.timeUpdate(7.3)).toEqual({ type: 'complete', nextId: 'b' });
    expect(s.state).toBe('idle');
  });

  it('begins at once when the next item arrives after the current one is fully buffered', () => {
    const s = new TransitionScheduler();
    expect(s.currentFullyBuffered()).toEqual({ type: 'end-of-stream' });
    expect(s.setNext('b')).toEqual([{ type: 'begin', nextId: 'b' }]);
    expect(s.ended).toBe(false);
  });

  it('at the end of the stream without a next item the stream is ended', () => {
    const s = new TransitionScheduler();
    expect(s.currentFullyBuffered()).toEqual({ type: 'end-of-stream' });
    expect(s.ended).toBe(true);
  });

  it('a seek back before the offset reverts the transition, which begins again (current still buffered)', () => {
    const s = new TransitionScheduler();
    s.setNext('b');
    s.currentFullyBuffered();
    s.setOffset(7.3);
    expect(s.seek(7.5)).toEqual([]);
    expect(s.seek(3)).toEqual([
      { type: 'revert', nextId: 'b' },
      { type: 'begin', nextId: 'b' },
    ]);
  });

  it('a seek into data no longer buffered reverts and waits for the current item to be buffered again', () => {
    const s = new TransitionScheduler();
    s.setNext('b');
    s.currentFullyBuffered();
    s.setOffset(7.3);
    expect(s.currentNeedsData()).toEqual([{ type: 'revert', nextId: 'b' }]);
    expect(s.state).toBe('pending');
    expect(s.currentFullyBuffered()).toEqual({ type: 'begin', nextId: 'b' });
  });

  it('replacing the next item reverts the begun transition and begins the new one', () => {
    const s = new TransitionScheduler();
    s.setNext('b');
    s.currentFullyBuffered();
    expect(s.setNext('c')).toEqual([
      { type: 'revert', nextId: 'b' },
      { type: 'begin', nextId: 'c' },
    ]);
    expect(s.setNext('c')).toEqual([]);
  });

  it('clearing the next item reverts the transition and ends the stream', () => {
    const s = new TransitionScheduler();
    s.setNext('b');
    s.currentFullyBuffered();
    expect(s.setNext(null)).toEqual([{ type: 'revert', nextId: 'b' }, { type: 'end-of-stream' }]);
  });

  it('chains: after completing, the new current item reports its own buffering', () => {
    const s = new TransitionScheduler();
    s.setNext('b');
    s.currentFullyBuffered();
    s.setOffset(1);
    s.timeUpdate(1);
    s.setNext('c');
    expect(s.state).toBe('pending');
    expect(s.currentFullyBuffered()).toEqual({ type: 'begin', nextId: 'c' });
  });

  it('a next item that failed is forgotten and the stream is ended', () => {
    const s = new TransitionScheduler();
    s.setNext('b');
    s.currentFullyBuffered();
    expect(s.nextFailed()).toEqual({ type: 'end-of-stream' });
    expect(s.nextId).toBeNull();
  });
});
