/**
 * The alert dialog's look (002 §2: centred, dimmed backdrop, light and dark colour schemes).
 * It lives in the dialog's own shadow root, so the page's CSS neither breaks it nor is touched
 * by it. Colours meet WCAG AA contrast in both schemes.
 */
export const DIALOG_STYLES = `
:host {
  all: initial;
  position: fixed;
  inset: 0;
  z-index: 2147483647;
  color-scheme: light dark;
  font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
}
.backdrop {
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  box-sizing: border-box;
  background: rgba(0, 0, 0, 0.45);
}
.dialog {
  --mk-bg: #ffffff;
  --mk-fg: #1d1d1f;
  --mk-muted: #48484a;
  --mk-accent: #0055c4;
  --mk-accent-fg: #ffffff;
  --mk-secondary: #e8e8ed;
  --mk-focus: #0055c4;
  box-sizing: border-box;
  width: 100%;
  max-width: 420px;
  max-height: calc(100% - 32px);
  overflow: auto;
  padding: 22px 22px 18px;
  border-radius: 14px;
  background: var(--mk-bg);
  color: var(--mk-fg);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  text-align: center;
  outline: none;
}
@media (prefers-color-scheme: dark) {
  .backdrop { background: rgba(0, 0, 0, 0.65); }
  .dialog {
    --mk-bg: #2c2c2e;
    --mk-fg: #f5f5f7;
    --mk-muted: #c7c7cc;
    --mk-accent: #4ea1ff;
    --mk-accent-fg: #000000;
    --mk-secondary: #48484a;
    --mk-focus: #8ec2ff;
    box-shadow: 0 12px 40px rgba(0, 0, 0, 0.6);
  }
}
.title {
  margin: 0 0 8px;
  font-size: 17px;
  font-weight: 600;
  overflow-wrap: anywhere;
}
.explanation {
  margin: 0 0 18px;
  color: var(--mk-muted);
  overflow-wrap: anywhere;
}
.title.alone { margin-bottom: 18px; }
.buttons {
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
}
button {
  font: inherit;
  min-width: 104px;
  min-height: 38px;
  padding: 8px 18px;
  border: 0;
  border-radius: 9px;
  cursor: pointer;
}
.ok { background: var(--mk-accent); color: var(--mk-accent-fg); font-weight: 600; }
.cancel { background: var(--mk-secondary); color: var(--mk-fg); }
button:focus-visible { outline: 3px solid var(--mk-focus); outline-offset: 2px; }
@media (prefers-reduced-motion: no-preference) {
  .dialog { animation: mk-dialog-in 140ms ease-out; }
  @keyframes mk-dialog-in { from { opacity: 0; transform: scale(0.96); } }
}
`;
