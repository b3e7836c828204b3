import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PUBLIC_ROUTES, routesAs } from './routes';
import { expectTitle, navigateInPage, newClients, openSignedIn, serviceDb } from '../support';

// Every screen at a tablet's size (820 x 1180, the size the mobile notice sends people to): the document never
// scrolls sideways (a wide table scrolls inside its frame), the top bar stays one line, and each screen's
// screenshot is kept with the test's results (test-results/playwright/<test>/).
test.use({ viewport: { width: 820, height: 1180 } });

/** Fails when anything makes the page wider than the window. */
async function expectNoHorizontalOverflow(page: Page, path: string): Promise<void> {
  const { scroll, client, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that reach past the window's right edge (inside a scrolling frame does not count).
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      // An absolutely placed element escapes a scrolling frame that is not its containing block.
      .filter((el) => !clipped(el) || ['absolute', 'fixed'].includes(getComputedStyle(el).position))
      .filter((el, _i, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.className}"> ${Math.round(el.getBoundingClientRect().right)} px: ${el.textContent?.slice(0, 60)}`,
      );
    return { scroll: document.documentElement.scrollWidth, client: width, wide };
  });
  expect(scroll, `${path}: the document is ${scroll - client} px wider than the window: ${wide.join('; ')}`).toBeLessThanOrEqual(client);
}

/** The signed-in top bar is one line: every control in it sits on the first row. */
async function expectTopBarOneLine(page: Page, path: string): Promise<void> {
  const spread = await page
    .locator('header')
    .first()
    .evaluate((bar) => {
      const middles = [...bar.children]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return r.top + r.height / 2;
        });
      return Math.max(...middles) - Math.min(...middles);
    });
  // On one line the controls share a middle; a wrapped control sits a row (40+ px) lower.
  expect(spread, `${path}: the top bar wraps (its controls' middles are ${Math.round(spread)} px apart)`).toBeLessThan(16);
}

async function check(page: Page, testInfo: TestInfo, who: string, path: string, signedIn: boolean): Promise<void> {
  if (signedIn) await expectTopBarOneLine(page, path);
  await expectNoHorizontalOverflow(page, path);
  // Kept in the test's output folder (test-results/playwright/<test>/) and attached to its report.
  const file = testInfo.outputPath(`${who}${path.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(file.split('/').pop() ?? file, { path: file, contentType: 'image/png' });
}

for (const role of ['client', 'admin'] as const) {
  test(`tablet, signed in as ${role}: every screen fits`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    if (role === 'admin') {
      // A wide table in the list (a fresh portal has no program request): it must scroll inside its frame, and so
      // must what its cells place absolutely (the status select's hidden label sits at its far edge).
      const [client] = await newClients([`tablet-${Date.now()}@test.local`]);
      const { error } = await serviceDb().from('program_requests').insert({
        user_id: client.id,
        program: 'Standard Business Build-Out Program',
        plan: '2 payments of $1,600',
        note: 'Please call after 5pm',
      });
      expect(error).toBeNull();
    }
    await openSignedIn(page, role, '/');
    for (const [path, remote, title] of routesAs(role)) {
      await navigateInPage(page, path);
      await expectTitle(page, title, remote);
      // The screen's data is in (a screen that polls never leaves the network idle): no loading panel is left.
      await expect(page.locator('#portal-content').getByText(/^Loading/)).toHaveCount(0);
      await check(page, testInfo, role, path, true);
    }
  });
}

test('tablet, signed out: every public screen fits', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  for (const [path, remote, title] of PUBLIC_ROUTES) {
    if (path === '/signin/auto' || typeof title !== 'string') continue;
    await page.goto(path);
    await expectTitle(page, title, remote);
    await check(page, testInfo, 'signed-out', path, false);
  }
});
