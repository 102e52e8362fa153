import { expect, test, type Page } from '@playwright/test';
import { loadMediaFixtures } from '../../tools/emulator/fixtures/media-fixtures.ts';
import { renderSourceSignal } from '../../tools/media/source-signal.ts';
import { expectSeamlessJoin, mediaJoinSteps, providerOf } from './gapless-harness.ts';
import { locate, measureJoin, SAMPLE_RATE } from './gapless-join.analysis.ts';
import { pageObject, takeRecording } from './page-object.ts';

// Issue 20, done when: through the instance, a subscriber plays a full, encrypted music video
// with picture, subtitles and audio-track switching, on every video backend of the browser
// host's list (the same test, one configuration per backend: `playback.video`), and in one tab
// song → video → song shows a picture for the video and plays the songs gaplessly after it.
// 000 §1: full playback for subscribers; 001 §7 licence request through the spec's flow; 001 §3/§4
// audio and text tracks; 002 §9: video kinds.

interface VideoPage {
  ready: boolean;
  videoBackends: string[];
  events: Array<{ type: string; detail?: { id?: string; reason?: string; message?: string } }>;
  play(options: Record<string, unknown>): Promise<{ ok: true } | { reason: string; message: string }>;
  status(): {
    backend: string | null;
    playbackType: number | undefined;
    nowPlaying: string | undefined;
    isAuthorized: boolean;
    currentTime: number;
    audioTracks: Array<{ id: string; label: string; language: string; enabled: boolean }>;
    textTracks: Array<{ id: string; label: string; language: string }>;
    overlayText: string;
    video: { frames: number; width: number; time: number; paused: boolean; encrypted: boolean } | null;
    playingElement: string | undefined;
    nowPlayingIndex: number;
    elements: Array<{ kind: string; id: string; paused: boolean; recorded: boolean }>;
  };
  seek(seconds: number): Promise<void>;
  recordStart(): void;
  recordStop(): void;
  recording(part: number, partFrames: number): string | null;
  selectAudio(language: string): void;
  selectText(language: string): void;
}

const onPage = pageObject<VideoPage>('__video');

const status = (page: Page) => onPage(page, (p) => p.status());

const recordingOf = (page: Page): Promise<Float32Array> => takeRecording(page, onPage);
const ENCRYPTED_FULL = 3; // PlaybackType.encryptedFull

interface Catalog {
  albums: Array<{ id: string; name: string; trackIds: string[] }>;
}

/** The emulator's encrypted music video (the first fixture, tools/media/generate-video-fixtures.ts). */
const ENCRYPTED_VIDEO_ID = '1700000001';

async function openSignedIn(page: Page, provider: string, backend: string, reset = true): Promise<void> {
  if (reset) {
    await page.request.post(`${provider}/__emulator/reset`);
    await page.request.delete(`${provider}/__emulator/license-faults`);
  }
  await page.goto(`/e2e/encrypted-video.html?video=${backend}`);
  await page.waitForFunction(() => (window as unknown as { __video?: VideoPage }).__video?.ready === true, undefined, { timeout: 30_000 });
  // A page reloaded after a sign-in keeps it (the token is stored).
  if (await status(page).then((s) => s.isAuthorized)) return;
  // 000 §4: a subscriber signs in through the real pop-up on the provider's origin.
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#sign-in')]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect.poll(() => status(page).then((s) => s.isAuthorized), { timeout: 15_000 }).toBe(true);
}

async function expectFramesAdvance(page: Page): Promise<void> {
  const first = (await status(page)).video?.frames ?? 0;
  await expect.poll(() => status(page).then((s) => s.video?.frames ?? 0), { timeout: 15_000 }).toBeGreaterThan(first + 5);
}

