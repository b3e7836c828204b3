import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { JOURNEY_LAUNCH } from './infra/scripts/chromium-flags.mjs';

// Browser journeys against the production build and the real local stack (started by the webServer
// on test ports with a throwaway data folder). Debian's Chromium: Playwright downloads no browser.
const PORT = Number(process.env.E2E_PORT ?? 8091);
// The stack's ports (API, the inbox at API + 3, the OpenID provider) sit below Linux's ephemeral range (32768-60999):
// there any outgoing connection may hold a port when the stack comes to listen on it (a run failed on EADDRINUSE).
const API_PORT = Number(process.env.E2E_API_PORT ?? 24391);
export const E2E_STATE_FILE = process.env.E2E_STATE_FILE ?? join(__dirname, 'test-results', '.e2e-stack.json');
process.env.E2E_STATE_FILE = E2E_STATE_FILE;
// Google sign-in in the browser tests goes to a local OpenID provider that e2e/auth starts on this
// port; the stack (started by the webServer, which inherits process.env) reads these at start.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 24393);
process.env.GOOGLE_ISSUER ??= `http://127.0.0.1:${OIDC_PORT}`;
process.env.GOOGLE_CLIENT_ID ??= 'e2e-google-client';
process.env.GOOGLE_CLIENT_SECRET ??= 'e2e-google-secret';

// Journeys that change what every other journey sees run alone, after the rest: they switch, publish or override
// the portal's live releases, or start the local Google provider that other journeys expect to be unreachable.
// The deploy rehearsal's journeys run against the rehearsed deployment only (npm run deploy:rehearse, its own config).
const REHEARSAL_JOURNEYS = /e2e\/deploy\//;
const GLOBAL_JOURNEYS = /e2e\/(shell\/(release|new-screen|data-feature|dev-loop|integrity|canary)|auth\/(google|a11y))\.spec\.ts$/;
// The content lists (training videos, books, automations) are one list for everybody, and a re-order must name
// every item: their journeys run one at a time, beside the others.
const SHARED_LIST_JOURNEYS = /e2e\/content\/(videos|video-upload-resume|books-automations)\.spec\.ts$/;

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: './e2e',
  // Files run side by side on two workers (2 cores), the tests of one file in order. Every journey makes its
  // own users and data, so the two never see each other's.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  // A first screen of a remote loads its chunks and data: allow for a busy 2-core machine.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Two runs side by side (`npm test` runs the global journeys beside the rest) each keep their own artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/playwright',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed journey keeps a screenshot; no trace is recorded unless asked (`--trace retain-on-failure`): a trace of
    // every journey, kept or not (each action's DOM snapshot, every response body), cost the journeys 7 % of their CPU
    // (347 -> 322 CPU s for all 117; Playwright's own processes 54 -> 40), its screencast far more (the setup journeys
    // 190 CPU s against 121-141 without).
    trace: 'off',
    screenshot: 'only-on-failure',
    // Animations are off (the kit honours the preference): no journey checks one (the landing journey sets
    // motion on for its typing headline), and on a 2-core machine they cost the browser half its CPU.
    reducedMotion: 'reduce',
    launchOptions: JOURNEY_LAUNCH,
  },
  projects: [
    { name: 'journeys', testIgnore: [GLOBAL_JOURNEYS, SHARED_LIST_JOURNEYS, REHEARSAL_JOURNEYS], use: DESKTOP },
    { name: 'shared-lists', testMatch: SHARED_LIST_JOURNEYS, use: DESKTOP, workers: 1 },
    { name: 'global', testMatch: GLOBAL_JOURNEYS, use: DESKTOP, workers: 1, dependencies: ['journeys', 'shared-lists'] },
  ],
  webServer: {
    command: 'node infra/scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/portal-config.json`,
    // The journeys sign many users up and in from one address: the stack's per-IP auth limits stay out of the way.
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      E2E_STATE_FILE,
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
      AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
      // ... and hash their passwords at bcrypt's lowest cost, as supabase/auth's own tests do (~100 ms of CPU less
      // for each user made and each sign-in; the demo users' hashes, of any cost, verify as before).
      AUTH_PASSWORD_HASH_COST: '4',
      // The dev-loop journey loads a remote from a dev server on this machine (off unless asked for).
      DEV_OVERRIDES: 'true',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
