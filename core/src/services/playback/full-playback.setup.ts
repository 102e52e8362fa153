import { DEFAULT_PROVIDER_HOSTS, providerHostsAt } from '../../domain/auth/provider-hosts.ts';
import { DEVELOPER_FLAGS } from '../../domain/constants/index.ts';
import type { DeveloperFlags } from '../../domain/flags/developer-flags.ts';
import type { RequestSession } from '../../domain/api/request-session.ts';
import type { ValidConfiguration } from '../../musickit/configuration.ts';
import type { Environment } from '../../ports/environment.ts';
import type { Logger } from '../../ports/logger.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { renewingDeveloperToken } from '../credentials/renewing-http.ts';
import type { FeatureService } from '../features/feature.ts';
import type { FullPlaybackEligibility } from './full-playback.resolver.ts';
import type { GaplessSourceSetup } from './gapless-source.setup.ts';
import type { PlaybackSettings } from './playback-settings.ts';

type Auth = Pick<AuthService, 'isAuthorized' | 'musicUserToken' | 'renewMusicToken' | 'unauthorize' | 'hasMusicSubscription' | 'addEventListener'>;

/**
 * What the gapless source is built from, for this configuration: the provider's play hosts (or
 * the origin configured to stand for the provider), the tokens of the signed-in listener, the
 * developer flag that lets manifests carry them (001 §6) and the bitrate the app chose last
 * (`music.bitrate`); the flag and the bitrate are read at each preparation.
 */
export function gaplessSourceSetup(
  configuration: ValidConfiguration,
  settings: Pick<PlaybackSettings, 'bitrate'>,
  session: Pick<RequestSession, 'developerTokens'>,
  auth: Auth,
  flags: Pick<DeveloperFlags, 'isEnabled'>,
  ports: Pick<GaplessSourceSetup, 'http' | 'sessionStore' | 'scheduler' | 'clock' | 'network'> & { readonly environment: Pick<Environment, 'supportsEncryptedMedia'> },
): GaplessSourceSetup {
  const { environment, ...rest } = ports;
  return {
    ...rest,
    // Issue 21: web playback, manifests and licences follow a developer-token rotation (a 401).
    http: renewingDeveloperToken(rest.http, session.developerTokens),
    hosts: configuration.providerOrigin ? providerHostsAt(configuration.providerOrigin) : DEFAULT_PROVIDER_HOSTS,
    tokens: {
      developerToken: () => session.developerTokens.current?.token ?? '',
      userToken: () => auth.musicUserToken,
      renewUserToken: () => auth.renewMusicToken(),
      revokeUserToken: () => void auth.unauthorize(),
    },
    manifestTokens: () => flags.isEnabled(DEVELOPER_FLAGS.manifestTokens),
    options: { bitrate: () => settings.bitrate, drmAvailable: () => environment.supportsEncryptedMedia },
  };
}

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
