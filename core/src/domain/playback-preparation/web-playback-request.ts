// 002 §7 Play preparation: "POST to the web-playback URL. JSON body: salableAdamId, or for cloud
// items purchaseAdamId, subscriptionAdamId, universalLibraryId." 001 §7: the commerce play host at
// /WebObjects/MZPlay.woa/wa/webPlayback.
import type { HttpRequest } from '../../ports/http-client.ts';

/** The web-playback path on the play host (001 §7). */
export const WEB_PLAYBACK_PATH = '/WebObjects/MZPlay.woa/wa/webPlayback';

/** What identifies the item to the play service. */
export interface WebPlaybackItem {
  /** The catalogue (salable) id. */
  readonly adamId: string;
  readonly isCloudItem?: boolean;
  /** Cloud items: the purchase, subscription and universal-library ids, where known. */
  readonly purchaseAdamId?: string;
  readonly subscriptionAdamId?: string;
  readonly universalLibraryId?: string;
}

/**
 * The JSON body (002 §7): `{ salableAdamId }`, or for cloud items the ids the item has among
 * purchaseAdamId, subscriptionAdamId and universalLibraryId.
 *
 * @example
 * webPlaybackRequestBody({ adamId: '1440818890' }); // { salableAdamId: '1440818890' }
 */
export function webPlaybackRequestBody(item: WebPlaybackItem): Record<string, string> {
  if (!item.isCloudItem) return { salableAdamId: item.adamId };
  const body: Record<string, string> = {};
  if (item.purchaseAdamId) body.purchaseAdamId = item.purchaseAdamId;
  if (item.subscriptionAdamId) body.subscriptionAdamId = item.subscriptionAdamId;
  if (item.universalLibraryId) body.universalLibraryId = item.universalLibraryId;
  return body;
}

/** The web-playback URL on `playBase` (e.g. 'https://play.example'), without a doubled slash. */
export function webPlaybackUrl(playBase: string): string {
  return playBase.replace(/(?<!\/)\/+$/, '') + WEB_PLAYBACK_PATH;
}

/** The POST with the developer token as bearer and the user token header (000 §6, §7). */
export function webPlaybackRequest(playBase: string, item: WebPlaybackItem, developerToken: string, userToken: string): HttpRequest {
  return {
    url: webPlaybackUrl(playBase),
    method: 'POST',
    headers: {
      Authorization: `Bearer ${developerToken}`,
      'Music-User-Token': userToken,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(webPlaybackRequestBody(item)),
  };
}
