import { expect, test as base, type ConsoleMessage } from '@playwright/test';

/**
 * Issue 19, done-when "The console stays free of errors and warnings through all journeys": every
 * journey that uses this `test` fails at its end if the page logged an error or a warning, or
 * threw. Chromium logs each failed request ("Failed to load resource: … 404") as a console error,
 * so a request that fails on purpose (an injected fault, a missing album) is named by the test
 * with `consoleGuard.expectFailedRequest(urlPart)`; anything else fails the journey.
 */
export interface ConsoleGuard {
  /** A failed request whose URL contains `urlPart` is part of the journey, not a defect. */
  expectFailedRequest(urlPart: string): void;
}

function isExpected(message: ConsoleMessage, urlParts: readonly string[]): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const url = message.location().url;
  return urlParts.some((part) => url.includes(part));
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const expected: string[] = [];
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (isExpected(message, expected)) return;
        logged.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
      await use({ expectFailedRequest: (urlPart) => void expected.push(urlPart) });
      expect(logged, 'console errors and warnings during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
