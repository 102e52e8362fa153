import type { DialogContent, DialogOutcome, DialogPresenter } from '@mediakit/core';

/**
 * A DialogPresenter whose dialogs stay open until the test answers them, honouring the port's
 * contract: a new dialog replaces the one showing, which resolves 'dismissed'.
 */
export class ManualDialogPresenter implements DialogPresenter {
  readonly shown: DialogContent[] = [];
  #open: { readonly content: DialogContent; readonly resolve: (outcome: DialogOutcome) => void } | null = null;

  show(content: DialogContent): Promise<DialogOutcome> {
    this.#open?.resolve('dismissed');
    this.shown.push(content);
    return new Promise((resolve) => {
      this.#open = { content, resolve };
    });
  }

  get showing(): DialogContent | null {
    return this.#open?.content ?? null;
  }

  answer(outcome: DialogOutcome): void {
    const open = this.#open;
    if (!open) throw new Error('No dialog is showing');
    this.#open = null;
    open.resolve(outcome);
  }
}
