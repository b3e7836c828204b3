import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_LAUNCH } from '../../infra/scripts/chromium-flags.mjs';

// The deploy rehearsal's journeys (`npm run deploy:rehearse`, infra/scripts/deploy-rehearse.ts): against the portal it
// deployed (REHEARSE_PORTAL_URL, nginx in front of shell/dist; the API and Storage of the stack serving the pushed
// database; E2E_STATE_FILE written by the rehearsal). No webServer: the rehearsal started everything.
export default defineConfig({
  testDir: '.',
  testMatch: /rehearsal\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/rehearsal',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    baseURL: process.env.REHEARSE_PORTAL_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: JOURNEY_LAUNCH,
  },
});
