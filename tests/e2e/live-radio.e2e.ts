import { expect, test, type Page } from '@playwright/test';
import { furthestPlaybackTime, installMediaProbe, mediaEvents } from './media-probe.ts';

// 001 §3, §7 and 002 §3: in real Chromium (MSE through hls.js), a live station of the provider
// emulator plays an endless live HLS stream whose packed-audio segments carry ID3 tags; the
// library reads them and raises `timedMetadataDidChange` as the song on air changes.

interface OnAirSong {
  readonly title: string;
  readonly performer: string;
  readonly album: string;
  readonly adamId: string;
  readonly artworkName: string;
}

interface LiveRadioInfo {
  readonly segmentDuration: number;
  readonly segmentsPerSong: number;
  readonly stations: ReadonlyArray<{ readonly id: string; readonly name: string; readonly encrypted: boolean; readonly songs: readonly OnAirSong[] }>;
}

interface SeenMetadata {
  readonly title: string | undefined;
  readonly performer: string | undefined;
  readonly album: string | undefined;
  readonly links: ReadonlyArray<{ description: string; url: string }>;
  readonly storefrontAdamIds: Record<string, string>;
  readonly blobBytes: number;
  /** The playing time when it was announced. */
  readonly at: number;
}

type Page$ = Window & {
  MusicKit?: { getInstance(): LiveInstance | undefined };
  __timedMetadata?: SeenMetadata[];
};

interface LiveInstance {
  addEventListener(name: 'timedMetadataDidChange', listener: (metadata: Omit<SeenMetadata, 'blobBytes' | 'at'> & { blob: Uint8Array }) => void): void;
  setStationQueue(options: { station: string }): Promise<unknown>;
  play(): Promise<void>;
  readonly currentPlaybackTime: number;
  readonly playbackBackend: string | null;
  readonly capabilities: ReadonlySet<string>;
  readonly timedMetadata: { readonly title: string | undefined } | undefined;
  readonly nowPlayingItem: { readonly isLiveRadioStation: boolean } | undefined;
}

async function signIn(page: Page): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.waitForLoadState();
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

function seen(page: Page): Promise<SeenMetadata[]> {
  return page.evaluate(() => [...((window as Page$).__timedMetadata ?? [])]);
}

/** The demo, a subscriber signed in, the probe installed; the emulator's live stations. */
async function signedInWithStations(page: Page): Promise<{ readonly provider: string; readonly info: LiveRadioInfo }> {
  await installMediaProbe(page);
  await page.goto('/');
  await signIn(page);
  const provider = `http://127.0.0.1:${new URL(page.url()).port}`;
  const info = (await (await page.request.get(`${provider}/__emulator/live-radio`)).json()) as LiveRadioInfo;
  return { provider, info };
}

test('001 §3, §7: live radio raises timedMetadataDidChange with the emulator\'s metadata as the song on air changes', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { provider, info } = await signedInWithStations(page);
  const station = info.stations.find((candidate) => !candidate.encrypted)!;

  await page.waitForFunction(() => (window as Page$).MusicKit?.getInstance() !== undefined);
  await page.evaluate(async (stationId) => {
    const music = (window as Page$).MusicKit!.getInstance()!;
    const log: SeenMetadata[] = [];
    (window as Page$).__timedMetadata = log;
    music.addEventListener('timedMetadataDidChange', (metadata) => {
      log.push({
        title: metadata.title,
        performer: metadata.performer,
        album: metadata.album,
        links: [...metadata.links],
        storefrontAdamIds: { ...metadata.storefrontAdamIds },
        blobBytes: metadata.blob.length,
        at: music.currentPlaybackTime,
      });
    });
    await music.setStationQueue({ station: stationId });
    await music.play();
  }, station.id);

  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing'), { timeout: 20_000 }).toBe(true);
  const live = await page.evaluate(() => {
    const music = (window as Page$).MusicKit!.getInstance()!;
    return { backend: music.playbackBackend, capabilities: [...music.capabilities], isLive: music.nowPlayingItem?.isLiveRadioStation };
  });
  expect(live).toEqual({ backend: 'hlsjs', capabilities: ['volume'], isLive: true });

  // A song lasts 3 segments (6.144 s): two changes are seen within about 15 s of playing.
  await expect.poll(async () => new Set((await seen(page)).map((metadata) => metadata.title)).size, { timeout: 40_000, intervals: [500] }).toBeGreaterThanOrEqual(3);
  const observed = await seen(page);
  testInfo.annotations.push({ type: 'observed', description: JSON.stringify(observed.map(({ title, at }) => ({ title, at: Math.round(at * 10) / 10 }))) });

  // Every announcement is a song of the station's schedule, with all its fields from the ID3 tag.
  const songs = station.songs;
  const indexes = observed.map((metadata) => songs.findIndex((song) => song.title === metadata.title));
  expect(indexes.every((index) => index >= 0)).toBe(true);
  observed.forEach((metadata, n) => {
    const song = songs[indexes[n]!]!;
    expect(metadata).toMatchObject({
      title: song.title,
      performer: song.performer,
      album: song.album,
      links: [{ description: 'artworkURL_640x', url: `${provider}/artwork/${song.artworkName}/640x640bb.jpg` }],
      storefrontAdamIds: { us: song.adamId },
    });
    expect(metadata.blobBytes).toBeGreaterThan(0);
  });
  // In order, each change once: consecutive songs of the schedule, never the same one twice running.
  for (let n = 1; n < indexes.length; n++) expect(indexes[n]).toBe((indexes[n - 1]! + 1) % songs.length);
  // Changes follow the stream's timeline: a song is on air for its 6.144 s (give or take the 1 s poll).
  const changes = observed.slice(1).map((metadata, n) => metadata.at - observed[n]!.at);
  for (const gap of changes.slice(1)) expect(gap).toBeGreaterThan(info.segmentDuration * info.segmentsPerSong - 1.5);

  expect(await page.evaluate(() => (window as Page$).MusicKit!.getInstance()!.timedMetadata?.title)).toBe(observed.at(-1)!.title);
  await page.screenshot({ path: testInfo.outputPath('live-radio.png') });
});

