import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesResponse, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import { CertificateLoader, certificateRequestUrl, certificateUrlFor, isXmlDeclaration } from '../../../../core/src/domain/drm/index.ts';
import { startEmulator, type RunningEmulator } from '../../../../tools/emulator/emulator-server.ts';

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
  });
});
