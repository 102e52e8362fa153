import type { AuthService } from '../auth/auth-service.ts';
import type { FeatureService } from '../features/feature.ts';

/**
 * An authorized listener's tracks play in full (if subscribed): their code (the full-or-preview
 * choice and the full-track code) is fetched ahead, at start or at sign-in.
 */
export function preloadForAuthorizedListener(auth: Pick<AuthService, 'isAuthorized' | 'addEventListener'>, ...features: ReadonlyArray<Pick<FeatureService<unknown>, 'preload'>>): void {
  const preload = (): void => {
    if (auth.isAuthorized) for (const feature of features) feature.preload();
  };
  preload();
  auth.addEventListener('authorizationStatusDidChange', preload);
}
