import type { Page } from '@playwright/test';

/** A media fault of the emulator (tools/emulator/routes/media-faults.ts), for the clip a song plays. */
export interface SongMediaFault {
  readonly loop?: number;
  readonly playlistKeyId?: string;
}

/** The clip the emulator plays for `songId` (its catalogue index). */
export async function clipOf(page: Page, provider: string, songId: string): Promise<string> {
  const index = (await (await page.request.get(`${provider}/__emulator/catalog`)).json()) as { songs: Array<{ id: string; clipId: string }> };
  const clip = index.songs.find((s) => s.id === songId)?.clipId;
  if (!clip) throw new Error(`No clip for song ${songId}`);
  return clip;
}

/** Serves the clip of `songId` rewritten until the media faults are cleared. */
export async function addSongMediaFault(page: Page, provider: string, songId: string, fault: SongMediaFault): Promise<void> {
  const response = await page.request.post(`${provider}/__emulator/media-faults`, { data: { clip: await clipOf(page, provider, songId), ...fault } });
  if (!response.ok()) throw new Error(`Media fault refused: ${await response.text()}`);
}

export async function clearMediaFaults(page: Page, provider: string): Promise<void> {
  await page.request.delete(`${provider}/__emulator/media-faults`);
}
