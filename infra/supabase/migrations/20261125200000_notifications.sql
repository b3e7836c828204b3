-- Notifications: what the bell shows, written by the database itself (triggers and functions), so every
-- path that changes the data notifies, not only the portal's buttons. Streamed live through Realtime
-- (publication supabase_realtime) with row-level security per subscriber; reminders run from pg_cron.

create table if not exists public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null,
  title text not null,
  body text not null,
  -- The screen it opens: a route id of the portal and its parameters (e.g. 'client', {"id": "..."}).
  screen text not null,
  params jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- Reminders carry a key so each is written once per task and due date (unique per recipient).
  dedupe_key text,
  constraint notifications_kind_known check (kind in (
    'task_status', 'payment_recorded', 'payment_updated', 'program_request_answered', 'compliance_due',
    'compliance_overdue', 'training_video', 'elite_book', 'capital_score_tier', 'paydex_tier',
    'new_client', 'new_program_request', 'new_automation_request')),
  constraint notifications_one_per_dedupe_key unique (user_id, dedupe_key)
);
create index if not exists notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index if not exists notifications_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
drop policy if exists "Recipients read their notifications" on public.notifications;
create policy "Recipients read their notifications" on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
drop policy if exists "Recipients mark their notifications read" on public.notifications;
create policy "Recipients mark their notifications read" on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
-- Recipients may only mark read: no insert or delete, and read_at is the one column they may update.
revoke all on public.notifications from anon, authenticated;
-- anon as every table has it (Supabase's default): no policy, so row-level security gives anon nothing.
grant select on public.notifications to anon, authenticated;
grant update (read_at) on public.notifications to authenticated;

-- Streamed by Realtime (re-runnable: a table can be added to a publication only once).
do $$
begin
  if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications') then
    alter publication supabase_realtime add table public.notifications;
  end if;
end $$;

-- Writes one notification; for reminders, once per (recipient, dedupe key).
create or replace function private.notify(recipient uuid, kind text, title text, body text, screen text,
  params jsonb default '{}'::jsonb, dedupe_key text default null) returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, kind, title, body, screen, params, dedupe_key)
  values (recipient, kind, title, body, screen, params, dedupe_key)
  on conflict (user_id, dedupe_key) do nothing
$$;
revoke execute on function private.notify(uuid, text, text, text, text, jsonb, text) from public, anon, authenticated;

create or replace function private.notify_admins(kind text, title text, body text, screen text, params jsonb default '{}'::jsonb)
returns void language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, kind, title, body, screen, params)
  select u.id, kind, title, body, screen, params from public.users u where u.role = 'admin'
$$;
revoke execute on function private.notify_admins(text, text, text, text, jsonb) from public, anon, authenticated;

create or replace function private.notify_clients(kind text, title text, body text, screen text)
returns void language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, kind, title, body, screen)
  select u.id, kind, title, body, screen from public.users u where u.role in ('client', 'user')
$$;
revoke execute on function private.notify_clients(text, text, text, text) from public, anon, authenticated;

create or replace function private.money(amount numeric) returns text language sql immutable set search_path = '' as $$
  select case when amount < 0 then '-' else '' end || '$' || to_char(abs(amount), 'FM999,999,999,990.00')
$$;
revoke execute on function private.money(numeric) from public, anon, authenticated;

-- CapitalScore tiers (spec: Foundational 500-624, Emerging 625-749, Established 750-874, Prime 875-1000)
-- and what each opens up; PAYDEX risk bands (1-49 High, 50-79 Medium, 80-100 Low).
create or replace function private.capital_score_tier(score integer) returns text language sql immutable set search_path = '' as $$
  select case when score >= 875 then 'Prime' when score >= 750 then 'Established' when score >= 625 then 'Emerging' else 'Foundational' end
$$;
create or replace function private.capital_score_tier_means(tier text) returns text language sql immutable set search_path = '' as $$
  select case tier
    when 'Prime' then 'Prime (875-1000) businesses get the best rates and larger loans.'
    when 'Established' then 'Established (750-874) businesses can get unsecured cards, lines of credit, equipment financing and SBA loans.'
    when 'Emerging' then 'Emerging (625-749) businesses can open Net 30 vendor accounts and some cards.'
    else 'Foundational (500-624) businesses have very limited funding options: microloans and secured cards.'
  end
$$;
create or replace function private.paydex_band(score integer) returns text language sql immutable set search_path = '' as $$
  select case when score >= 80 then 'Low risk' when score >= 50 then 'Medium risk' else 'High risk' end
$$;
revoke execute on function private.capital_score_tier(integer) from public, anon, authenticated;
revoke execute on function private.capital_score_tier_means(text) from public, anon, authenticated;
revoke execute on function private.paydex_band(integer) from public, anon, authenticated;

