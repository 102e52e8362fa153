import { describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { jsonResponse, type HttpHandler } from '@mediakit/adapters/node';
import { EMULATOR_DEVELOPER_TOKEN } from '../../../tools/emulator/auth/developer-token.ts';

// Issue 18: `debug: true` gives a readable log of configure → play: each request (method, origin
// and path, never the query or headers, which carry tokens) and each playback state change.
const PROVIDER = 'https://provider.example';

function song(id: string) {
  return { id, type: 'songs', attributes: { name: `Song ${id}`, durationInMillis: 180_000, playParams: { id, kind: 'song' }, previews: [{ url: `${PROVIDER}/media/${id}.m3u8` }] } };
}

async function played(debug: boolean) {
  const http: HttpHandler = (request) => jsonResponse(200, { data: [song('7')] }, request.url);
  const { MusicKit, host } = createHeadlessMusicKit({ http });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: PROVIDER, disableAuthBridge: true, debug });
  await music.setQueue({ song: '7' });
  const started = music.play();
  await host().clock.advanceAsync(300);
  await started;
  return host().logger.messages('debug');
}

describe('issue 18 debug log', () => {
  it('debug: true logs the requests out and back and the state changes of configure → play', async () => {
    const lines = await played(true);
    expect(lines).toContain(`MediaKit → GET ${PROVIDER}/v1/catalog/us/songs`);
    expect(lines).toContain(`MediaKit ← 200 GET ${PROVIDER}/v1/catalog/us/songs`);
    expect(lines.filter((line) => line.startsWith('MediaKit playbackState'))).toEqual(['MediaKit playbackState none → loading (7)', 'MediaKit playbackState loading → playing (7)']);
    // The songs request went out as /songs?ids=7: the query is left out of the log.
    expect(lines.some((line) => line.includes('?'))).toBe(false);
  });

  it('without debug no request is logged', async () => {
    const lines = await played(false);
    expect(lines.filter((line) => line.startsWith('MediaKit →'))).toEqual([]);
  });
});
