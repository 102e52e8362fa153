import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MKError } from '@mediakit/core';
import { MESSAGES } from '@mediakit/core/internal';
import { startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { dataHarness, rejection, signIn } from './data-harness.helper.ts';

// Headless harness: what the data clients make of the provider's failures (000 §8 HTTP status
// mapping, 002 §8 rules), with faults injected per route by the emulator's switchboard.

let emulator: RunningEmulator;
let albumId: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  albumId = [...emulator.catalog.albums.keys()][0]!;
});
afterEach(() => emulator.faults.clear());
afterAll(() => emulator.close());

describe('000 §8 HTTP status mapping on data calls (faults injected per route)', () => {
  it.each([
    [500, MKError.SERVER_ERROR],
    [503, MKError.SERVICE_UNAVAILABLE],
    [429, MKError.QUOTA_EXCEEDED],
    [403, MKError.ACCESS_DENIED],
    [400, MKError.REQUEST_ERROR],
  ] as const)('%i on catalog/{sf}/albums/{id} → %s, with the provider errors array as the detail', async (status, reason) => {
    emulator.faults.add({ match: `/v1/catalog/us/albums/${albumId}`, status, times: 1 });
    const { clients } = dataHarness(emulator.origin, null);
    const error = await rejection(clients.catalog.resource('albums', albumId));
    expect(error.errorCode).toBe(reason);
    expect(error.details).toMatchObject({ status, data: [expect.objectContaining({ status: String(status) })] });
    // The fault was used once: the same call now succeeds.
    expect((await clients.catalog.resource('albums', albumId)).id).toBe(albumId);
  });

  it('a dropped connection is NETWORK_ERROR "Unable to complete request for {url}"', async () => {
    emulator.faults.add({ match: '/v1/catalog/us/songs', drop: true, times: 1 });
    const { clients } = dataHarness(emulator.origin, null);
    const songId = [...emulator.catalog.songs.keys()][0]!;
    const error = await rejection(clients.catalog.resources('songs', [songId]));
    expect(error.errorCode).toBe(MKError.NETWORK_ERROR);
    expect(error.message).toBe(MESSAGES.requestFailed(`${emulator.origin}/v1/catalog/us/songs?ids=${songId}`));
  });

  it("404 is CONTENT_UNAVAILABLE 'The requested content is not available.' (002 §8)", async () => {
    emulator.faults.add({ match: `/v1/catalog/us/albums/${albumId}`, status: 404, times: 1 });
    const { clients } = dataHarness(emulator.origin, null);
    expect(await rejection(clients.catalog.resource('albums', albumId))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: MESSAGES.contentUnavailable });
  });
});

describe('002 §8 library lists on failures', () => {
  it('CONTENT_UNAVAILABLE (404) gives an empty list; any other failure still rejects', async () => {
    const { clients, clock } = dataHarness(emulator.origin, await signIn(emulator.origin));
    await clients.library.add(albumId, 'albums');
    clock.advance(1_000);
    emulator.faults.add({ match: '/v1/me/library/albums', status: 404, times: 1 });
    expect(await clients.library.collection('albums')).toEqual({ data: [] });
    emulator.faults.add({ match: '/v1/me/library/albums', status: 503, times: 1 });
    expect(await rejection(clients.library.collection('albums'))).toMatchObject({ errorCode: MKError.SERVICE_UNAVAILABLE });
    expect((await clients.library.collection('albums')).data).toHaveLength(1);
  });

  it('a failed library add (500) is SERVER_ERROR and adds nothing', async () => {
    const { clients } = dataHarness(emulator.origin, await signIn(emulator.origin));
    emulator.faults.add({ match: '/v1/me/library', method: 'POST', status: 500, times: 1 });
    expect(await rejection(clients.library.add(albumId, 'albums'))).toMatchObject({ errorCode: MKError.SERVER_ERROR });
    expect(await clients.library.collection('albums')).toMatchObject({ data: [] });
  });

  it('an unknown catalogue id in a library add is refused by the provider (404 → CONTENT_UNAVAILABLE)', async () => {
    const { clients } = dataHarness(emulator.origin, await signIn(emulator.origin));
    expect(await rejection(clients.library.add('1', 'albums'))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
  });
});
