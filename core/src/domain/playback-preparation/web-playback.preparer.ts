// 002 §4 Preparation and playback and §5 Configuration and preparation, over the HttpClient
// port: the web-playback call with its token rules (missing user token, token-expired renewal
// with one retry, authorization error revoking the token), the 'NO DRM' check, and the asset and
// key URLs the players need.
import { MK_ERROR_REASON, MKError, isMKError, missingMusicUserTokenError, noDrmError, reasonForHttpStatus, requestFailedError } from '../errors/index.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import { classifyFailure, retryDelayFor } from '../playback/recovery-policy.ts';
import { retryWait, type NetworkSignal } from '../playback/retry-wait.ts';
import type { GaplessTrim } from '../../ports/media-sink.ts';
import type { PreparationTokens } from './preparation-tokens.ts';
import { webPlaybackRequest, webPlaybackUrl, type WebPlaybackItem } from './web-playback-request.ts';
import { chooseAsset, readWebPlaybackSong, type KeyUrls, type WebPlaybackSong } from './web-playback-response.reader.ts';

/** What preparing one item needs besides the item. */
export interface PreparationOptions {
  /** The item is encrypted: a DRM capability is required (002 §5 'NO DRM'). */
  readonly encrypted: boolean;
  /** Whether the platform has a key system for it (EME present, a key system granted). */
  readonly drmAvailable: boolean;
  /** 002 §9: the configured bitrate, kbit/s (64 standard, 256 high). */
  readonly maxBitrate: number;
}

/** An item ready to play: where its stream is and how its keys are obtained. */
export interface PreparedPlayback {
  readonly assetUrl: string;
  readonly flavor: string | undefined;
  readonly keyUrls: KeyUrls;
  readonly gapless: GaplessTrim | undefined;
  readonly song: WebPlaybackSong;
}

/**
 * Prepares items for full playback through the web-playback service (002 §7).
 *
 * @example
 * const prepared = await preparer.prepare({ adamId: '1440818890' }, { encrypted: true, drmAvailable: true, maxBitrate: 256 });
 */
export class WebPlaybackPreparer {
  readonly #http: HttpClient;
  readonly #playBase: string;
  readonly #tokens: PreparationTokens;
  readonly #scheduler: Pick<Scheduler, 'setTimeout'> | undefined;
  readonly #network: NetworkSignal | undefined;

  /**
   * With a scheduler, passing failures (network, 5xx) are retried as the recovery policy says;
   * with the platform's network signal, a failure while offline is retried when it comes back.
   */
  constructor(http: HttpClient, playBase: string, tokens: PreparationTokens, scheduler?: Pick<Scheduler, 'setTimeout'>, network?: NetworkSignal) {
    this.#http = http;
    this.#playBase = playBase;
    this.#tokens = tokens;
    this.#scheduler = scheduler;
    this.#network = network;
  }

  async prepare(item: WebPlaybackItem, options: PreparationOptions): Promise<PreparedPlayback> {
    // 002 §5: "Encrypted play needs a DRM capability, otherwise 'NO DRM'."
    if (options.encrypted && !options.drmAvailable) throw noDrmError();
    const song = await this.#songWithRetries(item);
    const asset = chooseAsset(song.assets, options.maxBitrate);
    if (isMKError(asset)) throw asset;
    return { assetUrl: asset.url, flavor: asset.flavor, keyUrls: song.keyUrls, gapless: asset.gapless, song };
  }

  /**
   * Issue 21 recovery policy: a network failure or a 5xx answer of the play service is passing;
   * it is asked again 3 times, after 1 s, 2 s, 3 s (domain/playback/recovery-policy.ts).
   */
  async #songWithRetries(item: WebPlaybackItem): Promise<WebPlaybackSong> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#songWithRenewal(item);
      } catch (error) {
        // Only the network's and the server's failures pass; a refusal (token, gate, content) is final.
        const failureClass = classifyFailure(error);
        const transient = failureClass === 'network' || failureClass === 'server';
        const delay = this.#scheduler && transient ? retryDelayFor(failureClass, attempt) : undefined;
        if (delay === undefined || !this.#scheduler) throw error;
        await retryWait(failureClass, delay, this.#scheduler, this.#network);
      }
    }
  }

  /** 002 §4: a token-expired answer renews the user token and retries once. */
  async #songWithRenewal(item: WebPlaybackItem): Promise<WebPlaybackSong> {
    try {
      return await this.#song(item);
    } catch (error) {
      if (!(error instanceof MKError) || error.errorCode !== MK_ERROR_REASON.TOKEN_EXPIRED) throw error;
      await this.#tokens.renewUserToken();
      return this.#song(item);
    }
  }

  async #song(item: WebPlaybackItem): Promise<WebPlaybackSong> {
    const userToken = this.#tokens.userToken();
    // 002 §5: "Preparation needs a user token, else authorization error".
    if (!userToken) throw missingMusicUserTokenError();
    const request = webPlaybackRequest(this.#playBase, item, this.#tokens.developerToken(), userToken);
    let body: unknown;
    let status: number;
    let ok: boolean;
    try {
      const response = await this.#http.request(request);
      ({ status, ok } = response);
      body = await response.json().catch(() => undefined);
    } catch (cause) {
      // A refusal of the credential gate keeps its reason: nothing (more) was sent.
      throw isMKError(cause) ? cause : requestFailedError(webPlaybackUrl(this.#playBase), cause);
    }
    const read = body === undefined ? undefined : readWebPlaybackSong(body);
    // A failure body says why (000 §8 server codes); a bare failed status is mapped by status.
    const song = read !== undefined && (ok || !isMKError(read) || read.details?.serverCode !== undefined)
      ? read
      : new MKError(ok ? MK_ERROR_REASON.CONTENT_UNAVAILABLE : reasonForHttpStatus(status), undefined, { details: { status, url: request.url } });
    if (isMKError(song)) {
      // 002 §4: "An authorization error revokes the user token."
      if (song.errorCode === MK_ERROR_REASON.AUTHORIZATION_ERROR) this.#tokens.revokeUserToken();
      throw song;
    }
    return song;
  }
}

