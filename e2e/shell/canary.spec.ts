// Canary releases of mfe-credit with the portal running (release builds go to a temporary folder; the
// sources stay untouched, PORTAL_RELEASE_MARK marks the build): `--canary 50`: the database assigns about half of
// 20 fresh users to it, and the page loads what the database assigns (two of each side, the same on reload); a
// canary that throws on mount is rolled back by the rule once it has its minimum of users, later users get live,
// and App info shows the error rate and why. Users are made through the API (no sign-up screens: CI time), and
// the share is counted from the database's assignments, not from 40 page loads.
import { expect, test, type Page } from '@playwright/test';
import { dbAs, expectTitle, newUser, openSignedIn, putSession, remoteArea, signInSession, type E2eUser } from '../support';
import { npm } from './release-tool';

const UNAVAILABLE = 'This section is temporarily unavailable';
const MIN_USERS = 10; // private.release_rollout's default (each load below is a new user)

/** Signs a client (a fresh one by default) in on this page and opens Credit & Loans; resolves once its session report is stored. */
async function openAsClient(page: Page, who?: E2eUser): Promise<{ email: string; marked: boolean; failed: boolean }> {
  who ??= await newUser('client');
  await putSession(page, await signInSession(who));
  const reported = page.waitForResponse(
    (r) => r.url().includes('/rpc/report_release_session') && r.request().postData()?.includes('mfe_credit') === true,
  );
  await page.goto('/term-loan');
  const credit = remoteArea(page, 'mfe_credit');
  await expect(credit.getByRole('heading', { level: 1 }).or(credit.getByText(UNAVAILABLE)).first()).toBeVisible();
  expect((await reported).ok()).toBe(true);
  return {
    email: who.email,
    marked: (await credit.locator('[data-release-mark]').count()) > 0,
    failed: (await credit.getByText(UNAVAILABLE).count()) > 0,
  };
}

async function assignedToCanary(email: string): Promise<boolean> {
  const client = await dbAs(email);
  const { data, error } = await client.rpc('release_assignment');
  if (error) throw error;
  return (data as { remote: string; canary: boolean }[]).some((r) => r.remote === 'mfe_credit' && r.canary);
}

test('canary 50%: about half of 20 users, sticky; a canary that throws is rolled back after the minimum users', async ({ page }) => {
  test.setTimeout(600_000); // two release builds and 16 portal loads: about 60 s alone, 120 s beside the other journeys on 2 cores
  await page.goto('/portal-config.json'); // the origin's storage, without loading a screen
  try {
    const mark = `Canary journey build ${Date.now()}`;
    await npm(['release', '-w', 'mfe-credit', '--', '--canary', '50'], { env: { PORTAL_RELEASE_MARK: mark } });
    const config = (await (await page.request.get('/portal-config.json')).json()) as {
      releases: Record<string, { live: string; canary?: { id: string; percent: number } }>;
    };
    expect(config.releases.mfe_credit.canary).toMatchObject({ percent: 50 });

    // About half of 20 fresh users (a hash of each user: 3 to 17 fails about once in 2,500 runs).
    const users: { who: E2eUser; canary: boolean }[] = [];
    for (let i = 0; i < 20; i++) {
      const who = await newUser('client');
      users.push({ who, canary: await assignedToCanary(who.email) });
    }
    const canaries = users.filter((u) => u.canary);
    expect(canaries.length).toBeGreaterThanOrEqual(3);
    expect(canaries.length).toBeLessThanOrEqual(17);
    // The page loads the release the database assigns (it cannot choose), the same on reload.
    for (const { who, canary } of [...canaries.slice(0, 2), ...users.filter((u) => !u.canary).slice(0, 2)]) {
      const first = await openAsClient(page, who);
      expect(first).toMatchObject({ failed: false, marked: canary });
      if (canary) await expect(page.getByText(mark)).toBeVisible();
      await page.reload();
      await expectTitle(page, 'Credit & Loans', 'mfe_credit');
      expect((await page.locator('[data-release-mark]').count()) > 0).toBe(canary);
    }

    // A broken canary for everyone signed in: each load shows the section fallback and is reported.
    await npm(['release', '-w', 'mfe-credit', '--', '--canary', '100'], {
      env: { PORTAL_RELEASE_MARK: `${mark} broken`, PORTAL_RELEASE_THROW: '1' },
    });
    for (let i = 0; i < MIN_USERS; i++) {
      const errorReported = page.waitForResponse((r) => r.url().includes('/rpc/report_release_error'));
      const load = await openAsClient(page);
      expect(load.failed).toBe(true);
      expect((await errorReported).ok()).toBe(true);
      // Judged only from the minimum number of users on (the job's rule, run now as its job runs it).
      if (i === MIN_USERS - 2) expect(await npm(['releases', '--', '--check-canaries'])).toContain('0 canaries rolled back');
    }
    const checked = Date.now();
    const listing = await npm(['releases', '--', '--check-canaries']);
    const rolledBack = listing.match(/canary 100% rolled back since (\S+): Error rate 100% over 10 users/);
    expect(rolledBack).not.toBeNull();
    // The rule ran now, or the scheduled job (every minute: release-canaries) ran it first, after the tenth user.
    if (!listing.includes('1 canaries rolled back')) {
      expect(listing).toContain('0 canaries rolled back');
      expect(Date.parse(rolledBack![1])).toBeLessThanOrEqual(checked);
    }

    // Later users never get it.
    for (let i = 0; i < 2; i++) {
      const later = await openAsClient(page);
      expect(later).toMatchObject({ failed: false, marked: false });
      await expectTitle(page, 'Credit & Loans', 'mfe_credit');
    }

    // App info: the rolled-back canary's error rate and the reason.
    await openSignedIn(page, 'admin', '/statistics');
    const releases = page
      .getByRole('region', { name: 'Releases in the last hour' })
      .locator('section[aria-label="Releases of mfe_credit"]');
    await expect(releases.getByText('Rolled back automatically')).toBeVisible();
    await expect(releases.getByText(/10 sessions, error rate 100%/)).toBeVisible();
    await expect(releases.getByText(/^Error rate 100% over 10 users, against \d+% over \d+ users of the live release/)).toBeVisible();
  } finally {
    // Ends the canary in the registry (the job ended it in the database): the next journeys see live only.
    await npm(['rollback', '-w', 'mfe-credit']).catch(() => undefined);
  }
});
