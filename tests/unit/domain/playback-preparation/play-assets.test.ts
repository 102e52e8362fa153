import { describe, expect, it } from 'vitest';
import { jsonResponse, RecordingHttpClient } from '@mediakit/adapters/node';
import { PlayAssetsClient, playAssetsQuery } from '../../../../core/src/domain/playback-preparation/index.ts';

describe('002 §7 Play preparation: GET {mediaApi}/play/assets', () => {
  it('queries playParams plus keyFormat=web with bearer and music-user-token; reads results.assets and track-info', async () => {
    const http = new RecordingHttpClient(() => jsonResponse(200, { results: { assets: [{ url: 'https://l.example/x.m3u8', keyServerUrl: 'https://k' }], 'track-info': { id: 'ra.1' } } }));
    const result = await new PlayAssetsClient(http, 'https://api.example/v1/').fetch({ id: 'ra.1', kind: 'radioStation' }, 'dev', 'user==');
    expect(http.requests[0]).toMatchObject({ url: 'https://api.example/v1/play/assets?id=ra.1&kind=radioStation&keyFormat=web', headers: { Authorization: 'Bearer dev', 'Music-User-Token': 'user==' } });
    expect(result).toEqual({ assets: [{ url: 'https://l.example/x.m3u8', keyServerUrl: 'https://k' }], trackInfo: { id: 'ra.1' } });
    expect(playAssetsQuery({ id: 'x', nested: { a: 1 } })).toBe('id=x&keyFormat=web');
  });

  it.each([
    [500, undefined, 'SERVER_ERROR'],
    [403, '40303', 'SUBSCRIPTION_ERROR'],
    [403, '40300', 'ACCESS_DENIED'],
    [404, '40400', 'CONTENT_UNAVAILABLE'],
  ])('002 §8: status %i (code %s) is %s', async (status, code, reason) => {
    const http = new RecordingHttpClient(() => jsonResponse(status, { errors: [{ status: String(status), code, title: 'Nope' }] }));
    await expect(new PlayAssetsClient(http, 'https://api.example/v1').fetch({ id: '1' }, 'd', 'u')).rejects.toMatchObject({ errorCode: reason });
  });

  it('002 §8: missing assets is CONTENT_UNAVAILABLE', async () => {
    const http = new RecordingHttpClient(() => jsonResponse(200, { results: { assets: [] } }));
    await expect(new PlayAssetsClient(http, 'https://api.example/v1').fetch({ id: '1' }, 'd', 'u')).rejects.toMatchObject({ errorCode: 'CONTENT_UNAVAILABLE' });
  });
});
