import { expect, test, type Locator } from '@playwright/test';
import { openSignedIn, remoteArea } from '../support';

// Issue 51 item 6 (review m22, m28): "Skip to content" first; after choosing a screen in the sidebar, focus is on the
// screen's heading, so its first action is one Tab away; focus rings keep 3:1 against what is around them.
test.describe.configure({ timeout: 120_000 });

/** Relative luminance contrast of two CSS `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The focused element's outline and the background it is drawn on (the nearest ancestor with a painted background). */
async function ringAgainstBackground(target: Locator): Promise<{ width: number; ring: string; background: string }> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    // An outline with an offset is drawn outside the element: against its parent's background; an inset one, its own.
    const offset = parseFloat(style.outlineOffset);
    let node: Element | null = offset < 0 ? el : el.parentElement;
    let background = 'rgb(255, 255, 255)';
    for (; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== 'transparent' && !bg.startsWith('rgba(0, 0, 0, 0)')) {
        background = bg;
        break;
      }
    }
    return { width: parseFloat(style.outlineWidth), ring: style.outlineStyle === 'none' ? 'none' : style.outlineColor, background };
  });
}

test('Skip to content comes first; a sidebar choice puts focus on the screen heading, one Tab from its first action', async ({ page }) => {
  await openSignedIn(page, 'client', '/');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(area.getByRole('heading', { level: 1 })).toBeFocused();

  // Choose Bank Accounts in the sidebar with the keyboard.
  const sidebarLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Business Bank Accounts' });
  await sidebarLink.focus();
  const sidebarRing = await ringAgainstBackground(sidebarLink);
  expect(sidebarRing.width).toBeGreaterThanOrEqual(2);
  expect(contrast(sidebarRing.ring, sidebarRing.background)).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bank$/);
  await expect(area.getByRole('heading', { level: 1, name: 'Business Bank Accounts' })).toBeFocused();
  await page.keyboard.press('Tab');
  const add = area.getByRole('button', { name: 'Add an Account' });
  await expect(add).toBeFocused();

  // The blue button's ring: 2 px, at least 3:1 against the page around it.
  const buttonRing = await ringAgainstBackground(add);
  expect(buttonRing.width).toBeGreaterThanOrEqual(2);
  expect(contrast(buttonRing.ring, buttonRing.background)).toBeGreaterThanOrEqual(3);

  // Another screen the same way, one whose data loads after its heading.
  const scores = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^CapitalScore/ });
  await scores.focus();
  await page.keyboard.press('Enter');
  await expect(area.getByRole('heading', { level: 1, name: 'CapitalScore' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(area.getByRole('button', { name: 'Edit CapitalScore' })).toBeFocused();
});
