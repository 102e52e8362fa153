import { expect, test } from '@playwright/test';
import { hostVideoBackends, labState, MV02, openLab, seek, selectText } from './video-lab.helper.ts';

// 001 §1 (the engine's WebVTT renderer) and W3C WebVTT §6.4-6.5: cue text is parsed into the
// core's safe node tree and built with createElement/text nodes only. mv02's English subtitles
// carry <script>, <b onmouseover=...> and <img onerror=...>: they must show as text, run nothing.
const ALLOWED_TAGS = ['div', 'span', 'b', 'i', 'u', 'ruby', 'rt'];
const ALLOWED_ATTRIBUTES = ['class', 'style', 'title', 'lang'];

// Every video backend of the browser host (adapters/hosts/backends.ts), one step each.
test('subtitle markup and script are shown as inert text, on every video backend of the host', async ({ page }) => {
  const backends = await hostVideoBackends(page);
  expect(backends).not.toEqual([]);
  test.setTimeout(60_000 * backends.length);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const backend of backends) await test.step(backend, async () => {
    await openLab(page, backend, MV02);
    await page.evaluate(() => (window as unknown as { lab: { pause(): Promise<void> } }).lab.pause());
    await selectText(page, 'English');

    const expectations: Array<[number, string]> = [
      // Unknown tags are dropped by the W3C parser; their text stays, as text.
      [1, 'window.__pwned = true; alert(1)Script tag stays text'],
      [5, 'Bold with a handler '],
      // Escaped markup is decoded to characters and shown literally.
      [9, '<script>window.__pwned = true</script> <img src=x onerror=alert(1)> shown as text'],
    ];
    for (const [time, text] of expectations) {
      await seek(page, time);
      await expect.poll(() => labState(page).then((state) => state.overlayText), { timeout: 10_000 }).toBe(text);
      const state = await labState(page);
      expect(state.overlayTags.every((tag) => ALLOWED_TAGS.includes(tag)), `tags ${state.overlayTags}`).toBe(true);
      expect(state.overlayAttributes.every((name) => ALLOWED_ATTRIBUTES.includes(name)), `attributes ${state.overlayAttributes}`).toBe(true);
      await expect(page.locator('.mediakit-subtitles').getByText(text.trim(), { exact: false })).toBeVisible();
    }

    // The <b> kept its text but none of its attributes; an event on it runs nothing.
    await seek(page, 5);
    await expect(page.locator('.mediakit-subtitles b')).toHaveText('Bold with a handler');
    await page.locator('.mediakit-subtitles b').dispatchEvent('mouseover');
    expect(await page.locator('#video-container script, #video-container img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
