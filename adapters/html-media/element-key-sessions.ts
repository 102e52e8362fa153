import { MKError, handleKeyFailure, mediaSessionError, renewalDelayMs, type Cancel, type LicenseExchange, type MediaSinkError } from '@mediakit/core';

/** The CDM of one element: the key system granted and its MediaKeys (one per element, reused across loads). */
interface ElementKeys {
  readonly keySystem: string;
  readonly mediaKeys: MediaKeys;
  /** Key URIs with a session on these MediaKeys (a session of another element's keys cannot serve this one). */
  readonly uris: Set<string>;
}

const keysOf = new WeakMap<HTMLMediaElement, Promise<ElementKeys>>();

/** The W3C Common PSSH system id (CENC §8.1.2, version 1 boxes list their key ids). */
const COMMON_SYSTEM_ID = '1077efecc0b24d02ace33c1e52e2fb4b';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The key ids that 'cenc' init data (a run of pssh boxes) names in its version-1 Common boxes. */
export function cencKeyIds(initData: Uint8Array): string[] {
  const view = new DataView(initData.buffer, initData.byteOffset, initData.byteLength);
  const ids: string[] = [];
  for (let at = 0; at + 32 <= initData.byteLength; ) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > initData.byteLength) break;
    const isPssh = hex(initData.subarray(at + 4, at + 8)) === '70737368';
    const version = initData[at + 8];
    if (isPssh && version === 1 && hex(initData.subarray(at + 12, at + 28)) === COMMON_SYSTEM_ID) {
      const count = view.getUint32(at + 28);
      for (let i = 0; i < count && at + 32 + 16 * (i + 1) <= at + size; i++) ids.push(hex(initData.subarray(at + 32 + 16 * i, at + 48 + 16 * i)));
    }
    at += size;
  }
  return ids;
}

/** The key URI the playlists name a key by (data:text/plain;base64,<key id>): sessions are per key URI (001 §4). */
export function keyUriOf(keyIdHex: string): string {
  let binary = '';
  for (let i = 0; i < keyIdHex.length; i += 2) binary += String.fromCharCode(Number.parseInt(keyIdHex.slice(i, i + 2), 16));
  return `data:text/plain;base64,${btoa(binary)}`;
}

export interface ElementKeySessionsOptions {
  readonly element: HTMLMediaElement;
  readonly license: LicenseExchange;
  /** MIME types of the stream, for the key-system access request. */
  readonly videoType?: string;
  readonly audioType?: string;
  /** A failure reaches the sink's error event (the core keeps an MKError cause's reason). */
  readonly onError: (error: MediaSinkError) => void;
}

/**
 * EME for an element-based backend (hls.js, shaka): the media's `encrypted` events open one key
 * session per key URI (001 §4) on the element's MediaKeys, licensed through the core's
 * LicenseExchange (001 §7: our HttpClient, request bodies and retries), renewed after
 * renew-after seconds with a new session that replaces the old one once updated (001 §4, §9).
 * Sessions live in the core's store, which closes them (docs/decisions.md, issue 20). The
 * backends' own EME stays off, so every licence follows this one path.
 *
 * @example
 * const stop = watchEncryptedMedia({ element, license: source.license, onError: (e) => events.emit('error', e) });
 */
