import { DEFAULT_API_VERSION_PATH } from '../domain/constants/index.ts';
import { configurationRequiredError, missingDeveloperTokenError, MKError } from '../domain/errors/index.ts';
import type { PlaybackBitrate } from '../domain/enums/index.ts';
import type { PlaybackBackends } from '../services/playback/playback-backends.ts';
import { token } from '../ports/token.ts';
import type { AutoplayLimits } from '../domain/playback/autoplay-manager.ts';
import type { ReportingAgent } from '../services/click-to-play/click-to-play-tracker.ts';

/** The app's identity, sent with requests and shown in the sign-in view: its name and build (`configure({ app })`). */
export interface AppInfo {
  readonly name?: string;
  readonly build?: string;
  readonly version?: string;
  readonly icon?: string;
}

/**
 * Options of `MusicKit.configure`: the developer token, the app's identity, and optional playback,
 * storefront and provider settings; each field is described below (000 §3 configuration options).
 *
 * @example
 * await MusicKit.configure({ developerToken: () => fetchJwt(), app: { name: 'My Player', build: '1.0' } });
 */
export interface MusicKitConfiguration {
  /** The developer token, or a provider called again before expiry and after a 401. */
  readonly developerToken: string | (() => Promise<string> | string);
  readonly app?: AppInfo;
  readonly bitrate?: PlaybackBitrate;
  readonly storefrontId?: string;
  readonly declarativeMarkup?: boolean;
  /** Playback errors are not shown in a dialog (002 §2, §8). */
  readonly suppressErrorDialog?: boolean;
  /** Sent as `at` with the pop-ups and deeplinks (000 §2 deeplink parameters). */
  readonly affiliateToken?: string;
  /** Sent as `ct` with the pop-ups and deeplinks (000 §2 deeplink parameters). */
  readonly campaignToken?: string;
  /** Query parameters added to the sign-in and subscribe pop-ups and to every deeplink (000 §2, §3). */
  readonly deeplink?: Readonly<Record<string, string>>;
  /** Extra query parameters of the account call `/me/account` (000 §3). */
  readonly meParameters?: Readonly<Record<string, string>>;
  /** Skips the provider's logout call on sign-out (000 §3). */
  readonly disableLogoutURL?: boolean;
  /** Lets play activity carry the reporting id (000 §6; default off). */
  readonly allowReportingId?: boolean;
  readonly debug?: boolean;
  /** Feature flags; a leading '-' disables one (002 §9). */
  readonly features?: readonly string[];
  readonly previewOnly?: boolean;
  /** The media API base, e.g. 'https://api.music.example/v1' (000 §9: the music API v1). */
  readonly apiBase?: string;
  /** Where the user token is kept (000 §3). */
  readonly persist?: 'localstorage' | 'cookie';
  readonly prefix?: string;
  readonly realm?: 'music' | 'podcast' | 'tv';
  /** 002 §9 autoplay limits (001 §9 gives the defaults: 50 queued, 10 per request, 10 upcoming). */
  readonly autoplayLimits?: Partial<AutoplayLimits>;
  readonly authenticateMethod?: 'GET' | 'POST';
  readonly iconURL?: string;
  readonly disableAuthBridge?: boolean;
  /** Which backends may play which media kind, tried first to last, e.g. `{ audio: ['mse-audio', 'hlsjs'] }`; the host's default otherwise. */
  readonly playback?: PlaybackBackends;
  /**
   * One origin standing for every provider host (API, sign-in pop-ups, auth bridge, play
   * service, licences), e.g. the local provider emulator. It is also trusted for messages.
   */
  readonly providerOrigin?: string;
  /** More origins trusted to drive sign-in besides the provider's https domains (000 §5). */
  readonly trustedOrigins?: readonly string[];
  /** The team id auth state is stored under (000 §9 prefix.teamId); read from the token by default. */
  readonly teamId?: string;
  /**
   * The play-activity service base: events go to `{base}/play` (000 §7). Default
   * DEFAULT_PLAY_ACTIVITY_BASE; the provider origin when the page names one (meta tag).
   */
  readonly playActivityBase?: string;
  /**
   * Issue 19: the queue, its item and time are kept per listener in local storage and set again
   * (paused) after a reload, as the incumbent's savePlaybackState/restorePlaybackState do.
   * `false` turns it off. Default true.
   */
  readonly persistPlaybackState?: boolean;
  /**
   * Receives the click-to-play report of each play (002 §4: `playbackStartup`, `tapToFirstFrame`
   * in ms, PlayType LIVE or VOD), e.g. to forward it to the provider's or the app's metrics; the
   * spec names no endpoint for it. Without one the report is logged.
   */
  readonly reportingAgent?: ReportingAgent;
}

/** The validated configuration of the instance being built (DI token). */
export const MusicKitConfiguration = token<ValidConfiguration>('MusicKitConfiguration');

/** A configuration that passed validation: the developer token is present. */
export type ValidConfiguration = MusicKitConfiguration & { readonly apiBase: string };

/** 000 §9: the music API v1 (the provider's host). */
export const DEFAULT_API_BASE = `https://api.music.apple.com${DEFAULT_API_VERSION_PATH}`;

/** The provider's play-activity service (000 §7 POST {activity service}/play). */
export const DEFAULT_PLAY_ACTIVITY_BASE = 'https://universal-activity-service.itunes.apple.com';

/**
 * 002 §5: a configuration object is required ('configuration required'); the developer token
 * must be a non-empty string (or a provider function): 'Missing or empty developer token'.
 */
