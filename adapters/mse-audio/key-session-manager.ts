import { handleKeyFailure, mediaSessionError, MKError, renewalDelayMs, shouldRetryGenerateRequest, type LicenseExchange, type PlaybackSource, type StreamKey } from '@mediakit/core';
import type { InitSegmentInfo } from './mp4-boxes.ts';

export interface KeySessionManagerOptions {
  readonly element: HTMLMediaElement;
  /** Failures after a key was granted (renewal, key status): published, playback decides. */
  readonly onError: (error: MKError, fatal: boolean) => void;
  readonly log: (message: string, detail?: unknown) => void;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/(?<!=)=+$/, '');
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The MediaKeys of the key system the browser granted. */
interface GrantedKeys {
  readonly keySystem: string;
  readonly mediaKeys: MediaKeys;
  /** The systems before it in the order that the browser refused. */
  readonly refused: readonly string[];
}

/** Delayed CDM update: a licence fetched for an upcoming item, applied when under 1 s remains (001 §4). */
interface DelayedUpdate {
  readonly apply: () => Promise<void>;
}

/**
 * EME for the gapless sink: one MediaKeys on the element for the key system the platform grants
 * first in the core's order (000 §9), and one key session per key URI (001 §4), kept in the
 * core's session store, so a key already granted (a promoted next item, a replayed song) makes
 * no new licence request. Licences go through the source's LicenseExchange (001 §7).
 */
export class KeySessionManager {
  readonly #options: KeySessionManagerOptions;
  #keys: { readonly keySystem: string; readonly mediaKeys: MediaKeys } | null = null;
  #keysPending: Promise<{ readonly keySystem: string; readonly mediaKeys: MediaKeys }> | null = null;
  /** MediaKeys made ahead of the first encrypted load ({@link prepare}), not yet on the element. */
  #ahead: Promise<GrantedKeys | null> | null = null;
  /** Key URIs loading now, so concurrent loads of one key share a request. */
  readonly #loading = new Map<string, Promise<void>>();
  readonly #delayed: DelayedUpdate[] = [];
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #closed = false;

  constructor(options: KeySessionManagerOptions) {
    this.#options = options;
  }

