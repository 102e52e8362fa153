import { expect, test } from '@playwright/test';

// Issue 10 journey: live radio with what is playing now, from the stream's timed metadata
// (001 §3, §7). The emulator's live stations change song every 6.144 s.

test('listen to live radio and watch what is on air change', async ({ page }, testInfo) => {
  await page.goto('/#/radio');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByText('Signed in · full tracks')).toBeVisible();

  await page.getByRole('button', { name: /^Listen to / }).first().click();
  const onAir = page.locator('.station__on-air');
  await expect(onAir).toContainText('On air:', { timeout: 20_000 });
  const first = await onAir.textContent();
  await expect.poll(() => onAir.textContent(), { timeout: 20_000 }).not.toBe(first);
  await expect(page.getByRole('region', { name: 'Now playing' })).toContainText('Live ·');

  // 002 §4: a live station cannot skip.
  const music = () => page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { capabilities: Set<string> } } }).MusicKit.getInstance().capabilities.has('skipNext'));
  expect(await music()).toBe(false);
  // Issue 19: so the bar offers none of what a live station cannot do: no duration, seek bar,
  // shuffle or skip; a Stop instead of Pause.
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
  await expect(bar.locator('.time')).toHaveCount(0);
  for (const name of ['Shuffle', 'Next', 'Previous']) await expect(bar.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
  await expect(bar).toContainText('Live');
  await page.screenshot({ path: testInfo.outputPath('live-radio.png') });
});

// Issue 19: switching from one station to another moves the bar, the "Listening" card and its
// "On air" line to the new station; the old one offers "Listen" again.
test('switch from one live station to another: bar, Listening card and On air follow', async ({ page }, testInfo) => {
  await page.goto('/#/radio');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  const stations = page.locator('.station');
  await expect(stations.nth(1)).toBeVisible();
  const names = await page.locator('.station__name').allTextContents();
  const bar = page.getByRole('region', { name: 'Now playing' }).locator('.now-playing__title');

  await stations.nth(0).getByRole('button', { name: /^Listen to / }).click();
  await expect(bar).toHaveText(names[0]!, { timeout: 20_000 });
  await expect(stations.nth(0).locator('.station__on-air')).toContainText('On air:', { timeout: 20_000 });

  await stations.nth(1).getByRole('button', { name: /^Listen to / }).click();
  await expect(bar).toHaveText(names[1]!, { timeout: 20_000 });
  await expect(stations.nth(1).getByRole('button', { name: /^Listen to / })).toHaveText('Listening');
  await expect(stations.nth(0).getByRole('button', { name: /^Listen to / })).toHaveText('Listen');
  await expect(stations.nth(1).locator('.station__on-air')).toContainText('On air:', { timeout: 20_000 });
  await expect(stations.nth(0).locator('.station__on-air')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('radio-switched.png') });
});