test('a subscriber plays the full encrypted music video on every video backend of the host: picture, subtitles, audio-track switching (issue 20)', async ({ page, baseURL }) => {
  const provider = providerOf(baseURL);
  await page.goto('/e2e/encrypted-video.html');
  await page.waitForFunction(() => (window as unknown as { __video?: VideoPage }).__video?.ready === true, undefined, { timeout: 30_000 });
  const backends = await onPage(page, (p) => p.videoBackends);
  expect(backends.length, 'hls.js and shaka both play video').toBeGreaterThanOrEqual(2);
  test.setTimeout(60_000 * backends.length);
  for (const [index, backend] of backends.entries()) {
    await openSignedIn(page, provider, backend, index === 0);
    await page.request.delete(`${provider}/__emulator/requests`);

    const started = await onPage(page, (p, id) => p.play({ musicVideo: id }), ENCRYPTED_VIDEO_ID);
    expect(started, `${backend}: ${JSON.stringify(started)}`).toHaveProperty('ok', true);
    await expect.poll(() => status(page).then((s) => s.video?.width ?? 0), { timeout: 20_000 }).toBe(320);
    const playing = await status(page);
    expect(playing).toMatchObject({ backend, playbackType: ENCRYPTED_FULL, nowPlaying: ENCRYPTED_VIDEO_ID });
    expect(playing.video?.encrypted, `${backend}: MediaKeys on the element`).toBe(true);
    await expectFramesAdvance(page);

    // 001 §7: the key came from the emulator's licence server, through our licence request.
    const recorded = (await (await page.request.get(`${provider}/__emulator/requests`)).json()) as { requests: Array<{ path: string; body: string }> };
    const licences = recorded.requests.filter((r) => r.path.includes('/acquireWebPlaybackLicense'));
    expect(licences.length, `${backend}: licence requests`).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(licences[0]!.body)).toMatchObject({ 'key-system': 'org.w3.clearkey', adamId: ENCRYPTED_VIDEO_ID });
    expect(recorded.requests.some((r) => r.path.includes('/media/video/mv01/cenc/'))).toBe(true);

    // 001 §3/§4: subtitles, drawn by our overlay from the encrypted video's renditions.
    // (The fixture's English cues are 'EN subtitle n', one per 4 s.)
    await onPage(page, (p) => p.selectText('en'));
    await expect.poll(() => status(page).then((s) => s.overlayText), { timeout: 10_000 }).toMatch(/^EN subtitle [1-3]$/);

    // Audio-track switching: French becomes the enabled rendition, and the picture keeps moving.
    expect((await status(page)).audioTracks.map((t) => t.language).sort()).toEqual(['en', 'fr']);
    await onPage(page, (p) => p.selectAudio('fr'));
    await expect.poll(() => status(page).then((s) => s.audioTracks.find((t) => t.enabled)?.language), { timeout: 10_000 }).toBe('fr');
    await expectFramesAdvance(page);

    expect((await onPage(page, (p) => p.events)).filter((e) => e.type === 'mediaPlaybackError'), backend).toEqual([]);
  }
});

/** Where clip01 (the Bach album's first track) is sought to: 3.5 s before its end (past 002 §4's 30 %, so its next item preloads). */
const SEEK_BEFORE_END_S = 3.5;