  /** Whether every key of an encrypted source has a session already. */
  hasKeys(source: PlaybackSource): boolean {
    const license = source.license;
    if (!source.encrypted) return true;
    if (!license || !this.#keys) return false;
    return this.#keysFor(source, this.#keys.keySystem).every((key) => license.sessions.has(key.uri));
  }

  /**
   * Readies every key of `source`: MediaKeys on the element, then a session per key URI not
   * already held, each with its licence. With `delayUpdate`, licences are fetched now and
   * applied by {@link applyDelayedUpdates}. Rejects with the MKError of the first failure.
   */
  async load(source: PlaybackSource, init: InitSegmentInfo | undefined | PromiseLike<InitSegmentInfo>, delayUpdate = false): Promise<void> {
    const license = source.license;
    if (!source.encrypted) return;
    if (!license || !source.stream) throw new MKError(MKError.UNSUPPORTED_ERROR, 'NO DRM');
    // MediaKeys already on the element (every play after the first): no `await` before the key
    // session's request, so it is made within this call, ahead of the synchronous work the
    // caller does next (the previous MediaSource's teardown reloads the element; issue 17).
    const { keySystem, mediaKeys } = this.#heldKeys(license) ?? (await this.#mediaKeys(source, license));
    const keys = this.#keysFor(source, keySystem);
    if (keys.length === 0) throw new MKError(MKError.UNSUPPORTED_ERROR, 'NO DRM');
    // A ClearKey key the playlist names by id needs nothing from the init segment, so its
    // licence exchange runs while the init segment is still on its way (issue 17: the start
    // waits for the slower of the two, not for both in turn). Other keys read the init's pssh.
    const info = Promise.resolve(init);
    await Promise.all(keys.map(async (key) => this.#loadKey(key, license, mediaKeys, keySystem, needsInitSegment(key, keySystem) ? await info : undefined, delayUpdate)));
  }

  /**
   * Issue 17: makes the MediaKeys of the first of `keySystems` the browser grants (000 §9's
   * order), ahead of the first encrypted load, which otherwise starts by making them (some 20 ms
   * before its licence can be asked for). That load takes them when its stream offers that key
   * system, and sets them on the element then, with the certificate its system needs; else it
   * makes its own. A failure here is only logged: the load meets it again.
   */
  prepare(keySystems: readonly string[], contentType: string): void {
    if (this.#keys || this.#keysPending || this.#ahead || typeof navigator === 'undefined' || typeof navigator.requestMediaKeySystemAccess !== 'function') return;
    const element = this.#options.element;
    this.#ahead = this.#grant(keySystems, new Set(keySystems), contentType).then(async (granted) => {
      // On the element now as well: setting them is as slow as making them (Chromium, measured
      // 15–20 ms), and the first load's licence request would wait for it. A load whose stream
      // offers another system sets its own, which replaces these.
      if (granted && element.mediaKeys === null) await element.setMediaKeys(granted.mediaKeys);
      return granted;
    }).catch((error: unknown) => {
      this.#options.log('MediaKeys could not be made ahead of the first encrypted play', error);
      return null;
    });
  }

  /** Applies licences held back for an upcoming item (001 §4, §9: under 1 s remaining). */
  async applyDelayedUpdates(): Promise<void> {
    const pending = this.#delayed.splice(0);
    await Promise.all(pending.map((update) => update.apply()));
  }

  /** Cancels renewals; the sessions stay with the core's store (it closes them). */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #keysFor(source: PlaybackSource, keySystem: string): StreamKey[] {
    return (source.stream?.keys ?? []).filter((key) => key.keySystem === keySystem);
  }

  /** The MediaKeys on the element, when they serve `license`'s key-system order (see #mediaKeys). */
  #heldKeys(license: LicenseExchange): { readonly keySystem: string; readonly mediaKeys: MediaKeys } | null {
    const keys = this.#keys;
    return keys && license.keySystems.includes(keys.keySystem) ? keys : null;
  }

  async #mediaKeys(source: PlaybackSource, license: LicenseExchange): Promise<{ readonly keySystem: string; readonly mediaKeys: MediaKeys }> {
    // 002 §4: a restart with a different key system (PlayReady refused CBC, 001 §8) finds the
    // order without the one in use: its MediaKeys are not reused, the next system's are made.
    if (this.#keys && !license.keySystems.includes(this.#keys.keySystem)) {
      this.#keys = null;
      this.#keysPending = null;
    }
    if (this.#keys) return this.#keys;
    this.#keysPending ??= this.#createMediaKeys(source, license).then(
      (keys) => (this.#keys = keys),
      (error: unknown) => {
        this.#keysPending = null;
        throw error;
      },
    );
    return this.#keysPending;
  }

  async #createMediaKeys(source: PlaybackSource, license: LicenseExchange): Promise<{ readonly keySystem: string; readonly mediaKeys: MediaKeys }> {
    if (typeof navigator === 'undefined' || typeof navigator.requestMediaKeySystemAccess !== 'function') throw new MKError(MKError.UNSUPPORTED_ERROR, 'NO DRM');
    const offered = new Set((source.stream?.keys ?? []).map((key) => key.keySystem));
    const ahead = await this.#ahead;
    this.#ahead = null;
    const granted = ahead && this.#servesLoad(ahead, license, offered) ? ahead : await this.#grant(license.keySystems, offered, source.stream?.mimeType ?? 'audio/mp4; codecs="mp4a.40.2"');
    // 002 §5: "Encrypted play needs a DRM capability, otherwise 'NO DRM'."
    if (!granted) throw new MKError(MKError.UNSUPPORTED_ERROR, 'NO DRM');
    const certificate = await license.certificate(granted.keySystem);
    if (certificate) await granted.mediaKeys.setServerCertificate(new Uint8Array(certificate));
    if (this.#options.element.mediaKeys !== granted.mediaKeys) await this.#options.element.setMediaKeys(granted.mediaKeys);
    return granted;
  }

