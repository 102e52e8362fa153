export { DEFAULT_OK_BUTTON_STRING, ErrorPresenter, type ErrorHandling, type ErrorPresenterOptions } from './error-presenter.ts';
export { LazyErrorPresenter, PlaybackErrorHandler } from './lazy-error-presenter.ts';
