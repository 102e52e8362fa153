// The reporter's credentials, apart from the play-activity bridge: the core's bindings read them
// on every page, while the bridge loads only with play-activity reporting. In one module they
// would travel together, since an app's bundler splits by module (docs/decisions.md, npm
// packages keep the lazy split).
import type { CurrentCredentials } from './outbox-flusher.ts';
import type { PlayActivityListener } from './play-activity-listener.ts';

/**
 * The reporter's credentials for a listener (002 §6): the user token only while authorized,
 * so nothing is recorded for anyone else.
 *
 * @example
 * new ActivityReporter(ports, { baseUrl, credentials: playActivityCredentials(listener, () => developerToken) });
 */
export function playActivityCredentials(listener: PlayActivityListener, developerToken: () => string | undefined): () => CurrentCredentials {
  return () => {
    const token = developerToken();
    const userToken = listener.isAuthorized() ? listener.userToken() : undefined;
    return { ...(token === undefined ? {} : { developerToken: token }), ...(userToken ? { userToken } : {}) };
  };
}
