import { expect, test } from '@playwright/test';
import { cardNamed, dbAs, newUser, openSignedIn, seriousViolations, serviceDb } from '../support';

// The top bar's search against the real stack (search_portal under RLS), by keyboard only.
test('search palette: Ctrl-K, an issuer, Down, Esc gives focus back; Enter opens the card highlighted, focus on the screen heading; axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await newUser('client');
  const db = await dbAs(owner);
  const { data, error } = await db
    .from('store_cards')
    .insert([{ issuer: 'Quillfeather Outfitters' }, { issuer: 'Another Store' }])
    .select('id, issuer');
  if (error) throw error;
  const card = data.find((c) => c.issuer === 'Quillfeather Outfitters');

  await openSignedIn(page, owner, '/');
  // The top bar's (home has a button of the same name, there as soon as its screen is).
  const start = page.getByRole('banner').getByRole('button', { name: 'View Documents' });
  await start.focus();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await page.keyboard.type('quillfeather');
  const option = page.getByRole('option', { name: /Quillfeather Outfitters/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Store card');
  await expect(option).toContainText('in Store Credit Building');
  await expect(option.locator('mark')).toHaveText('Quillfeather');

  expect(await seriousViolations(page, '[data-search-palette]')).toEqual([]);

  // Esc closes the palette and gives focus back to where it was; Ctrl-K opens it again.
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(start).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.fill('quillfeather');
  await expect(option).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/store-credit\\?focus=${card?.id}$`));
  const found = cardNamed(page, 'Quillfeather Outfitters');
  await expect(found).toHaveAttribute('data-focused', 'true');
  await expect(found).toBeInViewport();
  await expect(cardNamed(page, 'Another Store')).not.toHaveAttribute('data-focused');
  // A new screen: focus on its heading, as after every navigation (one Tab to its first action).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

// A task found by the search carries the labels every screen derives from its due date (shared-ui's task labels).
test('search palette: a task past its due date is listed with its status and Overdue; Enter opens it on Business Compliance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await newUser('client');
  const service = serviceDb();
  const { data: first, error: readError } = await service
    .from('tasks')
    .select('id')
    .eq('user_id', owner.id)
    .order('position')
    .limit(1)
    .single();
  if (readError) throw readError;
  const daysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const { error } = await service
    .from('tasks')
    .update({ task_name: 'Renew the Zanzibar permit', task_status: 'Awaiting Completion', task_due_date: daysAgo })
    .eq('id', first.id);
  if (error) throw error;

  await openSignedIn(page, owner, '/');
  await page.getByRole('banner').getByRole('button', { name: 'View Documents' }).focus();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await page.keyboard.type('zanzibar');
  const option = page.getByRole('option', { name: /Renew the Zanzibar permit/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Build-out task');
  await expect(option).toContainText('Awaiting Completion');
  await expect(option).toContainText('Overdue');
  await expect(option).toContainText('in Business Compliance');
  expect(await seriousViolations(page, '[data-search-palette]')).toEqual([]);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/compliance\\?focus=${first.id}$`));
});
