import { token } from './token.ts';
/**
 * What the platform is and can do: capability detection (000 §1), storefront inference from
 * the language, bitrate from the downlink (000 §9), and the server check (002 §1: playback is
 * not supported in a server environment).
 */
export interface Environment {
  readonly isServer: boolean;
  readonly userAgent: string;
  /** Preferred languages, most preferred first, e.g. ['en-GB', 'en']. */
  readonly languages: readonly string[];
  readonly devicePixelRatio: number;
  readonly isIOS: boolean;
  readonly isMobile: boolean;
  /** Effective downlink in Mbit/s when the browser reports it. */
  readonly downlinkMbps: number | null;
  /** The user asked for reduced data use (the Save-Data preference): nothing is fetched ahead. */
  readonly saveData: boolean;
  /** Whether Media Source Extensions accept this MIME type with codecs. */
  supportsMediaSource(mimeWithCodecs: string): boolean;
  readonly supportsEncryptedMedia: boolean;
}
export const Environment = token<Environment>('Environment');
