/**
 * What play activity needs to know about the listener, read at every event: the user token,
 * whether they are authorized (002 §6: reporting needs authorization), whether only previews
 * play (never reported, 002 §6), and private listening mode (000 §6, sent as private-enabled).
 */
export interface PlayActivityListener {
  readonly userToken: () => string | undefined;
  readonly isAuthorized: () => boolean;
  readonly previewOnly: () => boolean;
  readonly privateEnabled: () => boolean;
}

/** Nobody signed in: nothing is reported. */
export const SIGNED_OUT_LISTENER: PlayActivityListener = {
  userToken: () => undefined,
  isAuthorized: () => false,
  previewOnly: () => false,
  privateEnabled: () => false,
};

/**
 * A listener read through a slot that is filled later: the container builds the reporter
 * before the public instance exists, and points the slot at the instance once it does.
 * Signed out until then.
 *
 * @example
 * const listener = new PlayActivityListenerRef();
 * listener.use({ userToken: () => music.musicUserToken, isAuthorized: () => music.isAuthorized, ... });
 */
export class PlayActivityListenerRef implements PlayActivityListener {
  #target: PlayActivityListener = SIGNED_OUT_LISTENER;

  /** Reads from `target` from now on. */
  use(target: PlayActivityListener): void {
    this.#target = target;
  }

  readonly userToken = (): string | undefined => this.#target.userToken();
  readonly isAuthorized = (): boolean => this.#target.isAuthorized();
  readonly previewOnly = (): boolean => this.#target.previewOnly();
  readonly privateEnabled = (): boolean => this.#target.privateEnabled();
}