  /**
   * Keys made ahead serve a load when the stream offers their system and the load's order puts
   * no other offered system before it that the browser did not refuse then: the system this load
   * would be granted itself.
   */
  #servesLoad(ahead: GrantedKeys, license: LicenseExchange, offered: ReadonlySet<string>): boolean {
    const at = license.keySystems.indexOf(ahead.keySystem);
    if (at < 0 || !offered.has(ahead.keySystem)) return false;
    return license.keySystems.slice(0, at).every((keySystem) => !offered.has(keySystem) || ahead.refused.includes(keySystem));
  }

  /** MediaKeys of the first system in `order` that is offered and that the browser grants (000 §9), or null. */
  async #grant(order: readonly string[], offered: ReadonlySet<string>, contentType: string): Promise<GrantedKeys | null> {
    const refused: string[] = [];
    for (const keySystem of order) {
      if (!offered.has(keySystem)) continue;
      let access: MediaKeySystemAccess;
      try {
        access = await navigator.requestMediaKeySystemAccess(keySystem, [
          { initDataTypes: ['cenc', 'keyids'], audioCapabilities: [{ contentType }], persistentState: 'optional', sessionTypes: ['temporary'] },
        ]);
      } catch {
        refused.push(keySystem);
        continue; // 000 §9: try the next key system in order.
      }
      return { keySystem, mediaKeys: await access.createMediaKeys(), refused };
    }
    return null;
  }

  #loadKey(key: StreamKey, license: LicenseExchange, mediaKeys: MediaKeys, keySystem: string, init: InitSegmentInfo | undefined, delayUpdate: boolean): Promise<void> {
    if (license.sessions.has(key.uri)) return Promise.resolve();
    const loading = this.#loading.get(key.uri);
    if (loading) return loading;
    const promise = this.#openSession(key, license, mediaKeys, keySystem, init, delayUpdate, false).finally(() => this.#loading.delete(key.uri));
    this.#loading.set(key.uri, promise);
    return promise;
  }

  /** One session for one key URI: generateRequest, licence exchange, update (or renewal of it). */
  async #openSession(key: StreamKey, license: LicenseExchange, mediaKeys: MediaKeys, keySystem: string, init: InitSegmentInfo | undefined, delayUpdate: boolean, renewal: boolean): Promise<void> {
    let session: MediaKeySession;
    try {
      session = mediaKeys.createSession('temporary');
    } catch (cause) {
      throw sessionError('Could not create a key session', keySystem, cause);
    }
    const keyId = key.keyId ?? init?.defaultKeyId;
    const licensed = new Promise<void>((resolve, reject) => {
      session.addEventListener('message', (event) => {
        const challenge = new Uint8Array(event.message);
        const isRenewal = renewal || event.messageType === 'license-renewal';
        license.acquire({ keySystem, keyUri: key.uri, challenge, renewal: isRenewal }).then(
          (grant) => {
            const apply = async (): Promise<void> => {
              try {
                await session.update(new Uint8Array(grant.license));
              } catch (cause) {
                const error = keyError('The key system rejected the licence', keySystem, cause);
                // 001 §8: FairPlay's system code 4294955417 is ignored (the core's rule says which).
                if (error) throw error;
                this.#options.log('Ignored key error', cause);
              }
              if (renewal) license.sessions.completeRenewal(key.uri);
              if (grant.renewAfterSeconds) this.#scheduleRenewal(key, license, mediaKeys, keySystem, init, grant.renewAfterSeconds);
            };
            if (delayUpdate && !renewal) {
              this.#delayed.push({ apply: () => apply().catch((error: unknown) => this.#options.onError(asKeyError(error, keySystem), true)) });
              resolve();
            } else apply().then(resolve, reject);
          },
          reject,
        );
      });
      session.addEventListener('keystatuseschange', () => {
        session.keyStatuses.forEach((status) => {
          // 001 §8: the key system's generic error is published on its own and does not stop
          // playback; output restrictions are their own reason.
          if (status === 'internal-error') {
            const error = keyError('Key status internal-error', keySystem, undefined, true);
            if (error) this.#options.onError(error, false);
          }
          if (status === 'output-restricted') this.#options.onError(new MKError(MKError.OUTPUT_RESTRICTED, 'output-restricted'), true);
        });
      });
    });
    // Marked handled now: a licence failure during generateRequest is rethrown below.
    licensed.catch(() => undefined);
    if (renewal) license.sessions.beginRenewal(key.uri, session);
    else license.sessions.add(key.uri, session);
    try {
      await this.#generateRequest(session, keySystem, keyId, init);
      await licensed;
    } catch (error) {
      if (!renewal) license.sessions.remove(key.uri);
      throw asKeyError(error, keySystem);
    }
  }

  /** 001 §8: generateRequest failing with system code 75 is retried once. */
  async #generateRequest(session: MediaKeySession, keySystem: string, keyId: string | undefined, init: InitSegmentInfo | undefined): Promise<void> {
    const [type, data] = keySystem === 'org.w3.clearkey' && keyId
      ? ['keyids', new TextEncoder().encode(JSON.stringify({ kids: [base64Url(hexToBytes(keyId))] }))]
      : ['cenc', init?.pssh ?? new Uint8Array()];
    for (let attempt = 1; ; attempt++) {
      try {
        await session.generateRequest(type, new Uint8Array(data));
        return;
      } catch (cause) {
        if (shouldRetryGenerateRequest(systemCodeOf(cause), attempt)) continue;
        throw sessionError('The key session request failed', keySystem, cause);
      }
    }
  }

  /** 001 §4, §9: renew after renew-after × 1000 ms with a new session; the old one closes after its update. */
  #scheduleRenewal(key: StreamKey, license: LicenseExchange, mediaKeys: MediaKeys, keySystem: string, init: InitSegmentInfo | undefined, seconds: number): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      // The core closed the key's session (its item can no longer play soon): nothing to renew.
      if (!license.sessions.has(key.uri)) return;
      this.#openSession(key, license, mediaKeys, keySystem, init, false, true).catch((error: unknown) => this.#options.onError(asKeyError(error, keySystem), false));
    }, renewalDelayMs(seconds));
    this.#timers.add(timer);
  }
}

