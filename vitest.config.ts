import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The workspace reads our packages' TypeScript sources (their `@mediakit/source` export
// condition); without it they resolve to `dist/`, the published build (tools/build).
const sourceFirst = (defaults: readonly string[]): string[] => ['@mediakit/source', ...defaults];

// Unit, contract and harness tests (Node, jsdom where a file asks for it with
// `// @vitest-environment jsdom`). E2E tests in real Chromium run under Playwright.
export default defineConfig({
  resolve: { conditions: sourceFirst(defaultClientConditions) },
  ssr: { resolve: { conditions: sourceFirst(defaultServerConditions) } },
  test: {
    include: ["tests/{unit,contracts,harness}/**/*.test.{ts,tsx}"],
    environment: 'node',
    pool: 'threads',
    // A guard against a hung test, not a speed check (speed is benchmarked): the property tests
    // run hundreds of generated cases and took 47 s on a 2-core machine under load.
    testTimeout: 60_000,
  },
});
