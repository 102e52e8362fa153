import { describe, expect, it } from 'vitest';
import { MediaItem, MKError, PlaybackStates } from '@mediakit/core';
import type { TimedMetadata } from '../../../../core/src/domain/timed-metadata/index.ts';
import { KEY_A, KEY_B, liveStation, onAir, setup, STREAM_URL } from './live-radio-fakes.ts';

function titles(events: readonly TimedMetadata[]): Array<string | undefined> {
  return events.map((metadata) => metadata.title);
}

describe('001 §7, §9: live radio metadata is polled every 1 s while a live station plays', () => {
  it('a change on air is announced at the next 1 s poll, not before; the repeated tag of the next segment does not re-fire', async () => {
    const live = setup();
    const seen: TimedMetadata[] = [];
    live.service.events.on('timedMetadataDidChange', (metadata) => seen.push(metadata));
    await live.play(liveStation());
    // The sink reads the first segments' tags once the stream loads; the next poll announces them.
    live.player.cues({ start: 0, data: onAir('One') }, { start: 6, data: onAir('Two') });
    await live.clock.advanceAsync(1_000);
    expect(titles(seen)).toEqual(['One']);
    live.player.currentTime = 6; // playback reached the next song just after that poll
    await live.clock.advanceAsync(999);
    expect(titles(seen)).toEqual(['One']);
    await live.clock.advanceAsync(1);
    expect(titles(seen)).toEqual(['One', 'Two']);
    live.player.cues({ start: 8, data: onAir('Two') });
    live.player.currentTime = 8;
    await live.clock.advanceAsync(3_000);
    expect(titles(seen)).toEqual(['One', 'Two']);
    expect(live.service.timedMetadata?.title).toBe('Two');
  });

  it('tags parsed ahead of the playing time wait for it (what is on air is what is heard)', async () => {
    const live = setup();
    const seen: TimedMetadata[] = [];
    live.service.events.on('timedMetadataDidChange', (metadata) => seen.push(metadata));
    await live.play(liveStation());
    live.player.cues({ start: 10, data: onAir('One') }, { start: 16, data: onAir('Two') });
    live.player.currentTime = 9;
    await live.clock.advanceAsync(2_000);
    expect(seen).toEqual([]);
    live.player.currentTime = 10.5;
    await live.clock.advanceAsync(1_000);
    expect(titles(seen)).toEqual(['One']);
  });

  it('no poll and no refetch for an item that is not a live station, nor once the station stops', async () => {
    const live = setup();
    const song = new MediaItem({ id: '1', type: 'songs', attributes: { name: 'Song', playParams: { id: '1', kind: 'song' }, previews: [{ url: 'https://x/1.m3u8' }] } });
    await live.play(song);
    expect(live.service.isActive).toBe(false);
    expect(live.clock.pendingTimers).toBe(0);

    await live.play(liveStation());
    live.player.cues({ start: 0, data: onAir('One') });
    await live.clock.advanceAsync(1_000);
    expect(live.service.isActive).toBe(true);
    expect(live.service.timedMetadata?.title).toBe('One');
    live.player.setState(PlaybackStates.stopped);
    expect(live.service.isActive).toBe(false);
    expect(live.service.timedMetadata).toBeUndefined();
    const requests = live.http.requests.length;
    await live.clock.advanceAsync(10_000);
    expect(live.http.requests.length).toBe(requests);
    expect(live.clock.pendingTimers).toBe(0);
  });
});

