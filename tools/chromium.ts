/**
 * How every test and benchmark launches Debian's Chromium (Playwright cannot download its own
 * browser here): the executable, and the flags of a quiet headless run. Playwright's e2e config
 * and the bench both read this list, so a flag changes in one place.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
