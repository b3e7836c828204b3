-- Every table and function in `public` says what each API role may do (DECISIONS 16, issue 48). Hosted Supabase no
-- longer gives `anon`, `authenticated` and `service_role` any privilege on what a migration creates in `public`
-- (changelog "Tables not exposed to Data and GraphQL API automatically"; the Supabase CLI's
-- RevokeDefaultDataApiPrivilegesSql, which the local stack applies too), so without this file every screen and edge
-- function answers 42501 on a project created today. On a project that still has the old default privileges (or a
-- local data folder made before this change) it takes away what nobody uses: `anon` had insert, update and delete on
-- every table (row-level security stopped it; one policy mistake would not have).
--
-- The rule, for every later migration too: grant each new object in the same file.
--   anon           what a signed-out page reads: no table in `public` (sign-in, sign-up, reset and unsubscribe go
--                  through Auth and the edge functions), only the helpers row-level security calls.
--   authenticated  the verbs the screens use, which are the verbs the table's policies allow (a verb without a
--                  policy would only answer an empty result), column lists where a screen may change only some.
--   service_role   the server's key (edge functions, the release tool, pg_cron's calls, operators' scripts, test
--                  fixtures): it bypasses row-level security, and gets select, insert, update and delete on the
--                  tables, never truncate, references or trigger; the functions it calls by name.
-- The result is committed, read like a schema, in infra/supabase/privileges.txt (`npm run gen:types` writes it);
-- infra/supabase/tests/grants.itest.ts fails naming any object whose grants differ from it.

-- Tables: start from nothing (whatever default privileges gave them), then grant.
do $$
declare
  t record;
begin
  for t in select c.oid::regclass as rel from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
             and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e') loop
    execute format('revoke all on %s from public, anon, authenticated, service_role', t.rel);
  end loop;
  for t in select c.oid::regclass as rel from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'S'
             and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e') loop
    execute format('revoke all on sequence %s from public, anon, authenticated, service_role', t.rel);
  end loop;
end $$;

-- A client's own records and what an admin manages for them (per_user_policies, business_setup, credit, billing,
-- tasks, content): read, add, change and remove, as their policies allow.
grant select, insert, update, delete on
  public.account_receivable_documents, public.account_receivables, public.activities, public.automations,
  public.bank_accounts, public.business_account_details, public.business_accounts, public.business_documents,
  public.capital_scores, public.credit_cards, public.elite_books, public.loans, public.merchant_transactions,
  public.notification_preferences, public.owner_profiles, public.paydex_scores, public.payments,
  public.program_requests, public.purchase_order_documents, public.purchase_orders, public.request_automations,
  public.social_accounts, public.store_cards, public.task_templates, public.tasks, public.training_videos,
  public.video_resources, public.website_templates
  to authenticated;
-- The profile row is made by the auth trigger; a user (or an admin) changes it, users_guard_update decides what.
grant select, update on public.users to authenticated;
-- Written only by the database's functions and triggers: read by their owners (and admins) through their policies.
grant select on public.account_activity, public.release_canaries, public.conversations, public.conversation_reads
  to authenticated;
-- The bell marks a notification read; nothing else of it changes from a screen.
grant select, update (read_at) on public.notifications to authenticated;
-- Support Chat: messages are sent through send_message(); their author edits the text.
grant select, update (body) on public.conversation_messages to authenticated;
-- An admin's advisor card.
grant select, insert (user_id, name, photo_path, working_hours), update (name, photo_path, working_hours)
  on public.advisor_cards to authenticated;

-- The server's key: every table's rows (it bypasses row-level security), nothing on their structure.
do $$
declare
  t record;
begin
  for t in select c.oid::regclass as rel from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')
             and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e') loop
    execute format('grant select, insert, update, delete on %s to service_role', t.rel);
  end loop;
end $$;
-- Written only by the database, as the grants before this file said (account_activity: read-only for everyone).
revoke insert, update, delete on public.account_activity from service_role;

-- Functions: PostgreSQL lets PUBLIC execute every new function (hosted too); here each says who calls it. Trigger
-- functions need no grant (a trigger runs its function whoever fires it), so they get none.
do $$
declare
  f record;
begin
  for f in select p.oid::regprocedure as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public'
             and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e') loop
    execute format('revoke all on function %s from public, anon, authenticated, service_role', f.fn);
  end loop;
end $$;
-- What row-level security calls as whoever asks (storage's policies included, so anon too).
grant execute on function public.is_admin(), public.is_service_role() to anon, authenticated, service_role;
-- Screens, as the signed-in user: each checks the caller itself (executable-functions.ts says why each is there).
grant execute on function
  public.admin_list_clients(text, integer, integer, text),
  public.admin_overview(integer, integer),
  public.get_admin_overview(integer, integer),
  public.admin_requires_second_factor(),
  public.set_admin_requires_second_factor(boolean),
  public.reveal_secret(text, uuid, text),
  public.add_business_account(text, text, text, text, jsonb),
  public.update_business_account(uuid, text, text, text, text, jsonb),
  public.archive_conversation(uuid),
  public.assign_conversation(uuid, uuid),
  public.can_join_conversation_channel(text),
  public.conversation_unread_counts(),
  public.mark_conversation_read(uuid, timestamp with time zone),
  public.send_message(text, uuid, jsonb, uuid),
  public.take_conversation(uuid),
  public.reorder_automations(uuid[]),
  public.reorder_elite_books(uuid[]),
  public.reorder_training_videos(uuid[]),
  public.search_mark(text, tsquery, boolean),
  public.search_plain_text(text),
  public.search_portal(text, integer),
  public.search_prefix_query(text),
  public.release_assignment(),
  public.release_health(integer),
  public.report_release_error(text, text, uuid, text, text, text),
  public.report_release_session(text, text, uuid)
  to authenticated;
-- The server's key: the edge functions (get-clients' admin list, open-document's log, the notification mails,
-- unsubscribe), the release tool (canaries) and the admin policy switch from the SQL side.
grant execute on function
  public.admin_list_clients(text, integer, integer, text),
  public.admin_overview(integer, integer),
  public.get_admin_overview(integer, integer),
  public.admin_requires_second_factor(),
  public.set_admin_requires_second_factor(boolean),
  public.record_document_access(text, uuid, uuid, text, text, text),
  public.claim_notification_mails(integer),
  public.finish_notification_mails(uuid[], uuid[]),
  public.unsubscribe_notification_mails(uuid),
  public.check_release_canaries(),
  public.start_release_canary(text, text, text, integer),
  public.finish_release_canary(text, text, text)
  to service_role;
