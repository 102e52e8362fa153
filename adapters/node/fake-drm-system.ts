import type { Cancel, DrmAccess, DrmCapabilities, DrmSession, DrmSystem } from '@mediakit/core';

/**
 * EME without a CDM: supports the key systems it is given, records what licensing does with
 * them, and answers each `generateRequest` with a challenge message a test can inspect.
 */
export class FakeDrmSystem implements DrmSystem {
  readonly requests: Array<{ readonly preferred: readonly string[]; readonly capabilities: DrmCapabilities }> = [];
  readonly sessions: FakeDrmSession[] = [];
  readonly #supported: ReadonlySet<string>;
  certificate: Uint8Array | null = null;

  constructor(supported: readonly string[] = ['org.w3.clearkey']) {
    this.#supported = new Set(supported);
  }

  async requestAccess(preferred: readonly string[], capabilities: DrmCapabilities): Promise<DrmAccess | null> {
    this.requests.push({ preferred, capabilities });
    const keySystem = preferred.find((name) => this.#supported.has(name));
    if (!keySystem) return null;
    return {
      keySystem,
      setServerCertificate: async (certificate) => {
        this.certificate = certificate;
      },
      createSession: () => {
        const session = new FakeDrmSession(`fake-session-${this.sessions.length + 1}`);
        this.sessions.push(session);
        return session;
      },
    };
  }
}

export class FakeDrmSession implements DrmSession {
  readonly sessionId: string;
  readonly licenses: Uint8Array[] = [];
  initData: Uint8Array | null = null;
  closed = false;
  /** Set to make the next update reject (a CDM refusing a licence). */
  failNextUpdate: Error | null = null;
  readonly #messageListeners = new Set<(challenge: Uint8Array, messageType: string) => void>();
  readonly #statusListeners = new Set<(statuses: ReadonlyMap<string, string>) => void>();

  constructor(sessionId: string) {
    this.sessionId = sessionId;
  }

  async generateRequest(_initDataType: string, initData: Uint8Array): Promise<void> {
    this.initData = initData;
    const challenge = new TextEncoder().encode(`challenge:${this.sessionId}`);
    queueMicrotask(() => this.#messageListeners.forEach((listener) => listener(challenge, 'license-request')));
  }

  onMessage(listener: (challenge: Uint8Array, messageType: string) => void): Cancel {
    this.#messageListeners.add(listener);
    return () => this.#messageListeners.delete(listener);
  }

  onKeyStatusesChange(listener: (statuses: ReadonlyMap<string, string>) => void): Cancel {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  async update(license: Uint8Array): Promise<void> {
    const failure = this.failNextUpdate;
    this.failNextUpdate = null;
    if (failure) throw failure;
    this.licenses.push(license);
    this.#statusListeners.forEach((listener) => listener(new Map([['key', 'usable']])));
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
