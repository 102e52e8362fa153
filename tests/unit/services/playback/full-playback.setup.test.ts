// Issue 17: what a first play needs is readied before the press (full-playback.setup.ts): at once
// for an authorized listener (and at sign-in), once the page is idle for a signed-out one, never
// ahead when the user asked to save data.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@mediakit/adapters/node';
import { SIGNED_OUT_WARM_UP_DEADLINE_MS, warmUpPlayPath } from '@mediakit/core/internal';

function setUp(options: { authorized: boolean; saveData?: boolean }) {
  const clock = new SimulatedClock();
  const listeners: Array<() => void> = [];
  const auth = {
    isAuthorized: options.authorized,
    addEventListener: (_name: 'authorizationStatusDidChange', listener: () => void) => void listeners.push(listener),
  };
  let warmUps = 0;
  const engine = { warmUp: () => void warmUps++ };
  warmUpPlayPath(auth as unknown as Parameters<typeof warmUpPlayPath>[0], engine, { scheduler: clock, environment: { saveData: options.saveData ?? false } });
  const signIn = (authorized: boolean) => {
    auth.isAuthorized = authorized;
    for (const listener of listeners) listener();
  };
  return { clock, signIn, warmUps: () => warmUps };
}

describe('warmUpPlayPath (issue 17)', () => {
  it('an authorized page readies at once, and again at each sign-in; a sign-out readies nothing', () => {
    const page = setUp({ authorized: true });
    expect(page.warmUps()).toBe(1);
    page.signIn(false);
    expect(page.warmUps()).toBe(1);
    page.signIn(true);
    expect(page.warmUps()).toBe(2);
  });

  it('a signed-out page readies once, when idle (here at the deadline), not at once', () => {
    const page = setUp({ authorized: false });
    expect(page.warmUps()).toBe(0);
    page.clock.advance(SIGNED_OUT_WARM_UP_DEADLINE_MS - 1);
    expect(page.warmUps()).toBe(0);
    page.clock.advance(1);
    expect(page.warmUps()).toBe(1);
    page.clock.advance(SIGNED_OUT_WARM_UP_DEADLINE_MS * 10);
    expect(page.warmUps()).toBe(1);
    expect(page.clock.pendingTimers).toBe(0);
  });

  it('with Save-Data on, a signed-out page readies nothing ahead; a sign-in still readies at once', () => {
    const page = setUp({ authorized: false, saveData: true });
    page.clock.advance(SIGNED_OUT_WARM_UP_DEADLINE_MS * 10);
    expect(page.warmUps()).toBe(0);
    page.signIn(true);
    expect(page.warmUps()).toBe(1);
  });
});
