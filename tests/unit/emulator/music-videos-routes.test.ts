import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape, getJson } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
let api: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  api = `${emulator.origin}/v1/catalog/us`;
});
afterAll(async () => {
  await emulator.close();
});

describe('music videos (002 §7 GET /v1/catalog/{storefrontId}/music-videos)', () => {
  it('answers the committed videos by ids, in request order, skipping unknown ids', async () => {
    const { status, body } = await getJson(`${api}/music-videos?ids=1700000002,nope,1700000001`);
    expect(status).toBe(200);
    expect(body.data.map((r: { id: string }) => r.id)).toEqual(['1700000002', '1700000001']);
  });

  it('a video plays its HLS master (previews) as a musicVideo, 12 s long', async () => {
    const { status, body } = await getJson(`${api}/music-videos/1700000001`);
    expect(status).toBe(200);
    const [video] = body.data;
    expect(video).toMatchObject({ id: '1700000001', type: 'music-videos', href: '/v1/catalog/us/music-videos/1700000001' });
    expect(video.attributes).toMatchObject({ playParams: { id: '1700000001', kind: 'musicVideo' }, durationInMillis: 12_000, name: 'Test Pattern in Motion' });
    expect(video.attributes.previews[0].url).toBe(`${emulator.origin}/media/video/mv01/master.m3u8`);
  });

  it('the master names two audio and three subtitle renditions, one FORCED (001 §3)', async () => {
    const master = await (await fetch(`${emulator.origin}/media/video/mv01/master.m3u8`)).text();
    expect(master.match(/TYPE=AUDIO/g)).toHaveLength(2);
    expect(master.match(/TYPE=SUBTITLES/g)).toHaveLength(3);
    expect(master).toMatch(/TYPE=SUBTITLES[^\n]*LANGUAGE="fr"[^\n]*FORCED=YES/);
    const vtt = await fetch(`${emulator.origin}/media/video/mv01/subs_en/seg_1.vtt`);
    expect(vtt.headers.get('content-type')).toContain('text/vtt');
  });

  it('mv02 carries the hostile subtitle text as written', async () => {
    const vtt = await (await fetch(`${emulator.origin}/media/video/mv02/subs_en/seg_1.vtt`)).text();
    expect(vtt).toContain('<script>window.__pwned = true; alert(1)</script>');
  });

  it('an unknown video is 404 in the provider’s error shape; no ids is 400', async () => {
    const missing = await getJson(`${api}/music-videos/1`);
    expectErrorShape(missing.body, 404);
    const noIds = await getJson(`${api}/music-videos`);
    expectErrorShape(noIds.body, 400);
  });
});
