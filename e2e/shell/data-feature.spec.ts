// A team ships a feature with its data alone (issue 47): in a temporary copy of the repository, mfe-credit gets a
// table with its policies and grants, a search kind and a notification kind (its own migration), its types
// (`gen:types -w mfe-credit`) and a screen reading and writing the table, changing mfe-credit files only;
// `release -w mfe-credit` applies the migration and switches it live with the portal running. The screen works, the
// top-bar search finds the user's note (not another user's), a notification of the new kind opens the screen; the
// shell's and the other remotes' files and releases stay as they were. `rollback -w mfe-credit` takes the kind out of
// search and the screen away, and the notes stay (expand only).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dbAs, expectTitle, newUser, newUserWithDb, openSignedIn } from '../support';
import { NEW_SCREEN, NOTIFICATION, SCREEN, SEARCH_KIND, writeCreditNotes } from '../../infra/release/testing/credit-notes-feature';
import { addCreditNote, searchFor } from './credit-notes-screen';
import { changedFiles, copyRepository, hashTree, npm, releaseFolders, releaseRecords, ROOT } from './release-tool';

const OTHERS = ['mfe-auth', 'mfe-setup', 'mfe-content', 'mfe-admin'];

async function liveRemotes(page: Page): Promise<Record<string, string>> {
  return ((await (await page.request.get('/portal-config.json')).json()) as { remotes: Record<string, string> }).remotes;
}

test('a table, a screen, a search kind and a notification kind released with mfe-credit alone; rolled back: kind gone, data kept', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const copy = await copyRepository();
  try {
    const frozen = () => ({
      files: [hashTree(join(ROOT, 'shell/dist')), hashTree(join(ROOT, 'shared-ui')), hashTree(join(copy, 'shared-ui'))],
      releases: releaseFolders(OTHERS).map(hashTree),
      records: releaseRecords(OTHERS),
    });
    const before = frozen();
    const liveBefore = await liveRemotes(page);

    await npm(NEW_SCREEN, { cwd: copy });
    writeCreditNotes(copy, '20261207130100');
    await npm(['gen:types', '-w', 'mfe-credit'], { cwd: copy });
    expect((await changedFiles(copy)).filter((f) => !f.startsWith('mfe-credit/'))).toEqual([]);

    await npm(['release', '-w', 'mfe-credit'], { cwd: copy });
    const released = await liveRemotes(page);
    expect(released.mfe_credit).not.toBe(liveBefore.mfe_credit);
    expect({ ...released, mfe_credit: null }).toEqual({ ...liveBefore, mfe_credit: null });

    // Another user's note, written under RLS like any client's: never in the owner's search.
    const other = await newUserWithDb('client');
    expect((await other.db.from('mfe_credit_notes').insert({ body: 'Zephyrine limit of another user' })).error).toBeNull();

    // The screen, from the sidebar: empty, then a note added through its form.
    const owner = await newUser('client');
    await openSignedIn(page, owner, '/term-loan');
    await expectTitle(page, 'Credit & Loans', 'mfe_credit');
    await addCreditNote(page, 'Quarterly zephyrine review');

    // A notification of the new kind (written by the migration's trigger) opens the screen.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Credit & Loans' }).click();
    await expectTitle(page, 'Credit & Loans', 'mfe_credit');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('button', { name: new RegExp(`${NOTIFICATION.title} Quarterly zephyrine review`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${SCREEN.path}$`));
    await expectTitle(page, SCREEN.title, 'mfe_credit');

    // The top-bar search finds the owner's note by the new kind, and not the other user's.
    await page.goto('/term-loan');
    await expectTitle(page, 'Credit & Loans', 'mfe_credit');
    await searchFor(page, 'zephyrine');
    const hit = page.getByRole('option', { name: /Quarterly zephyrine review/ });
    await expect(hit).toContainText(SEARCH_KIND.label);
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const ownerDb = await dbAs(owner);
    const note = await ownerDb.from('mfe_credit_notes').select('id').single();
    expect(note.error).toBeNull();
    await expect(page).toHaveURL(new RegExp(`${SCREEN.path}\\?focus=${note.data?.id}$`));
    await expectTitle(page, SCREEN.title, 'mfe_credit');

    // Rolled back: the kind is out of search, the screen is gone, the notes are kept (expand only).
    await npm(['rollback', '-w', 'mfe-credit'], { cwd: copy });
    expect(await liveRemotes(page)).toEqual(liveBefore);
    await page.goto('/term-loan');
    await expectTitle(page, 'Credit & Loans', 'mfe_credit');
    await searchFor(page, 'zephyrine');
    await expect(page.getByRole('status').filter({ hasText: "No results for 'zephyrine'" })).toBeVisible();
    await page.goto(SCREEN.path);
    await expectTitle(page, 'Page not found');
    const { data, error } = await ownerDb.from('mfe_credit_notes').select('body');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'Quarterly zephyrine review' }]);

    expect(frozen()).toEqual(before);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
