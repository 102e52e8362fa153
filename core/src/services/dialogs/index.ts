export { DEFAULT_OK_BUTTON_STRING, ErrorPresenter, type ErrorHandling, type ErrorPresenterOptions } from './error-presenter.ts';
export { PlaybackErrorHandler } from './playback-error-handler.ts';