/** The system code a CDM failure carries (MediaKeyError.systemCode, FairPlay's codes), if any. */
function systemCodeOf(cause: unknown): number | undefined {
  const code = (cause as { systemCode?: unknown } | null | undefined)?.systemCode;
  return typeof code === 'number' ? code : undefined;
}

/** `message`, with what the CDM said after it. */
function withCause(message: string, cause: unknown): string {
  return cause instanceof Error || cause instanceof DOMException ? `${message}: ${cause.message}` : message;
}

/** 001 §8: session failures are MEDIA_SESSION, with the key system and the CDM's system code. */
function sessionError(message: string, keySystem: string, cause: unknown): MKError {
  const systemCode = systemCodeOf(cause);
  return mediaSessionError(withCause(message, cause), cause, { keySystem, ...(systemCode === undefined ? {} : { serverCode: systemCode }) });
}

/** 001 §8: a key failure as the core's rule has it: MEDIA_KEY, or null when it is to be ignored. */
function keyError(message: string, keySystem: string, cause: unknown, generic = false): MKError | null {
  const systemCode = systemCodeOf(cause);
  const handling = handleKeyFailure({ keySystem, message: withCause(message, cause), generic, ...(systemCode === undefined ? {} : { systemCode }), ...(cause === undefined ? {} : { cause }) });
  return handling.action === 'ignore' ? null : handling.error;
}

/** Anything else that failed on the way to a key (licence errors are MKErrors already): MEDIA_KEY. */
function asKeyError(error: unknown, keySystem: string): MKError {
  return MKError.isMKError(error) ? error : new MKError(MKError.MEDIA_KEY, withCause('Key error', error), { details: { keySystem }, cause: error });
}

/** Whether a key's session request needs the init segment (its pssh or default key id). */
function needsInitSegment(key: StreamKey, keySystem: string): boolean {
  return !(keySystem === 'org.w3.clearkey' && key.keyId);
}
