import { defineConfig } from 'vitest/config';

// Unit, contract and harness tests (Node, jsdom where a file asks for it with
// `// @vitest-environment jsdom`). E2E tests in real Chromium run under Playwright.
export default defineConfig({
  test: {
    include: ["tests/{unit,contracts,harness}/**/*.test.{ts,tsx}"],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