test('issue 20, 001 §4, §7: a subscriber plays the encrypted live station, licensed with the live body; audio advances and its timed metadata arrives', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { provider, info } = await signedInWithStations(page);
  const station = info.stations.find((candidate) => candidate.encrypted)!;
  expect(station, 'the emulator has an encrypted live station').toBeDefined();
  await page.request.delete(`${provider}/__emulator/requests`);

  await page.waitForFunction(() => (window as Page$).MusicKit?.getInstance() !== undefined);
  await page.evaluate(async (stationId) => {
    const music = (window as Page$).MusicKit!.getInstance()!;
    const log: SeenMetadata[] = [];
    (window as Page$).__timedMetadata = log;
    music.addEventListener('timedMetadataDidChange', (metadata) => {
      log.push({ title: metadata.title, performer: metadata.performer, album: metadata.album, links: [...metadata.links], storefrontAdamIds: { ...metadata.storefrontAdamIds }, blobBytes: metadata.blob.length, at: music.currentPlaybackTime });
    });
    await music.setStationQueue({ station: stationId });
    await music.play();
  }, station.id);

  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing'), { timeout: 30_000 }).toBe(true);
  expect(await page.evaluate(() => (window as Page$).MusicKit!.getInstance()!.playbackBackend)).toBe('hlsjs');
  // The element decrypts: it holds MediaKeys, and its audio advances.
  expect(await page.evaluate(() => [...document.querySelectorAll('audio, video')].some((el) => (el as HTMLMediaElement).mediaKeys !== null))).toBe(true);
  const start = await furthestPlaybackTime(page);
  await expect.poll(() => furthestPlaybackTime(page), { timeout: 15_000 }).toBeGreaterThan(start + 2);
  expect((await mediaEvents(page)).filter((event) => event.type === 'error')).toEqual([]);

  // 001 §7: the licence request reached the emulator's licence server with the live radio body.
  const recorded = (await (await page.request.get(`${provider}/__emulator/requests`)).json()) as { requests: Array<{ path: string; body: string }> };
  const licences = recorded.requests.filter((request) => request.path.includes('/acquireWebPlaybackLicense'));
  expect(licences.length).toBeGreaterThanOrEqual(1);
  const body = JSON.parse(licences[0]!.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['challenge', 'event', 'key-system', 'uri']);
  expect(body).toMatchObject({ 'key-system': 'org.w3.clearkey', event: 'beats1', uri: expect.stringMatching(/^data:text\/plain;base64,/) });
  expect(recorded.requests.some((request) => request.path.startsWith(`/live/${station.id}/`) && request.path.endsWith('.m4s'))).toBe(true);

  // 001 §3, §7: what is on air (emsg ID3 in the encrypted fMP4) arrives as timedMetadataDidChange.
  await expect.poll(async () => (await seen(page)).length, { timeout: 20_000, intervals: [500] }).toBeGreaterThanOrEqual(1);
  const observed = await seen(page);
  testInfo.annotations.push({ type: 'observed', description: JSON.stringify(observed.map(({ title, at }) => ({ title, at: Math.round(at * 10) / 10 }))) });
  for (const metadata of observed) {
    const song = station.songs.find((candidate) => candidate.title === metadata.title);
    expect(song, `${metadata.title} is on the station's schedule`).toBeDefined();
    expect(metadata).toMatchObject({ performer: song!.performer, album: song!.album, storefrontAdamIds: { us: song!.adamId } });
  }
});
