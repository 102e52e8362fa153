// Issue 20: 40 distinct encrypted tracks played in a row (each with its own key, as a real
// catalogue has) leave at most 3 key sessions open: the current, next and previous items'
// (001 §4 Key sessions; the bound is recorded in docs/decisions.md). The gapless sink's
// KeySessionManager runs on a fake CDM; the core's full-track resolver hands it each source.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, MemoryKeyValueStore, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import { CertificateLoader, LicenseClient, RETAINED_KEY_SESSION_ITEMS } from '../../../../core/src/domain/drm/index.ts';
import { AudioStreamResolver, ManifestLoader, WebPlaybackPreparer, type PreparationTokens } from '../../../../core/src/domain/playback-preparation/index.ts';
import { GaplessSourceResolver } from '../../../../core/src/services/playback/gapless-source.resolver.ts';
import { KeySessionManager } from '../../../../adapters/mse-audio/key-session-manager.ts';

class FakeSession extends EventTarget {
  readonly keyStatuses = new Map<BufferSource, MediaKeyStatus>();
  closed = false;
  async generateRequest(): Promise<void> {
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { message: Uint8Array.of(7).buffer, messageType: 'license-request' })));
  }
  async update(): Promise<void> {}
  async close(): Promise<void> {
    this.closed = true;
  }
}

const sessions: FakeSession[] = [];
const open = () => sessions.filter((s) => !s.closed).length;
const TRACKS = 40;
const keyIdOf = (n: number) => n.toString(16).padStart(32, '0');

/** Track n's media playlist: its own key (ClearKey, named by id as the emulator's are). */
function playlist(n: number): string {
  const kid = keyIdOf(n);
  const uri = `data:text/plain;base64,${Buffer.from(kid, 'hex').toString('base64')}`;
  return `#EXTM3U\n#EXT-X-TARGETDURATION:3\n#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="${uri}",KEYFORMAT="org.w3.clearkey",KEYID=0x${kid}\n#EXTINF:2.0,\nseg_1.m4s\n#EXT-X-ENDLIST\n`;
}

function setUp() {
  const clock = new SimulatedClock();
  const session = new MemoryKeyValueStore('session', clock);
  const http = new RecordingHttpClient((request) => {
    if (request.url.endsWith('/webPlayback')) {
      const id = String((JSON.parse(request.body as string) as { salableAdamId: string }).salableAdamId);
      return jsonResponse(200, { songList: [{ songId: id, 'hls-key-server-url': 'https://play.example/license', assets: [{ flavor: '28:ctrp256', URL: `https://aod.example/${id}/audio.m3u8` }] }] });
    }
    if (request.url.endsWith('.m3u8')) return textResponse(200, playlist(Number(new URL(request.url).pathname.split('/')[1])), request.url);
    if (request.url.endsWith('/license')) return jsonResponse(200, { status: 0, license: 'eyJrZXlzIjpbXX0=' });
    return textResponse(404, '', request.url);
  });
  const tokens: PreparationTokens = { developerToken: () => 'dev', userToken: () => 'user==', renewUserToken: async () => 'user==', revokeUserToken: () => undefined };
  const resolver = new GaplessSourceResolver(
    {
      preparer: new WebPlaybackPreparer(http, 'https://play.example', tokens),
      streams: new AudioStreamResolver(new ManifestLoader(http, session, { allowedOrigins: [], enabled: () => false }, tokens)),
      licenses: new LicenseClient(http, clock, session),
      certificates: new CertificateLoader(http, clock),
      session,
      tokens,
      clock,
    },
    { bitrate: () => 256, drmAvailable: () => true },
  );
  const element = { setMediaKeys: vi.fn(async () => undefined) } as unknown as HTMLMediaElement;
  const manager = new KeySessionManager({ element, onError: () => undefined, log: () => undefined });
  const licences = () => http.requests.filter((r) => r.url.endsWith('/license')).length;
  return { resolver, manager, licences };
}

const item = (n: number) => ({ id: String(n), adamId: String(n) });

beforeEach(() => {
  sessions.length = 0;
  vi.stubGlobal('navigator', {
    requestMediaKeySystemAccess: async () => ({
      createMediaKeys: async () => ({
        createSession: () => {
          const session = new FakeSession();
          sessions.push(session);
          return session;
        },
        setServerCertificate: async () => true,
      }),
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('issue 20: key sessions stay bounded over 40 distinct encrypted tracks (001 §4 Key sessions)', () => {
  it('plays 40 tracks gaplessly (next prepared, then joined): never more than 3 sessions open, and the playing pair is never closed', async () => {
    const { resolver, manager, licences } = setUp();
    await manager.load(await resolver.resolveItem(item(1)), undefined);
    let peak = open();
    for (let n = 2; n <= TRACKS; n++) {
      // 001 §4 Seamless audio: the next item's keys load before the end (delayed CDM update).
      const next = await resolver.prepareNext(item(n));
      await manager.load(next!, undefined, true);
      await manager.applyDelayedUpdates();
      peak = Math.max(peak, open());
      // At the join, the current track's and the next track's sessions must both be usable.
      const [current, upcoming] = [sessions[n - 2], sessions[n - 1]];
      expect(current?.closed).toBe(false);
      expect(upcoming?.closed).toBe(false);
      resolver.didTransition(String(n));
    }
    expect(sessions).toHaveLength(TRACKS);
    expect(licences()).toBe(TRACKS);
    expect(peak).toBeLessThanOrEqual(RETAINED_KEY_SESSION_ITEMS);
    expect(open()).toBeLessThanOrEqual(RETAINED_KEY_SESSION_ITEMS);
  });

  it('a skip back to the previous track reuses its open session: no new licence, no new session', async () => {
    const { resolver, manager, licences } = setUp();
    for (let n = 1; n <= 10; n++) await manager.load(await resolver.resolveItem(item(n)), undefined);
    const before = { licences: licences(), sessions: sessions.length };
    await manager.load(await resolver.resolveItem(item(9)), undefined);
    expect({ licences: licences(), sessions: sessions.length }).toEqual(before);
    expect(open()).toBeLessThanOrEqual(RETAINED_KEY_SESSION_ITEMS);
    // Further back than the bound: licensed again, still bounded.
    await manager.load(await resolver.resolveItem(item(2)), undefined);
    expect(licences()).toBe(before.licences + 1);
    expect(open()).toBeLessThanOrEqual(RETAINED_KEY_SESSION_ITEMS);
  });
});
