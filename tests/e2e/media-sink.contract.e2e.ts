import { expect, test, type Page } from '@playwright/test';
import type { ContractResult, HostBackend } from './pages/sink-contract.root.ts';

/**
 * The MediaSink contract (tests/contracts/media-sink.contract.ts) against the real engines in
 * Chromium; Node runs the same cases on the fake and void sinks (tests/contracts/media-sink.test.ts).
 * The matrix is the browser host's own backend list (adapters/hosts/backends.ts), read from the
 * page that bundles it: every backend that plays some media (void plays only when forced, 002 §4).
 * Adding a backend adds nothing here (DESIGN.md); each one is a step of this test.
 */
type ContractWindow = { sinkContract: { run(id: string): Promise<ContractResult[]>; backends: HostBackend[] } };

async function openContractPage(page: Page): Promise<void> {
  await page.goto('/e2e/video-sink-contract.html');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
}

test('MediaSink contract in Chromium: every backend of the browser host that plays media', async ({ page }) => {
  await openContractPage(page);
  const backends = (await page.evaluate(() => (window as unknown as ContractWindow).sinkContract.backends)).filter((backend) => backend.plays.length > 0);
  expect(backends.map((backend) => backend.name)).not.toEqual([]);
  test.setTimeout(120_000 * backends.length);
  for (const { name } of backends) {
    await test.step(name, async () => {
      await openContractPage(page); // a fresh page per backend, as each engine would meet it
      const results = await page.evaluate((id) => (window as unknown as ContractWindow).sinkContract.run(id), name);
      for (const result of results) console.log(`${name} ${result.ok ? 'ok  ' : 'FAIL'} ${result.ms} ms  ${result.rule}${result.error ? ` — ${result.error}` : ''}`);
      // Soft: one backend's failure still lets the others run and report.
      expect.soft(results.filter((result) => !result.ok), `${name}: failed contract cases`).toEqual([]);
      expect.soft(results.length, `${name}: contract cases run`).toBeGreaterThanOrEqual(9);
    });
  }
});
