import { describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { MKError, PlaybackBitrate, PlaybackStates, PlaybackType, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';
import { catalogExtrasOf } from '../../tools/emulator/catalog/catalog-extras.ts';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/emulator-server.ts';
import { emulatorForFile, firstAlbumId, signInThroughPopup } from './emulated-instance.helper.ts';

// Issue 15 (playback capabilities reachable from the instance): autoplay, the station rules at
// the instance, artist and song stations, serial continuous play, run-time previewOnly and bitrate.
// Every instance is built by the headless host, as an app's integration tests build it.

const PAGE_ORIGIN = 'http://localhost:4510';
const emulator = emulatorForFile();

type Listener = 'subscriber' | 'non-subscriber' | null;

async function kit(listener: Listener, options: { realm?: 'music' | 'podcast'; autoplayLimits?: Record<string, number>; mediaDurationSeconds?: number } = {}) {
  const { realm, autoplayLimits, mediaDurationSeconds } = options;
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN }, ...(mediaDurationSeconds ? { mediaDurationSeconds } : {}) });
  const music = await MusicKit.configure({
    developerToken: EMULATOR_DEVELOPER_TOKEN,
    providerOrigin: emulator().origin,
    disableAuthBridge: true,
    ...(realm ? { realm } : {}),
    ...(autoplayLimits ? { autoplayLimits } : {}),
  });
  const result = { music, host: host() };
  if (listener === null) return result;
  await signInThroughPopup(music, result.host, emulator().origin, listener);
  return result;
}

type Kit = Awaited<ReturnType<typeof kit>>;

/** Lets simulated time and the real HTTP to the emulator run until `done` (or fails after ~10 s). */
async function until(k: Kit, done: () => boolean, step = 300): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) {
    await k.host.clock.advanceAsync(step);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(done()).toBe(true);
}

function requestsTo(k: Kit, path: string): number {
  return k.host.http.requests.filter((request) => new URL(request.url).pathname.includes(path)).length;
}

function emulatorArtistWithSongs(): { artistId: string; songId: string } {
  const song = [...emulator().catalog.songs.values()][0]!;
  return { artistId: song.artistId, songId: song.id };
}

