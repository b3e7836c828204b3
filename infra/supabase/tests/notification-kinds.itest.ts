import fs from 'node:fs';
import path from 'node:path';
import { createScreenTable } from '../../../shared-ui/src/screens/screen-table';
import { RENAMED_SCREENS } from '../../../shell/src/routing/renamed-screens';
import { NOTIFICATION_SCREENS } from '../../../shell/src/routing/screen-uses';
import { PORTAL_SCREENS } from '../../screens/portal-screens';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser } from './support/users';

// Which screen a notification opens is data (public.notification_kinds, migration 20261207020100): the shell's
// NOTIFICATION_SCREENS is that table's platform kinds (a remote's own are declared by the remote, kinds.itest.ts), kind by kind, every screen in it is one some remote declares, and a screen
// renamed in the table (one UPDATE) is what the next notification of that kind opens.
describe('notification kinds', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  const kinds = async () =>
    (await stack.sql('select kind, screen, admin_screen from public.notification_kinds where remote is null order by kind')) as {
      kind: string;
      screen: string;
      admin_screen: string | null;
    }[];

  it("are the shell's NOTIFICATION_SCREENS, and each screen is declared by a remote", async () => {
    const rows = await kinds();
    const fromTable = Object.fromEntries(rows.map((k) => [k.kind, k.admin_screen ? [k.screen, k.admin_screen] : [k.screen]]));
    expect(fromTable).toEqual(Object.fromEntries(Object.entries(NOTIFICATION_SCREENS).sort(([a], [b]) => (a < b ? -1 : 1))));
    const table = createScreenTable(PORTAL_SCREENS);
    expect(rows.flatMap((k) => [k.screen, k.admin_screen ?? k.screen]).filter((id) => !table.byId(id))).toEqual([]);
  });

  it('a notification of an unknown kind is refused; its screen comes from its kind, whatever its writer passed', async () => {
    const user = await createUser(stack, 'kinds-owner');
    const write = (kind: string, screen: string) =>
      stack.sql(`insert into public.notifications (user_id, kind, title, body, screen) values ($1, $2, 't', 'b', $3) returning screen`, [
        user.id,
        kind,
        screen,
      ]);
    await expect(write('no_such_kind', 'business-formation')).rejects.toThrow(/Unknown notification kind/);
    expect(await write('payment_recorded', 'somewhere-else')).toEqual([{ screen: 'account' }]);
  });

  it('a screen renamed in the table (one UPDATE) is what the next notification opens; a chat message opens the inbox for an admin', async () => {
    const client = await createUser(stack, 'kinds-client');
    const admin = await createUser(stack, 'kinds-admin', 'admin');
    const db = await signedInClient(stack, client);
    await stack.sql(`update public.notification_kinds set screen = 'account-renamed' where kind = 'payment_recorded'`);
    try {
      await stack.sql(`insert into public.payments (user_id, amount, description, date) values ($1, 12, 'Renamed', current_date)`, [
        client.id,
      ]);
      const { data } = await db.from('notifications').select('kind, screen').eq('kind', 'payment_recorded');
      expect(data).toEqual([{ kind: 'payment_recorded', screen: 'account-renamed' }]);
    } finally {
      await stack.sql(`update public.notification_kinds set screen = 'account' where kind = 'payment_recorded'`);
    }
    const sent = await db.rpc('send_message', { body: 'Hello', client_id: crypto.randomUUID(), attachments: [] }).single();
    expect(sent.error).toBeNull();
    expect(await stack.sql(`select screen from public.notifications where user_id = $1 and kind = 'chat_message'`, [admin.id])).toEqual([
      { screen: 'conversations' },
    ]);
    expect(await stack.sql(`select screen from public.notifications where user_id = $1 and kind = 'chat_message'`, [client.id])).toEqual(
      [],
    );
  });

  it('the rename of screen ids moves what is stored (a notification already sent, a task template) to the new ids', async () => {
    const owner = await createUser(stack, 'kinds-renamed');
    const [sent] = (await stack.sql(
      `insert into public.notifications (user_id, kind, title, body) values ($1, 'task_status', 't', 'b') returning id`,
      [owner.id],
    )) as { id: string }[];
    // As they were stored before migration 20261207070100: the old ids.
    await stack.sql(`update public.notifications set screen = 'home' where id = $1`, [sent!.id]);
    await stack.sql(`update public.task_templates set action_screen = 'bank' where id = 7`);
    await stack.sql(`update public.notification_kinds set screen = 'statistics' where kind = 'canary_rolled_back'`);
    const migration = fs.readFileSync(path.join(__dirname, '../migrations/20261207070100_screen_ids_named_for_titles.sql'), 'utf8');
    await stack.ctx.db.transaction((tx) => tx.exec(migration));
    expect(await stack.sql(`select screen from public.notifications where id = $1`, [sent!.id])).toEqual([
      { screen: 'business-formation' },
    ]);
    expect(await stack.sql(`select action_screen from public.task_templates where id = 7`)).toEqual([{ action_screen: 'bank-accounts' }]);
    expect(await kinds()).toContainEqual({ kind: 'canary_rolled_back', screen: 'app-info', admin_screen: null });
    const renamed = Object.keys(RENAMED_SCREENS);
    const stored = await stack.sql(
      `select screen from public.notification_kinds where screen = any($1) or admin_screen = any($1)
       union all select screen from public.notifications where screen = any($1)
       union all select action_screen from public.task_templates where action_screen = any($1)`,
      [renamed],
    );
    expect(stored).toEqual([]);
    const table = createScreenTable(PORTAL_SCREENS);
    const actions = (await stack.sql(`select distinct action_screen from public.task_templates where action_screen is not null`)) as {
      action_screen: string;
    }[];
    expect(actions.map((a) => a.action_screen).filter((id) => !table.byId(id))).toEqual([]);
  });
});