export function watchEncryptedMedia(options: ElementKeySessionsOptions): Cancel {
  const { element, license, onError } = options;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  const fail = (error: MKError, fatal = true): void => {
    if (!stopped) onError({ kind: 'key', message: error.message, fatal, cause: error });
  };

  const open = async (keys: ElementKeys, uri: string, initDataType: string, initData: Uint8Array<ArrayBuffer>, renewal: boolean): Promise<void> => {
    const session = keys.mediaKeys.createSession('temporary');
    const licensed = new Promise<void>((resolve, reject) => {
      session.addEventListener('message', (event) => {
        const challenge = new Uint8Array(event.message);
        license.acquire({ keySystem: keys.keySystem, keyUri: uri, challenge, renewal: renewal || event.messageType === 'license-renewal' }).then(async (grant) => {
          try {
            await session.update(new Uint8Array(grant.license));
          } catch (cause) {
            const handling = handleKeyFailure({ keySystem: keys.keySystem, message: `The key system rejected the licence: ${String(cause)}`, cause });
            if (handling.action !== 'ignore') throw handling.error;
          }
          if (renewal) license.sessions.completeRenewal(uri);
          if (grant.renewAfterSeconds && !stopped) {
            const timer = setTimeout(() => {
              timers.delete(timer);
              // The core closed the key's session (its item can no longer play soon): no renewal.
              if (stopped || !license.sessions.has(uri)) return;
              open(keys, uri, initDataType, initData, true).catch((error: unknown) => fail(asMKError(error, keys.keySystem), false));
            }, renewalDelayMs(grant.renewAfterSeconds));
            timers.add(timer);
          }
        }).then(resolve, reject);
      });
    });
    licensed.catch(() => undefined);
    if (renewal) license.sessions.beginRenewal(uri, session);
    else {
      license.sessions.add(uri, session);
      keys.uris.add(uri);
    }
    try {
      await session.generateRequest(initDataType, initData);
    } catch (cause) {
      throw mediaSessionError(`The key session request failed: ${String(cause)}`, cause, { keySystem: keys.keySystem });
    }
    try {
      await licensed;
    } catch (error) {
      if (!renewal) {
        license.sessions.remove(uri);
        keys.uris.delete(uri);
      }
      throw error;
    }
  };

  const onEncrypted = (event: MediaEncryptedEvent): void => {
    if (!event.initData) return;
    const initData = new Uint8Array(event.initData);
    const kids = event.initDataType === 'cenc' ? cencKeyIds(initData) : [];
    // Without a Common pssh the init data itself names the key (one session per distinct init data).
    const uri = kids[0] ? keyUriOf(kids[0]) : `initdata:${event.initDataType}:${hex(initData)}`;
    void mediaKeysFor(element, license, options)
      .then(async (keys) => {
        if (keys.uris.has(uri) && license.sessions.has(uri)) return;
        keys.uris.add(uri);
        await open(keys, uri, event.initDataType, initData, false);
      })
      .catch((error: unknown) => fail(asMKError(error, undefined)));
  };
  element.addEventListener('encrypted', onEncrypted);
  return () => {
    stopped = true;
    element.removeEventListener('encrypted', onEncrypted);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}

/** The element's MediaKeys: the first key system in the core's order (000 §9) the platform grants. */
function mediaKeysFor(element: HTMLMediaElement, license: LicenseExchange, options: ElementKeySessionsOptions): Promise<ElementKeys> {
  let keys = keysOf.get(element);
  if (!keys) {
    keys = createMediaKeys(element, license, options);
    keysOf.set(element, keys);
    keys.catch(() => keysOf.delete(element));
  }
  return keys;
}

async function createMediaKeys(element: HTMLMediaElement, license: LicenseExchange, options: ElementKeySessionsOptions): Promise<ElementKeys> {
  if (typeof navigator === 'undefined' || typeof navigator.requestMediaKeySystemAccess !== 'function') throw new MKError(MKError.UNSUPPORTED_ERROR, 'NO DRM');
  const configuration: MediaKeySystemConfiguration = {
    initDataTypes: ['cenc', 'keyids'],
    videoCapabilities: [{ contentType: options.videoType ?? 'video/mp4; codecs="avc1.42c01e"' }],
    audioCapabilities: [{ contentType: options.audioType ?? 'audio/mp4; codecs="mp4a.40.2"' }],
    persistentState: 'optional',
    sessionTypes: ['temporary'],
  };
  for (const keySystem of license.keySystems) {
    let access: MediaKeySystemAccess;
    try {
      access = await navigator.requestMediaKeySystemAccess(keySystem, [configuration]);
    } catch {
      continue; // 000 §9: the next key system in order.
    }
    const mediaKeys = await access.createMediaKeys();
    const certificate = await license.certificate(keySystem);
    if (certificate) await mediaKeys.setServerCertificate(new Uint8Array(certificate));
    await element.setMediaKeys(mediaKeys);
    return { keySystem, mediaKeys, uris: new Set() };
  }
  // 002 §5: "Encrypted play needs a DRM capability, otherwise 'NO DRM'."
  throw new MKError(MKError.UNSUPPORTED_ERROR, 'NO DRM');
}

function asMKError(error: unknown, keySystem: string | undefined): MKError {
  return MKError.isMKError(error) ? error : new MKError(MKError.MEDIA_KEY, `Key error: ${String(error)}`, { details: keySystem ? { keySystem } : {}, cause: error });
}
