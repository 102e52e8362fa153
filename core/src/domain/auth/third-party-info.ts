import { encodeBase64Json } from './base64-json.ts';

/**
 * 000 §3 Third-party info: what the authorize pop-up shows about the app asking for access
 * (its icon and host name), the deeplink parameters, and the developer token it vouches with.
 */
export interface ThirdPartyInfo {
  readonly thirdPartyIconURL: string;
  /** The host of the page asking (000 §3: "name (host)"). */
  readonly thirdPartyName: string;
  readonly thirdPartyParameters: Readonly<Record<string, string>>;
  readonly thirdPartyToken: string;
}

export interface ThirdPartyInfoInput {
  /** The page's origin, e.g. 'https://app.example:8443'. */
  readonly pageOrigin: string;
  readonly iconURL?: string;
  readonly parameters?: Readonly<Record<string, string>>;
  readonly developerToken: string;
}

/**
 * @example
 * buildThirdPartyInfo({ pageOrigin: 'https://app.example', developerToken: jwt }).thirdPartyName; // 'app.example'
 */
export function buildThirdPartyInfo(input: ThirdPartyInfoInput): ThirdPartyInfo {
  return {
    thirdPartyIconURL: input.iconURL ?? '',
    thirdPartyName: URL.canParse(input.pageOrigin) ? new URL(input.pageOrigin).host : input.pageOrigin,
    thirdPartyParameters: { ...input.parameters },
    thirdPartyToken: input.developerToken,
  };
}

/** The `a` query parameter of the authorize pop-up (000 §2: base64 of the third-party info). */
export function encodeThirdPartyInfo(info: ThirdPartyInfo): string {
  return encodeBase64Json(info);
}
