/**
 * Debian's Chromium through playwright-core, launched as the e2e tests launch it (headless,
 * same flags). One browser for the whole run; each trial gets a fresh context when it must be
 * cold (no HTTP cache, no warm decoder), else a fresh page.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { BenchPageApi, PageReadiness } from './pages/bench-page.types.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

export { CHROMIUM_ARGS } from '../chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly readiness: PageReadiness;
  close(): Promise<void>;
}

/** Opens `/bench/<folder>/<entry>.html` in a fresh context and waits for its player to be ready. */
export async function openBenchPage(browser: Browser, origin: string, folder: string, entry: string): Promise<OpenedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const close = async (): Promise<void> => {
    await context.close().catch(() => undefined);
  };
  try {
    await page.goto(`${origin}/bench/${folder}/${entry}.html`);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 15_000 });
    const readiness = await page.evaluate(() => (window.__bench as BenchPageApi).ready());
    return { context, page, readiness, close };
  } catch (error) {
    const reason = `${error instanceof Error ? error.message.split('\n')[0] : String(error)}${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`;
    return { context, page, readiness: { ok: false, reason }, close };
  }
}
