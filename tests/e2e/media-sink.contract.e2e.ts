import { expect, test } from '@playwright/test';
import type { ContractResult } from './pages/sink-contract.root.ts';

/**
 * The MediaSink contract (tests/contracts/media-sink.contract.ts) against the real engines in
 * Chromium; Node runs the same cases on the fake and void sinks (tests/contracts/media-sink.test.ts).
 * Adding a backend adds one line here (DESIGN.md).
 */
const MATRIX = [
  'hlsjs',
  'shaka',
  'mse-audio',
];

for (const backend of MATRIX) {
  test(`MediaSink contract in Chromium: ${backend}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/e2e/video-sink-contract.html');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
    const results = await page.evaluate((id) => (window as unknown as { sinkContract: { run(id: string): Promise<ContractResult[]> } }).sinkContract.run(id), backend);
    for (const result of results) console.log(`${backend} ${result.ok ? 'ok  ' : 'FAIL'} ${result.ms} ms  ${result.rule}${result.error ? ` — ${result.error}` : ''}`);
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(9);
  });
}
