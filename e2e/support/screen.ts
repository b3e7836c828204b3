import { expect, type Locator, type Page } from '@playwright/test';

/** The CSS selector of a remote's area of the page (`remote`: its single-spa name, e.g. `mfe_setup`). */
export const areaSelector = (remote: string) => `[id="single-spa-application:${remote}"]`;

/** A remote's area of the page. */
export const remoteArea = (page: Page, remote: string): Locator => page.locator(areaSelector(remote));

/** The screen's title (its first h1), in the page or in `remote`'s area. */
export async function expectTitle(page: Page, title: string | RegExp, remote?: string): Promise<void> {
  const scope = remote ? remoteArea(page, remote) : page;
  await expect(scope.getByRole('heading', { level: 1, name: title, exact: typeof title === 'string' }).first()).toBeVisible();
}

/** A toast of the shell (sonner) with this text. */
export const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
}

/** A credit card or record (article) whose heading is `name`, on mfe-credit's screens (where search results lead too). */
export function cardNamed(page: Page, name: string): Locator {
  return remoteArea(page, 'mfe_credit').getByRole('article', { name, exact: true });
}
