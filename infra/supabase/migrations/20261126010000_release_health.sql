-- Safe rollouts (issue 26): errors and sessions per remote and release, canary releases assigned by the
-- database (sticky per user, not choosable by the client), and the job that rolls a bad canary back.
--   public.release_canaries     one row per canary (the release tool writes it with the service role; admins read it, live via Realtime)
--   private.release_sessions    one row per page load of a remote's release by a signed-in user
--   private.release_errors      one row per failure the shell reported (render, chunk, manifest, rejection, fallback, integrity)
--   private.release_rollout     the rollback rule (one row; change it with SQL)

create table if not exists public.release_canaries (
  id uuid primary key default gen_random_uuid(),
  remote text not null,
  release_id text not null,
  -- The live release when the canary started: the one its error rate is compared with.
  live_release_id text not null,
  percent integer not null,
  status text not null default 'running',
  reason text,
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  constraint release_canaries_remote_known check (remote in ('mfe_auth', 'mfe_setup', 'mfe_credit', 'mfe_content', 'mfe_admin')),
  constraint release_canaries_percent check (percent between 1 and 100),
  constraint release_canaries_status_known check (status in ('running', 'promoted', 'ended', 'rolled_back')),
  constraint release_canaries_ids check (release_id ~ '^[A-Za-z0-9._+-]{1,100}$' and live_release_id ~ '^[A-Za-z0-9._+-]{1,100}$')
);
-- At most one running canary per remote.
create unique index if not exists release_canaries_one_running on public.release_canaries (remote) where status = 'running';
create index if not exists release_canaries_remote_started_idx on public.release_canaries (remote, started_at desc);

alter table public.release_canaries enable row level security;
drop policy if exists "Admins read canaries" on public.release_canaries;
create policy "Admins read canaries" on public.release_canaries for select to authenticated using ((select public.is_admin()));
-- Only the service role (the release tool) and the rollback job write it.
revoke all on public.release_canaries from anon, authenticated;
grant select on public.release_canaries to anon, authenticated;

do $$
begin
  if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'release_canaries') then
    alter publication supabase_realtime add table public.release_canaries;
  end if;
end $$;

create table if not exists private.release_sessions (
  id bigint generated always as identity primary key,
  remote text not null,
  release_id text not null,
  -- One page load (random per load, from the shell): an error rate is the share of sessions with an error.
  session_id uuid not null,
  user_hash text not null,
  started_at timestamptz not null default now()
);
create index if not exists release_sessions_release_idx on private.release_sessions (remote, release_id, started_at);
create index if not exists release_sessions_user_idx on private.release_sessions (user_hash, started_at);

create table if not exists private.release_errors (
  id bigint generated always as identity primary key,
  remote text not null,
  release_id text not null,
  session_id uuid not null,
  screen_id text,
  user_hash text not null,
  kind text not null,
  message text not null,
  created_at timestamptz not null default now(),
  constraint release_errors_kind_known check (kind in ('render', 'chunk', 'manifest', 'rejection', 'fallback', 'integrity')),
  constraint release_errors_message_length check (char_length(message) <= 300)
);
create index if not exists release_errors_release_idx on private.release_errors (remote, release_id, created_at);
create index if not exists release_errors_user_idx on private.release_errors (user_hash, created_at);

create table if not exists private.release_rollout (
  id integer primary key default 1 check (id = 1),
  -- A canary is judged once it has this many sessions in the window.
  min_sessions integer not null default 10,
  -- Rolled back when its error rate exceeds live's by more than this (0.20 = 20 percentage points) ...
  max_rate_increase numeric not null default 0.20,
  -- ... or is more than this many times live's (when live has errors at all).
  max_rate_ratio numeric not null default 2,
  window_minutes integer not null default 60
);
insert into private.release_rollout (id) values (1) on conflict (id) do nothing;

-- Reports: at most this many per signed-in user and minute (sessions and errors counted apart).
create or replace function private.release_report_limit() returns integer language sql immutable set search_path = '' as $$ select 30 $$;

-- The user as the reports store them: never the id itself.
create or replace function private.release_user_hash(uid uuid) returns text language sql immutable set search_path = '' as $$
  select md5('portal-release-user:' || uid::text)
$$;

