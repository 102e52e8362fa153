import type { Cancel, DrmAccess, DrmCapabilities, DrmSession, DrmSystem } from '@mediakit/core';

/** The EME entry point, injectable so the adapter runs (and is tested) without a browser CDM. */
export type RequestMediaKeySystemAccess = (keySystem: string, configurations: MediaKeySystemConfiguration[]) => Promise<MediaKeySystemAccess>;

/**
 * The DrmSystem port on Encrypted Media Extensions (001 §4 Key sessions, §7 licence exchange).
 * `requestAccess` asks for the key systems in the caller's order (000 §9: FairPlay
 * 'com.apple.fps', Widevine 'com.widevine.alpha', PlayReady 'com.microsoft.playready', and
 * 'org.w3.clearkey'), and the first one granted wins; null means 'NO DRM' (002 §5).
 *
 * @example
 * const access = await new EmeDrmSystem().requestAccess(['com.widevine.alpha', 'org.w3.clearkey'], { audioContentTypes: ['audio/mp4; codecs="mp4a.40.2"'] });
 * const session = access?.createSession();
 */
export class EmeDrmSystem implements DrmSystem {
  readonly #request: RequestMediaKeySystemAccess | null;

  constructor(request?: RequestMediaKeySystemAccess) {
    const platform = typeof navigator !== 'undefined' && typeof navigator.requestMediaKeySystemAccess === 'function' ? navigator.requestMediaKeySystemAccess.bind(navigator) : null;
    this.#request = request ?? platform;
  }

  async requestAccess(preferred: readonly string[], capabilities: DrmCapabilities): Promise<DrmAccess | null> {
    if (!this.#request) return null;
    const configuration: MediaKeySystemConfiguration = {
      initDataTypes: ['cenc', 'keyids', 'sinf', 'skd'],
      audioCapabilities: capabilities.audioContentTypes.map((contentType) => ({ contentType })),
      ...(capabilities.videoContentTypes ? { videoCapabilities: capabilities.videoContentTypes.map((contentType) => ({ contentType })) } : {}),
      persistentState: capabilities.persistentState ?? 'optional',
      sessionTypes: ['temporary'],
    };
    for (const keySystem of preferred) {
      let access: MediaKeySystemAccess;
      try {
        access = await this.#request(keySystem, [configuration]);
      } catch {
        continue; // NotSupportedError: the next key system in order (000 §9).
      }
      return new EmeDrmAccess(keySystem, await access.createMediaKeys());
    }
    return null;
  }
}

/** One granted key system: its MediaKeys (attach them to an element with `mediaKeys`). */
export class EmeDrmAccess implements DrmAccess {
  readonly keySystem: string;
  /** For the media element (HTMLMediaElement.setMediaKeys): the sink decides when. */
  readonly mediaKeys: MediaKeys;

  constructor(keySystem: string, mediaKeys: MediaKeys) {
    this.keySystem = keySystem;
    this.mediaKeys = mediaKeys;
  }

  async setServerCertificate(certificate: Uint8Array): Promise<void> {
    await this.mediaKeys.setServerCertificate(new Uint8Array(certificate));
  }

  createSession(): DrmSession {
    return new EmeDrmSession(this.mediaKeys.createSession('temporary'));
  }
}

/** A MediaKeySession behind the port: messages, key statuses, update and close. */
export class EmeDrmSession implements DrmSession {
  readonly #session: MediaKeySession;

  constructor(session: MediaKeySession) {
    this.#session = session;
  }

  get sessionId(): string {
    return this.#session.sessionId;
  }

  async generateRequest(initDataType: string, initData: Uint8Array): Promise<void> {
    await this.#session.generateRequest(initDataType, new Uint8Array(initData));
  }

  onMessage(listener: (challenge: Uint8Array, messageType: string) => void): Cancel {
    const handler = (event: MediaKeyMessageEvent): void => listener(new Uint8Array(event.message), event.messageType);
    this.#session.addEventListener('message', handler);
    return () => this.#session.removeEventListener('message', handler);
  }

  onKeyStatusesChange(listener: (statuses: ReadonlyMap<string, string>) => void): Cancel {
    const handler = (): void => {
      const statuses = new Map<string, string>();
      this.#session.keyStatuses.forEach((status, keyId) => {
        const bytes = new Uint8Array(ArrayBuffer.isView(keyId) ? keyId.buffer.slice(keyId.byteOffset, keyId.byteOffset + keyId.byteLength) : keyId);
        statuses.set(Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''), status);
      });
      listener(statuses);
    };
    this.#session.addEventListener('keystatuseschange', handler);
    return () => this.#session.removeEventListener('keystatuseschange', handler);
  }

  async update(license: Uint8Array): Promise<void> {
    await this.#session.update(new Uint8Array(license));
  }

  async close(): Promise<void> {
    await this.#session.close();
  }
}
