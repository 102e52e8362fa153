import type { DialogContent, DialogOutcome, DialogPresenter } from '@mediakit/core';
import type { DomDialogPresenter, DomDialogPresenterOptions } from './dom-dialog-presenter.ts';

/**
 * The DialogPresenter the browser root binds: the DOM dialog (markup, styles, focus handling,
 * about 1 KiB gzip) is loaded by the first dialog shown, as a chunk of the script-tag build
 * (docs/size-budgets.md), since most pages never show one. Showing is asynchronous anyway, and
 * one presenter serves every dialog, so dialogs shown while it loads keep their order and the
 * one-at-a-time rule (a newer dialog replaces an older one, which answers 'dismissed').
 *
 * @example
 * const dialogs = new LazyDialogPresenter();
 * const answer = await dialogs.show({ message: 'Are you 18 or older?', okButtonString: 'Yes', cancelButtonString: 'No' });
 */
export class LazyDialogPresenter implements DialogPresenter {
  readonly #options: DomDialogPresenterOptions;
  #presenter: Promise<DomDialogPresenter> | undefined;

  constructor(options: DomDialogPresenterOptions = {}) {
    this.#options = options;
  }

  async show(content: DialogContent): Promise<DialogOutcome> {
    this.#presenter ??= this.#load();
    return (await this.#presenter).show(content);
  }

  #load(): Promise<DomDialogPresenter> {
    const loading = import('./dom-dialog-presenter.ts').then(({ DomDialogPresenter }) => new DomDialogPresenter(this.#options));
    // A failed load (the chunk unreachable) is tried again by the next dialog.
    loading.catch(() => {
      if (this.#presenter === loading) this.#presenter = undefined;
    });
    return loading;
  }
}