-- 0..99: where a user falls for a canary (the canary's own id is mixed in: each canary draws its own cohort).
create or replace function private.release_bucket(uid uuid, remote text, release_id text) returns integer
language sql immutable set search_path = '' as $$
  select (('x' || substr(md5(uid::text || '/' || remote || '/' || release_id), 1, 8))::bit(32)::bigint % 100)::integer
$$;

-- What a report may carry: a known remote and a release id, a message without personal data.
create or replace function private.release_report_checked(remote text, release_id text) returns uuid
language plpgsql stable set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to report' using errcode = '42501';
  end if;
  if remote is null or remote not in ('mfe_auth', 'mfe_setup', 'mfe_credit', 'mfe_content', 'mfe_admin') then
    raise exception 'Unknown remote' using errcode = '22023', hint = 'One of mfe_auth, mfe_setup, mfe_credit, mfe_content, mfe_admin';
  end if;
  if release_id is null or release_id !~ '^[A-Za-z0-9._+-]{1,100}$' then
    raise exception 'Invalid release id' using errcode = '22023';
  end if;
  return uid;
end $$;

create or replace function private.release_scrub(message text) returns text language sql immutable set search_path = '' as $$
  select regexp_replace(regexp_replace(regexp_replace(message,
    '[^[:space:]@<>()",;:'']+@[^[:space:]@<>()",;:'']*[^[:space:]@<>()",;:''.]', '[email]', 'g'),
    'eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.?[A-Za-z0-9_-]*', '[token]', 'g'),
    '[0-9][0-9 ()./-]{5,}[0-9]', '[number]', 'g')
$$;

create or replace function private.release_rate_limited(what text, uid uuid) returns void
language plpgsql set search_path = '' as $$
declare
  recent integer;
begin
  -- One report at a time per user, so concurrent reports cannot all pass the count.
  perform pg_advisory_xact_lock(hashtextextended('release_reports:' || what || ':' || uid::text, 0));
  if what = 'session' then
    select count(*) into recent from private.release_sessions s
     where s.user_hash = private.release_user_hash(uid) and s.started_at > now() - interval '1 minute';
  else
    select count(*) into recent from private.release_errors e
     where e.user_hash = private.release_user_hash(uid) and e.created_at > now() - interval '1 minute';
  end if;
  if recent >= private.release_report_limit() then
    raise exception 'Too many reports: at most % per minute', private.release_report_limit()
      using errcode = 'PT429', hint = 'Try again in a minute';
  end if;
end $$;

-- The shell, on each load of a remote's release by a signed-in user.
create or replace function public.report_release_session(remote text, release_id text, session_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.release_report_checked(remote, release_id);
begin
  if session_id is null then
    raise exception 'A session id is required' using errcode = '22023';
  end if;
  perform private.release_rate_limited('session', uid);
  insert into private.release_sessions (remote, release_id, session_id, user_hash)
  values (remote, release_id, session_id, private.release_user_hash(uid));
end $$;

-- The shell, on each failure of a remote (kind: render, chunk, manifest, rejection, fallback, integrity).
create or replace function public.report_release_error(remote text, release_id text, session_id uuid, kind text, message text, screen_id text default null)
returns void language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.release_report_checked(remote, release_id);
begin
  if session_id is null then
    raise exception 'A session id is required' using errcode = '22023';
  end if;
  if kind is null or kind not in ('render', 'chunk', 'manifest', 'rejection', 'fallback', 'integrity') then
    raise exception 'Unknown kind of error' using errcode = '22023', hint = 'One of render, chunk, manifest, rejection, fallback, integrity';
  end if;
  if message is null or char_length(message) > 300 then
    raise exception 'Message too long: at most 300 characters' using errcode = '22001';
  end if;
  if screen_id is not null and screen_id !~ '^[a-z0-9][a-z0-9-]{0,79}$' then
    raise exception 'Invalid screen id' using errcode = '22023';
  end if;
  perform private.release_rate_limited('error', uid);
  insert into private.release_errors (remote, release_id, session_id, screen_id, user_hash, kind, message)
  values (remote, release_id, session_id, screen_id, private.release_user_hash(uid), kind, left(private.release_scrub(message), 300));
end $$;

-- The caller's release of each remote with a running canary: the canary when their bucket falls within its
-- percent, else the live release. Decided from auth.uid() alone: sticky on every device, and nobody can ask
-- for another user's assignment. Signed out: live.
create or replace function public.release_assignment() returns table (remote text, release_id text, canary boolean)
language sql stable security definer set search_path = '' as $$
  select c.remote,
         case when a.is_canary then c.release_id else c.live_release_id end,
         a.is_canary
    from public.release_canaries c
    cross join lateral (select auth.uid() is not null and private.release_bucket(auth.uid(), c.remote, c.release_id) < c.percent as is_canary) a
   where c.status = 'running'
$$;

-- Sessions, sessions with an error and reports per release over the last `minutes`; admins only.
create or replace function public.release_health(minutes integer default 60)
returns table (remote text, release_id text, sessions bigint, failed_sessions bigint, errors bigint, error_rate numeric)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  return query
  with s as (
    select x.remote, x.release_id, count(*) as sessions,
           count(*) filter (where exists (select 1 from private.release_errors e where e.session_id = x.session_id and e.remote = x.remote)) as failed
      from private.release_sessions x
     where x.started_at > now() - make_interval(mins => greatest(1, least(minutes, 10080)))
     group by x.remote, x.release_id
  ), e as (
    select x.remote, x.release_id, count(*) as errors
      from private.release_errors x
     where x.created_at > now() - make_interval(mins => greatest(1, least(minutes, 10080)))
     group by x.remote, x.release_id
  )
  select coalesce(s.remote, e.remote), coalesce(s.release_id, e.release_id), coalesce(s.sessions, 0)::bigint, coalesce(s.failed, 0)::bigint,
         coalesce(e.errors, 0)::bigint, case when coalesce(s.sessions, 0) = 0 then null else round(s.failed::numeric / s.sessions, 4) end
    from s full join e on e.remote = s.remote and e.release_id = s.release_id
   order by 1, 2;
end $$;

-- A canary's and its live release's error rates since the canary started, within the window.
create or replace function private.release_rates(c public.release_canaries, window_minutes integer,
  out canary_sessions bigint, out canary_rate numeric, out live_sessions bigint, out live_rate numeric)
language sql stable set search_path = '' as $$
  with since as (select greatest(c.started_at, now() - make_interval(mins => window_minutes)) as t),
  r as (
    select x.release_id, count(*) as sessions,
           count(*) filter (where exists (select 1 from private.release_errors e where e.session_id = x.session_id and e.remote = x.remote)) as failed
      from private.release_sessions x, since
     where x.remote = c.remote and x.release_id in (c.release_id, c.live_release_id) and x.started_at >= since.t
     group by x.release_id
  )
  select coalesce((select sessions from r where release_id = c.release_id), 0),
         coalesce((select failed::numeric / sessions from r where release_id = c.release_id), 0),
         coalesce((select sessions from r where release_id = c.live_release_id), 0),
         coalesce((select failed::numeric / sessions from r where release_id = c.live_release_id), 0)
$$;

-- The rollback job: ends each running canary whose error rate is past the rule (private.release_rollout),
-- records why and notifies the admins. Idempotent: an ended canary is never judged again.
create or replace function private.check_release_canaries() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  rule private.release_rollout;
  c public.release_canaries;
  rates record;
  why text;
  ended integer := 0;
begin
  select * into rule from private.release_rollout where id = 1;
  for c in select * from public.release_canaries where status = 'running' order by started_at for update skip locked loop
    select * into rates from private.release_rates(c, rule.window_minutes);
    continue when rates.canary_sessions < rule.min_sessions;
    continue when not (rates.canary_rate > rates.live_rate + rule.max_rate_increase
                       or (rates.live_rate > 0 and rates.canary_rate > rates.live_rate * rule.max_rate_ratio));
    why := format('Error rate %s%% over %s sessions, against %s%% over %s sessions of the live release %s (rule: at most +%s points or %sx, from %s sessions, last %s minutes)',
      round(rates.canary_rate * 100), rates.canary_sessions, round(rates.live_rate * 100), rates.live_sessions, c.live_release_id,
      round(rule.max_rate_increase * 100), rule.max_rate_ratio, rule.min_sessions, rule.window_minutes);
    update public.release_canaries set status = 'rolled_back', reason = why, ended_at = now() where id = c.id;
    perform private.notify_admins('canary_rolled_back', 'Canary rolled back: ' || c.remote || ' ' || c.release_id, why, 'statistics',
      jsonb_build_object('remote', c.remote, 'release', c.release_id));
    ended := ended + 1;
  end loop;
  return ended;
end $$;

-- The same check on demand for the service role (the release tool, a deploy pipeline, tests).
create or replace function public.check_release_canaries() returns integer
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_service_role() then
    raise exception 'Service role only' using errcode = '42501';
  end if;
  return private.check_release_canaries();
end $$;

-- The release tool's writes, each one change: start a canary (ending a running one), end or promote it.
create or replace function public.start_release_canary(remote text, release_id text, live_release_id text, percent integer) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  created uuid;
begin
  if not public.is_service_role() then
    raise exception 'Service role only' using errcode = '42501';
  end if;
  update public.release_canaries c set status = 'ended', reason = 'Replaced by canary ' || start_release_canary.release_id, ended_at = now()
   where c.remote = start_release_canary.remote and c.status = 'running';
  insert into public.release_canaries (remote, release_id, live_release_id, percent)
  values (start_release_canary.remote, start_release_canary.release_id, start_release_canary.live_release_id, start_release_canary.percent)
  returning id into created;
  return created;
end $$;

create or replace function public.finish_release_canary(remote text, status text, reason text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_service_role() then
    raise exception 'Service role only' using errcode = '42501';
  end if;
  if finish_release_canary.status not in ('promoted', 'ended') then
    raise exception 'status: promoted or ended' using errcode = '22023';
  end if;
  update public.release_canaries c set status = finish_release_canary.status, reason = finish_release_canary.reason, ended_at = now()
   where c.remote = finish_release_canary.remote and c.status = 'running';
end $$;

revoke execute on function private.release_report_limit() from public, anon, authenticated;
revoke execute on function private.release_user_hash(uuid) from public, anon, authenticated;
revoke execute on function private.release_bucket(uuid, text, text) from public, anon, authenticated;
revoke execute on function private.release_report_checked(text, text) from public, anon, authenticated;
revoke execute on function private.release_scrub(text) from public, anon, authenticated;
revoke execute on function private.release_rate_limited(text, uuid) from public, anon, authenticated;
revoke execute on function private.release_rates(public.release_canaries, integer) from public, anon, authenticated;
revoke execute on function private.check_release_canaries() from public, anon, authenticated;
revoke execute on function public.report_release_session(text, text, uuid) from public, anon;
revoke execute on function public.report_release_error(text, text, uuid, text, text, text) from public, anon;
revoke execute on function public.release_assignment() from public, anon;
revoke execute on function public.release_health(integer) from public, anon;
revoke execute on function public.check_release_canaries() from public, anon, authenticated;
revoke execute on function public.start_release_canary(text, text, text, integer) from public, anon, authenticated;
revoke execute on function public.finish_release_canary(text, text, text) from public, anon, authenticated;
grant execute on function public.report_release_session(text, text, uuid) to authenticated;
grant execute on function public.report_release_error(text, text, uuid, text, text, text) to authenticated;
grant execute on function public.release_assignment() to authenticated;
grant execute on function public.release_health(integer) to authenticated;
grant execute on function public.check_release_canaries() to service_role;
grant execute on function public.start_release_canary(text, text, text, integer) to service_role;
grant execute on function public.finish_release_canary(text, text, text) to service_role;

-- Admins are told when a canary is rolled back.
alter table public.notifications drop constraint if exists notifications_kind_known;
alter table public.notifications add constraint notifications_kind_known check (kind in (
  'task_status', 'payment_recorded', 'payment_updated', 'program_request_answered', 'compliance_due',
  'compliance_overdue', 'training_video', 'elite_book', 'capital_score_tier', 'paydex_tier',
  'new_client', 'new_program_request', 'new_automation_request', 'canary_rolled_back'));

-- Every minute (pg_cron on hosted Supabase; the local stack runs the same schedule).
select cron.schedule('release-canaries', '* * * * *', 'select private.check_release_canaries()');