-- To a client: an admin (anyone but the client) changed the status of a task of their build-out.
create or replace function public.notify_task_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.task_status is distinct from old.task_status and new.user_id is distinct from auth.uid() then
    perform private.notify(new.user_id, 'task_status',
      case when new.task_status = 'Completed' then 'Task completed: ' else 'Task reopened: ' end || new.task_name,
      'Your team marked "' || new.task_name || '" as ' || new.task_status || ' on your business build-out.',
      case when new.is_compliance then 'compliance' else 'home' end);
  end if;
  return null;
end $$;
drop trigger if exists notify_task_status on public.tasks;
create trigger notify_task_status after update of task_status on public.tasks
  for each row execute function public.notify_task_status();

-- To a client: a payment was recorded for them, or edited.
create or replace function public.notify_payment() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.notify(new.user_id, 'payment_recorded', 'Payment recorded: ' || private.money(new.amount),
      private.money(new.amount) || ' for "' || new.description || '" on ' || to_char(new.date, 'Mon FMDD, YYYY') || ', ' || new.status || '.', 'account');
  elsif (new.amount, new.description, new.date, new.status, new.included) is distinct from (old.amount, old.description, old.date, old.status, old.included) then
    perform private.notify(new.user_id, 'payment_updated', 'Payment updated: ' || private.money(new.amount),
      'Your payment "' || new.description || '" now reads ' || private.money(new.amount) || ' on ' || to_char(new.date, 'Mon FMDD, YYYY') || ', ' || new.status ||
      case when old.amount <> new.amount then ' (was ' || private.money(old.amount) || ').' when old.status <> new.status then ' (was ' || old.status || ').' else '.' end,
      'account');
  end if;
  return null;
end $$;
drop trigger if exists notify_payment on public.payments;
create trigger notify_payment after insert or update on public.payments
  for each row execute function public.notify_payment();

-- To a client: their program request was answered (its status left `new`). To admins: a new request.
create or replace function public.notify_program_request() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  who text;
begin
  if tg_op = 'INSERT' then
    select coalesce(nullif(btrim(u.name), ''), u.email) into who from public.users u where u.id = new.user_id;
    perform private.notify_admins('new_program_request', 'New program request: ' || new.program,
      coalesce(who, 'A client') || ' asked for the ' || new.program || coalesce(' (' || nullif(btrim(new.plan), '') || ')', '') || '.', 'program-requests');
  elsif new.status is distinct from old.status and new.status <> 'new' then
    perform private.notify(new.user_id, 'program_request_answered',
      case when new.status = 'contacted' then 'Your program request was answered' else 'Your program request was closed' end,
      case when new.status = 'contacted' then 'We have contacted you about the ' || new.program || '.'
           else 'Your request for the ' || new.program || ' is closed.' end,
      'account');
  end if;
  return null;
end $$;
drop trigger if exists notify_program_request on public.program_requests;
create trigger notify_program_request after insert or update of status on public.program_requests
  for each row execute function public.notify_program_request();

-- To admins: a new automation request.
create or replace function public.notify_automation_request() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  who text;
begin
  select coalesce(nullif(btrim(u.name), ''), u.email) into who from public.users u where u.id = new.user_id;
  perform private.notify_admins('new_automation_request', 'New automation request' || coalesce(': ' || nullif(btrim(new.type), ''), ''),
    coalesce(who, 'A client') || ' asked for an automation' || coalesce(' (' || new.priority || ' priority)', '') || '.', 'automations');
  return null;
end $$;
drop trigger if exists notify_automation_request on public.request_automations;
create trigger notify_automation_request after insert on public.request_automations
  for each row execute function public.notify_automation_request();

-- To admins: a new client signed up.
create or replace function public.notify_new_client() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.role = 'client' then
    perform private.notify_admins('new_client', 'New client: ' || coalesce(nullif(btrim(new.name), ''), new.email, 'unnamed'),
      coalesce(new.email, 'A new client') || ' signed up.', 'client', jsonb_build_object('id', new.id));
  end if;
  return null;
end $$;
drop trigger if exists notify_new_client on public.users;
create trigger notify_new_client after insert on public.users
  for each row execute function public.notify_new_client();

-- To every client: a new training video or book.
create or replace function public.notify_new_content() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'training_videos' then
    perform private.notify_clients('training_video', 'New training video: ' || new.title, new.description, 'training');
  else
    perform private.notify_clients('elite_book', 'New book: ' || new.title, 'A new book is in the Elite Financial Strategy Series.', 'wealth-secrets');
  end if;
  return null;
end $$;
drop trigger if exists notify_new_content on public.training_videos;
create trigger notify_new_content after insert on public.training_videos
  for each row execute function public.notify_new_content();
drop trigger if exists notify_new_content on public.elite_books;
create trigger notify_new_content after insert on public.elite_books
  for each row execute function public.notify_new_content();