// Issue 20, done when: "song → video → song in one tab shows a picture for the video and plays
// the songs gaplessly after it". One instance, one page, per video backend: a song, then the
// encrypted video with moving frames, then the Bach album through setQueue + play; clip01 is
// sought to near its end (seekToTime) and the rendered audio of its join into clip02 is measured
// on the samples with gapless-album's analysis and bound (001 §4 Seamless audio, MEDIA-FACTS
// splice rule). The recording is of the audio kind's element, the one element that plays after
// the video (the video's sound stays on the video element).
for (const videoBackend of ['hlsjs', 'shaka']) {
  test(`song → encrypted video (${videoBackend}) → album in one tab: the video shows a picture, then the songs play joined gaplessly on the audio element (issue 20, 001 §4 Seamless audio)`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const provider = providerOf(baseURL);
    await openSignedIn(page, provider, videoBackend);
    expect(await onPage(page, (p) => p.videoBackends)).toContain(videoBackend);
    const catalog = (await (await page.request.get(`${provider}/__emulator/catalog`)).json()) as Catalog;
    const album = catalog.albums.find((a) => a.name.startsWith('Bach'))!;
    const clips = (await loadMediaFixtures()).tracks.slice(0, 2);

    expect(await onPage(page, (p, id) => p.play({ song: id }), album.trackIds[0]!)).toHaveProperty('ok', true);
    await expect.poll(() => status(page).then((s) => s.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    expect((await status(page)).backend).toBe('mse-audio');

    expect(await onPage(page, (p, id) => p.play({ musicVideo: id }), ENCRYPTED_VIDEO_ID)).toHaveProperty('ok', true);
    await expect.poll(() => status(page).then((s) => s.video?.width ?? 0), { timeout: 20_000 }).toBe(320);
    expect(await status(page)).toMatchObject({ playingElement: 'video', backend: videoBackend });
    await expectFramesAdvance(page);

    expect(await onPage(page, (p, id) => p.play({ album: id }), album.id)).toHaveProperty('ok', true);
    await expect.poll(() => status(page).then((s) => s.playingElement), { timeout: 20_000 }).toBe('audio');
    expect(await status(page)).toMatchObject({ backend: 'mse-audio', playbackType: ENCRYPTED_FULL, nowPlaying: album.trackIds[0] });
    await page.request.delete(`${provider}/__emulator/requests`);
    await onPage(page, (p, seconds) => p.seek(seconds), clips[0]!.durationMs / 1000 - SEEK_BEFORE_END_S);
    await onPage(page, (p) => p.recordStart());
    await expect
      .poll(() => status(page).then((s) => (s.nowPlaying === album.trackIds[1] ? s.currentTime : 0)), { timeout: 30_000 })
      .toBeGreaterThan(2.5);
    // Sinks are per kind (sink-player): the songs before and after the video play in the audio
    // kind's one element, which is the one recorded and the only one playing; the video's element
    // is paused beside it.
    const { elements } = await status(page);
    await onPage(page, (p) => p.recordStop());
    // The video's sink was unloaded when the songs took over: it fetched nothing beside them
    // (a paused video still buffering would compete with the next song's preloading).
    const afterVideo = (await (await page.request.get(`${provider}/__emulator/requests`)).json()) as { requests: Array<{ path: string }> };
    expect(afterVideo.requests.map((r) => r.path).filter((path) => path.startsWith('/media/video/'))).toEqual([]);
    expect(elements.filter((el) => el.kind === 'audio'), JSON.stringify(elements)).toEqual([expect.objectContaining({ paused: false, recorded: true })]);
    expect(elements.filter((el) => !el.paused), JSON.stringify(elements)).toEqual([expect.objectContaining({ kind: 'audio' })]);
    expect((await onPage(page, (p) => p.events)).filter((e) => e.type === 'mediaPlaybackError')).toEqual([]);

    // clip01's last seconds and clip02's first, against the source (clip01 starts it at sample 0).
    const src = renderSourceSignal(clips[0]!.sourceStartSample, clips[0]!.sampleCount + clips[1]!.sampleCount);
    const rec = await recordingOf(page);
    const joinAt = clips[0]!.sampleCount;
    const before = locate(rec, src, joinAt - Math.round(1.5 * SAMPLE_RATE));
    expect(before.score, 'clip01 before the join is in the recording').toBeGreaterThan(0.9);
    const { figures: join } = measureJoin(rec, src, `${clips[0]!.id}→${clips[1]!.id} after the ${videoBackend} video`, joinAt, joinAt, before.lag);
    const [mediaStep] = await mediaJoinSteps(page, provider, clips);
    console.log(`join after the video (${videoBackend}): ${JSON.stringify({ ...join, mediaJump: mediaStep })}`);
    expectSeamlessJoin(join, mediaStep!);
  });
}

// Issue 20: "Leaving a playing video pauses it; coming back shows a black stage with no Play
// button". In the demo: play a video, leave for the home view (since issue 19 it plays on in the
// mini player; pause it there), come back: the video element is in the new stage and Play is
// offered; Play resumes it there with moving frames.
test('the demo\'s video stage survives navigation: leave a playing video, pause it, come back, picture and Play are there (issue 20)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Video: / }).first().click();
  const videoUrl = page.url();
  await page.getByRole('button', { name: 'Play video' }).click();
  const stage = page.locator('.video-stage[aria-label="Video"]');
  const stageVideo = stage.locator('video');
  await expect(stageVideo).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => stageVideo.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);

  await page.goto(new URL('/#/', videoUrl).toString());
  await expect(stage).toHaveCount(0);
  await page.getByRole('complementary', { name: 'Mini player' }).getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
  await page.goBack();
  await expect(stage).toBeVisible({ timeout: 10_000 });
  // The element the instance plays in is back in the stage, with its picture (a decoded frame).
  await expect(stageVideo).toBeVisible({ timeout: 10_000 });
  expect(await stageVideo.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(320);
  const play = page.getByRole('button', { name: 'Play video' });
  await expect(play).toBeVisible();
  await play.click();
  const frames = () => stageVideo.evaluate((v: HTMLVideoElement) => ({ frames: v.getVideoPlaybackQuality().totalVideoFrames, paused: v.paused }));
  const before = (await frames()).frames;
  await expect.poll(async () => (await frames()).frames, { timeout: 15_000 }).toBeGreaterThan(before + 5);
  expect((await frames()).paused).toBe(false);
});
