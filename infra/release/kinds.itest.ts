// A remote's own search and notification kinds through the release tool, on a real stack's database: its migration
// adds a table, a search kind and a notification kind; once a release declaring them is live, search_portal finds the
// owner's rows (not another user's) and a notification of that kind opens the remote's screen; a rollback to the
// release before removes the kinds from search and the bell, and that older release still composes and reads its data
// on the expanded schema. A migration adding a kind of another remote is refused by the database.
import { rmSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../stack/test/support/test-stack';
import { createScreenTable } from '../../shared-ui/src/screens/screen-table';
import { migrateLiveRemotes, rollback, type ReleaseContext } from './commands';
import { fixtureScreens, releaseFixtureBuild } from './testing/fixture-build';
import { MIGRATION as NOTES, NOTIFICATION, SCREEN, SEARCH_KIND } from './testing/credit-notes-feature';
import { openStackRelease, type StackRelease } from './testing/stack-release';
import type { RemoteScreens } from '../../shared-ui/src/screens/screen-declarations';

let stack: TestStack;
let release: StackRelease;
let ctx: ReleaseContext;

// The Credit Notes feature a team ships (its migration as the journeys and the rehearsal release it), declared as
// its screens.ts declares it.
const NOTES_SCREEN = { id: SCREEN.id, path: SCREEN.path, title: SCREEN.title, access: 'signed-in' as const, query: ['focus'] };
const BEFORE: RemoteScreens = fixtureScreens('mfe_credit');
const WITH_KINDS: RemoteScreens = fixtureScreens('mfe_credit', [...BEFORE.screens, NOTES_SCREEN], {
  searchKinds: { [SEARCH_KIND.kind]: { label: SEARCH_KIND.label, group: SEARCH_KIND.group, screen: SCREEN.id } },
  notificationKinds: { [NOTIFICATION.kind]: SCREEN.id },
});

const migration = (file: string, sql: string) => release.migration('mfe-credit', file, sql);
const releaseCredit = (marker: string, screens: RemoteScreens) =>
  releaseFixtureBuild(ctx, 'mfe-credit', { marker, screens, data: { tables: { mfe_credit_notes: ['*'] }, functions: [] } });
const signedIn = async (email: string): Promise<SupabaseClient> => {
  const client = stack.client();
  const { error } = await client.auth.signUp({ email, password: 'a long enough password 1' });
  expect(error).toBeNull();
  return client;
};
const kindsFound = async (client: SupabaseClient, query: string) => {
  const { data, error } = await client.rpc('search_portal', { query, per_kind: 5 });
  expect(error).toBeNull();
  return (data as { kind: string; title: string }[]).filter((h) => h.kind.startsWith('mfe_credit_'));
};
const liveScreens = async () => {
  const record = await ctx.store.readRecord('mfe-credit');
  return (await ctx.store.list('mfe-credit')).find((m) => m.id === record?.live)?.screens ?? null;
};

beforeAll(async () => {
  stack = await startTestStack();
  release = await openStackRelease(stack, 'remote-kinds-', '2026-12-07T11:00:00Z');
  ctx = release.ctx;
});
afterAll(async () => {
  await release.close();
  await stack.stop();
});

describe("a remote's own search and notification kinds", () => {
  let owner: SupabaseClient;
  let other: SupabaseClient;

  it('a release without kinds or migrations never asks the database', async () => {
    const noDb: ReleaseContext = {
      ...ctx,
      canaries: () => {
        throw new Error('asked the database');
      },
      migrations: () => {
        throw new Error('asked the database');
      },
    };
    await releaseFixtureBuild(noDb, 'mfe-credit', { marker: 'A', screens: BEFORE });
  });

  it('a migration adding a kind of another remote is refused by the database, and nothing is recorded', async () => {
    migration(
      '20261207111000_not_mine.sql',
      `insert into public.notification_kinds (kind, screen, remote) values ('mfe_admin_x', 'credit-notes', 'mfe_admin');`,
    );
    const error = await releaseCredit('X', BEFORE).catch((e: unknown) => e);
    expect(String(error)).toContain('mfe_credit may add only its own kinds to notification_kinds');
    expect(await stack.sql(`select kind from public.notification_kinds where kind = 'mfe_admin_x'`)).toEqual([]);
    expect(await ctx.migrations!().applied('mfe_credit')).toEqual([]);
    rmSync(release.migrationPath('mfe-credit', '20261207111000_not_mine.sql'));
  });

  it("the release declaring them makes the remote's rows searchable by their owner only", async () => {
    migration('20261207111100_notes.sql', NOTES);
    await releaseCredit('B', WITH_KINDS);
    owner = await signedIn('notes-owner@example.com');
    other = await signedIn('notes-other@example.com');
    expect((await owner.from('mfe_credit_notes').insert({ body: 'Quarterly credit review' })).error).toBeNull();
    expect((await other.from('mfe_credit_notes').insert({ body: 'Credit limit of another user' })).error).toBeNull();
    expect(await kindsFound(owner, 'credit')).toEqual([
      expect.objectContaining({ kind: 'mfe_credit_note', title: 'Quarterly \uE000credit\uE001 review' }),
    ]);
    expect((await kindsFound(other, 'quarterly')).length).toBe(0);
    // The shell shows it with the declared label, on the remote's screen.
    const table = createScreenTable([(await liveScreens())!]);
    expect(table.searchKind?.('mfe_credit_note')).toEqual({ label: 'Credit note', group: 'Credit notes', screen: 'credit-notes' });
  });

  it("a notification of the remote's kind opens the remote's screen", async () => {
    const { data, error } = await owner.from('notifications').select('kind, screen, title').eq('kind', 'mfe_credit_note_added');
    expect(error).toBeNull();
    expect(data).toEqual([{ kind: 'mfe_credit_note_added', screen: 'credit-notes', title: 'Note added' }]);
    const table = createScreenTable([(await liveScreens())!]);
    const opens = table.notificationScreen?.('mfe_credit_note_added');
    expect(opens).toBe('credit-notes');
    expect(table.href(opens ?? '')).toBe('/credit-notes');
  });

  it('a rollback removes the kinds from search and the bell; the older release still works on the expanded schema', async () => {
    await rollback(ctx, 'mfe-credit');
    expect(await kindsFound(owner, 'credit')).toEqual([]);
    expect((await owner.from('mfe_credit_notes').insert({ body: 'After the rollback' })).error).toBeNull();
    expect((await owner.from('notifications').select('title').eq('kind', 'mfe_credit_note_added')).data).toHaveLength(1);
    // The older release composes without the kinds and reads the same data: the schema stays (expand only).
    const table = createScreenTable([(await liveScreens())!]);
    expect(table.searchKind?.('mfe_credit_note')).toBeUndefined();
    expect(table.notificationScreen?.('mfe_credit_note_added')).toBeUndefined();
    expect((await owner.from('mfe_credit_notes').select('body').order('body')).data).toEqual([
      { body: 'After the rollback' },
      { body: 'Quarterly credit review' },
    ]);
  });

  it('releasing it again brings the kinds back', async () => {
    await releaseCredit('C', WITH_KINDS);
    expect((await kindsFound(owner, 'rollback')).map((h) => h.kind)).toEqual(['mfe_credit_note']);
  });

  it("npm start enables the live releases' kinds once its stack runs (first releases switch before it does)", async () => {
    expect(await ctx.canaries!().setKinds('mfe_credit', [], [])).toEqual([]);
    expect(await kindsFound(owner, 'rollback')).toEqual([]);
    await migrateLiveRemotes(ctx);
    expect((await kindsFound(owner, 'rollback')).map((h) => h.kind)).toEqual(['mfe_credit_note']);
  });
});
