// What a person does on the Credit Notes screen a team adds to mfe-credit (infra/release/testing/credit-notes-feature.ts),
// shared by the journey that releases it on the local stack (data-feature.spec.ts) and the deploy rehearsal's, which
// releases it the hosted way (e2e/deploy/rehearsal.spec.ts).
import { expect, type Page } from '@playwright/test';
import { SCREEN } from '../../infra/release/testing/credit-notes-feature';
import { expectTitle, remoteArea } from '../support';

/** From the sidebar to Credit Notes (empty), then `body` added through its form and listed. */
export async function addCreditNote(page: Page, body: string): Promise<void> {
  await page.getByRole('region', { name: SCREEN.section }).getByRole('link', { name: SCREEN.title }).click();
  await expect(page).toHaveURL(new RegExp(`${SCREEN.path}$`));
  await expectTitle(page, SCREEN.title, 'mfe_credit');
  const credit = remoteArea(page, 'mfe_credit');
  await expect(credit.getByText('Nothing here yet')).toBeVisible();
  await credit.getByRole('textbox', { name: 'Note' }).fill(body);
  await credit.getByRole('button', { name: 'Add Note' }).click();
  await expect(credit.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveText([body]);
}

/** Ctrl-K from the page, `term` typed in the top bar's search. */
export async function searchFor(page: Page, term: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().focus();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill(term);
}
