import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.ts';

/**
 * E2E in Debian's Chromium (Playwright cannot download its own browser here). The web server
 * is `npm start`'s own script, so the tests meet exactly what a new user meets.
 */
const port = Number(process.env.E2E_PORT ?? 4510);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  // One retry on CI only, so a rare timing hiccup of a shared 2-core machine does not hide a
  // green run; the list reporter still marks such a test "flaky", and locally nothing retries.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  fullyParallel: false,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}/`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `npx tsx tools/start.ts --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