-- To a client: their CapitalScore tier or PAYDEX risk band changed (old and new, and why).
create or replace function public.notify_score_tier() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  previous integer;
  before_tier text;
  after_tier text;
begin
  if tg_op = 'UPDATE' then
    previous := old.score;
  elsif tg_table_name = 'capital_scores' then
    select s.score into previous from public.capital_scores s
     where s.user_id = new.user_id and s.id <> new.id and s.last_updated_at <= new.last_updated_at
     order by s.last_updated_at desc limit 1;
  else
    select s.score into previous from public.paydex_scores s
     where s.user_id = new.user_id and s.id <> new.id and s.last_updated_at <= new.last_updated_at
     order by s.last_updated_at desc limit 1;
  end if;
  if previous is null then
    return null;
  end if;
  if tg_table_name = 'capital_scores' then
    before_tier := private.capital_score_tier(previous);
    after_tier := private.capital_score_tier(new.score);
    if before_tier <> after_tier then
      perform private.notify(new.user_id, 'capital_score_tier', 'CapitalScore tier: ' || before_tier || ' to ' || after_tier,
        'Your CapitalScore went from ' || previous || ' to ' || new.score || ', which moves you from ' || before_tier || ' to ' || after_tier || '. ' ||
        private.capital_score_tier_means(after_tier), 'dnb');
    end if;
  else
    before_tier := private.paydex_band(previous);
    after_tier := private.paydex_band(new.score);
    if before_tier <> after_tier then
      perform private.notify(new.user_id, 'paydex_tier', 'PAYDEX: ' || before_tier || ' to ' || after_tier,
        'Your PAYDEX score went from ' || previous || ' to ' || new.score || ', which moves you from ' || before_tier || ' to ' || after_tier ||
        ' (bands: 1-49 High risk, 50-79 Medium risk, 80-100 Low risk). ' ||
        case when new.score > previous then 'Paying suppliers on time or early raises it.' else 'Late payments to suppliers lower it.' end, 'dnb');
    end if;
  end if;
  return null;
end $$;
drop trigger if exists notify_score_tier on public.capital_scores;
create trigger notify_score_tier after insert or update of score on public.capital_scores
  for each row execute function public.notify_score_tier();
drop trigger if exists notify_score_tier on public.paydex_scores;
create trigger notify_score_tier after insert or update of score on public.paydex_scores
  for each row execute function public.notify_score_tier();

revoke execute on function public.notify_task_status() from public, anon, authenticated;
revoke execute on function public.notify_payment() from public, anon, authenticated;
revoke execute on function public.notify_program_request() from public, anon, authenticated;
revoke execute on function public.notify_automation_request() from public, anon, authenticated;
revoke execute on function public.notify_new_client() from public, anon, authenticated;
revoke execute on function public.notify_new_content() from public, anon, authenticated;
revoke execute on function public.notify_score_tier() from public, anon, authenticated;

-- Compliance reminders: an open compliance task due within 7 days, and again once overdue; each once
-- per task and due date (a moved due date reminds again). Run by the `compliance-reminders` job below.
create or replace function private.send_compliance_reminders() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  written integer;
begin
  with due as (
    insert into public.notifications (user_id, kind, title, body, screen, dedupe_key)
    select t.user_id, 'compliance_due', 'Due ' || to_char(t.task_due_date, 'Mon FMDD') || ': ' || t.task_name,
           '"' || t.task_name || '" is due on ' || to_char(t.task_due_date, 'FMDay, Mon FMDD, YYYY') || ' (in ' || (t.task_due_date - current_date) ||
           case when t.task_due_date - current_date = 1 then ' day).' else ' days).' end,
           'compliance', 'compliance_due:' || t.id || ':' || t.task_due_date
      from public.tasks t
     where t.is_compliance and t.task_status <> 'Completed'
       and t.task_due_date between current_date and current_date + 7
    on conflict (user_id, dedupe_key) do nothing
    returning 1
  ), overdue as (
    insert into public.notifications (user_id, kind, title, body, screen, dedupe_key)
    select t.user_id, 'compliance_overdue', 'Overdue: ' || t.task_name,
           '"' || t.task_name || '" was due on ' || to_char(t.task_due_date, 'FMDay, Mon FMDD, YYYY') || ' and is not completed yet.',
           'compliance', 'compliance_overdue:' || t.id || ':' || t.task_due_date
      from public.tasks t
     where t.is_compliance and t.task_status <> 'Completed' and t.task_due_date < current_date
    on conflict (user_id, dedupe_key) do nothing
    returning 1
  )
  select (select count(*) from due) + (select count(*) from overdue) into written;
  return written;
end $$;
revoke execute on function private.send_compliance_reminders() from public, anon, authenticated;

-- The schedule: pg_cron on hosted Supabase; the local stack provides the same cron schema and runs it.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
end $$;
select cron.schedule('compliance-reminders', '0 * * * *', 'select private.send_compliance_reminders()');
