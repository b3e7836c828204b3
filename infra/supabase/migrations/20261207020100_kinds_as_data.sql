-- Kinds as data (issue 50). Which screen a notification opens is a row of public.notification_kinds, looked up
-- when the notification is written. A screen's id is renamed with one UPDATE of that table (plus one of the stored
-- notifications: the ids of links already sent keep working as redirects). No trigger is copied to change a literal.
-- The kinds the top-bar search returns are a type the database declares (public.search_kind): the generated types
-- carry it (Enums), so a kind the shell does not know fails to compile (shell/src/routing/shell-links.ts, SEARCH_KINDS).

-- Notification kinds -------------------------------------------------------------------------------------------
create table if not exists public.notification_kinds (
  kind text primary key,
  -- The screen a notification of this kind opens (a screen id some remote declares).
  screen text not null,
  -- Where an admin opens it, when that is another screen (a chat message: the conversation in the inbox).
  admin_screen text
);
comment on table public.notification_kinds is
  'Each notification kind and the screen it opens (admin_screen: for admin recipients). private.notification_screen reads it.';
alter table public.notification_kinds enable row level security;
-- Reference data that only the database's own functions read: no Data API access.
revoke all on public.notification_kinds from anon, authenticated;
grant select on public.notification_kinds to service_role;

insert into public.notification_kinds (kind, screen, admin_screen) values
  ('task_status', 'home', null),
  ('compliance_task_status', 'compliance', null),
  ('payment_recorded', 'account', null),
  ('payment_updated', 'account', null),
  ('program_request_answered', 'account', null),
  ('compliance_due', 'compliance', null),
  ('compliance_overdue', 'compliance', null),
  ('training_video', 'training', null),
  ('elite_book', 'wealth-secrets', null),
  ('capital_score_tier', 'capital-score', null),
  ('paydex_tier', 'capital-score', null),
  ('new_client', 'client', null),
  ('new_program_request', 'program-requests', null),
  ('new_automation_request', 'automations', null),
  ('canary_rolled_back', 'statistics', null),
  ('chat_message', 'support', 'conversations')
on conflict (kind) do nothing;

-- A notification's kind is one of these: checked by the trigger below, which refuses an unknown kind (it was a
-- check constraint listing them; recipients can change nothing but read_at).
alter table public.notifications drop constraint if exists notifications_kind_known;

-- The screen of every notification written from now on comes from its kind (the writers' own `screen` argument, a
-- literal in older migrations, is not read).
create or replace function private.notification_screen() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  known public.notification_kinds;
begin
  select * into known from public.notification_kinds k where k.kind = new.kind;
  if not found then
    raise exception 'Unknown notification kind %', new.kind using errcode = '23503';
  end if;
  new.screen := case
    when known.admin_screen is not null and exists (select 1 from public.users u where u.id = new.user_id and u.role = 'admin')
      then known.admin_screen
    else known.screen
  end;
  return new;
end $$;
revoke execute on function private.notification_screen() from public, anon, authenticated;
drop trigger if exists notification_screen on public.notifications;
create trigger notification_screen before insert on public.notifications
  for each row execute function private.notification_screen();

-- A compliance task's status change is its own kind (it opens Business Compliance; any other task opens Home).
create or replace function public.notify_task_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.task_status is distinct from old.task_status and new.user_id is distinct from auth.uid() then
    perform private.notify(new.user_id, case when new.is_compliance then 'compliance_task_status' else 'task_status' end,
      case when new.task_status = 'Completed' then 'Task completed: ' else 'Task reopened: ' end || new.task_name,
      'Your team marked "' || new.task_name || '" as ' || new.task_status || ' on your business build-out.',
      null);
  end if;
  return null;
end $$;
revoke execute on function public.notify_task_status() from public, anon, authenticated;

-- Search kinds ---------------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typname = 'search_kind') then
    create type public.search_kind as enum (
      'client', 'document', 'bank_account', 'business_account', 'store_card', 'credit_card', 'receivable',
      'purchase_order', 'social_account', 'task', 'activity', 'owner_profile', 'loan', 'training_video', 'book',
      'automation', 'message');
  end if;
end $$;
grant usage on type public.search_kind to anon, authenticated, service_role;

-- The search itself stays where it is defined (20261128000200_support_chat_ties.sql), renamed into the `search`
-- schema; public.search_portal returns its hits in its order, each kind cast to the declared type: a kind the search
-- returns that the type does not declare fails the search (22P02) rather than being hidden by the shell.
do $$
begin
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'search' and p.proname = 'portal_hits') then
    alter function public.search_portal(text, integer) rename to portal_hits;
    alter function public.portal_hits(text, integer) set schema search;
  end if;
end $$;
revoke execute on function search.portal_hits(text, integer) from public, anon;
grant execute on function search.portal_hits(text, integer) to authenticated;

create or replace function public.search_portal(query text, per_kind integer default 5)
returns table (kind text, id uuid, title text, context text, rank real)
language sql stable security invoker set search_path = '' as $$
  select (h.kind::public.search_kind)::text, h.id, h.title, h.context, h.rank
    from search.portal_hits(query, per_kind) with ordinality as h(kind, id, title, context, rank, n)
   order by h.n
$$;
revoke execute on function public.search_portal(text, integer) from public, anon;
grant execute on function public.search_portal(text, integer) to authenticated;
