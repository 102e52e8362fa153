import { describe, expect, it } from 'vitest';
import { AgeGate } from '../../../../core/src/services/age-gate/index.ts';
import { AGE_GATE_STORAGE_KEYS } from '../../../../core/src/domain/constants/index.ts';
import { MKError } from '@mediakit/core';
import { MemoryKeyValueStore, ScriptedDialogPresenter, SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import { ManualDialogPresenter } from '../dialogs/manual-dialog-presenter.ts';

const policy = { age: 18, frequencyInMinutes: 30 };

function setup() {
  const clock = new SimulatedClock();
  const store = new MemoryKeyValueStore('local', clock);
  const dialogs = new ScriptedDialogPresenter();
  return { clock, store, dialogs, gate: new AgeGate(store, dialogs, clock) };
}

describe('002 §4 Age gate', () => {
  it('002 §4: skipped when there is no policy', async () => {
    const { dialogs, gate } = setup();
    await gate.check(undefined);
    await gate.check(null);
    expect(dialogs.shown).toEqual([]);
  });

  it('002 §2: the dialog asks exactly "Are you {age} or older?" with the explanation and Yes / No', async () => {
    const { dialogs, gate } = setup();
    await gate.check({ age: 21, frequencyInMinutes: 5 });
    expect(dialogs.shown).toEqual([
      {
        message: 'Are you 21 or older?',
        explanation: 'This content may not be appropriate for ages younger than 21.',
        okButtonString: 'Yes',
        cancelButtonString: 'No',
      },
    ]);
  });

  it('002 §3, §4, §9: Yes stores the age and an expiry of frequencyInMinutes × 60,000 ms from the acceptance', async () => {
    const clock = new SimulatedClock();
    const store = new MemoryKeyValueStore('local', clock);
    const dialogs = new ManualDialogPresenter();
    const checked = new AgeGate(store, dialogs, clock).check(policy);
    clock.advance(7_000); // the listener takes 7 s to answer: the expiry counts from the answer
    const acceptedAt = clock.now();
    dialogs.answer('ok');
    await checked;
    expect(store.get(AGE_GATE_STORAGE_KEYS.age)).toBe('18');
    expect(store.get(AGE_GATE_STORAGE_KEYS.expiration)).toBe(String(acceptedAt + 30 * 60_000));
    expect(AGE_GATE_STORAGE_KEYS).toEqual({ age: 'ageGatePolicyAge', expiration: 'ageGatePolicyExpiration' });
  });

  it('002 §4: skipped while the stored age is at least the policy age and the stored expiry is in the future', async () => {
    const { clock, dialogs, gate } = setup();
    await gate.check(policy);
    clock.advance(30 * 60_000 - 1);
    await gate.check(policy);
    await gate.check({ age: 16, frequencyInMinutes: 30 });
    expect(dialogs.shown).toHaveLength(1);
  });

  it('002 §4, §9: asked again once the stored expiry has passed', async () => {
    const { clock, dialogs, gate } = setup();
    await gate.check(policy);
    clock.advance(30 * 60_000);
    await gate.check(policy);
    expect(dialogs.shown).toHaveLength(2);
  });

  it('002 §4: asked again when the stored age is below the policy age', async () => {
    const { dialogs, gate } = setup();
    await gate.check(policy);
    await gate.check({ age: 21, frequencyInMinutes: 30 });
    expect(dialogs.shown.map((d) => d.message)).toEqual(['Are you 18 or older?', 'Are you 21 or older?']);
  });

  it('002 §4, §8: No raises AGE_GATE "Age Gate Declined" and stores nothing', async () => {
    const { dialogs, store, gate } = setup();
    dialogs.answer = () => 'cancel';
    const declined = await gate.check(policy).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(MKError);
    expect(declined).toMatchObject({ errorCode: 'AGE_GATE', message: 'Age Gate Declined' });
    expect(store.get(AGE_GATE_STORAGE_KEYS.age)).toBeNull();
    expect(store.get(AGE_GATE_STORAGE_KEYS.expiration)).toBeNull();
  });

  it('002 §2, §4: a question removed by another dialog is not an acceptance', async () => {
    const { dialogs, gate } = setup();
    dialogs.answer = () => 'dismissed';
    await expect(gate.check(policy)).rejects.toMatchObject({ errorCode: 'AGE_GATE' });
  });

  it('two plays at once ask once (a second question would dismiss the first)', async () => {
    const clock = new SimulatedClock();
    const dialogs = new ManualDialogPresenter();
    const gate = new AgeGate(new MemoryKeyValueStore('local', clock), dialogs, clock);
    const first = gate.check(policy);
    const second = gate.check(policy);
    dialogs.answer('ok');
    await Promise.all([first, second]);
    expect(dialogs.shown).toHaveLength(1);
    await flushMicrotasks();
    await gate.check(policy);
    expect(dialogs.shown).toHaveLength(1);
  });

  it('a stored value another script wrote that is not a number does not open the gate', async () => {
    const { store, dialogs, gate } = setup();
    store.set(AGE_GATE_STORAGE_KEYS.age, 'old enough');
    store.set(AGE_GATE_STORAGE_KEYS.expiration, 'tomorrow');
    await gate.check(policy);
    expect(dialogs.shown).toHaveLength(1);
  });
});
