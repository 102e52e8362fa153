import type { Clock } from '../../ports/clock.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import { WAIT_BOUNDS, WaitTimeoutError, withinBound } from '../playback/wait-bound.ts';
import { MKError, invalidTokenError, missingDeveloperTokenError, toMKError } from '../errors/index.ts';
import { isDeveloperTokenExpired, parseDeveloperToken, type DeveloperToken } from '../tokens/index.ts';

/**
 * A developer token, or a function that supplies one. A function lets a long-running page
 * survive token rotation: it is called again shortly before the token expires and once more
 * when the provider answers 401 (the incumbent kills the app instead; MUSICKIT-SURFACE.md).
 */
export type DeveloperTokenSource = string | (() => string | Promise<string>);

export interface DeveloperTokenProviderOptions {
  /** How long before the token's `exp` a function source is asked again. Default 5 minutes. */
  readonly refreshMarginMs?: number;
  readonly logger?: Logger;
  /**
   * Issue 21 time bounds: with a scheduler, a function source that has not settled after
   * `sourceBoundMs` (default WAIT_BOUNDS.tokenProviderMs, 10 s) fails with CONFIGURATION_ERROR,
   * so nothing that needs a token (setQueue, play) hangs on it. Tests shorten the bound.
   */
  readonly scheduler?: Pick<Scheduler, 'setTimeout'>;
  readonly sourceBoundMs?: number;
}

const DEFAULT_TOKEN_REFRESH_MARGIN_MS = 300_000;

/**
 * Hands out a valid developer token (000 §5 validation) for each request.
 *
 * @example
 * const tokens = new DeveloperTokenProvider(() => fetch('/token').then((r) => r.text()), clock);
 * const jwt = await tokens.token(); // asks again when exp - 5 min is reached
 */
export class DeveloperTokenProvider {
  #source: DeveloperTokenSource;
  readonly #clock: Pick<Clock, 'now'>;
  readonly #marginMs: number;
  readonly #logger: Logger | undefined;
  readonly #scheduler: Pick<Scheduler, 'setTimeout'> | undefined;
  readonly #sourceBoundMs: number;
  #current: DeveloperToken | undefined;
  #pending: Promise<DeveloperToken> | undefined;
  // A source that answers the same token again has nothing fresher: stop asking before expiry.
  #exhausted = false;

  constructor(source: DeveloperTokenSource, clock: Pick<Clock, 'now'>, options: DeveloperTokenProviderOptions = {}) {
    if (typeof source === 'string' ? source === '' : typeof source !== 'function') throw missingDeveloperTokenError();
    this.#source = source;
    this.#clock = clock;
    this.#marginMs = options.refreshMarginMs ?? DEFAULT_TOKEN_REFRESH_MARGIN_MS;
    this.#logger = options.logger;
    this.#scheduler = options.scheduler;
    this.#sourceBoundMs = options.sourceBoundMs ?? WAIT_BOUNDS.tokenProviderMs;
    // A fixed token is validated at once, so a bad one fails where it is configured (000 §5).
    if (typeof source === 'string') this.#current = parseDeveloperToken(source, clock);
  }

  /** The last token handed out, if any. */
  get current(): DeveloperToken | undefined {
    return this.#current;
  }

  /** Whether asking again can give another token (only a function source can). */
  get canRefresh(): boolean {
    return typeof this.#source === 'function';
  }

  /** Replaces the source (reconfiguration); the next request uses it. */
  setSource(source: DeveloperTokenSource): void {
    if (typeof source === 'string' ? source === '' : typeof source !== 'function') throw missingDeveloperTokenError();
    this.#source = source;
    this.#exhausted = false;
    this.#current = typeof source === 'string' ? parseDeveloperToken(source, this.#clock) : undefined;
  }

  /** A token valid now: the current one, or a fresh one when it is due for refresh. */
  async token(): Promise<string> {
    const current = this.#current;
    if (current && !this.#dueForRefresh(current)) return current.token;
    if (typeof this.#source === 'string') {
      // A fixed token past its expiry cannot be cured here.
      this.#current = parseDeveloperToken(this.#source, this.#clock);
      return this.#current.token;
    }
    try {
      return (await this.#ask()).token;
    } catch (error) {
      // Asked early and failed: the token in hand is still good until it expires.
      if (current && !isDeveloperTokenExpired(current, this.#clock)) {
        this.#logger?.log('warning', 'Developer token refresh failed; keeping the current token', error);
        return current.token;
      }
      throw error;
    }
  }

  /** Asks the source again (after a 401). Returns the token to retry with. */
  async refresh(): Promise<string> {
    if (typeof this.#source === 'string') return this.token();
    this.#exhausted = false;
    return (await this.#ask()).token;
  }

  #dueForRefresh(token: DeveloperToken): boolean {
    if (token.expiration === null) return false;
    const now = this.#clock.now();
    if (token.expiration < now) return true;
    return !this.#exhausted && typeof this.#source === 'function' && now >= token.expiration - this.#marginMs;
  }

  #ask(): Promise<DeveloperToken> {
    this.#pending ??= this.#callSource().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  async #callSource(): Promise<DeveloperToken> {
    const source = this.#source;
    if (typeof source !== 'function') return parseDeveloperToken(source, this.#clock);
    let value: unknown;
    try {
      const answer = Promise.resolve(source());
      value = await (this.#scheduler ? withinBound(answer, this.#sourceBoundMs, this.#scheduler, 'The developer token provider') : answer);
    } catch (error) {
      if (error instanceof WaitTimeoutError) throw new MKError(MKError.CONFIGURATION_ERROR, error.message, { cause: error });
      throw toMKError(error, MKError.CONFIGURATION_ERROR);
    }
    if (typeof value !== 'string' || value === '') throw invalidTokenError(value);
    const token = parseDeveloperToken(value, this.#clock);
    this.#exhausted = this.#current?.token === token.token;
    this.#current = token;
    return token;
  }
}
