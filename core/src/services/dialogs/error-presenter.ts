import { isMKError, shouldShowErrorDialog, isRethrownToCaller, toMKError, type MKError, type MKErrorDialog } from '../../domain/errors/index.ts';
import type { DialogContent, DialogOutcome, DialogPresenter } from '../../ports/dialog-presenter.ts';
import type { WindowHost } from '../../ports/window-host.ts';

/** 002 §2 Alert dialog: the OK button's label when the server dialog names none. */
export const DEFAULT_OK_BUTTON_STRING = 'OK';

export interface ErrorPresenterOptions {
  /**
   * The app's `suppressErrorDialog` (002 §2, §8). A function is read at each error, so a
   * setting changed after configuration takes effect at once.
   */
  readonly suppressErrorDialog?: boolean | (() => boolean);
}

/** What `handle` did with an error that was not rethrown. */
export type ErrorHandling =
  | { readonly shown: true; readonly outcome: Promise<DialogOutcome> }
  | { readonly shown: false; readonly outcome: null };

/**
 * 002 §8 "rethrown vs shown" for errors that reach the public surface: the eight reasons an app
 * must answer itself are thrown back to the caller; every other one is shown in the alert dialog
 * (002 §2) unless `suppressErrorDialog`. An error carrying a server dialog shows that dialog; its
 * OK button opens the server's URL through WindowHost. One dialog at a time: a new one replaces
 * the one showing, whose outcome becomes 'dismissed' and whose URL is not opened.
 *
 * @example
 * const errors = new ErrorPresenter(dialogs, windowHost, { suppressErrorDialog: () => config.suppressErrorDialog });
 * try { await controller.play(); } catch (e) { errors.handle(e); } // throws CONTENT_RESTRICTED, shows GEO_BLOCK
 */
export class ErrorPresenter {
  readonly #dialogs: DialogPresenter;
  readonly #window: Pick<WindowHost, 'openExternal'>;
  readonly #suppress: () => boolean;
  /** Bumped per dialog, so only the one still showing may act on its answer. */
  #generation = 0;

  constructor(dialogs: DialogPresenter, windowHost: Pick<WindowHost, 'openExternal'>, options: ErrorPresenterOptions = {}) {
    this.#dialogs = dialogs;
    this.#window = windowHost;
    const suppress = options.suppressErrorDialog;
    this.#suppress = typeof suppress === 'function' ? suppress : () => suppress === true;
  }

  /**
   * Applies the 002 §8 split to anything thrown by a public operation. Throws (synchronously)
   * the MKError when its reason is rethrown to the caller; otherwise shows it unless suppressed
   * and returns without waiting for the listener's answer (the outcome is given for whoever
   * wants it). A non-MKError is first made an MKError, so no bare TypeError reaches the app.
   */
  handle(error: unknown): ErrorHandling {
    const mkError = isMKError(error) ? error : toMKError(error);
    if (isRethrownToCaller(mkError.errorCode)) throw mkError;
    if (!shouldShowErrorDialog(mkError.errorCode, this.#suppress())) return { shown: false, outcome: null };
    return { shown: true, outcome: this.present(mkError) };
  }

  /**
   * Shows an error in the alert dialog, whatever its reason and the suppression setting: the
   * server dialog when it carries one, else its message (002 §2).
   */
  present(error: MKError): Promise<DialogOutcome> {
    return this.showDialog(error.dialog ?? {}, { fallbackMessage: error.message });
  }

  /**
   * Shows a server dialog (002 §3 Dialog). OK opens `okButtonAction.url` in a new window, or runs
   * `clientAction` when there is no URL (002 §2: "open a server-supplied URL ... or run a client
   * action"). Resolves with the listener's answer, 'dismissed' when a newer dialog replaced it.
   */
  async showDialog(dialog: MKErrorDialog, options: { readonly fallbackMessage?: string; readonly clientAction?: () => void } = {}): Promise<DialogOutcome> {
    const generation = ++this.#generation;
    const url = typeof dialog.okButtonAction?.url === 'string' && dialog.okButtonAction.url !== '' ? dialog.okButtonAction.url : undefined;
    const content: DialogContent = {
      message: nonEmpty(dialog.message) ?? options.fallbackMessage ?? '',
      ...(nonEmpty(dialog.explanation) === undefined ? {} : { explanation: dialog.explanation as string }),
      okButtonString: nonEmpty(dialog.okButtonString) ?? DEFAULT_OK_BUTTON_STRING,
      ...(nonEmpty(dialog.cancelButtonString) === undefined ? {} : { cancelButtonString: dialog.cancelButtonString as string }),
      ...(url === undefined ? {} : { okButtonUrl: url }),
    };
    const outcome = await this.#dialogs.show(content);
    // A presenter may answer a replaced dialog late; its button must not act any more.
    const current = generation === this.#generation;
    if (!current) return 'dismissed';
    if (outcome === 'ok') {
      if (url !== undefined) this.#window.openExternal(url);
      else options.clientAction?.();
    }
    return outcome;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
