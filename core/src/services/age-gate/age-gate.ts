import { AGE_GATE_STORAGE_KEYS, ageGateExpiry } from '../../domain/constants/index.ts';
import { ageGateDeclinedError } from '../../domain/errors/index.ts';
import type { Clock } from '../../ports/clock.ts';
import type { DialogContent, DialogPresenter } from '../../ports/dialog-presenter.ts';
import type { KeyValueStore, LocalKeyValueStore } from '../../ports/key-value-store.ts';

/** An item's age-gate policy (002 §3 Public media item: ageGatePolicy {age, frequencyInMinutes}). */
export interface AgeGatePolicy {
  readonly age: number;
  readonly frequencyInMinutes: number;
}

/**
 * The age-gate dialog's exact texts (002 §2 Age-gate dialog).
 *
 * @example
 * ageGateDialog(18).message; // 'Are you 18 or older?'
 */
export function ageGateDialog(age: number): DialogContent {
  return {
    message: `Are you ${age} or older?`,
    explanation: `This content may not be appropriate for ages younger than ${age}.`,
    okButtonString: 'Yes',
    cancelButtonString: 'No',
  };
}

/**
 * 002 §4 Age gate, asked before age-restricted content plays. Skipped without a policy, and
 * while an earlier acceptance holds (stored age at least the policy's, stored expiry in the
 * future); otherwise the Yes/No dialog is shown. Yes stores the age and an expiry of
 * frequencyInMinutes × 60,000 ms from the acceptance (002 §9) in local storage under
 * `ageGatePolicyAge` / `ageGatePolicyExpiration` (002 §3); No rejects with AGE_GATE
 * 'Age Gate Declined'.
 *
 * @example
 * const gate = new AgeGate(localStore, dialogs, clock);
 * await gate.check(item.attributes.ageGatePolicy); // rejects with MKError AGE_GATE when declined
 */
export class AgeGate {
  readonly #store: KeyValueStore;
  readonly #dialogs: DialogPresenter;
  readonly #clock: Pick<Clock, 'now'>;
  /** A question already on screen, so two plays at once ask once (a second dialog would dismiss the first). */
  #pending: { readonly age: number; readonly answer: Promise<void> } | null = null;

  constructor(localStore: LocalKeyValueStore, dialogs: DialogPresenter, clock: Pick<Clock, 'now'>) {
    this.#store = localStore;
    this.#dialogs = dialogs;
    this.#clock = clock;
  }

  /** True when `policy` needs no question now: none given, or an acceptance that still holds. */
  isSatisfied(policy: AgeGatePolicy | null | undefined): boolean {
    if (!isPolicy(policy)) return true;
    const storedAge = Number(this.#store.get(AGE_GATE_STORAGE_KEYS.age) ?? Number.NaN);
    const expiresAt = Number(this.#store.get(AGE_GATE_STORAGE_KEYS.expiration) ?? Number.NaN);
    return storedAge >= policy.age && expiresAt > this.#clock.now();
  }

  /** Resolves when playback may go on; rejects with AGE_GATE 'Age Gate Declined' on No. */
  check(policy: AgeGatePolicy | null | undefined): Promise<void> {
    if (!isPolicy(policy) || this.isSatisfied(policy)) return Promise.resolve();
    if (this.#pending && this.#pending.age >= policy.age) return this.#pending.answer;
    const answer = this.#ask(policy);
    const pending = { age: policy.age, answer };
    this.#pending = pending;
    const clear = (): void => {
      if (this.#pending === pending) this.#pending = null;
    };
    answer.then(clear, clear);
    return answer;
  }

  async #ask(policy: AgeGatePolicy): Promise<void> {
    const outcome = await this.#dialogs.show(ageGateDialog(policy.age));
    // Only Yes accepts: No, Escape, and a dialog replaced by another all leave the gate closed.
    if (outcome !== 'ok') throw ageGateDeclinedError();
    const acceptedAt = this.#clock.now();
    this.#store.set(AGE_GATE_STORAGE_KEYS.age, String(policy.age));
    this.#store.set(AGE_GATE_STORAGE_KEYS.expiration, String(ageGateExpiry(acceptedAt, policy.frequencyInMinutes)));
  }
}

// A policy without a usable age cannot be asked about ('Are you NaN or older?'): treated as none.
function isPolicy(policy: AgeGatePolicy | null | undefined): policy is AgeGatePolicy {
  return typeof policy === 'object' && policy !== null && Number.isFinite(policy.age);
}
