import type { Page } from '@playwright/test';

/** The provider emulator's origin for this run: the page's port on 127.0.0.1 (tools/start.ts). */
export function providerOrigin(page: Page): string {
  const url = new URL(page.url());
  return `http://127.0.0.1:${url.port}`;
}

export interface FaultRule {
  readonly match: string;
  readonly status?: number;
  readonly delayMs?: number;
  readonly drop?: boolean;
  readonly times?: number;
}

/** Switches on a fault in the emulator (tools/emulator control routes); returns its id. */
export async function addFault(page: Page, rule: FaultRule): Promise<string> {
  const response = await page.request.post(`${providerOrigin(page)}/__emulator/faults`, { data: rule });
  const body = (await response.json()) as { fault: { id: string } };
  return body.fault.id;
}

export async function clearFaults(page: Page): Promise<void> {
  await page.request.delete(`${providerOrigin(page)}/__emulator/faults`);
}