describe('001 §7: live radio manifests are refetched every target-duration seconds', () => {
  it('every EXT-X-TARGETDURATION (2 s), and at the new period when the playlist changes it (4 s)', async () => {
    const live = setup();
    await live.play(liveStation());
    await live.clock.advanceAsync(0);
    expect(live.playlistRequests()).toBe(1);
    await live.clock.advanceAsync(1_999);
    expect(live.playlistRequests()).toBe(1);
    await live.clock.advanceAsync(1);
    expect(live.playlistRequests()).toBe(2);
    await live.clock.advanceAsync(6_000);
    expect(live.playlistRequests()).toBe(5);
    live.scriptPlaylist({ targetDuration: 4 });
    await live.clock.advanceAsync(2_000); // fetched at 8 s: says 4 s from now on
    expect(live.playlistRequests()).toBe(6);
    await live.clock.advanceAsync(3_999);
    expect(live.playlistRequests()).toBe(6);
    await live.clock.advanceAsync(1);
    expect(live.playlistRequests()).toBe(7);
    expect(live.service.manifestRefetches).toBe(7);
  });

  it('a master stream: its first variant is the media playlist refetched (the master is read once)', async () => {
    const live = setup({ master: true });
    await live.play(liveStation());
    await live.clock.advanceAsync(4_000);
    expect(live.playlistRequests()).toBe(3);
    expect(live.http.requests.filter((request) => request.url === STREAM_URL)).toHaveLength(1);
  });

  it('a playlist that ends (EXT-X-ENDLIST) is no longer live: refetching stops', async () => {
    const live = setup();
    live.scriptPlaylist({ endList: true });
    await live.play(liveStation());
    await live.clock.advanceAsync(10_000);
    expect(live.playlistRequests()).toBe(1);
  });
});

describe('001 §4, §9: live radio key sessions no longer listed are removed after 60 s', () => {
  it('a session whose key URI the refetched manifest stops listing is closed 60 s later; listed ones stay', async () => {
    const live = setup();
    const closed: string[] = [];
    expect(live.service.keySessions).toBeUndefined(); // no live station yet: no registry
    live.scriptPlaylist({ keys: [KEY_A, KEY_B] });
    await live.play(liveStation());
    // The sink's licence exchange stores a CDM session per key URI of the stream.
    live.service.keySessions!.add(KEY_A, { close: () => void closed.push(KEY_A) });
    live.service.keySessions!.add(KEY_B, { close: () => void closed.push(KEY_B) });
    await live.clock.advanceAsync(0);
    live.scriptPlaylist({ keys: [KEY_A] }); // B was listed last at t = 0
    await live.clock.advanceAsync(58_000);
    expect(live.service.keySessions!.has(KEY_B)).toBe(true);
    await live.clock.advanceAsync(2_000); // the refetch at t = 60 s
    expect(live.service.keySessions!.has(KEY_B)).toBe(false);
    expect(closed).toEqual([KEY_B]);
    expect(live.service.keySessions!.has(KEY_A)).toBe(true);
    live.player.setState(PlaybackStates.stopped); // off air: the live sessions are closed
    expect(closed).toEqual([KEY_B, KEY_A]);
  });
});

