import { expect, type Page } from '@playwright/test';

// 000 §7: every play start the activity service receives has its end. The emulator keeps every
// event of the run (all e2e files share one `npm start` server), and a file before this one may
// close its page mid-song, whose end then never comes. So a file checks its own events only: those
// after the mark it took when it began.

const PLAY_START = 1;
const PLAY_END = 0;

interface ActivityEvents {
  readonly events: ReadonlyArray<{ readonly record: Record<string, unknown> }>;
}

async function activityEvents(page: Page, provider: string): Promise<ActivityEvents['events']> {
  const response = await page.request.get(`${provider}/__emulator/play-activity`);
  if (!response.ok()) throw new Error(`GET /__emulator/play-activity: ${response.status()}`);
  return ((await response.json()) as ActivityEvents).events;
}

/** Where this file's events begin: the number the emulator holds now. */
export async function playActivityMark(page: Page, provider: string): Promise<number> {
  return (await activityEvents(page, provider)).length;
}

/** Stops the instance, then waits until every play start since `mark` has its end. */
export async function stopAndExpectNoUnendedPlay(page: Page, provider: string, mark: number): Promise<void> {
  await page.evaluate(async () => {
    const music = (window as unknown as { MusicKit: { getInstance(): { stop(): Promise<unknown> } } }).MusicKit.getInstance();
    await music.stop().catch(() => undefined);
  });
  await expect
    .poll(
      async () => {
        let open = 0;
        for (const event of (await activityEvents(page, provider)).slice(mark)) {
          if (event.record['event-type'] === PLAY_START) open++;
          if (event.record['event-type'] === PLAY_END) open--;
        }
        return open;
      },
      { timeout: 20_000, message: 'play starts without their end (000 §7)' },
    )
    .toBe(0);
}
