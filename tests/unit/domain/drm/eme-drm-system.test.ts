import { describe, expect, it } from 'vitest';
import { EmeDrmSystem } from '@mediakit/adapters/browser';

/** The DrmSystem port on EME (adapters/browser/eme-drm-system.ts), driven by a scripted platform. */
class FakeKeySession extends EventTarget {
  readonly sessionId = 's-1';
  readonly keyStatuses = new Map<ArrayBuffer, string>([[Uint8Array.of(0xe1, 0x3c).buffer, 'usable']]);
  generated: string | null = null;
  updated: number[] = [];
  closed = false;
  async generateRequest(type: string, data: Uint8Array): Promise<void> {
    this.generated = `${type}:${data.length}`;
  }
  async update(license: Uint8Array): Promise<void> {
    this.updated = [...license];
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

function platform(supported: string[]) {
  const asked: string[] = [];
  const session = new FakeKeySession();
  const request = async (keySystem: string) => {
    asked.push(keySystem);
    if (!supported.includes(keySystem)) throw new DOMException('unsupported', 'NotSupportedError');
    return { createMediaKeys: async () => ({ createSession: () => session, setServerCertificate: async () => true }) } as unknown as MediaKeySystemAccess;
  };
  return { asked, session, request };
}

const capabilities = { audioContentTypes: ['audio/mp4; codecs="mp4a.40.2"'] };

describe('EmeDrmSystem: the DrmSystem port on Encrypted Media Extensions', () => {
  it('asks for key systems in the given order and takes the first granted (000 §9)', async () => {
    const p = platform(['com.microsoft.playready', 'org.w3.clearkey']);
    const access = await new EmeDrmSystem(p.request).requestAccess(['com.apple.fps', 'com.widevine.alpha', 'com.microsoft.playready', 'org.w3.clearkey'], capabilities);
    expect(p.asked).toEqual(['com.apple.fps', 'com.widevine.alpha', 'com.microsoft.playready']);
    expect(access?.keySystem).toBe('com.microsoft.playready');
  });

  it("answers null when none is granted ('NO DRM', 002 §5)", async () => {
    expect(await new EmeDrmSystem(platform([]).request).requestAccess(['com.widevine.alpha'], capabilities)).toBeNull();
  });

  it('sessions: generateRequest, messages, key statuses (hex key ids), update, close', async () => {
    const p = platform(['org.w3.clearkey']);
    const access = await new EmeDrmSystem(p.request).requestAccess(['org.w3.clearkey'], capabilities);
    const session = access!.createSession();
    const messages: Array<[number[], string]> = [];
    const statuses: Array<[string, string][]> = [];
    session.onMessage((challenge, type) => messages.push([[...challenge], type]));
    const off = session.onKeyStatusesChange((s) => statuses.push([...s]));
    await session.generateRequest('keyids', Uint8Array.of(1, 2, 3));
    expect(p.session.generated).toBe('keyids:3');
    p.session.dispatchEvent(Object.assign(new Event('message'), { message: Uint8Array.of(9).buffer, messageType: 'license-request' }));
    p.session.dispatchEvent(new Event('keystatuseschange'));
    off();
    p.session.dispatchEvent(new Event('keystatuseschange'));
    expect(messages).toEqual([[[9], 'license-request']]);
    expect(statuses).toEqual([[['e13c', 'usable']]]);
    await session.update(Uint8Array.of(4));
    expect(p.session.updated).toEqual([4]);
    await session.close();
    expect(p.session.closed).toBe(true);
  });
});