describe('002 §4 Autoplay through the instance', () => {
  it('autoplayEnabled = true starts autoplay on the stations client (POST me/stations/continuous) and fires autoplayEnabledDidChange', async () => {
    const k = await kit('subscriber');
    const album = await k.music.setQueue({ album: firstAlbumId(emulator()) });
    const albumLength = album.length;
    const changes: boolean[] = [];
    k.music.addEventListener('autoplayEnabledDidChange', ({ autoplayEnabled }) => changes.push(autoplayEnabled));

    k.music.autoplayEnabled = true;
    await until(k, () => k.music.queue.length > albumLength);

    expect(changes).toEqual([true]);
    expect(k.music.autoplayEnabled).toBe(true);
    expect(requestsTo(k, '/v1/me/stations/continuous')).toBe(1);
    expect(k.music.queue.hasAutoplayStation).toBe(true);
    // 001 §9: up to 10 autoplay items kept ahead, after the listener's own items.
    expect(k.music.queue.length - albumLength).toBe(10);
    expect(k.music.queue.items.slice(albumLength).every((item) => item.type === 'songs' || item.type === 'song')).toBe(true);

    k.music.autoplayEnabled = false;
    expect(changes).toEqual([true, false]);
    expect(k.music.queue.length).toBe(albumLength);
  });

  it('002 §9 the configured limits apply (maxUpcomingTracksToMaintain 3)', async () => {
    const k = await kit('subscriber', { autoplayLimits: { maxUpcomingTracksToMaintain: 3 } });
    const albumLength = (await k.music.setQueue({ album: firstAlbumId(emulator()) })).length;
    k.music.autoplayEnabled = true;
    await until(k, () => k.music.queue.length > albumLength);
    expect(k.music.queue.length - albumLength).toBe(3);
  });

  it('002 §4 autoplay is forced off outside the music realm: nothing is requested and no event fires', async () => {
    const k = await kit('subscriber', { realm: 'podcast' });
    await k.music.setQueue({ album: firstAlbumId(emulator()) });
    const changes: boolean[] = [];
    k.music.addEventListener('autoplayEnabledDidChange', ({ autoplayEnabled }) => changes.push(autoplayEnabled));
    k.music.autoplayEnabled = true;
    await k.host.clock.advanceAsync(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(k.music.autoplayEnabled).toBe(false);
    expect(changes).toEqual([]);
    expect(requestsTo(k, '/v1/me/stations/continuous')).toBe(0);
  });

  it('002 §4 autoplay continues past the end of the album: the last track ends and an autoplay track plays', async () => {
    const k = await kit('subscriber', { mediaDurationSeconds: 2 });
    k.music.previewOnly = true; // previews keep this test on simulated time (no full-track preparation)
    const album = await k.music.setQueue({ album: firstAlbumId(emulator()) });
    const lastIndex = album.length - 1;
    k.music.autoplayEnabled = true;
    await until(k, () => k.music.queue.length > lastIndex + 1);
    await k.music.changeToMediaAtIndex(lastIndex);
    await until(k, () => k.music.nowPlayingItemIndex > lastIndex);
    expect(k.music.queue.entries[k.music.nowPlayingItemIndex]?.isAutoplay).toBe(true);
    await until(k, () => k.music.playbackState === PlaybackStates.playing);
  });
});

describe('002 §4 station rules at the instance (controllers.active)', () => {
  async function playingStation(): Promise<Kit> {
    const k = await kit('subscriber');
    await k.music.setQueue({ album: firstAlbumId(emulator()), repeatMode: PlayerRepeatMode.none });
    const { artistId } = emulatorArtistWithSongs();
    await k.music.setStationQueue({ artist: artistId });
    return k;
  }

  it("002 §8 playNext, playLater, playAt and queue.append refuse to edit a station's queue, before any request", async () => {
    const k = await playingStation();
    const before = k.host.http.requests.length;
    const length = k.music.queue.length;
    const song = [...emulator().catalog.songs.values()][3]!.id;
    await expect(k.music.playNext({ song })).rejects.toMatchObject({ errorCode: MKError.UNSUPPORTED_ERROR, message: expect.stringMatching(/^Inserting into the Queue is not supported/) });
    await expect(k.music.playLater({ song })).rejects.toMatchObject({ errorCode: MKError.UNSUPPORTED_ERROR, message: 'Appending to the Queue is not supported for this type of playback' });
    await expect(k.music.playAt(0, { song })).rejects.toMatchObject({ errorCode: MKError.UNSUPPORTED_ERROR });
    expect(() => k.music.queue.append({ id: song, type: 'songs' })).toThrow(/^Appending to the Queue is not supported/);
    expect(() => k.music.queue.prepend({ id: song, type: 'songs' })).toThrow(/not supported for this type of playback/);
    expect(k.host.http.requests.length).toBe(before);
    expect(k.music.queue.length).toBe(length);
  });

  it('002 §8 clearQueue rejects on a station; skip-to-item, repeat, shuffle and autoplay are ignored and never reach the serial queue', async () => {
    const k = await playingStation();
    await expect(k.music.clearQueue()).rejects.toMatchObject({ errorCode: MKError.UNSUPPORTED_ERROR, message: expect.stringMatching(/^Clearing the Queue is not supported/) });
    const position = k.music.nowPlayingItemIndex;
    const item = k.music.nowPlayingItem;
    expect(await k.music.changeToMediaAtIndex(2)).toBeUndefined();
    expect(k.music.nowPlayingItemIndex).toBe(position);
    expect(k.music.nowPlayingItem).toBe(item);

    const events: string[] = [];
    k.music.addEventListener('repeatModeDidChange', () => events.push('repeat'));
    k.music.addEventListener('shuffleModeDidChange', () => events.push('shuffle'));
    k.music.addEventListener('autoplayEnabledDidChange', () => events.push('autoplay'));
    k.music.repeatMode = PlayerRepeatMode.all;
    k.music.shuffleMode = PlayerShuffleMode.songs;
    k.music.autoplayEnabled = true;
    expect(k.music.repeatMode).toBe(PlayerRepeatMode.none);
    expect(k.music.shuffleMode).toBe(PlayerShuffleMode.off);
    expect(k.music.autoplayEnabled).toBe(false);
    expect(events).toEqual([]);
    expect(requestsTo(k, '/v1/me/stations/continuous')).toBe(0);

    // Back on the album: the serial controller kept its own modes (nothing was applied to it).
    await k.music.setQueue({ album: firstAlbumId(emulator()) });
    expect(k.music.repeatMode).toBe(PlayerRepeatMode.none);
    expect(k.music.shuffleMode).toBe(PlayerShuffleMode.off);
  });

  it("002 §5 continuous cannot be turned off on a station: 'Continuous playback cannot be disabled for station queues.'", async () => {
    const k = await playingStation();
    expect(k.music.continuous).toBe(true);
    expect(() => {
      k.music.continuous = false;
    }).toThrow('Continuous playback cannot be disabled for station queues.');
  });
});

describe('002 §3 station options: artist, song, station and station links', () => {
  it('setStationQueue({ artist }) plays the station the artist seeds (GET artists/{id}/station), not the artist id as a station', async () => {
    const k = await kit('subscriber');
    const { artistId } = emulatorArtistWithSongs();
    const queue = await k.music.setStationQueue({ artist: artistId });
    expect(requestsTo(k, `/artists/${artistId}/station`)).toBe(1);
    expect(requestsTo(k, `/stations/${artistId}`)).toBe(0);
    expect(queue.length).toBeGreaterThan(0);
    expect(k.music.capabilities.has('editQueue')).toBe(false);
  });

  it('setStationQueue({ song }) plays the song station (GET songs/{id}/station)', async () => {
    const k = await kit('subscriber');
    const { songId } = emulatorArtistWithSongs();
    const queue = await k.music.setStationQueue({ song: songId });
    expect(requestsTo(k, `/songs/${songId}/station`)).toBe(1);
    expect(requestsTo(k, `/me/stations/next-tracks/ra.${songId}`)).toBe(1);
    expect(queue.length).toBeGreaterThan(0);
  });

  it('setQueue({ station }) and setQueue({ url: <station link> }) play the station on the station controller', async () => {
    const k = await kit('subscriber');
    const { songId } = emulatorArtistWithSongs();
    const byOption = await k.music.setQueue({ station: `ra.${songId}` });
    expect(byOption.length).toBeGreaterThan(0);
    expect(k.music.continuous).toBe(true);
    expect(() => {
      k.music.continuous = false;
    }).toThrow(MKError);

    await k.music.setQueue({ album: firstAlbumId(emulator()) });
    const byLink = await k.music.setQueue({ url: `https://music.apple.com/us/station/song-station/ra.${songId}` });
    expect(byLink.length).toBeGreaterThan(0);
    expect(requestsTo(k, `/me/stations/next-tracks/ra.${songId}`)).toBe(2);
  });
});

describe('001 §4 Track end: serial continuous play (docs/decisions.md)', () => {
  it('a signed-out listener pressing Play on an album hears its previews one after another without a touch', async () => {
    const k = await kit(null, { mediaDurationSeconds: 2 });
    const album = await k.music.setQueue({ album: firstAlbumId(emulator()) });
    expect(album.length).toBeGreaterThanOrEqual(3);
    expect(k.music.continuous).toBe(true);
    const played: string[] = [];
    k.music.addEventListener('nowPlayingItemDidChange', ({ item }) => item && played.push(item.id));
    await k.music.play();
    await until(k, () => k.music.nowPlayingItemIndex >= 2);
    expect(played.slice(0, 3)).toEqual(album.items.slice(0, 3).map((item) => item.id));
    expect(k.host.sinks.created.flatMap((sink) => sink.loads.map((source) => source.url)).slice(0, 3)).toEqual(album.items.slice(0, 3).map((item) => item.previewURL));
  });

  it('music.continuous = false: a signed-out listener stops after the item (001 §4 Track end needs continuous or authorization)', async () => {
    const k = await kit(null, { mediaDurationSeconds: 2 });
    await k.music.setQueue({ album: firstAlbumId(emulator()) });
    k.music.continuous = false;
    await k.music.play();
    await until(k, () => k.music.playbackState === PlaybackStates.playing);
    await k.host.clock.advanceAsync(4_000);
    expect(k.music.nowPlayingItemIndex).toBe(0);
  });
});

describe('000 §1, 002 §9 run-time previewOnly and bitrate', () => {
  async function playIndex(k: Kit, index: number): Promise<void> {
    await k.music.changeToMediaAtIndex(index);
    await until(k, () => k.music.nowPlayingItemIndex === index && k.music.playbackState === PlaybackStates.playing);
  }

  it('music.previewOnly = true makes the next item a preview; false makes it full again (source resolution reads it at each play)', async () => {
    const k = await kit('subscriber');
    await k.music.setQueue({ album: firstAlbumId(emulator()) });
    await playIndex(k, 0);
    expect(k.music.nowPlayingItem?.playbackType).toBe(PlaybackType.encryptedFull);

    k.music.previewOnly = true;
    await playIndex(k, 1);
    expect(k.music.nowPlayingItem?.playbackType).toBe(PlaybackType.preview);
    expect(k.host.sinks.created.at(-1)?.source?.url).toBe(k.music.nowPlayingItem?.previewURL);

    k.music.previewOnly = false;
    await playIndex(k, 2);
    expect(k.music.nowPlayingItem?.playbackType).toBe(PlaybackType.encryptedFull);
  });

  it('music.bitrate = STANDARD: the next full track is prepared from the 64 kbit/s flavor (002 §9 encrypted-flavor selection)', async () => {
    const k = await kit('subscriber');
    await k.music.setQueue({ album: firstAlbumId(emulator()) });
    k.music.bitrate = PlaybackBitrate.HIGH;
    await playIndex(k, 0);
    expect(k.host.sinks.created.at(-1)?.source?.url).toMatch(/\/cenc\/master\.m3u8$/);
    k.music.bitrate = PlaybackBitrate.STANDARD;
    await playIndex(k, 1);
    expect(k.host.sinks.created.at(-1)?.source?.encrypted).toBe(true);
    expect(k.host.sinks.created.at(-1)?.source?.url).toMatch(/\/cenc\/master\.m3u8\?flavor=ctrp64$/);
  });
});

describe('002 §3 Queue options: episodes, podcasts, audiobooks and music movies in setQueue', () => {
  it('setQueue({ episodes }) queues the episodes (GET podcast-episodes?ids=)', async () => {
    const k = await kit(null);
    const ids = [...catalogExtrasOf(emulator().catalog).podcastEpisodes.keys()].slice(0, 2);
    const queue = await k.music.setQueue({ episodes: ids });
    expect(queue.items.map((item) => [item.id, item.type])).toEqual(ids.map((id) => [id, 'podcast-episodes']));
    expect(queue.items.every((item) => item.isPlayable)).toBe(true);
  });

  it('setQueue({ podcast }) expands the podcast to its episodes, every page, never through `tracks`', async () => {
    const k = await kit(null);
    const podcast = [...catalogExtrasOf(emulator().catalog).podcasts.values()].find((show) => show.episodeIds.length > 100)!;
    const queue = await k.music.setQueue({ podcast: podcast.id, startWith: 1 });
    expect(queue.items.map((item) => item.id)).toEqual(podcast.episodeIds);
    expect(queue.items.every((item) => item.type === 'podcast-episodes')).toBe(true);
    expect(k.music.nowPlayingItemIndex).toBe(1);
    expect(requestsTo(k, '/tracks')).toBe(0);
  });

  it('setQueue({ audioBook }) queues the audiobook (GET audio-books?ids=) and plays it', async () => {
    const k = await kit(null);
    const book = [...catalogExtrasOf(emulator().catalog).audioBooks.keys()][0]!;
    const queue = await k.music.setQueue({ audioBook: book });
    expect(queue.items.map((item) => [item.id, item.type])).toEqual([[book, 'audio-books']]);
    await k.music.play();
    await until(k, () => k.music.playbackState === PlaybackStates.playing);
    expect(k.host.sinks.created.at(-1)?.source?.url).toBe(queue.items[0]!.previewURL);
  });

  it('setQueue({ uploadedAudios }) and ({ uploadedVideo }) queue the uploads (GET uploaded-audios?ids=, uploaded-videos?ids=)', async () => {
    const k = await kit(null);
    const uploads = [...catalogExtrasOf(emulator().catalog).uploads.values()];
    const audios = uploads.filter((upload) => upload.type === 'uploaded-audios').map((upload) => upload.id);
    const video = uploads.find((upload) => upload.type === 'uploaded-videos')!.id;
    const queue = await k.music.setQueue({ uploadedAudios: audios });
    expect(queue.items.map((item) => [item.id, item.type])).toEqual(audios.map((id) => [id, 'uploaded-audios']));
    await k.music.play();
    await until(k, () => k.music.playbackState === PlaybackStates.playing);
    expect(k.host.sinks.created.at(-1)?.source?.url).toBe(queue.items[0]!.previewURL);
    const videos = await k.music.setQueue({ uploadedVideo: video });
    expect(videos.items.map((item) => [item.id, item.type])).toEqual([[video, 'uploaded-videos']]);
  });

  it('000 §4 setQueue({ musicMovie }) is accepted; the movie is not playable while the developer flag is off', async () => {
    const k = await kit(null);
    const movie = [...catalogExtrasOf(emulator().catalog).musicMovies.keys()][0]!;
    const queue = await k.music.setQueue({ musicMovie: movie });
    expect(queue.items.map((item) => [item.id, item.type])).toEqual([[movie, 'music-movies']]);
    expect(queue.items[0]!.isPlayable).toBe(false);
  });
});
