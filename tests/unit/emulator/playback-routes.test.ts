import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { AUTH } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
let token: string;
const signIn = async (listener: string): Promise<string> =>
  ((await (await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener }), headers: { 'Content-Type': 'application/json' } })).json()) as { token: string }).token;
const webPlayback = (body: unknown, userToken = token, headers: Record<string, string> = AUTH) =>
  fetch(`${emulator.origin}/WebObjects/MZPlay.woa/wa/webPlayback`, { method: 'POST', headers: { ...headers, 'Music-User-Token': userToken, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  token = await signIn('subscriber');
});
beforeEach(async () => {
  await fetch(`${emulator.origin}/__emulator/playback-faults`, { method: 'DELETE' });
});
afterAll(() => emulator.close());

const bach = () => [...emulator.catalog.albums.values()].find((a) => a.name.startsWith('Bach'))!;

describe('emulator: POST /WebObjects/MZPlay.woa/wa/webPlayback (002 §7)', () => {
  it('answers songList[0] with the CENC master playlist, gapless facts as iTunSMPB, and the three key URLs', async () => {
    const songId = bach().trackIds[0]!;
    const response = await webPlayback({ salableAdamId: songId });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { songList: Array<Record<string, any>> };
    const [song] = body.songList;
    const track = emulator.media.byId.get(emulator.catalog.songs.get(songId)!.clipId)!;
    expect(song).toMatchObject({
      songId,
      'hls-key-cert-url': `${emulator.origin}/WebObjects/MZPlay.woa/wa/fairPlayCertificate`,
      'hls-key-server-url': `${emulator.origin}/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense`,
      'widevine-cert-url': `${emulator.origin}/WebObjects/MZPlay.woa/wa/widevineCertificate`,
    });
    expect(song!.assets[0]).toMatchObject({ flavor: '28:ctrp256', URL: `${emulator.origin}/media/${track.encrypted.master}` });
    const words = (song!.assets[0].metadata.iTunSMPB as string).trim().split(' ').map((w) => Number.parseInt(w, 16));
    expect(words.slice(1, 4)).toEqual([track.primingSamples, track.paddingSamples, track.sampleCount]);
    expect(song!.assets[0].metadata.sampleRate).toBe(44_100);
  });

  it('the Bach album plays clip01..clip12 in source order (the gapless album)', () => {
    expect(bach().trackIds.map((id) => emulator.catalog.songs.get(id)!.clipId)).toEqual(emulator.media.tracks.map((t) => t.id));
  });

  it('reads cloud ids (subscriptionAdamId) as well', async () => {
    const songId = bach().trackIds[1]!;
    const body = (await (await webPlayback({ purchaseAdamId: 'p.none', subscriptionAdamId: songId, universalLibraryId: 'i.abc' })).json()) as { songList: Array<{ songId: string }> };
    expect(body.songList[0]!.songId).toBe(songId);
  });

  it('checks the developer token (401) and the user token (failureType 2002)', async () => {
    expect((await webPlayback({ salableAdamId: '1' }, token, {})).status).toBe(401);
    expect(await (await webPlayback({ salableAdamId: bach().trackIds[0] }, 'not-issued'.padEnd(40, 'x') + '==')).json()).toMatchObject({ failureType: '2002' });
  });

  it('a listener without a subscription gets failureType 3063; unknown items 3076', async () => {
    const free = await signIn('non-subscriber');
    expect(await (await webPlayback({ salableAdamId: bach().trackIds[0] }, free)).json()).toMatchObject({ failureType: '3063' });
    expect(await (await webPlayback({ salableAdamId: '999' })).json()).toMatchObject({ failureType: '3076' });
  });

  it('scripted foreign key server and asset URLs are named in the answer (issue 22)', async () => {
    const rule = { keyServerUrl: 'http://127.0.0.1:9/license', assetUrl: 'http://127.0.0.1:9/master.m3u8', times: 1 };
    expect((await fetch(`${emulator.origin}/__emulator/playback-faults`, { method: 'POST', body: JSON.stringify(rule) })).status).toBe(201);
    const body = (await (await webPlayback({ salableAdamId: bach().trackIds[0] })).json()) as { songList: Array<Record<string, any>> };
    expect(body.songList[0]!['hls-key-server-url']).toBe(rule.keyServerUrl);
    expect(body.songList[0]!.assets[0].URL).toBe(rule.assetUrl);
  });

  it('scripted failures (e.g. 2034 token expired) are answered once each', async () => {
    await fetch(`${emulator.origin}/__emulator/playback-faults`, { method: 'POST', body: JSON.stringify({ failureType: '2034', times: 1 }) });
    expect(await (await webPlayback({ salableAdamId: bach().trackIds[0] })).json()).toMatchObject({ status: -1, failureType: '2034' });
    expect(await (await webPlayback({ salableAdamId: bach().trackIds[0] })).json()).toHaveProperty('songList');
  });
});

describe('emulator: GET /v1/play/assets (002 §7)', () => {
  it('answers results.assets (url and key URLs) and track-info for keyFormat=web', async () => {
    const id = bach().trackIds[0]!;
    const response = await fetch(`${emulator.origin}/v1/play/assets?id=${id}&kind=song&keyFormat=web`, { headers: { ...AUTH, 'Music-User-Token': token } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { assets: Array<Record<string, string>>; 'track-info': { id: string } } };
    expect(Object.keys(body.results.assets[0]!)).toEqual(expect.arrayContaining(['url', 'fairPlayKeyCertificateUrl', 'keyServerUrl', 'widevineKeyCertificateUrl']));
    expect(body.results['track-info'].id).toBe(id);
  });

  it('refuses a missing user token (401), a missing subscription (403 code 40303), other key formats (400)', async () => {
    const id = bach().trackIds[0]!;
    expect((await fetch(`${emulator.origin}/v1/play/assets?id=${id}&keyFormat=web`, { headers: AUTH })).status).toBe(401);
    const free = await signIn('non-subscriber');
    const forbidden = await fetch(`${emulator.origin}/v1/play/assets?id=${id}&keyFormat=web`, { headers: { ...AUTH, 'Music-User-Token': free } });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('40303');
    expect((await fetch(`${emulator.origin}/v1/play/assets?id=${id}`, { headers: { ...AUTH, 'Music-User-Token': token } })).status).toBe(400);
  });
});

describe('emulator: music videos play in full for subscribers (issue 20; 000 §1)', () => {
  const license = (keyIdHex: string) => {
    const kid = Buffer.from(keyIdHex, 'hex').toString('base64url');
    const challenge = Buffer.from(JSON.stringify({ kids: [kid], type: 'temporary' })).toString('base64');
    const uri = `data:text/plain;base64,${Buffer.from(keyIdHex, 'hex').toString('base64')}`;
    return fetch(`${emulator.origin}/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense`, {
      method: 'POST',
      headers: { ...AUTH, 'Music-User-Token': token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ challenge, 'key-system': 'org.w3.clearkey', uri, adamId: '1700000001', isLibrary: false, 'user-initiated': true }),
    });
  };

  it('web playback answers the encrypted video\'s CENC master, and the licence server grants its key', async () => {
    const body = (await (await webPlayback({ salableAdamId: '1700000001' })).json()) as { songList: Array<Record<string, any>> };
    const encrypted = (await import('../../../tools/emulator/media/video/videos.json', { with: { type: 'json' } })).default.videos[0]!.encrypted!;
    expect(body.songList[0]!.assets[0].URL).toBe(`${emulator.origin}/media/${encrypted.master}`);
    expect(body.songList[0]!['hls-key-server-url']).toContain('/acquireWebPlaybackLicense');
    const granted = (await (await license(encrypted.keyId)).json()) as { status: number; license: string };
    expect(granted.status).toBe(0);
    const jwks = JSON.parse(Buffer.from(granted.license, 'base64').toString('utf8')) as { keys: Array<{ k: string }> };
    expect(Buffer.from(jwks.keys[0]!.k, 'base64url').toString('hex')).toBe(encrypted.key);
  });

  it('a video held only in clear plays its clear master in full', async () => {
    const body = (await (await webPlayback({ salableAdamId: '1700000002' })).json()) as { songList: Array<Record<string, any>> };
    expect(body.songList[0]!.assets[0].URL).toBe(`${emulator.origin}/media/video/mv02/master.m3u8`);
  });
});
