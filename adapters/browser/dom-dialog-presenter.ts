import type { DialogContent, DialogOutcome, DialogPresenter } from '@mediakit/core';
import { DIALOG_STYLES } from './dom-dialog.styles.ts';

/** Marks the element that hosts the dialog (its shadow root holds the dialog itself). */
export const DIALOG_HOST_ATTRIBUTE = 'data-mediakit-dialog';

export interface DomDialogPresenterOptions {
  /** Default: the global `document`, read when a dialog is shown (never at construction: SSR). */
  readonly document?: Document;
}

interface OpenDialog {
  readonly host: HTMLElement;
  readonly settle: (outcome: DialogOutcome) => void;
  /** Where focus goes back when the dialog closes: what had it before the first dialog. */
  readonly returnFocus: HTMLElement | null;
  /** Removes the page-level listeners. */
  readonly detach: () => void;
}

/**
 * The DialogPresenter port in the page (002 §2 Alert dialog): a modal alert, centred over a
 * dimmed backdrop, in the light or dark scheme the system prefers, with a title, an optional
 * explanation, an OK button (default 'OK') and an optional cancel button. Only one shows at a
 * time: a new dialog removes the old one, whose promise resolves 'dismissed'. It is an ARIA
 * alertdialog, labelled by its title and described by its explanation; focus moves into it,
 * stays inside it (Tab cycles the buttons) and returns where it was; Escape answers 'cancel'.
 * Texts are set with `textContent` only, so server text can never become markup. It does not
 * open `okButtonUrl`: the caller (ErrorPresenter) does, through WindowHost.
 *
 * @example
 * const dialogs = new DomDialogPresenter();
 * const answer = await dialogs.show({ message: 'Are you 18 or older?', okButtonString: 'Yes', cancelButtonString: 'No' });
 */
export class DomDialogPresenter implements DialogPresenter {
  readonly #document: Document | undefined;
  #open: OpenDialog | null = null;
  #sequence = 0;

  constructor(options: DomDialogPresenterOptions = {}) {
    this.#document = options.document;
  }

  /** Whether a dialog is showing. */
  get isShowing(): boolean {
    return this.#open !== null;
  }

  show(content: DialogContent): Promise<DialogOutcome> {
    const document = this.#document ?? globalThis.document;
    // Without a page (server rendering) nobody can answer: the dialog counts as dismissed.
    if (!document?.body) return Promise.resolve('dismissed');
    const previous = this.#open;
    const returnFocus = previous ? previous.returnFocus : deepActiveElement(document);
    if (previous) this.#close(previous, 'dismissed', false);
    return new Promise<DialogOutcome>((resolve) => {
      this.#open = this.#render(document, content, resolve, returnFocus);
    });
  }

  /** Closes the dialog showing, if any; its promise resolves 'dismissed'. */
  dismiss(): void {
    if (this.#open) this.#close(this.#open, 'dismissed', true);
  }

  #render(document: Document, content: DialogContent, resolve: (outcome: DialogOutcome) => void, returnFocus: HTMLElement | null): OpenDialog {
    const id = `mk-dialog-${++this.#sequence}`;
    const host = document.createElement('div');
    host.setAttribute(DIALOG_HOST_ATTRIBUTE, '');
    const shadow = host.attachShadow({ mode: 'open' });

    const style = document.createElement('style');
    style.textContent = DIALOG_STYLES;
    const backdrop = element(document, 'div', 'backdrop');
    const dialog = element(document, 'div', 'dialog');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.tabIndex = -1;

    const title = element(document, 'h2', 'title');
    title.id = `${id}-title`;
    title.textContent = content.message;
    dialog.setAttribute('aria-labelledby', title.id);
    dialog.append(title);
    if (content.explanation) {
      const explanation = element(document, 'p', 'explanation');
      explanation.id = `${id}-explanation`;
      explanation.textContent = content.explanation;
      dialog.setAttribute('aria-describedby', explanation.id);
      dialog.append(explanation);
    } else {
      title.classList.add('alone');
    }

    const buttons = element(document, 'div', 'buttons');
    const ok = button(document, 'ok', content.okButtonString || 'OK');
    const cancel = content.cancelButtonString ? button(document, 'cancel', content.cancelButtonString) : null;
    if (cancel) buttons.append(cancel);
    buttons.append(ok);
    dialog.append(buttons);
    backdrop.append(dialog);
    shadow.append(style, backdrop);

    const focusables = cancel ? [cancel, ok] : [ok];
    const answer = (outcome: DialogOutcome): void => {
      if (this.#open === open) this.#close(open, outcome, true);
    };
    ok.addEventListener('click', () => answer('ok'));
    cancel?.addEventListener('click', () => answer('cancel'));
    // A click on the backdrop must not move focus out of a modal.
    backdrop.addEventListener('mousedown', (event) => {
      if (event.target === backdrop) event.preventDefault();
    });

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        answer('cancel');
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const index = focusables.indexOf(shadow.activeElement as HTMLButtonElement);
        const last = focusables.length - 1;
        const next = event.shiftKey ? (index <= 0 ? last : index - 1) : index === -1 || index === last ? 0 : index + 1;
        focusables[next]?.focus();
      }
    };
    // Focus that escapes (a page script, a click outside) is brought back: the dialog is modal.
    const onFocusIn = (event: FocusEvent): void => {
      if (event.target !== host) ok.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    const open: OpenDialog = {
      host,
      settle: resolve,
      returnFocus,
      detach: () => {
        document.removeEventListener('keydown', onKeyDown, true);
        document.removeEventListener('focusin', onFocusIn, true);
      },
    };

    document.body.append(host);
    ok.focus();
    return open;
  }

  #close(open: OpenDialog, outcome: DialogOutcome, restoreFocus: boolean): void {
    if (this.#open === open) this.#open = null;
    open.detach();
    open.host.remove();
    if (restoreFocus && open.returnFocus?.isConnected) open.returnFocus.focus({ preventScroll: true });
    open.settle(outcome);
  }
}

function element<K extends keyof HTMLElementTagNameMap>(document: Document, tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

function button(document: Document, action: 'ok' | 'cancel', label: string): HTMLButtonElement {
  const created = element(document, 'button', action);
  created.type = 'button';
  created.textContent = label;
  return created;
}

/** The focused element, looking inside shadow roots (a page built of web components). */
function deepActiveElement(document: Document): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;
  return typeof (active as HTMLElement).focus === 'function' ? (active as HTMLElement) : null;
}
