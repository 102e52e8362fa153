import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// 002 §2 Alert dialog and age-gate dialog in real Chromium. The age gate is the configured
// instance's (setQueue + play() of an 18+ song); the other dialogs come from the browser
// composition root's DialogPresenter (DomDialogPresenter). Page: app-react/demo/e2e/dialog-page.html.

async function open(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.goto('/e2e/dialog-page.html');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
}

async function expectCentred(page: Page): Promise<void> {
  const box = (await page.getByRole('alertdialog').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
}

async function colours(page: Page): Promise<{ backdrop: string; dialog: string }> {
  return page.locator('[data-mediakit-dialog]').evaluate((host) => ({
    backdrop: getComputedStyle(host.shadowRoot!.querySelector('.backdrop')!).backgroundColor,
    dialog: getComputedStyle(host.shadowRoot!.querySelector('.dialog')!).backgroundColor,
  }));
}

for (const scheme of ['light', 'dark'] as const) {
  test(`002 §2 age gate (${scheme}): centred modal over a dimmed page, exact texts, Yes / No, accessible`, async ({ page }, testInfo) => {
    await open(page, scheme);
    const trigger = page.getByRole('button', { name: 'Play an 18+ song' });
    await trigger.click();

    const dialog = page.getByRole('alertdialog', { name: 'Are you 18 or older?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('This content may not be appropriate for ages younger than 18.');
    await expect(dialog.getByRole('button')).toHaveText(['No', 'Yes']);
    await expectCentred(page);
    expect(await colours(page)).toEqual(
      scheme === 'light'
        ? { backdrop: 'rgba(0, 0, 0, 0.45)', dialog: 'rgb(255, 255, 255)' }
        : { backdrop: 'rgba(0, 0, 0, 0.65)', dialog: 'rgb(44, 44, 46)' },
    );
    const axe = await new AxeBuilder({ page }).include('[data-mediakit-dialog]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`age-gate-${scheme}.png`) });

    // Focus starts on Yes and Tab stays inside the dialog.
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();

    const before = await page.evaluate(() => Date.now());
    await page.keyboard.press('Enter');
    await expect(page.locator('#outcome')).toHaveText('accepted');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    const stored = await page.evaluate(() => [localStorage.getItem('ageGatePolicyAge'), Number(localStorage.getItem('ageGatePolicyExpiration'))] as const);
    expect(stored[0]).toBe('18');
    expect(stored[1] - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(stored[1] - before).toBeLessThan(30 * 60_000 + 10_000);

    // 002 §4: accepted and unexpired, so the next 18+ play asks nothing.
    await trigger.click();
    await expect(page.locator('#outcome')).toHaveText('accepted');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

test('002 §4: No declines the age gate with AGE_GATE "Age Gate Declined"', async ({ page }) => {
  await open(page, 'light');
  await page.getByRole('button', { name: 'Play an 18+ song' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
  await expect(page.locator('#outcome')).toHaveText('AGE_GATE: Age Gate Declined');
});

test('002 §2: server text stays text; Escape cancels and gives focus back', async ({ page }, testInfo) => {
  await open(page, 'light');
  const trigger = page.getByRole('button', { name: 'Show a server error' });
  await trigger.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAccessibleName('Not available <img src=x onerror="document.title=\'pwned\'">');
  await expect(dialog).toHaveAccessibleDescription('<b>This song</b> is not available in your country or region.');
  expect(await page.locator('[data-mediakit-dialog]').evaluate((host) => host.shadowRoot!.querySelectorAll('img, b').length)).toBe(0);
  await expect(dialog.getByRole('button')).toHaveText(['Close', 'OK']);
  await page.screenshot({ path: testInfo.outputPath('server-error-light.png') });
  await page.keyboard.press('Escape');
  await expect(page.locator('#outcome')).toHaveText('cancel');
  await expect(trigger).toBeFocused();
  expect(await page.title()).toBe('MediaKit dialogs (e2e)');
});

test('002 §2: only one dialog at a time; the replaced one resolves dismissed', async ({ page }) => {
  await open(page, 'dark');
  await page.getByRole('button', { name: 'Show two dialogs' }).click();
  await expect(page.locator('[data-mediakit-dialog]')).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toHaveAccessibleName('Second dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#outcome')).toHaveText('dismissed, cancel');
});
