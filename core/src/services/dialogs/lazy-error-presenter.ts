import type { Logger } from '../../ports/logger.ts';
import type { ErrorPresenter } from './error-presenter.ts';
import { loadOnce } from '../load-once.ts';

/**
 * What the instance does with a playback error nobody awaited (002 §8): hands it on, and lets
 * the presenter decide whether it is shown. What it returns, or throws for the reasons an app
 * must answer itself, is not the instance's concern.
 */
export type PlaybackErrorHandler = Pick<ErrorPresenter, 'handle'> | LazyErrorPresenter;
export const PlaybackErrorHandler: unique symbol = Symbol.for('mediakit.PlaybackErrorHandler');

/**
 * The error presenter as the browser's instance gets it: the presenter (the 002 §8 split between
 * rethrown and shown reasons, the server dialog and its buttons) loads with the first playback
 * error, which most plays never meet (docs/size-budgets.md); the DOM dialog itself loads with the
 * first dialog. Errors are handled in the order they came; the suppression setting is read when
 * each is handled. A failed load is logged, and tried again by the next error.
 *
 * @example
 * const errors = new LazyErrorPresenter(async () => new (await import('./error-presenter.ts')).ErrorPresenter(dialogs, windowHost), logger);
 * errors.handle(error);
 */
export class LazyErrorPresenter {
  readonly #presenter: () => Promise<Pick<ErrorPresenter, 'handle'>>;
  readonly #logger: Logger;

  constructor(load: () => Promise<Pick<ErrorPresenter, 'handle'>>, logger: Logger) {
    this.#presenter = loadOnce(load);
    this.#logger = logger;
  }

  handle(error: unknown): void {
    this.#presenter().then(
      (presenter) => {
        try {
          presenter.handle(error);
        } catch {
          // Rethrown reasons belong to the app's mediaPlaybackError listeners, not a dialog.
        }
      },
      (loadError: unknown) => this.#logger.log('warning', 'The error dialog could not be loaded', loadError),
    );
  }
}