describe('issue 20: an encrypted live station is licensed with the live body, and its sessions follow the 60 s rule', () => {
  const KEY_SERVER = 'https://play.itunes.apple.com/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense';

  it('001 §7 Live radio licence body: challenge, key-system, uri and event, with the bearer and user-token headers', async () => {
    const live = setup({ keyServerUrl: KEY_SERVER });
    const source = await live.play(liveStation());
    expect(source).toMatchObject({ encrypted: true, kind: 'audio', format: 'hls' });
    const license = source!.license!;
    expect(license.keySystems.at(-1)).toBe('org.w3.clearkey');
    expect(await license.certificate('org.w3.clearkey')).toBeNull();
    const grant = await license.acquire({ keySystem: 'org.w3.clearkey', keyUri: KEY_A, challenge: new TextEncoder().encode('CHALLENGE'), renewal: false });
    expect(new TextDecoder().decode(grant.license)).toBe('LICENCE');
    const request = live.http.requests.find((candidate) => candidate.url === KEY_SERVER)!;
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer developer-token', 'Music-User-Token': 'user-token', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(request.body))).toEqual({ challenge: 'Q0hBTExFTkdF', 'key-system': 'org.w3.clearkey', uri: KEY_A, event: 'beats1' });
  });

  it('002 §9 radio stream licence renewal: renew-after reaches the sink; a renewal posts the live body again (Widevine: the renewal header)', async () => {
    const live = setup({ keyServerUrl: KEY_SERVER });
    const source = await live.play(liveStation());
    const challenge = new TextEncoder().encode('CHALLENGE');
    expect((await source!.license!.acquire({ keySystem: 'com.widevine.alpha', keyUri: KEY_A, challenge, renewal: false })).renewAfterSeconds).toBe(30);
    await source!.license!.acquire({ keySystem: 'com.widevine.alpha', keyUri: KEY_A, challenge, renewal: true });
    const [first, renewal] = live.http.requests.filter((candidate) => candidate.url === KEY_SERVER);
    expect(first!.headers?.['X-Apple-Renewal']).toBeUndefined();
    expect(renewal!.headers?.['X-Apple-Renewal']).toBe('true');
    expect(JSON.parse(String(renewal!.body))).toEqual({ challenge: 'Q0hBTExFTkdF', 'key-system': 'com.widevine.alpha', uri: KEY_A, event: 'beats1' });
  });

  it('001 §4: a session the sink opened through the licence exchange closes 60 s after the manifest stops listing its key', async () => {
    const live = setup({ keyServerUrl: KEY_SERVER });
    const closed: string[] = [];
    live.scriptPlaylist({ keys: [KEY_A] });
    const source = await live.play(liveStation());
    // The sink (watchEncryptedMedia) stores its CDM sessions in the exchange's store.
    source!.license!.sessions.add(KEY_A, { close: () => void closed.push(KEY_A) });
    await live.clock.advanceAsync(0);
    live.scriptPlaylist({ keys: [KEY_B] }); // a key rotation: A was last listed at t = 0
    source!.license!.sessions.add(KEY_B, { close: () => void closed.push(KEY_B) });
    await live.clock.advanceAsync(58_000);
    expect(closed).toEqual([]);
    expect(live.service.keySessions!.has(KEY_A)).toBe(true);
    await live.clock.advanceAsync(2_000); // the refetch at t = 60 s
    expect(closed).toEqual([KEY_A]);
    expect(live.service.keySessions!.uris).toEqual([KEY_B]);
  });

  it('a clear live station (no keyServerUrl) has no licence exchange', async () => {
    const live = setup();
    const source = await live.play(liveStation());
    expect(source).toMatchObject({ encrypted: false });
    expect(source!.license).toBeUndefined();
  });
});

describe('002 §5, §7, §9: the stream of a live station comes from play assets, on a provider host', () => {
  it('GET {mediaApi}/play/assets with the playParams and keyFormat=web, bearer developer token and music-user-token', async () => {
    const live = setup();
    const source = await live.service.resolve(liveStation('ra.978194965'));
    expect(source).toEqual({ url: STREAM_URL, kind: 'audio', format: 'hls', encrypted: false, id: 'ra.978194965' });
    const [request] = live.http.requests;
    const url = new URL(request!.url);
    expect(url.origin + url.pathname).toBe('https://api.music.apple.com/v1/play/assets');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: 'ra.978194965', kind: 'radioStation', format: 'stream', keyFormat: 'web' });
    expect(request!.headers).toMatchObject({ Authorization: 'Bearer developer-token', 'Music-User-Token': 'user-token' });
  });

  it("002 §5: without a user token, AUTHORIZATION_ERROR 'Unable to prepare media item for play: missing MusicUserToken.'", async () => {
    const live = setup({ userToken: undefined });
    await expect(live.service.resolve(liveStation())).rejects.toMatchObject({ errorCode: MKError.AUTHORIZATION_ERROR, message: 'Unable to prepare media item for play: missing MusicUserToken.' });
    expect(live.http.requests).toEqual([]);
  });

  it('002 §5: a stream outside the provider hosts is refused (CONTENT_UNAVAILABLE), so nothing plays from it', async () => {
    for (const assetUrl of ['https://radio.example.com/live.m3u8', 'http://play.itunes.apple.com/live.m3u8', 'https://evilapple.com/live.m3u8']) {
      const live = setup({ assetUrl });
      await expect(live.service.resolve(liveStation())).rejects.toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
    }
  });
});
