import { expect, type Page } from '@playwright/test';

/** What `window.lab.state()` returns (tests/e2e/pages/video-lab.root.ts). */
export interface LabState {
  readonly backendId: string | null;
  readonly time: number;
  readonly audioTracks: Array<{ id: number; label: string; language: string; kind: string; enabled: boolean }>;
  readonly textTracks: Array<{ id: number; label: string; language: string; kind: string; mode: string; forced: boolean }>;
  readonly presentation: 'inline' | 'pictureinpicture' | null;
  readonly pictureInPictureAvailable: boolean;
  readonly currentAudio: string | null;
  readonly currentText: string;
  readonly forced: string | null;
  readonly overlayText: string;
  readonly overlayTags: string[];
  readonly overlayAttributes: string[];
  readonly video: { controls: boolean; playsInline: boolean; inContainer: boolean; nativeTextShowing: number; videoWidth: number } | null;
}

interface LabWindow {
  lab: {
    load(musicVideoId: string): Promise<void>;
    play(): Promise<void>;
    pause(): Promise<void>;
    seek(seconds: number): Promise<void>;
    selectAudioTrack(id: number): void;
    selectTextTrack(id: number | 'auto'): void;
    state(): LabState;
    events: Array<{ event: string; id: number | null; label: string | null }>;
    requests: string[];
    presentationModes: string[];
    hostLoaderIds: string[];
    hostBackends: Array<{ name: string; plays: Array<'audio' | 'video'> }>;
  };
}

/** The emulator's catalog music videos (tools/emulator/catalog/music-video-catalog.ts, videos.json order): mv01 and mv02 (hostile subtitles). */
export const MV01 = '1700000001';
export const MV02 = '1700000002';

/**
 * Opens the video lab on a backend (configuration only) and plays a catalog music video through
 * the public instance: `music.setQueue({ musicVideo })` then `music.play()`.
 */
export async function openLab(page: Page, backend: string, musicVideo = MV01): Promise<void> {
  await page.goto(`/e2e/video-lab.html?backend=${backend}`);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await page.evaluate(async (id) => {
    const { lab } = window as unknown as LabWindow;
    await lab.load(id);
    await lab.play();
  }, musicVideo);
  await expect.poll(() => labState(page).then((s) => s.time), { timeout: 15_000 }).toBeGreaterThan(0.2);
}

export function labState(page: Page): Promise<LabState> {
  return page.evaluate(() => (window as unknown as LabWindow).lab.state());
}

export function labEvents(page: Page): Promise<LabWindow['lab']['events']> {
  return page.evaluate(() => (window as unknown as LabWindow).lab.events);
}

export function labRequests(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as LabWindow).lab.requests);
}

export function hostLoaderIds(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as LabWindow).lab.hostLoaderIds);
}

/** The browser host's backend list as the lab page bundles it (adapters/hosts/backends.ts). */
export async function hostBackends(page: Page): Promise<LabWindow['lab']['hostBackends']> {
  await page.goto('/e2e/video-lab.html');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  return page.evaluate(() => (window as unknown as LabWindow).lab.hostBackends);
}

/** The host's backends that play video, in the host's order: the matrix of the video e2e tests. */
export async function hostVideoBackends(page: Page): Promise<string[]> {
  return (await hostBackends(page)).filter((backend) => backend.plays.includes('video')).map((backend) => backend.name);
}

/** Selects by label ('Off' is the synthetic entry); returns the id used. */
export async function selectText(page: Page, label: string): Promise<number> {
  const track = (await labState(page)).textTracks.find((t) => t.label === label);
  if (!track) throw new Error(`No text track '${label}'`);
  await page.evaluate((id) => (window as unknown as LabWindow).lab.selectTextTrack(id), track.id);
  return track.id;
}

export async function selectAudio(page: Page, language: string): Promise<void> {
  const track = (await labState(page)).audioTracks.find((t) => t.language === language);
  if (!track) throw new Error(`No audio track in '${language}'`);
  await page.evaluate((id) => (window as unknown as LabWindow).lab.selectAudioTrack(id), track.id);
}

export async function seek(page: Page, seconds: number): Promise<void> {
  await page.evaluate((s) => (window as unknown as LabWindow).lab.seek(s), seconds);
}

export function presentationModes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as LabWindow).lab.presentationModes);
}
