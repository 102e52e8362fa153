import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape } from './emulator-client.helper.ts';
import { call, signInToken } from './listener-client.helper.ts';

let emulator: RunningEmulator;
let token: string;
let songId: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  token = await signInToken(emulator.origin);
  songId = [...emulator.catalog.songs.keys()][0]!;
});
afterAll(() => emulator.close());

const go = (method: string, path: string, body?: unknown) => call(emulator.origin, method, path, { token, ...(body === undefined ? {} : { body }) });
const love = { type: 'rating', attributes: { value: 1 } };

describe('002 §7 Ratings: me/ratings/{type}/{id}', () => {
  it('PUT answers the rating; GET reads it; DELETE removes it (then GET is 404; DELETE again is still 204)', async () => {
    const put = await go('PUT', `/v1/me/ratings/songs/${songId}`, love);
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual([{ id: songId, type: 'ratings', href: `/v1/me/ratings/songs/${songId}`, attributes: { value: 1 } }]);
    expect((await go('GET', `/v1/me/ratings/songs/${songId}`)).body.data[0].attributes.value).toBe(1);
    expect((await go('DELETE', `/v1/me/ratings/songs/${songId}`)).status).toBe(204);
    expectErrorShape((await go('GET', `/v1/me/ratings/songs/${songId}`)).body, 404);
    expect((await go('DELETE', `/v1/me/ratings/songs/${songId}`)).status).toBe(204);
  });

  it('002 §3 Rating body: type rating and attributes.value 1 or -1, else 400', async () => {
    expectErrorShape((await go('PUT', `/v1/me/ratings/songs/${songId}`, { type: 'ratings', attributes: { value: 1 } })).body, 400);
    expectErrorShape((await go('PUT', `/v1/me/ratings/songs/${songId}`, { type: 'rating', attributes: { value: 5 } })).body, 400);
    expect((await go('PUT', `/v1/me/ratings/songs/${songId}`, { type: 'rating', attributes: { value: -1 } })).status).toBe(200);
  });

  it('the library- prefix rule: library ids only under library-{type}, catalogue ids only under the plain type (400)', async () => {
    await go('POST', `/v1/me/library?ids[songs]=${songId}`);
    const libraryId = (await go('GET', '/v1/me/library/songs')).body.data[0].id as string;
    expect(expectErrorShape((await go('PUT', `/v1/me/ratings/songs/${libraryId}`, love)).body, 400).detail).toContain('library-songs');
    expectErrorShape((await go('PUT', `/v1/me/ratings/library-songs/${songId}`, love)).body, 400);
    expect((await go('PUT', `/v1/me/ratings/library-songs/${libraryId}`, love)).status).toBe(200);
    expectErrorShape((await go('GET', `/v1/me/ratings/songs?ids=${songId},${libraryId}`)).body, 400);
  });

  it('unknown items are 404, unknown types 400; ids= answers the rated ones in request order', async () => {
    expectErrorShape((await go('PUT', '/v1/me/ratings/songs/1', love)).body, 404);
    expectErrorShape((await go('PUT', `/v1/me/ratings/genres/14`, love)).body, 400);
    expectErrorShape((await go('GET', '/v1/me/ratings/songs')).body, 400);
    const [a, b, c] = [...emulator.catalog.songs.keys()].slice(5, 8);
    await go('PUT', `/v1/me/ratings/songs/${a}`, love);
    await go('PUT', `/v1/me/ratings/songs/${c}`, { type: 'rating', attributes: { value: -1 } });
    const many = await go('GET', `/v1/me/ratings/songs?ids=${c},${b},${a}`);
    expect(many.body.data.map((r: any) => [r.id, r.attributes.value])).toEqual([
      [c, -1],
      [a, 1],
    ]);
    const album = [...emulator.catalog.albums.keys()][0]!;
    expect((await go('PUT', `/v1/me/ratings/albums/${album}`, love)).status).toBe(200);
    const station = `ra.${[...emulator.catalog.artists.keys()][0]}`;
    expect((await go('PUT', `/v1/me/ratings/stations/${station}`, love)).status).toBe(200);
  });

  it('ratings belong to one listener', async () => {
    const other = await signInToken(emulator.origin);
    await go('PUT', `/v1/me/ratings/songs/${songId}`, love);
    expect((await call(emulator.origin, 'GET', `/v1/me/ratings/songs/${songId}`, { token: other })).status).toBe(404);
    expect((await call(emulator.origin, 'GET', `/v1/me/ratings/songs/${songId}`)).status).toBe(403);
  });
});
