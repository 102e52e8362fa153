/** What an e2e page reports of a failed call or a `mediaPlaybackError`: the MKError's reason, message and details. */
export interface Failure {
  readonly reason: string;
  readonly message: string;
  /** The MKError's details (HTTP status, stage...), when it has any. */
  readonly details?: Record<string, unknown>;
}

/** The reason (NOT_MK_ERROR for anything that is not an MKError), message and details of `error`. */
export function failure(error: unknown): Failure {
  const e = error as { errorCode?: string; reason?: string; message?: string; details?: Record<string, unknown> };
  const details = e.details && Object.keys(e.details).length > 0 ? { details: { ...e.details } } : {};
  return { reason: e.errorCode ?? e.reason ?? 'NOT_MK_ERROR', message: e.message ?? String(error), ...details };
}

/**
 * The page's Sign in button starts `authorize()` (the pop-up needs the click's user activation)
 * and logs how it ended: `authorized` with the token, or `authorize-failed` with the failure.
 */
export function signInOnClick(music: { authorize(): Promise<string> }, log: (type: string, detail?: unknown) => void): void {
  document.getElementById('sign-in')!.addEventListener('click', () => {
    music.authorize().then(
      (token) => log('authorized', { token }),
      (error: unknown) => log('authorize-failed', failure(error)),
    );
  });
}
