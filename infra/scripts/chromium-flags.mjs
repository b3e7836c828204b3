// How the browser tests and the benches start Chromium: one set of flags for all of them, so a journey and a
// bench measure the same browser. Headless, no sandbox (containers), no GPU, and none of the background work
// (updates, sync, first-run pages) that would add requests and CPU to what is measured.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags besides headless (chrome-launcher takes its own `--headless=new`). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's `launchOptions` / `chromium.launch()` options. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] };