export function validateConfiguration(options: unknown): ValidConfiguration {
  if (typeof options !== 'object' || options === null) throw configurationRequiredError();
  const configuration = options as MusicKitConfiguration;
  const token = configuration.developerToken;
  const isProvider = typeof token === 'function';
  if (!isProvider && (typeof token !== 'string' || token.trim() === '')) throw missingDeveloperTokenError();
  const origin = configuration.providerOrigin === undefined ? undefined : validProviderOrigin(configuration.providerOrigin);
  if (configuration.reportingAgent !== undefined && typeof configuration.reportingAgent !== 'function') {
    throw new MKError(MKError.CONFIGURATION_ERROR, 'reportingAgent must be a function that receives each playbackStartup report');
  }
  const playActivityBase = configuration.playActivityBase ?? origin;
  return {
    ...configuration,
    apiBase: configuration.apiBase ?? (origin ? `${origin}${DEFAULT_API_VERSION_PATH}` : DEFAULT_API_BASE),
    // `providerOrigin` points every provider host at one origin, play activity included.
    ...(playActivityBase ? { playActivityBase } : {}),
  };
}

/** The configuration keys that say where the provider is. */
export type ProviderLocation = Pick<MusicKitConfiguration, 'providerOrigin' | 'apiBase' | 'playActivityBase'>;

/**
 * `options` with the page's provider location (its meta tags) where the app named none: the app's
 * own `providerOrigin`, `apiBase` or `playActivityBase` wins whole (the page's are not mixed in).
 */
export function withPageProviderLocation(options: MusicKitConfiguration, page: ProviderLocation | undefined): MusicKitConfiguration {
  if (typeof options !== 'object' || options === null || !page) return options;
  const named = options.providerOrigin !== undefined || options.apiBase !== undefined || options.playActivityBase !== undefined;
  if (named) return options;
  return {
    ...options,
    ...(page.providerOrigin ? { providerOrigin: page.providerOrigin } : {}),
    ...(page.apiBase ? { apiBase: page.apiBase } : {}),
    ...(page.playActivityBase ? { playActivityBase: page.playActivityBase } : {}),
  };
}

/**
 * `providerOrigin` is an origin (scheme, host, port) and nothing more: every provider path is
 * appended to it, so a path, query or fragment would send each request to a wrong address
 * (and 404s surfacing as CONTENT_UNAVAILABLE far from the cause). Refused at configure.
 */
function validProviderOrigin(value: unknown): string {
  const url = typeof value === 'string' ? parseUrl(value) : undefined;
  const isOrigin = url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if (!isOrigin) {
    throw new MKError(MKError.CONFIGURATION_ERROR, `providerOrigin must be an origin such as https://provider.example:8443, without a path, query or credentials (got ${JSON.stringify(String(value)).slice(0, 80)})`);
  }
  return url.origin;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function withoutTrailingSlashes(origin: string): string {
  let end = origin.length;
  while (end > 0 && origin[end - 1] === '/') end -= 1;
  return origin.slice(0, end);
}

/**
 * Meta tags an existing MusicKit page carries (MUSICKIT-SURFACE.md), and ours beside them.
 * First name wins.
 */
export const META_TAGS = {
  developerToken: ['apple-music-developer-token', 'JWT', 'mediakit-developer-token'],
  appName: ['apple-music-app-name', 'mediakit-app-name'],
  appBuild: ['apple-music-app-build', 'version', 'mediakit-app-build'],
  appVersion: ['apple-music-app-version', 'mediakit-app-version'],
  apiBase: ['mediakit-api-base'],
  providerOrigin: ['mediakit-provider-origin'],
} as const;

/**
 * 002 §1: the library auto-configures from page meta tags. `readMeta` returns a tag's content
 * (or null); the browser host passes one over `document`. Returns null without a token tag.
 * `mediakit-provider-origin` points every provider URL at one origin (the emulator's).
 */
export function configurationFromMeta(readMeta: (name: string) => string | null): MusicKitConfiguration | null {
  const first = firstMetaContent(readMeta);
  const developerToken = first(META_TAGS.developerToken);
  if (!developerToken) return null;
  const name = first(META_TAGS.appName);
  const build = first(META_TAGS.appBuild);
  const version = first(META_TAGS.appVersion);
  return {
    developerToken,
    app: { ...(name ? { name } : {}), ...(build ? { build } : {}), ...(version ? { version } : {}) },
    ...providerLocationFromMeta(readMeta),
  };
}

/**
 * Where the page's meta tags say the provider is (`mediakit-provider-origin`, `mediakit-api-base`),
 * with or without a token tag: the browser host applies it to an app's own `configure` call too.
 */
export function providerLocationFromMeta(readMeta: (name: string) => string | null): ProviderLocation {
  const first = firstMetaContent(readMeta);
  const providerOrigin = first(META_TAGS.providerOrigin);
  const origin = providerOrigin ? withoutTrailingSlashes(providerOrigin) : undefined;
  const apiBase = first(META_TAGS.apiBase) ?? (origin ? `${origin}${DEFAULT_API_VERSION_PATH}` : undefined);
  return {
    ...(apiBase ? { apiBase } : {}),
    ...(providerOrigin ? { providerOrigin } : {}),
    ...(origin ? { playActivityBase: origin } : {}),
  };
}

function firstMetaContent(readMeta: (name: string) => string | null): (names: readonly string[]) => string | undefined {
  return (names) => {
    for (const name of names) {
      const content = readMeta(name)?.trim();
      if (content) return content;
    }
    return undefined;
  };
}
