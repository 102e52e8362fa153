import type { RequestSession } from '../../domain/api/request-session.ts';
import { DEVELOPER_FLAGS } from '../../domain/constants/index.ts';
import type { DeveloperFlags } from '../../domain/flags/developer-flags.ts';
import { DEFAULT_PROVIDER_HOSTS, providerHostsAt, type ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import type { ValidConfiguration } from '../../musickit/configuration.ts';
import type { Environment } from '../../ports/environment.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { renewingDeveloperToken } from '../credentials/renewing-http.ts';
import type { PlaybackSettings } from './playback-settings.ts';
import { CertificateLoader, LicenseClient } from '../../domain/drm/index.ts';
import { AudioStreamResolver, ManifestLoader, WebPlaybackPreparer, type PreparationTokens } from '../../domain/playback-preparation/index.ts';
import type { Clock } from '../../ports/clock.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { SessionKeyValueStore } from '../../ports/key-value-store.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import type { NetworkSignal } from '../../domain/playback/retry-wait.ts';
import { GaplessSourceResolver, type GaplessSourceOptions } from './gapless-source.resolver.ts';

/** What the full-track source resolver is built from. */
export interface GaplessSourceSetup {
  readonly http: HttpClient;
  /** KeyValueStore.session: the manifest and licence caches of the session. */
  readonly sessionStore: SessionKeyValueStore;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly hosts: Pick<ProviderHosts, 'play' | 'apiBase'>;
  readonly tokens: PreparationTokens;
  /** 001 §6: whether the developer flag lets the play hosts' manifests carry the tokens. */
  readonly manifestTokens: () => boolean;
  readonly options: GaplessSourceOptions;
  /** The platform's network state (WindowHost): offline, retries wait for `online` (issue 21). */
  readonly network?: NetworkSignal;
}

/**
 * Builds the full-track source resolver: play preparation (002 §7), the manifest and its HLS
 * parser (001 §7), the licence exchange (001 §7, §8); and the reader of clear HLS previews for the
 * gapless engine. This module is that code as a whole, which only audio HLS plays need (a page
 * that plays nothing, or only video, never fetches it): the script-tag build keeps it in a lazy chunk
 * (the gapless source feature, services/features; docs/size-budgets.md).
 *
 * @example
 * const resolver = createGaplessSourceResolver({ http, sessionStore, scheduler, clock, hosts, tokens, manifestTokens: () => false, options: { bitrate: () => 256, drmAvailable: () => true } });
 */
export function createGaplessSourceResolver(setup: GaplessSourceSetup): GaplessSourceResolver {
  const { http, sessionStore, scheduler, clock, hosts, tokens, manifestTokens, network } = setup;
  // 001 §6: tokens go only to the provider's play hosts (their exact origins), and only while
  // the developer flag allows it.
  const playOrigins = [new URL(hosts.play).origin, new URL(hosts.apiBase).origin];
  return new GaplessSourceResolver(
    {
      preparer: new WebPlaybackPreparer(http, new URL(hosts.play).origin, tokens, scheduler, network),
      streams: new AudioStreamResolver(new ManifestLoader(http, sessionStore, { allowedOrigins: playOrigins, enabled: manifestTokens }, tokens)),
      // Previews are public (000 §1): their manifests carry no token (and so need no preflight).
      previewStreams: new AudioStreamResolver(new ManifestLoader(http, sessionStore, { allowedOrigins: [], enabled: () => false }, tokens)),
      licenses: new LicenseClient(http, scheduler, sessionStore, network ? { network } : {}),
      certificates: new CertificateLoader(http, clock),
      session: sessionStore,
      tokens,
      clock,
      ...(network ? { network } : {}),
    },
    setup.options,
  );
}

/**
 * What the gapless source is built from, for this configuration: the provider's play hosts (or
 * the origin configured to stand for the provider), the tokens of the signed-in listener, the
 * developer flag that lets manifests carry them (001 §6) and the bitrate the app chose last
 * (`music.bitrate`); the flag and the bitrate are read at each preparation. Built here, in the
 * feature's own code, when the first full track (or segmented preview) needs it: a page that plays
 * none never carries it (docs/size-budgets.md, fourth round).
 */
export function gaplessSourceSetup(
  configuration: ValidConfiguration,
  settings: Pick<PlaybackSettings, 'bitrate'>,
  session: Pick<RequestSession, 'developerTokens'>,
  auth: Pick<AuthService, 'musicUserToken' | 'renewMusicToken' | 'unauthorize'>,
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
