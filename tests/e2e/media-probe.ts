import type { Page } from '@playwright/test';

/**
 * Records, from page start, every media element event the test cares about. Media events do
 * not bubble, but a capture listener on the document sees them on their way down.
 */
export async function installMediaProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Array<{ type: string; id: string; time: number }> = [];
    (window as unknown as { __mediaEvents: typeof log }).__mediaEvents = log;
    for (const type of ['playing', 'pause', 'ended', 'error', 'waiting']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target;
          if (target instanceof HTMLMediaElement) log.push({ type, id: target.id, time: target.currentTime });
        },
        true,
      );
    }
  });
}

export async function mediaEvents(page: Page): Promise<Array<{ type: string; id: string; time: number }>> {
  return page.evaluate(() => (window as unknown as { __mediaEvents: Array<{ type: string; id: string; time: number }> }).__mediaEvents);
}

/** The largest currentTime among the page's media elements. */
export async function furthestPlaybackTime(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('audio, video')].map((el) => (el as HTMLMediaElement).currentTime)));
}
