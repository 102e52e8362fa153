// The key-session rules of 001 §8 on a fake CDM. Chromium runs them for real in
// tests/e2e/mse-audio-errors.e2e.ts (a licence ClearKey refuses is MEDIA_KEY; a key session
// request it refuses is MEDIA_SESSION), but some need a CDM Chromium does not have:
// - code 75: Chromium's ClearKey refuses generateRequest with a TypeError that carries no system
//   code ("Incorrect key size.", "Initialization data for CENC is incorrect.", "Not valid JSON"),
//   and Widevine, PlayReady and FairPlay answer NotSupportedError there, so no CDM on this machine
//   can report code 75;
// - FairPlay's ignored system code 4294955417, for the same reason;
// - the generic error (key status 'internal-error'): ClearKey reports only usable keys;
// - certificates: ClearKey needs none (setServerCertificate resolves false).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MKError, type LicenseChallenge, type LicenseExchange, type PlaybackSource } from '@mediakit/core';
import { SimulatedClock } from '@mediakit/adapters/node';
import { KeySessionRegistry } from '../../../../core/src/domain/drm/index.ts';
import { KeySessionManager } from '../../../../adapters/mse-audio/key-session-manager.ts';
import type { InitSegmentInfo } from '../../../../adapters/mse-audio/mp4-boxes.ts';

/** A CDM session: generateRequest sends a message; update resolves (or fails as scripted). */
class FakeSession extends EventTarget {
  static failGenerate: Array<{ systemCode?: number } | Error> = [];
  static failUpdate: boolean | Error = false;
  readonly keyStatuses = new Map<BufferSource, MediaKeyStatus>();
  readonly requests: Array<{ type: string; data: string }> = [];
  updates = 0;
  closed = false;

