-- One name per thing (issue 50): a screen's id says what its title says (`home` is Business Formation, `statistics`
-- is App info, ...). Every stored screen id moves with it: the screen each notification kind opens, the notifications
-- already written (the bell and the e-mail link read `notifications.screen`) and the task templates' action links.
-- Links sent before this migration keep working: the shell resolves an old id to its new one
-- (shell/src/routing/renamed-screens.ts). Release after the remotes declaring the new ids (and the shell) are live.
-- private.release_errors.screen_id stays as it is: each row names the screen as the release it was reported
-- against declared it.

create temporary table renamed_screens (old_id text primary key, new_id text not null);
insert into renamed_screens (old_id, new_id) values
  ('admin-home', 'admin-overview'),
  ('statistics', 'app-info'),
  ('signin', 'sign-in'),
  ('signin-auto', 'sign-in-with-google'),
  ('signup', 'sign-up'),
  ('signup-grant', 'completing-authentication'),
  ('forget', 'forget-password'),
  ('training', 'training-videos'),
  ('term-loan', 'credit-and-loans'),
  ('account-receivable', 'account-receivables'),
  ('purchase-order', 'purchase-orders'),
  ('home', 'business-formation'),
  ('bank', 'bank-accounts');

update public.notification_kinds k set screen = r.new_id from renamed_screens r where k.screen = r.old_id;
update public.notification_kinds k set admin_screen = r.new_id from renamed_screens r where k.admin_screen = r.old_id;
update public.notifications n set screen = r.new_id from renamed_screens r where n.screen = r.old_id;
update public.task_templates t set action_screen = r.new_id from renamed_screens r where t.action_screen = r.old_id;
drop table renamed_screens;
