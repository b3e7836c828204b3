// Every screen a notification opens resolves: the `screen` literals the migrations write (triggers, jobs) are
// the shell's NOTIFICATION_SCREENS, kind by kind, and each is a screen some remote declares.
import { createScreenTable } from '../../shared-ui/src/screens/screen-table';
import { NOTIFICATION_SCREENS } from '../../shell/src/routing/shell-links';
import { migrationNotificationWrites, notificationWrites } from './migration-screens';
import { PORTAL_SCREENS } from './portal-screens';

const writes = migrationNotificationWrites();

it('finds the notification writes of the migrations (their latest definitions)', () => {
  expect(writes.length).toBeGreaterThanOrEqual(14);
  expect(writes.find((w) => w.kinds.includes('task_status'))?.screens).toEqual(['compliance', 'home']);
});

it("every kind and screen the migrations write is declared in the shell's NOTIFICATION_SCREENS", () => {
  const declared: Record<string, readonly string[]> = NOTIFICATION_SCREENS;
  const undeclared = writes.flatMap((w) =>
    w.kinds.length === 0
      ? [`${w.where}: a notification whose kind is not a literal (screens ${w.screens.join(', ')})`]
      : w.kinds.flatMap((kind) =>
          w.screens.filter((s) => !declared[kind]?.includes(s)).map((s) => `${w.where}: kind ${kind} opens '${s}'`),
        ),
  );
  expect(undeclared).toEqual([]);
  const written = new Set(writes.flatMap((w) => w.kinds.flatMap((k) => w.screens.map((s) => `${k} ${s}`))));
  const unused = Object.entries(declared).flatMap(([kind, ids]) =>
    ids.filter((id) => !written.has(`${kind} ${id}`)).map((id) => `${kind} ${id}`),
  );
  expect(unused).toEqual([]);
});

it('every screen a notification opens is declared by a remote', () => {
  const table = createScreenTable(PORTAL_SCREENS);
  const screens = [...new Set(Object.values(NOTIFICATION_SCREENS).flat())];
  expect(screens.filter((id) => !table.byId(id))).toEqual([]);
});

it('reads each helper’s kind and screen, and inserts by their column list', () => {
  const sql = `
    perform private.notify(new.user_id, 'a_kind', 'Title, with comma', f(x, 'y'), case when z then 'one' else 'two' end);
    perform private.notify_admins('b_kind', 'T', 'It''s', 'three', jsonb_build_object('id', new.id));
    insert into public.notifications (user_id, kind, title, body, screen, dedupe_key)
    select t.user_id, 'c_kind', 'Due ' || to_char(t.d, 'Mon'), '"' || t.n || '"', 'four', 'k:' || t.id from public.tasks t;
    insert into public.notifications (user_id, screen, kind, title, body) values (u, 'five', 'd_kind', 't', 'b');`;
  expect(notificationWrites(sql, 'x').map((w) => [w.kinds, w.screens])).toEqual([
    [['a_kind'], ['one', 'two']],
    [['b_kind'], ['three']],
    [['c_kind'], ['four']],
    [['d_kind'], ['five']],
  ]);
});
