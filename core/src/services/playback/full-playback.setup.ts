import type { Logger } from '../../ports/logger.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { FeatureService } from '../features/feature.ts';
import type { FullPlaybackEligibility } from './full-playback.resolver.ts';
import type { PlaybackSettings } from './playback-settings.ts';

type Auth = Pick<AuthService, 'isAuthorized' | 'hasMusicSubscription' | 'addEventListener'>;

/**
 * 000 §1: full playback needs authorization, not preview-only, and, for music, an active
 * subscription (the auth service caches it 900 s). A failed check plays the preview.
 * `previewOnly` is the app's setting at this play (`music.previewOnly`, changeable at run time).
 */
export function subscriptionEligibility(auth: Auth, settings: Pick<PlaybackSettings, 'previewOnly'>, logger: Logger): FullPlaybackEligibility {
  return {
    isEligible: async () => {
      if (!auth.isAuthorized || settings.previewOnly) return false;
      return auth.hasMusicSubscription().catch((error: unknown) => {
        logger.log('warning', 'Subscription check failed; playing the preview', error);
        return false;
      });
    },
  };
}

/** An authorized listener's tracks play in full (if subscribed): their code is fetched ahead. */
export function preloadForAuthorizedListener(auth: Auth, full: Pick<FeatureService<unknown>, 'preload'>): void {
  if (auth.isAuthorized) full.preload();
  auth.addEventListener('authorizationStatusDidChange', () => {
    if (auth.isAuthorized) full.preload();
  });
}
