import { describe, expect, it } from 'vitest';
import { jsonResponse, networkFailure, RecordingHttpClient, SimulatedClock } from '@mediakit/adapters/node';
import {
  chooseAsset,
  parseItunSmpb,
  readWebPlaybackSong,
  webPlaybackRequest,
  webPlaybackRequestBody,
  WebPlaybackPreparer,
  type PreparationTokens,
} from '../../../../core/src/domain/playback-preparation/index.ts';
import { formatItunSmpb } from './itun-smpb.helper.ts';
import { isMKError } from '../../../../core/src/domain/errors/index.ts';

const SMPB = ' 00000000 00000400 00000275 000000000004E98B 00000000 00000000 00000000 00000000 00000000 00000000 00000000 00000000';
const song = {
  songId: '1',
  assets: [
    { flavor: '30:cbcp64', URL: 'https://aod.example/64/master.m3u8', metadata: { iTunSMPB: SMPB, sampleRate: 44_100 } },
    { flavor: '28:ctrp256', URL: 'https://aod.example/256/master.m3u8', metadata: { iTunSMPB: SMPB, sampleRate: 44_100 } },
  ],
  'hls-key-cert-url': 'https://play.example/cert',
  'hls-key-server-url': 'https://play.example/license',
  'widevine-cert-url': 'https://play.example/wv',
};

function tokens(overrides: Partial<PreparationTokens> = {}): PreparationTokens & { renewed: number; revoked: number } {
  let user: string | undefined = 'user-token==';
  const state = { renewed: 0, revoked: 0 };
  return Object.assign(state, {
    developerToken: () => 'dev',
    userToken: () => user,
    renewUserToken: async () => {
      state.renewed++;
      user = 'renewed-token==';
      return user;
    },
    revokeUserToken: () => {
      state.revoked++;
      user = undefined;
    },
    ...overrides,
  });
}

const options = { encrypted: true, drmAvailable: true, maxBitrate: 256 };

describe('002 §7 Play preparation: web playback', () => {
  it('the body is { salableAdamId }, or for cloud items purchaseAdamId, subscriptionAdamId, universalLibraryId', () => {
    expect(webPlaybackRequestBody({ adamId: '1440818890' })).toEqual({ salableAdamId: '1440818890' });
    expect(webPlaybackRequestBody({ adamId: 'x', isCloudItem: true, purchaseAdamId: 'p', subscriptionAdamId: 's', universalLibraryId: 'i.u' })).toEqual({ purchaseAdamId: 'p', subscriptionAdamId: 's', universalLibraryId: 'i.u' });
  });

  it('POSTs to /WebObjects/MZPlay.woa/wa/webPlayback on the play host with bearer and user token', () => {
    const request = webPlaybackRequest('https://play.example/', { adamId: '1' }, 'dev', 'user==');
    expect(request).toMatchObject({ url: 'https://play.example/WebObjects/MZPlay.woa/wa/webPlayback', method: 'POST' });
    expect(request.headers).toMatchObject({ Authorization: 'Bearer dev', 'Music-User-Token': 'user==' });
  });

  it('reads songList[0]: assets and key URLs', () => {
    const read = readWebPlaybackSong({ songList: [song] });
    expect(isMKError(read)).toBe(false);
    if (isMKError(read)) return;
    expect(read.keyUrls).toEqual({ 'hls-key-cert-url': 'https://play.example/cert', 'hls-key-server-url': 'https://play.example/license', 'widevine-cert-url': 'https://play.example/wv' });
    expect(read.assets).toHaveLength(2);
  });

  it('002 §9: takes the asset whose bitrate is at most the configured one', () => {
    const high = chooseAsset(song.assets, 256);
    const standard = chooseAsset(song.assets, 64);
    expect(!isMKError(high) && high.flavor).toBe('28:ctrp256');
    expect(!isMKError(standard) && standard.flavor).toBe('30:cbcp64');
    const none = chooseAsset([{ flavor: '28:ctrp256' }], 256);
    expect(isMKError(none) && [none.errorCode, none.message]).toEqual(['CONTENT_UNAVAILABLE', 'Cannot generate asset URL']);
  });

  it('reads the gapless facts from iTunSMPB in the asset metadata (priming, padding, sample count)', () => {
    expect(parseItunSmpb(SMPB, 44_100)).toEqual({ sampleRate: 44_100, primingSamples: 1024, paddingSamples: 629, sampleCount: 321_931 });
    expect(formatItunSmpb({ primingSamples: 1024, paddingSamples: 629, sampleCount: 321_931 })).toBe(SMPB);
    expect(parseItunSmpb('not a tag', 44_100)).toBeUndefined();
  });

  it('maps a failure body by the server code table, and an empty song list to CONTENT_UNAVAILABLE', () => {
    const expired = readWebPlaybackSong({ status: -1, failureType: '2034', customerMessage: 'Expired' });
    expect(isMKError(expired) && [expired.errorCode, expired.message]).toEqual(['TOKEN_EXPIRED', 'Expired']);
    const empty = readWebPlaybackSong({ songList: [] });
    expect(isMKError(empty) && empty.errorCode).toBe('CONTENT_UNAVAILABLE');
  });
});

