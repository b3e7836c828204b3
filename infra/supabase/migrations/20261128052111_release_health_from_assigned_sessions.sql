-- Release health comes only from the sessions it judges (issue 31, item 2). Until now any signed-in user could
-- report sessions and errors for any release id, as often as the rate limit allowed, and the rollback rule counted
-- sessions: one user could get a good canary rolled back (errors on it) or keep a bad one live (clean sessions on
-- it, errors on live).
--   * A session report names the release the caller is assigned: while a remote has a running canary, that is
--     what release_assignment() answers for the caller (the canary or its live release), nothing else. A session
--     id is one page load: reported once per remote (a second report of it, by anyone, adds nothing).
--   * An error report names a session the same user reported, with its remote and release.
--   * The rule counts distinct users: a user whose sessions of a release had any error counts once as failed,
--     and a canary is judged only from private.release_rollout.min_users users on (10 by default).

-- Duplicates a page might have sent before: one row per (remote, session id), the first.
delete from private.release_sessions s
 where exists (select 1 from private.release_sessions t where t.remote = s.remote and t.session_id = s.session_id and t.id < s.id);
create unique index if not exists release_sessions_one_per_load on private.release_sessions (remote, session_id);

alter table private.release_rollout add column if not exists min_users integer not null default 10;
alter table private.release_rollout drop column if exists min_sessions;

-- The release of `remote` the caller is assigned while it has a running canary; null when it has none (then the
-- live release is the registry's, which the database does not know: any well-formed id is taken, and nothing is
-- judged from it, as a canary counts only what was reported after it started).
create or replace function private.release_assigned_to(uid uuid, remote text) returns text
language sql stable set search_path = '' as $$
  select case when private.release_bucket(uid, c.remote, c.release_id) < c.percent then c.release_id else c.live_release_id end
    from public.release_canaries c
   where c.remote = release_assigned_to.remote and c.status = 'running'
$$;

create or replace function public.report_release_session(remote text, release_id text, session_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.release_report_checked(remote, release_id);
  assigned text := private.release_assigned_to(uid, remote);
begin
  if session_id is null then
    raise exception 'A session id is required' using errcode = '22023';
  end if;
  if assigned is not null and assigned <> release_id then
    raise exception 'Not your release: % is assigned %', remote, assigned
      using errcode = '22023', hint = 'Report the release release_assignment() gives you';
  end if;
  perform private.release_rate_limited('session', uid);
  insert into private.release_sessions (remote, release_id, session_id, user_hash)
  values (remote, release_id, session_id, private.release_user_hash(uid))
  on conflict do nothing;
end $$;

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
  if not exists (select 1 from private.release_sessions s
                  where s.remote = report_release_error.remote and s.session_id = report_release_error.session_id
                    and s.release_id = report_release_error.release_id and s.user_hash = private.release_user_hash(uid)) then
    raise exception 'Unknown session: report the session of this release first' using errcode = '22023';
  end if;
  perform private.release_rate_limited('error', uid);
  insert into private.release_errors (remote, release_id, session_id, screen_id, user_hash, kind, message)
  values (remote, release_id, session_id, screen_id, private.release_user_hash(uid), kind, left(private.release_scrub(message), 300));
end $$;

-- Users (distinct) with a session of the canary and of its live release since the canary started (within the
-- window), and the share of them with an error in any of those sessions.
drop function if exists private.release_rates(public.release_canaries, integer);
create or replace function private.release_user_rates(c public.release_canaries, window_minutes integer,
  out canary_users bigint, out canary_rate numeric, out live_users bigint, out live_rate numeric)
language sql stable set search_path = '' as $$
  with since as (select greatest(c.started_at, now() - make_interval(mins => window_minutes)) as t),
  per_user as (
    select x.release_id, x.user_hash,
           bool_or(exists (select 1 from private.release_errors e
                            where e.session_id = x.session_id and e.remote = x.remote and e.release_id = x.release_id
                              and e.user_hash = x.user_hash)) as failed
      from private.release_sessions x, since
     where x.remote = c.remote and x.release_id in (c.release_id, c.live_release_id) and x.started_at >= since.t
     group by x.release_id, x.user_hash
  ),
  r as (select release_id, count(*) as users, count(*) filter (where failed) as failed from per_user group by release_id)
  select coalesce((select users from r where release_id = c.release_id), 0),
         coalesce((select failed::numeric / users from r where release_id = c.release_id), 0),
         coalesce((select users from r where release_id = c.live_release_id), 0),
         coalesce((select failed::numeric / users from r where release_id = c.live_release_id), 0)
$$;

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
    select * into rates from private.release_user_rates(c, rule.window_minutes);
    continue when rates.canary_users < rule.min_users;
    continue when not (rates.canary_rate > rates.live_rate + rule.max_rate_increase
                       or (rates.live_rate > 0 and rates.canary_rate > rates.live_rate * rule.max_rate_ratio));
    why := format('Error rate %s%% over %s users, against %s%% over %s users of the live release %s (rule: at most +%s points or %sx, from %s users, last %s minutes)',
      round(rates.canary_rate * 100), rates.canary_users, round(rates.live_rate * 100), rates.live_users, c.live_release_id,
      round(rule.max_rate_increase * 100), rule.max_rate_ratio, rule.min_users, rule.window_minutes);
    update public.release_canaries set status = 'rolled_back', reason = why, ended_at = now() where id = c.id;
    perform private.notify_admins('canary_rolled_back', 'Canary rolled back: ' || c.remote || ' ' || c.release_id, why, 'statistics',
      jsonb_build_object('remote', c.remote, 'release', c.release_id));
    ended := ended + 1;
  end loop;
  return ended;
end $$;

revoke execute on function private.release_assigned_to(uuid, text) from public, anon, authenticated;
revoke execute on function private.release_user_rates(public.release_canaries, integer) from public, anon, authenticated;
revoke execute on function private.check_release_canaries() from public, anon, authenticated;
