import { expect, type BrowserContext, type Page } from '@playwright/test';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/auth/developer-token.ts';
import type { AuthHarnessResult, AuthHarnessSnapshot } from './auth-harness.boot.ts';

export { EMULATOR_DEVELOPER_TOKEN };

/** The auth harness page (app-react/demo/e2e), on the page origin http://localhost:PORT. */
export const HARNESS_PATH = '/e2e/auth-harness.html';

export interface SeenRequest {
  /** The test during which the request was made. */
  readonly test: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Records every request of the context (pages, pop-ups, frames) with all its headers. */
export function recordRequests(context: BrowserContext, sink: SeenRequest[], test: string): () => Promise<void> {
  const pending: Array<Promise<void>> = [];
  context.on('request', (request) => {
    const seen = (headers: Record<string, string>): void => void sink.push({ test, url: request.url(), headers, body: request.postData() ?? '' });
    pending.push(request.allHeaders().then(seen, () => seen(request.headers())));
  });
  return async () => {
    await Promise.all(pending);
  };
}

/** The requests that carry one of the tokens (plain or URL-encoded, in the URL, a header or the body). */
export function tokenCarrying(seen: readonly SeenRequest[], tokens: readonly string[]): SeenRequest[] {
  const carries = (text: string): boolean => tokens.some((token) => text.includes(token) || text.includes(encodeURIComponent(token)));
  return seen.filter((request) => carries(`${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`));
}

/** Whether the token travels only in the Cookie header (the page's own first-party cookie), nowhere else. */
export function onlyInCookieHeader(request: SeenRequest, tokens: readonly string[]): boolean {
  const { cookie: _cookie, ...others } = request.headers;
  return tokenCarrying([{ ...request, headers: others }], tokens).length === 0;
}

export async function providerOrigin(page: Page): Promise<string> {
  return (await page.locator('meta[name="mediakit-provider-origin"]').getAttribute('content')) ?? '';
}

/** Opens the harness and waits until its auth service has started (the first load compiles modules: generous timeout). */
export async function openHarness(page: Page, query = ''): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${HARNESS_PATH}${query}`);
  await expect(page.locator('#ready'), `page errors: ${errors.join('; ')}`).toHaveText('ready', { timeout: 20_000 });
}

export function snapshot(page: Page): Promise<AuthHarnessSnapshot> {
  return page.evaluate(() => window.__auth!.snapshot());
}

export function results(page: Page): Promise<AuthHarnessResult[]> {
  return page.evaluate(() => [...window.__auth!.results]);
}

/** Clicks Sign in and returns the provider's pop-up once its page is there. */
export async function openSignInPopup(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#sign-in')]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

/** Waits for the next authorize() outcome of the harness. */
export async function nextResult(page: Page, count: number): Promise<AuthHarnessResult> {
  await expect.poll(async () => (await results(page)).length, { timeout: 10_000 }).toBeGreaterThan(count);
  return (await results(page))[count]!;
}

/** Signs in through the real pop-up as the given test listener; returns the token. */
export async function signInAs(page: Page, label: RegExp | string): Promise<string> {
  const before = (await results(page)).length;
  const popup = await openSignInPopup(page);
  await popup.getByRole('button', { name: label }).click();
  const result = await nextResult(page, before);
  expect(result).toMatchObject({ ok: true });
  await expect.poll(() => popup.isClosed()).toBe(true);
  return result.token!;
}
