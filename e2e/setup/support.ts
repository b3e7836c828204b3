import { expect, type Page } from '@playwright/test';
import { remoteArea } from '../support';

/** mfe-setup's screen titled `title` is on screen (its only h1 with exactly that name). */
export async function expectScreen(page: Page, title: string): Promise<void> {
  await expect(remoteArea(page, 'mfe_setup').getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}
