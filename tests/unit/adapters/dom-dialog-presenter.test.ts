// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DIALOG_HOST_ATTRIBUTE, DomDialogPresenter } from '@mediakit/adapters/browser';

const presenters: DomDialogPresenter[] = [];

/** A presenter closed after the test, so no dialog's page listeners outlive it. */
function presenter(options?: ConstructorParameters<typeof DomDialogPresenter>[0]): DomDialogPresenter {
  const created = new DomDialogPresenter(options);
  presenters.push(created);
  return created;
}

afterEach(() => {
  for (const created of presenters.splice(0)) created.dismiss();
  document.body.replaceChildren();
});

function hosts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${DIALOG_HOST_ATTRIBUTE}]`)];
}

function dialogRoot(): ShadowRoot {
  const [host] = hosts();
  if (!host?.shadowRoot) throw new Error('No dialog is showing');
  return host.shadowRoot;
}

function dialogElement(): HTMLElement {
  return dialogRoot().querySelector<HTMLElement>('[role="alertdialog"]')!;
}

function buttons(): HTMLButtonElement[] {
  return [...dialogRoot().querySelectorAll('button')];
}

function press(key: string, options: KeyboardEventInit = {}): void {
  const target = dialogRoot().activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...options }));
}

function pageButton(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = label;
  document.body.append(button);
  return button;
}

describe('002 §2 Alert dialog in the page (DomDialogPresenter)', () => {
  it('002 §2: shows the title, the explanation, an OK button (default label OK) and no cancel button unless given', () => {
    void presenter().show({ message: 'Playback Error', explanation: 'Try again later.' });
    const dialog = dialogElement();
    expect(dialog.querySelector('.title')?.textContent).toBe('Playback Error');
    expect(dialog.querySelector('.explanation')?.textContent).toBe('Try again later.');
    expect(buttons().map((b) => b.textContent)).toEqual(['OK']);
  });

  it('002 §2: an alertdialog, modal, labelled by its title and described by its explanation', () => {
    void presenter().show({ message: 'Are you 18 or older?', explanation: 'This content may not be appropriate for ages younger than 18.', okButtonString: 'Yes', cancelButtonString: 'No' });
    const dialog = dialogElement();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const root = dialogRoot();
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Are you 18 or older?');
    expect(root.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('This content may not be appropriate for ages younger than 18.');
    expect(buttons().map((b) => b.textContent)).toEqual(['No', 'Yes']);
  });

  it('002 §2: without an explanation there is no description to point at', () => {
    void presenter().show({ message: 'Something went wrong' });
    expect(dialogElement().hasAttribute('aria-describedby')).toBe(false);
  });

  it('002 §2: OK answers ok and cancel answers cancel; the dialog is removed', async () => {
    const dialogs = presenter();
    const first = dialogs.show({ message: 'a', okButtonString: 'Yes', cancelButtonString: 'No' });
    buttons().find((b) => b.textContent === 'Yes')!.click();
    await expect(first).resolves.toBe('ok');
    expect(hosts()).toEqual([]);
    const second = dialogs.show({ message: 'b', cancelButtonString: 'No' });
    buttons().find((b) => b.textContent === 'No')!.click();
    await expect(second).resolves.toBe('cancel');
    expect(dialogs.isShowing).toBe(false);
  });

  it('002 §2: only one dialog shows at a time: a new one removes the old, whose promise resolves dismissed', async () => {
    const dialogs = presenter();
    const first = dialogs.show({ message: 'first' });
    const second = dialogs.show({ message: 'second' });
    await expect(first).resolves.toBe('dismissed');
    expect(hosts()).toHaveLength(1);
    expect(dialogElement().querySelector('.title')?.textContent).toBe('second');
    buttons()[0]!.click();
    await expect(second).resolves.toBe('ok');
  });

  it('Escape answers cancel', async () => {
    const shown = presenter().show({ message: 'x', cancelButtonString: 'No' });
    press('Escape');
    await expect(shown).resolves.toBe('cancel');
    expect(hosts()).toEqual([]);
  });

  it('focus moves to the OK button, and Tab / Shift+Tab stay among the dialog buttons', () => {
    pageButton('page');
    void presenter().show({ message: 'x', okButtonString: 'Yes', cancelButtonString: 'No' });
    const root = dialogRoot();
    expect(root.activeElement?.textContent).toBe('Yes');
    press('Tab');
    expect(root.activeElement?.textContent).toBe('No');
    press('Tab');
    expect(root.activeElement?.textContent).toBe('Yes');
    press('Tab', { shiftKey: true });
    expect(root.activeElement?.textContent).toBe('No');
  });

  it('focus that escapes to the page is brought back into the dialog', () => {
    const outside = pageButton('page');
    void presenter().show({ message: 'x' });
    outside.focus();
    expect(document.activeElement).toBe(hosts()[0]);
    expect(dialogRoot().activeElement?.textContent).toBe('OK');
  });

  it('focus returns afterwards to what had it before, also after a dialog replaced another', async () => {
    const trigger = pageButton('Play');
    trigger.focus();
    const dialogs = presenter();
    void dialogs.show({ message: 'first' });
    const second = dialogs.show({ message: 'second' });
    press('Escape');
    await second;
    expect(document.activeElement).toBe(trigger);
  });

  it('server text is text: a message with <img src=x onerror=...> is never parsed as markup', () => {
    const hostile = '<img src=x onerror="globalThis.__pwned = true">';
    void presenter().show({ message: hostile, explanation: `<b>${hostile}</b>`, okButtonString: '<i>OK</i>', cancelButtonString: '<script>alert(1)</script>' });
    const root = dialogRoot();
    expect(root.querySelectorAll('img, b, i, script')).toHaveLength(0);
    expect(root.querySelector('.title')?.textContent).toBe(hostile);
    expect(root.querySelector('.explanation')?.textContent).toBe(`<b>${hostile}</b>`);
    expect(buttons().map((b) => b.textContent)).toEqual(['<script>alert(1)</script>', '<i>OK</i>']);
    expect((globalThis as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('002 §2: the page is dimmed and the dialog centred, with light and dark schemes, from a style the dialog owns', () => {
    void presenter().show({ message: 'x' });
    const css = dialogRoot().querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/\.backdrop\s*{[^}]*background: rgba\(0, 0, 0, 0\.45\)/);
    expect(css).toMatch(/align-items: center;\s*justify-content: center;/);
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('SSR-safe: constructing touches no document, and without a page a dialog counts as dismissed', async () => {
    const dialogs = presenter({ document: { body: null } as unknown as Document });
    await expect(dialogs.show({ message: 'x' })).resolves.toBe('dismissed');
  });

  it('dismiss closes the dialog showing with dismissed', async () => {
    const dialogs = presenter();
    const shown = dialogs.show({ message: 'x' });
    dialogs.dismiss();
    await expect(shown).resolves.toBe('dismissed');
    expect(hosts()).toEqual([]);
  });
});
