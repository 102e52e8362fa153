// Issue 20: the EME path of the element backends (hls.js, shaka), on a fake CDM. Chromium runs it
// for real in tests/e2e/encrypted-video.e2e.ts; here: one session per key URI (001 §4) whatever
// number of `encrypted` events name the key, licences through the source's LicenseExchange
// (001 §7), renewal after renew-after × 1000 ms with the old session closed after the update
// (001 §4, §9), and no renewal of a session the core already closed (docs/decisions.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MKError, type LicenseChallenge, type LicenseExchange, type MediaSinkError } from '@mediakit/core';
import { SimulatedClock } from '@mediakit/adapters/node';
import { KeySessionRegistry } from '../../../../core/src/domain/drm/index.ts';
import { cencKeyIds, keyUriOf, watchEncryptedMedia } from '../../../../adapters/html-media/element-key-sessions.ts';

class FakeSession extends EventTarget {
  readonly keyStatuses = new Map<BufferSource, MediaKeyStatus>();
  requests: Array<{ type: string }> = [];
  updates = 0;
  closed = false;
  async generateRequest(type: string): Promise<void> {
    this.requests.push({ type });
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { message: Uint8Array.of(7).buffer, messageType: 'license-request' })));
  }
  async update(): Promise<void> {
    this.updates++;
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

const KID = '0123456789abcdef0123456789abcdef';

/** A version-1 Common-system pssh naming `kids` (CENC §8.1). */
function commonPssh(kids: string[]): Uint8Array {
  const size = 32 + 16 * kids.length + 4;
  const box = new Uint8Array(size);
  const view = new DataView(box.buffer);
  view.setUint32(0, size);
  box.set([0x70, 0x73, 0x73, 0x68], 4);
  box[8] = 1;
  box.set(Uint8Array.from(Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex')), 12);
  view.setUint32(28, kids.length);
  kids.forEach((kid, i) => box.set(Uint8Array.from(Buffer.from(kid, 'hex')), 32 + 16 * i));
  return box;
}

const sessions: FakeSession[] = [];
let element: EventTarget & { setMediaKeys: ReturnType<typeof vi.fn> };

function exchange(renewAfterSeconds?: number): LicenseExchange & { calls: LicenseChallenge[]; registry: KeySessionRegistry<FakeSession> } {
  const calls: LicenseChallenge[] = [];
  const registry = new KeySessionRegistry<FakeSession>(new SimulatedClock());
  return {
    calls,
    registry,
    keySystems: ['com.widevine.alpha', 'org.w3.clearkey'],
    certificate: async () => null,
    acquire: async (request) => {
      calls.push(request);
      return { license: Uint8Array.of(1), ...(renewAfterSeconds ? { renewAfterSeconds } : {}) };
    },
    sessions: registry as unknown as LicenseExchange['sessions'],
  };
}

const encrypted = (kids: string[]) => Object.assign(new Event('encrypted'), { initDataType: 'cenc', initData: commonPssh(kids).buffer });
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(() => {
  sessions.length = 0;
  element = Object.assign(new EventTarget(), { setMediaKeys: vi.fn(async () => undefined) });
  vi.stubGlobal('navigator', {
    requestMediaKeySystemAccess: async (keySystem: string) => {
      if (keySystem !== 'org.w3.clearkey') throw new DOMException('no', 'NotSupportedError');
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

describe('element key sessions for hls.js and shaka (issue 20; 001 §4 Key sessions, §7 License request)', () => {
  it('reads the key ids of a CENC Common pssh, and names the key by the playlists\' data: URI', () => {
    expect(cencKeyIds(commonPssh([KID, 'ff'.repeat(16)]))).toEqual([KID, 'ff'.repeat(16)]);
    expect(keyUriOf(KID)).toBe(`data:text/plain;base64,${Buffer.from(KID, 'hex').toString('base64')}`);
  });

  it('the video and audio init segments naming one key open one session, licensed through the exchange', async () => {
    const license = exchange();
    const errors: MediaSinkError[] = [];
    const stop = watchEncryptedMedia({ element: element as unknown as HTMLMediaElement, license, onError: (e) => errors.push(e) });
    element.dispatchEvent(encrypted([KID]));
    element.dispatchEvent(encrypted([KID]));
    await settle();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ updates: 1, requests: [{ type: 'cenc' }] });
    expect(license.calls).toEqual([{ keySystem: 'org.w3.clearkey', keyUri: keyUriOf(KID), challenge: Uint8Array.of(7), renewal: false }]);
    expect(license.registry.has(keyUriOf(KID))).toBe(true);
    expect(element.setMediaKeys).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
    stop();
  });

  it('renews after renew-after × 1000 ms with a new session; the old one closes after the update', async () => {
    vi.useFakeTimers();
    const license = exchange(30);
    const stop = watchEncryptedMedia({ element: element as unknown as HTMLMediaElement, license, onError: () => undefined });
    element.dispatchEvent(encrypted([KID]));
    await vi.advanceTimersByTimeAsync(0);
    expect(sessions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sessions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sessions).toHaveLength(2);
    expect(license.calls.at(-1)).toMatchObject({ renewal: true });
    expect(sessions[0]?.closed).toBe(true);
    expect(license.registry.get(keyUriOf(KID))).toBe(sessions[1]);
    stop();
  });

  it('does not renew a session the core closed (its item can no longer play soon)', async () => {
    vi.useFakeTimers();
    const license = exchange(30);
    const stop = watchEncryptedMedia({ element: element as unknown as HTMLMediaElement, license, onError: () => undefined });
    element.dispatchEvent(encrypted([KID]));
    await vi.advanceTimersByTimeAsync(0);
    license.registry.remove(keyUriOf(KID));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sessions).toHaveLength(1);
    expect(license.calls).toHaveLength(1);
    stop();
  });

  it('a licence refusal reaches the sink as a fatal key error carrying the MKError (001 §8 reasons kept)', async () => {
    const license = exchange();
    const refusal = new MKError(MKError.DEVICE_LIMIT, 'Device limit');
    license.acquire = async () => Promise.reject(refusal);
    const errors: MediaSinkError[] = [];
    const stop = watchEncryptedMedia({ element: element as unknown as HTMLMediaElement, license, onError: (e) => errors.push(e) });
    element.dispatchEvent(encrypted([KID]));
    await settle();
    expect(errors).toEqual([expect.objectContaining({ kind: 'key', fatal: true, cause: refusal })]);
    expect(license.registry.has(keyUriOf(KID))).toBe(false);
    stop();
  });
});
