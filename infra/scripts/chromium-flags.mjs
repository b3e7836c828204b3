// How the browser tests and the benches start Chromium: one set of flags for all of them, so a journey and a
// bench run the same engine. Headless, no sandbox (containers), no GPU, and none of the background work
// (updates, sync, first-run pages) that would add requests and CPU to what is measured.
import { existsSync } from 'node:fs';
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

/** Playwright's `launchOptions` / `chromium.launch()` options: the benches measure the browser people use. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] };

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`: the same Blink and V8 without the browser's own
 * interface), which is what Playwright itself runs for headless tests. The browser journeys use it when installed:
 * the full browser's interface process cost them 40 % more CPU (214 against 132 CPU seconds for the setup journeys).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Playwright's `launchOptions` for the browser journeys: the headless shell, or Chromium where it is not installed. */
export const JOURNEY_LAUNCH = existsSync(HEADLESS_SHELL_PATH)
  ? { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS }
  : CHROMIUM_LAUNCH;