describe('002 §4, §5 Preparation', () => {
  it("without a user token: AUTHORIZATION_ERROR 'Unable to prepare media item for play: missing MusicUserToken.'", async () => {
    const http = new RecordingHttpClient();
    const preparer = new WebPlaybackPreparer(http, 'https://play.example', tokens({ userToken: () => undefined }));
    await expect(preparer.prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'AUTHORIZATION_ERROR', message: 'Unable to prepare media item for play: missing MusicUserToken.' });
    expect(http.requests).toHaveLength(0);
  });

  it("encrypted play without a DRM capability: 'NO DRM'", async () => {
    const preparer = new WebPlaybackPreparer(new RecordingHttpClient(), 'https://play.example', tokens());
    await expect(preparer.prepare({ adamId: '1' }, { ...options, drmAvailable: false })).rejects.toMatchObject({ errorCode: 'UNSUPPORTED_ERROR', message: 'NO DRM' });
  });

  it('a token-expired answer renews the user token and retries once', async () => {
    const answers = [{ status: -1, failureType: '2034' }, { songList: [song] }];
    const http = new RecordingHttpClient(() => jsonResponse(200, answers.shift()));
    const t = tokens();
    const prepared = await new WebPlaybackPreparer(http, 'https://play.example', t).prepare({ adamId: '1' }, options);
    expect(prepared.assetUrl).toBe('https://aod.example/256/master.m3u8');
    expect(prepared.gapless).toEqual({ sampleRate: 44_100, primingSamples: 1024, paddingSamples: 629, sampleCount: 321_931 });
    expect(t.renewed).toBe(1);
    expect(http.requests.map((r) => r.headers?.['Music-User-Token'])).toEqual(['user-token==', 'renewed-token==']);
  });

  it('a second token-expired answer is not retried again', async () => {
    const http = new RecordingHttpClient(() => jsonResponse(200, { status: -1, failureType: '2034' }));
    await expect(new WebPlaybackPreparer(http, 'https://play.example', tokens()).prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    expect(http.requests).toHaveLength(2);
  });

  it('an authorization error revokes the user token', async () => {
    const t = tokens();
    const http = new RecordingHttpClient(() => jsonResponse(200, { status: -1, failureType: '2002', customerMessage: 'Sign in' }));
    await expect(new WebPlaybackPreparer(http, 'https://play.example', t).prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'AUTHORIZATION_ERROR' });
    expect(t.revoked).toBe(1);
  });

  it('a failed status without a failure body maps by HTTP status; no answer is NETWORK_ERROR', async () => {
    const http = new RecordingHttpClient(() => jsonResponse(503, { errors: [{ status: '503' }] }));
    await expect(new WebPlaybackPreparer(http, 'https://play.example', tokens()).prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    http.respondWith((r) => {
      throw networkFailure(r.url);
    });
    await expect(new WebPlaybackPreparer(http, 'https://play.example', tokens()).prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR' });
  });
});

describe('issue 21 recovery policy: web playback retries passing failures', () => {
  it('a 500 then an answer recovers with 2 requests after 1 s', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const http = new RecordingHttpClient(() => (++calls === 1 ? jsonResponse(500, {}) : jsonResponse(200, { songList: [song] })));
    const preparing = new WebPlaybackPreparer(http, 'https://play.example', tokens(), clock).prepare({ adamId: '1' }, options);
    await clock.advanceAsync(1000);
    await expect(preparing).resolves.toMatchObject({ assetUrl: 'https://aod.example/256/master.m3u8' });
    expect(http.requests).toHaveLength(2);
  });

  it('a dropped connection or 503 that persists: 3 retries (1 s, 2 s, 3 s), then its reason', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient(() => jsonResponse(503, {}));
    const preparing = expect(new WebPlaybackPreparer(http, 'https://play.example', tokens(), clock).prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    await clock.advanceAsync(6000);
    await preparing;
    expect(http.requests).toHaveLength(4);

    const dropped = new RecordingHttpClient((request) => {
      throw networkFailure(request.url);
    });
    const failing = expect(new WebPlaybackPreparer(dropped, 'https://play.example', tokens(), clock).prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR' });
    await clock.advanceAsync(6000);
    await failing;
    expect(dropped.requests).toHaveLength(4);
  });

  it('a refusal is never retried (403, an authorization error)', async () => {
    const clock = new SimulatedClock();
    const http = new RecordingHttpClient(() => jsonResponse(403, {}));
    await expect(new WebPlaybackPreparer(http, 'https://play.example', tokens(), clock).prepare({ adamId: '1' }, options)).rejects.toMatchObject({ errorCode: 'ACCESS_DENIED' });
    expect(http.requests).toHaveLength(1);
  });
});
