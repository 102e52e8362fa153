import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MKError, type LicenseChallenge, type LicenseExchange, type PlaybackSource } from '@mediakit/core';
import { SimulatedClock } from '@mediakit/adapters/node';
import { KeySessionRegistry } from '../../../../core/src/domain/drm/index.ts';
import { KeySessionManager } from '../../../../adapters/mse-audio/key-session-manager.ts';

/** A CDM session: generateRequest sends a message; update resolves (or fails as scripted). */
class FakeSession extends EventTarget {
  static failGenerate: Array<{ systemCode?: number }> = [];
  static failUpdate = false;
  readonly keyStatuses = new Map<BufferSource, MediaKeyStatus>();
  readonly requests: Array<{ type: string; data: string }> = [];
  updates = 0;
  closed = false;

  async generateRequest(type: string, data: Uint8Array): Promise<void> {
    const failure = FakeSession.failGenerate.shift();
    if (failure) throw Object.assign(new Error('generateRequest failed'), failure);
    this.requests.push({ type, data: new TextDecoder().decode(data) });
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { message: Uint8Array.of(7).buffer, messageType: 'license-request' })));
  }

  async update(): Promise<void> {
    if (FakeSession.failUpdate) throw new TypeError('bad licence');
    this.updates++;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

const sessions: FakeSession[] = [];
const granted: string[] = [];
const element = { setMediaKeys: vi.fn(async () => undefined) } as unknown as HTMLMediaElement;

beforeEach(() => {
  sessions.length = 0;
  granted.length = 0;
  FakeSession.failGenerate = [];
  FakeSession.failUpdate = false;
  vi.stubGlobal('navigator', {
    requestMediaKeySystemAccess: async (keySystem: string) => {
      if (keySystem !== 'org.w3.clearkey') throw new DOMException('no', 'NotSupportedError');
      granted.push(keySystem);
      return {
        createMediaKeys: async () => ({
          createSession: () => {
            const session = new FakeSession();
            sessions.push(session);
            return session;
          },
          setServerCertificate: async () => true,
        }),
      };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function exchange(acquire: (request: LicenseChallenge) => Promise<{ license: Uint8Array; renewAfterSeconds?: number }>): LicenseExchange & { calls: LicenseChallenge[] } {
  const calls: LicenseChallenge[] = [];
  return {
    calls,
    keySystems: ['com.widevine.alpha', 'org.w3.clearkey'],
    certificate: async () => null,
    acquire: (request) => {
      calls.push(request);
      return acquire(request);
    },
    sessions: new KeySessionRegistry(new SimulatedClock()),
  };
}

const source = (license: LicenseExchange, uri = 'data:key-1'): PlaybackSource => ({
  url: 'u',
  kind: 'audio',
  format: 'hls',
  encrypted: true,
  license,
  stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: 'i' }, segments: [], duration: 1, keys: [{ keySystem: 'org.w3.clearkey', uri, keyId: 'e13c87aed8d3ebe07930cf569eb187ce' }] },
});

const manager = (onError = vi.fn()) => new KeySessionManager({ element, onError, log: () => undefined });

describe('gapless sink key sessions on EME (001 §4 Key sessions, §8 Keys and sessions)', () => {
  it('asks for key systems in the core\'s order, keeps the first granted that the stream offers, and sends ClearKey key ids', async () => {
    const license = exchange(async () => ({ license: Uint8Array.of(1) }));
    await manager().load(source(license), undefined);
    expect(granted).toEqual(['org.w3.clearkey']);
    expect(sessions[0]?.requests).toEqual([{ type: 'keyids', data: JSON.stringify({ kids: ['4TyHrtjT6-B5MM9WnrGHzg'] }) }]);
    expect(license.calls).toEqual([{ keySystem: 'org.w3.clearkey', keyUri: 'data:key-1', challenge: Uint8Array.of(7), renewal: false }]);
    expect(sessions[0]?.updates).toBe(1);
  });

  it('creates one session per key URI: a key already held makes no new licence request', async () => {
    const license = exchange(async () => ({ license: Uint8Array.of(1) }));
    const keys = manager();
    await keys.load(source(license), undefined);
    await keys.load(source(license), undefined);
    expect(sessions).toHaveLength(1);
    expect(license.calls).toHaveLength(1);
    expect(keys.hasKeys(source(license))).toBe(true);
    await keys.load(source(license, 'data:key-2'), undefined);
    expect(sessions).toHaveLength(2);
  });

  it('a licence failure rejects with its MKError and forgets the session', async () => {
    const license = exchange(async () => Promise.reject(new MKError(MKError.DEVICE_LIMIT, 'DEVICE_LIMIT')));
    await expect(manager().load(source(license), undefined)).rejects.toMatchObject({ errorCode: 'DEVICE_LIMIT' });
    expect(license.sessions.has('data:key-1')).toBe(false);
    expect(sessions[0]?.closed).toBe(true);
  });

  it('a generateRequest failing with error code 75 is retried once; other failures are MEDIA_SESSION', async () => {
    const license = exchange(async () => ({ license: Uint8Array.of(1) }));
    FakeSession.failGenerate = [{ systemCode: 75 }];
    await manager().load(source(license), undefined);
    expect(sessions[0]?.requests).toHaveLength(1);
    FakeSession.failGenerate = [{ systemCode: 75 }, { systemCode: 75 }];
    await expect(manager().load(source(exchange(async () => ({ license: Uint8Array.of(1) }))), undefined)).rejects.toMatchObject({ errorCode: 'MEDIA_SESSION' });
  });

  it('a licence the CDM refuses is MEDIA_KEY', async () => {
    FakeSession.failUpdate = true;
    await expect(manager().load(source(exchange(async () => ({ license: Uint8Array.of(1) }))), undefined)).rejects.toMatchObject({ errorCode: 'MEDIA_KEY' });
  });

  it('renews after renew-after × 1000 ms with a new session; the old one is closed after the update', async () => {
    vi.useFakeTimers();
    const license = exchange(async (request) => ({ license: Uint8Array.of(1), ...(request.renewal ? {} : { renewAfterSeconds: 30 }) }));
    await manager().load(source(license), undefined);
    expect(sessions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sessions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(sessions).toHaveLength(2);
    expect(license.calls.map((c) => c.renewal)).toEqual([false, true]);
    expect(sessions[0]?.closed).toBe(true);
    expect(sessions[1]?.closed).toBe(false);
  });

  it('001 §4: with delayed CDM updates the licence is fetched now and applied later', async () => {
    const keys = manager();
    await keys.load(source(exchange(async () => ({ license: Uint8Array.of(1) }))), undefined, true);
    expect(sessions[0]?.updates).toBe(0);
    await keys.applyDelayedUpdates();
    expect(sessions[0]?.updates).toBe(1);
  });

  it("002 §5: no key system granted is UNSUPPORTED_ERROR 'NO DRM'", async () => {
    const license = { ...exchange(async () => ({ license: Uint8Array.of(1) })), keySystems: ['com.widevine.alpha'] };
    await expect(manager().load(source(license), undefined)).rejects.toMatchObject({ errorCode: 'UNSUPPORTED_ERROR', message: 'NO DRM' });
  });
});