  async generateRequest(type: string, data: Uint8Array): Promise<void> {
    const failure = FakeSession.failGenerate.shift();
    if (failure) throw failure instanceof Error ? failure : Object.assign(new Error('generateRequest failed'), failure);
    this.requests.push({ type, data: new TextDecoder().decode(data) });
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { message: Uint8Array.of(7).buffer, messageType: 'license-request' })));
  }

  async update(): Promise<void> {
    if (FakeSession.failUpdate) throw FakeSession.failUpdate instanceof Error ? FakeSession.failUpdate : new TypeError('bad licence');
    this.updates++;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

const sessions: FakeSession[] = [];
const granted: string[] = [];
const certificates: Uint8Array[] = [];
/** The key systems the fake platform grants (Chromium: ClearKey only). */
let grantable = ['org.w3.clearkey'];
const element = { setMediaKeys: vi.fn(async () => undefined) } as unknown as HTMLMediaElement;

beforeEach(() => {
  sessions.length = 0;
  granted.length = 0;
  certificates.length = 0;
  grantable = ['org.w3.clearkey'];
  FakeSession.failGenerate = [];
  FakeSession.failUpdate = false;
  vi.stubGlobal('navigator', {
    requestMediaKeySystemAccess: async (keySystem: string) => {
      if (!grantable.includes(keySystem)) throw new DOMException('no', 'NotSupportedError');
      granted.push(keySystem);
      return {
        createMediaKeys: async () => ({
          createSession: () => {
            const session = new FakeSession();
            sessions.push(session);
            return session;
          },
          setServerCertificate: async (certificate: Uint8Array) => {
            certificates.push(certificate);
            return true;
          },
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

const source = (license: LicenseExchange, uri = 'data:key-1', keySystem = 'org.w3.clearkey'): PlaybackSource => ({
  url: 'u',
  kind: 'audio',
  format: 'hls',
  encrypted: true,
  license,
  stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: 'i' }, segments: [], duration: 1, keys: [{ keySystem, uri, keyId: 'e13c87aed8d3ebe07930cf569eb187ce' }] },
});

/** A FairPlay source on a platform that grants FairPlay (Safari), with its certificate. */
function fairPlay(certificate: () => Promise<Uint8Array | null> = async () => Uint8Array.of(9)): PlaybackSource {
  grantable = ['com.apple.fps'];
  const license = { ...exchange(async () => ({ license: Uint8Array.of(1) })), keySystems: ['com.apple.fps'], certificate };
  return source(license, 'skd://key-1', 'com.apple.fps');
}

/** What a CDM throws with a system code (legacy MediaKeyError, FairPlay). */
const cdmError = (systemCode: number) => Object.assign(new Error(`CDM error ${systemCode}`), { systemCode });

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

  it('issue 17: MediaKeys made ahead (prepare) are taken by the first encrypted load: one grant, set on the element at the load, with the certificate its system needs', async () => {
    const keys = manager();
    (element.setMediaKeys as ReturnType<typeof vi.fn>).mockClear();
    keys.prepare(['com.apple.fps', 'com.widevine.alpha', 'org.w3.clearkey'], 'audio/mp4; codecs="mp4a.40.2"');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(granted).toEqual(['org.w3.clearkey']);
    expect(element.setMediaKeys).not.toHaveBeenCalled();
    await keys.load(source(exchange(async () => ({ license: Uint8Array.of(1) }))), undefined);
    expect(granted).toEqual(['org.w3.clearkey']);
    expect(element.setMediaKeys).toHaveBeenCalledTimes(1);
    expect(sessions[0]?.updates).toBe(1);

    // FairPlay (Safari): the certificate is the load's to set, on the keys made ahead.
    const safari = manager();
    const played = fairPlay();
    granted.length = 0;
    safari.prepare(['com.apple.fps', 'org.w3.clearkey'], 'audio/mp4; codecs="mp4a.40.2"');
    await safari.load(played, undefined);
    expect(granted).toEqual(['com.apple.fps']);
    expect(certificates).toEqual([Uint8Array.of(9)]);
  });

  it('issue 17: keys made ahead for a system the stream does not offer are not used: the load asks for its own', async () => {
    grantable = ['com.widevine.alpha', 'org.w3.clearkey'];
    const keys = manager();
    keys.prepare(['com.widevine.alpha', 'org.w3.clearkey'], 'audio/mp4; codecs="mp4a.40.2"');
    await keys.load(source(exchange(async () => ({ license: Uint8Array.of(1) }))), undefined);
    expect(granted).toEqual(['com.widevine.alpha', 'org.w3.clearkey']);
    expect(sessions[0]?.requests[0]?.type).toBe('keyids');
  });

  it('a ClearKey key the playlist names by id gets its licence without waiting for the init segment (issue 17: the first press waits for the slower, not for both)', async () => {
    const license = exchange(async () => ({ license: Uint8Array.of(1) }));
    const neverArrives = new Promise<never>(() => undefined);
    await manager().load(source(license), neverArrives);
    expect(license.calls).toHaveLength(1);
    expect(sessions[0]?.updates).toBe(1);
  });

  it('a key the playlist does not name by id waits for the init segment and asks with its default key id', async () => {
    const license = exchange(async () => ({ license: Uint8Array.of(1) }));
    const unnamed = source(license);
    const stream = { ...unnamed.stream!, keys: [{ keySystem: 'org.w3.clearkey', uri: 'data:key-1' }] };
    let arrive: (info: InitSegmentInfo) => void = () => undefined;
    const init = new Promise<InitSegmentInfo>((resolve) => (arrive = resolve));
    const loading = manager().load({ ...unnamed, stream }, init);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(license.calls).toHaveLength(0);
    arrive({ timescale: 44_100, sampleRate: 44_100, editListPrimingSamples: 0, defaultKeyId: 'e13c87aed8d3ebe07930cf569eb187ce', pssh: new Uint8Array() } as InitSegmentInfo);
    await loading;
    expect(sessions[0]?.requests).toEqual([{ type: 'keyids', data: JSON.stringify({ kids: ['4TyHrtjT6-B5MM9WnrGHzg'] }) }]);
    expect(license.calls).toHaveLength(1);
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

  it('issue 17: with MediaKeys already on the element, the next key\'s session request is made within the load call (before the sink tears the old MediaSource down)', async () => {
    const license = exchange(async () => ({ license: Uint8Array.of(1) }));
    const keys = manager();
    await keys.load(source(license), undefined);
    const loading = keys.load(source(license, 'data:key-2'), undefined);
    // Nothing awaited yet: the session exists and its request is out.
    expect(sessions).toHaveLength(2);
    expect(sessions[1]?.requests).toHaveLength(1);
    await loading;
    expect(license.calls.map((call) => call.keyUri)).toEqual(['data:key-1', 'data:key-2']);
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

  it('a key session request refused as Chromium\'s ClearKey refuses it (TypeError, no system code) is MEDIA_SESSION, not retried, and asks for no licence', async () => {
    const license = exchange(async () => ({ license: Uint8Array.of(1) }));
    FakeSession.failGenerate = [new TypeError("Failed to execute 'generateRequest' on 'MediaKeySession': Incorrect key size.")];
    const failure = manager().load(source(license), undefined);
    await expect(failure).rejects.toMatchObject({ errorCode: 'MEDIA_SESSION', message: "The key session request failed: Failed to execute 'generateRequest' on 'MediaKeySession': Incorrect key size.", details: { keySystem: 'org.w3.clearkey' } });
    expect(sessions).toHaveLength(1);
    expect(license.calls).toEqual([]);
    expect(license.sessions.has('data:key-1')).toBe(false);
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

  it('001 §8: a FairPlay key error with system code 4294955417 is ignored (the core\'s rule): the key loads, nothing is published', async () => {
    const onError = vi.fn();
    FakeSession.failUpdate = cdmError(4_294_955_417);
    await manager(onError).load(fairPlay(), undefined);
    expect(granted).toEqual(['com.apple.fps']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('001 §8: any other FairPlay key error is MEDIA_KEY with its system code', async () => {
    FakeSession.failUpdate = cdmError(4_294_955_416);
    await expect(manager().load(fairPlay(), undefined)).rejects.toMatchObject({ errorCode: 'MEDIA_KEY', details: { keySystem: 'com.apple.fps', serverCode: 4_294_955_416 } });
  });

  it('001 §8: the key system generic error (key status internal-error) is published on its own and does not stop playback', async () => {
    const onError = vi.fn();
    const keys = manager(onError);
    await keys.load(source(exchange(async () => ({ license: Uint8Array.of(1) }))), undefined);
    const session = sessions[0]!;
    session.keyStatuses.set(Uint8Array.of(1), 'internal-error');
    session.dispatchEvent(new Event('keystatuseschange'));
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, fatal] = onError.mock.calls[0] as [MKError, boolean];
    expect(error).toMatchObject({ errorCode: 'MEDIA_KEY', details: { keySystem: 'org.w3.clearkey' } });
    expect(fatal).toBe(false);
    expect(session.closed).toBe(false);
  });

  it('001 §5, §8: the certificate of a key system that needs one is set before any session; its failure (MEDIA_CERTIFICATE) fails the load', async () => {
    await manager().load(fairPlay(), undefined);
    expect(certificates).toEqual([Uint8Array.of(9)]);
    sessions.length = 0;
    const noUrl = fairPlay(async () => Promise.reject(new MKError(MKError.MEDIA_CERTIFICATE, 'No certificate URL')));
    await expect(manager().load(noUrl, undefined)).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'No certificate URL' });
    expect(sessions).toEqual([]);
  });

  it('002 §4: after a PlayReady CBC error the restart finds PlayReady gone from the order and makes the next key system\'s MediaKeys', async () => {
    grantable = ['com.microsoft.playready', 'com.widevine.alpha'];
    let order = ['com.microsoft.playready', 'com.widevine.alpha'];
    const license = exchange(async ({ keySystem }) => {
      if (keySystem === 'com.microsoft.playready') throw new MKError(MKError.PLAYREADY_CBC_ENCRYPTION_ERROR, 'PlayReady CBC encryption error');
      return { license: Uint8Array.of(1) };
    });
    Object.defineProperty(license, 'keySystems', { get: () => order });
    const both: PlaybackSource = {
      ...source(license),
      stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: 'i' }, segments: [], duration: 1, keys: [{ keySystem: 'com.microsoft.playready', uri: 'data:pr' }, { keySystem: 'com.widevine.alpha', uri: 'data:wv' }] },
    };
    const keys = manager();
    await expect(keys.load(both, { pssh: Uint8Array.of(1) } as unknown as InitSegmentInfo)).rejects.toMatchObject({ errorCode: MKError.PLAYREADY_CBC_ENCRYPTION_ERROR });
    // The licence client marked CBCS unsupported (001 §8): the order is Widevine only now.
    order = ['com.widevine.alpha'];
    await keys.load(both, { pssh: Uint8Array.of(1) } as unknown as InitSegmentInfo);
    expect(granted).toEqual(['com.microsoft.playready', 'com.widevine.alpha']);
    expect(license.calls.map((call) => call.keySystem)).toEqual(['com.microsoft.playready', 'com.widevine.alpha']);
    expect(keys.hasKeys(both)).toBe(true);
  });

  it("002 §5: no key system granted is UNSUPPORTED_ERROR 'NO DRM'", async () => {
    const license = { ...exchange(async () => ({ license: Uint8Array.of(1) })), keySystems: ['com.widevine.alpha'] };
    await expect(manager().load(source(license), undefined)).rejects.toMatchObject({ errorCode: 'UNSUPPORTED_ERROR', message: 'NO DRM' });
  });
});
