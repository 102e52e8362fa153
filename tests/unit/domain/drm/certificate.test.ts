import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesResponse, MemoryKeyValueStore, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import { CertificateLoader, certificateRequestUrl, certificateUrlFor, isXmlDeclaration, LicenseClient } from '../../../../core/src/domain/drm/index.ts';
import { AudioStreamResolver, ManifestLoader, WebPlaybackPreparer, type PreparationTokens } from '../../../../core/src/domain/playback-preparation/index.ts';
import { GaplessSourceResolver } from '../../../../core/src/services/playback/gapless-source.resolver.ts';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../../../tools/emulator/emulator-server.ts';

describe('001 §5 Licensing: certificates', () => {
  it("a missing certificate URL gives MEDIA_CERTIFICATE 'No certificate URL'", async () => {
    const loader = new CertificateLoader(new RecordingHttpClient(), new SimulatedClock());
    await expect(loader.load(undefined)).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'No certificate URL' });
  });

  it('a certificate response that begins with an XML declaration is invalid', async () => {
    const http = new RecordingHttpClient(() => textResponse(200, '\uFEFF <?xml version="1.0"?><error/>'));
    await expect(new CertificateLoader(http, new SimulatedClock()).load('https://c.example/cert')).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'Invalid certificate' });
    expect(isXmlDeclaration(new TextEncoder().encode('<?xm'))).toBe(false);
  });

  it('001 §7: GET of the certificate URL with a timestamp parameter t, returning binary data', async () => {
    const clock = new SimulatedClock(1_700_000_000_000);
    const http = new RecordingHttpClient(() => bytesResponse(200, Uint8Array.of(1, 2, 3)));
    expect(await new CertificateLoader(http, clock).load('https://c.example/cert?x=1')).toEqual(Uint8Array.of(1, 2, 3));
    expect(http.requests[0]?.url).toBe('https://c.example/cert?x=1&t=1700000000000');
    expect(certificateRequestUrl('https://c.example/c', 5)).toBe('https://c.example/c?t=5');
  });

  it('FairPlay uses hls-key-cert-url and Widevine widevine-cert-url; PlayReady and ClearKey need none', () => {
    const urls = { 'hls-key-cert-url': 'f', 'widevine-cert-url': 'w' };
    expect(certificateUrlFor('com.apple.fps', urls)).toEqual({ needed: true, url: 'f' });
    expect(certificateUrlFor('com.widevine.alpha', urls)).toEqual({ needed: true, url: 'w' });
    expect(certificateUrlFor('org.w3.clearkey', urls)).toEqual({ needed: false, url: undefined });
  });

  describe('against the emulator', () => {
    let emulator: RunningEmulator;
    beforeAll(async () => {
      emulator = await startEmulator({ port: 0 });
    });
    afterAll(() => emulator.close());

    it('the emulator serves a binary certificate, and its XML fault is refused as an invalid certificate', async () => {
      const loader = new CertificateLoader(new RecordingHttpClient(RecordingHttpClient.forwardingToNetwork()), new SimulatedClock());
      const url = `${emulator.origin}/WebObjects/MZPlay.woa/wa/widevineCertificate`;
      expect((await loader.load(url)).length).toBeGreaterThan(0);
      await fetch(`${emulator.origin}/__emulator/license-faults`, { method: 'POST', body: JSON.stringify({ xmlCertificate: true, times: 1 }) });
      await expect(loader.load(url)).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'Invalid certificate' });
    });

    // The browser path cannot reach certificates here: Chromium runs only ClearKey, which needs
    // none (its setServerCertificate resolves false). So the chain a FairPlay or Widevine sink
    // would use, from the web-playback answer's key URLs to the certificate, runs in Node.
    describe('from the web-playback answer to the licence exchange of a source', () => {
      async function resolverFor(emulatorOrigin: string) {
        const clock = new SimulatedClock(1_700_000_000_000);
        const http = new RecordingHttpClient(RecordingHttpClient.forwardingToNetwork());
        const session = new MemoryKeyValueStore('session', clock);
        const signIn = await fetch(`${emulatorOrigin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener: 'subscriber' }), headers: { 'Content-Type': 'application/json' } });
        const userToken = ((await signIn.json()) as { token: string }).token;
        const tokens: PreparationTokens = { developerToken: () => EMULATOR_DEVELOPER_TOKEN, userToken: () => userToken, renewUserToken: async () => userToken, revokeUserToken: () => undefined };
        const resolver = new GaplessSourceResolver(
          {
            preparer: new WebPlaybackPreparer(http, emulatorOrigin, tokens),
            streams: new AudioStreamResolver(new ManifestLoader(http, session, { allowedOrigins: [emulatorOrigin], enabled: () => true }, tokens)),
            licenses: new LicenseClient(http, clock, session),
            certificates: new CertificateLoader(http, clock),
            session,
            tokens,
            clock,
          },
          { bitrate: () => 256, drmAvailable: () => true },
        );
        return { resolver, http };
      }
      const songs = () => [...emulator.catalog.songs.keys()];

      it('FairPlay and Widevine certificates come from the key URLs the emulator hands out', async () => {
        const { resolver, http } = await resolverFor(emulator.origin);
        const source = await resolver.resolveItem({ id: songs()[0]!, adamId: songs()[0]! });
        expect((await source.license!.certificate('com.apple.fps'))?.length).toBeGreaterThan(0);
        expect((await source.license!.certificate('com.widevine.alpha'))?.length).toBeGreaterThan(0);
        expect(await source.license!.certificate('org.w3.clearkey')).toBeNull();
        expect(http.requests.map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('Certificate'))).toEqual(['/WebObjects/MZPlay.woa/wa/fairPlayCertificate', '/WebObjects/MZPlay.woa/wa/widevineCertificate']);
      });

      it("001 §5, §8: a web-playback answer without the certificate URL gives MEDIA_CERTIFICATE 'No certificate URL'", async () => {
        const { resolver } = await resolverFor(emulator.origin);
        await fetch(`${emulator.origin}/__emulator/playback-faults`, { method: 'POST', body: JSON.stringify({ withoutKeyUrls: ['widevine-cert-url', 'hls-key-cert-url'], times: 1 }) });
        const source = await resolver.resolveItem({ id: songs()[1]!, adamId: songs()[1]! });
        await expect(source.license!.certificate('com.widevine.alpha')).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'No certificate URL' });
        await expect(source.license!.certificate('com.apple.fps')).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'No certificate URL' });
      });

      it('001 §8: a certificate request that fails (HTTP 503) or answers XML is an invalid certificate', async () => {
        const { resolver } = await resolverFor(emulator.origin);
        const source = await resolver.resolveItem({ id: songs()[2]!, adamId: songs()[2]! });
        emulator.faults.add({ match: '/WebObjects/MZPlay.woa/wa/fairPlayCertificate', status: 503, times: 1 });
        await expect(source.license!.certificate('com.apple.fps')).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'Invalid certificate' });
        await fetch(`${emulator.origin}/__emulator/license-faults`, { method: 'POST', body: JSON.stringify({ xmlCertificate: true, times: 1 }) });
        await expect(source.license!.certificate('com.widevine.alpha')).rejects.toMatchObject({ errorCode: 'MEDIA_CERTIFICATE', message: 'Invalid certificate' });
        expect((await source.license!.certificate('com.widevine.alpha'))?.length).toBeGreaterThan(0);
      });
    });
  });
});
