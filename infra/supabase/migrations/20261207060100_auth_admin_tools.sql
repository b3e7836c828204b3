-- The portal's side of issue 49 (item 4) and issue 51 (item 5): an admin invites a client, an admin removes a client's
-- lost authenticator, and an owner keeps one-time recovery codes for the day their authenticator is lost.
-- The auth work itself goes through the auth server's admin API (GoTrue's POST /invite, GET/DELETE
-- /admin/users/{id}/factors) from edge functions holding the secret key; these functions are what the database
-- decides: who may ask (an admin signed in with an authenticator code), what is logged in the client's account
-- activity, and the recovery codes (only their SHA-256 hashes are kept). DECISIONS 16: every object below says
-- which API role may use it; nothing here is reachable by anon.

-- The caller is an admin whose session is verified with a second factor now (token and session at aal2; see
-- 20261128052114). The edge functions call it as the caller before they use the secret key: 42501 otherwise, true
-- when they are. (It returns a value rather than void: the local stack does not run a void function's body when the
-- answer has no rows to show.)
create or replace function public.assert_admin_at_aal2() returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.users u where u.id = auth.uid() and u.role = 'admin') or not private.session_at_aal2() then
    raise exception 'Only an admin signed in with an authenticator code can do this.' using errcode = '42501';
  end if;
  return true;
end $$;
revoke execute on function public.assert_admin_at_aal2() from public, anon, service_role;
grant execute on function public.assert_admin_at_aal2() to authenticated;

-- An invitation sent (the `invite-client` function, service_role): logged in the invited client's activity with the
-- admin as actor. The client's users row exists by then (the auth user's insert trigger made it).
create or replace function public.record_client_invitation(account uuid, actor uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if actor is null or not exists (select 1 from public.users u where u.id = actor and u.role = 'admin') then
    raise exception 'Only an admin invites clients.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users u where u.id = account) then
    raise exception 'No such client.' using errcode = 'P0002';
  end if;
  insert into public.account_activity (user_id, event, summary, actor_id, actor_email, details)
  values (account, 'invited', 'Invited to the portal by an admin', actor, (select u.email from public.users u where u.id = actor),
    jsonb_build_object('email', (select u.email from public.users u where u.id = account)));
end $$;
revoke execute on function public.record_client_invitation(uuid, uuid) from public, anon, authenticated;
grant execute on function public.record_client_invitation(uuid, uuid) to service_role;

-- Invitations not accepted yet, for the Clients list: an auth user invited (GoTrue sets invited_at) whose address is
-- not confirmed (following the invitation link confirms it). Admins only (public.is_admin(), the policy included).
create or replace function public.admin_pending_invitations()
returns table (user_id uuid, email text, invited_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins see invitations.' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, u.invited_at
      from auth.users u
     where u.invited_at is not null and u.email_confirmed_at is null and u.deleted_at is null
     order by u.invited_at desc;
end $$;
revoke execute on function public.admin_pending_invitations() from public, anon, service_role;
grant execute on function public.admin_pending_invitations() to authenticated;

-- A client's authenticator removed by an admin (the `client-authenticators` function, service_role, after the auth
-- server deleted it): the client's activity says which app, which admin, and how the admin checked who was asking.
-- (The factor's own trigger logs "Authenticator app removed" too, without an actor: the auth server deleted it.)
create or replace function public.record_factor_removal(account uuid, actor uuid, factor_id uuid, factor_name text, verification text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  how text := btrim(coalesce(verification, ''));
begin
  if actor is null or not exists (select 1 from public.users u where u.id = actor and u.role = 'admin') then
    raise exception 'Only an admin removes a client''s authenticator.' using errcode = '42501';
  end if;
  if length(how) < 10 or length(how) > 500 then
    raise exception 'Say how you checked who is asking (10 to 500 characters).' using errcode = '22023';
  end if;
  if not exists (select 1 from public.users u where u.id = account) then
    raise exception 'No such client.' using errcode = 'P0002';
  end if;
  insert into public.account_activity (user_id, event, summary, actor_id, actor_email, details)
  values (account, 'admin_factor_removed',
    'Authenticator app “' || coalesce(nullif(btrim(factor_name), ''), 'unnamed') || '” removed by an admin. Identity checked: ' || how,
    actor, (select u.email from public.users u where u.id = actor),
    jsonb_build_object('factor_id', factor_id, 'verification', how));
end $$;
revoke execute on function public.record_factor_removal(uuid, uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_factor_removal(uuid, uuid, uuid, text, text) to service_role;

-- One-time recovery codes: ten per owner, shown once, kept as SHA-256 hashes. A code is long and random (10
-- characters of a 31-letter alphabet, about 50 bits), so an unsalted hash is enough: nothing to guess from it.
create table if not exists private.recovery_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash bytea not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  primary key (user_id, code_hash)
);
-- Each try of a code, for the limit (5 wrong codes in 15 minutes per account).
create table if not exists private.recovery_code_attempts (
  user_id uuid not null references auth.users (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  succeeded boolean not null
);
create index if not exists recovery_code_attempts_user_idx on private.recovery_code_attempts (user_id, attempted_at desc);
revoke all on table private.recovery_codes, private.recovery_code_attempts from public, anon, authenticated, service_role;

-- A code as the owner types it: lower case, spaces and dashes dropped.
create or replace function private.recovery_code_hash(code text) returns bytea
language sql immutable set search_path = '' as $$
  select pg_catalog.sha256(convert_to(regexp_replace(lower(coalesce(code, '')), '[^a-z0-9]', '', 'g'), 'UTF8'))
$$;
revoke execute on function private.recovery_code_hash(text) from public, anon, authenticated, service_role;

-- New codes for the caller (the old ones stop working), returned once. A live session is needed, and when the
-- caller already has a verified authenticator, a session verified with it (aal2): else a stolen password alone
-- could make codes that turn two-factor sign-in off.
create or replace function public.create_recovery_codes() returns setof text
language plpgsql volatile security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
  alphabet constant text := 'abcdefghjkmnpqrstuvwxyz23456789';
  bytes bytea;
  code text;
  i int;
  j int;
begin
  if caller is null or private.session_level() is null then
    raise exception 'Your session has ended: sign in again.' using errcode = '42501';
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = caller and f.status = 'verified') and not private.session_at_aal2() then
    raise exception 'Enter a code from your authenticator app first.' using errcode = '42501';
  end if;
  delete from private.recovery_codes where user_id = caller;
  for i in 1..10 loop
    bytes := extensions.gen_random_bytes(10);
    code := '';
    for j in 0..9 loop
      code := code || substr(alphabet, 1 + (get_byte(bytes, j) % length(alphabet)), 1);
    end loop;
    code := substr(code, 1, 5) || '-' || substr(code, 6, 5);
    insert into private.recovery_codes (user_id, code_hash) values (caller, private.recovery_code_hash(code));
    return next code;
  end loop;
  perform private.record_activity(caller, 'recovery_codes_created', 'Recovery codes made (the earlier ones no longer work)');
end $$;
revoke execute on function public.create_recovery_codes() from public, anon, service_role;
grant execute on function public.create_recovery_codes() to authenticated;

-- How many of the caller's recovery codes are still unused.
create or replace function public.recovery_codes_left() returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::int from private.recovery_codes c where c.user_id = auth.uid() and c.used_at is null
$$;
revoke execute on function public.recovery_codes_left() from public, anon, service_role;
grant execute on function public.recovery_codes_left() to authenticated;

-- The caller (signed in with their password, aal1) uses a recovery code: true when it is one of theirs and unused
-- (it is then used up and logged), false when not (the try is counted). After 5 wrong codes in 15 minutes: 42501
-- until the window passes. The `use-recovery-code` function calls it as the caller and, on true, has the auth server
-- remove the caller's authenticators.
create or replace function public.redeem_recovery_code(code text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
  used int;
begin
  if caller is null or private.session_level() is null then
    raise exception 'Your session has ended: sign in again.' using errcode = '42501';
  end if;
  if (select count(*) from private.recovery_code_attempts a
       where a.user_id = caller and not a.succeeded and a.attempted_at > now() - interval '15 minutes') >= 5 then
    raise exception 'Too many wrong recovery codes. Please wait 15 minutes and try again.' using errcode = '42501';
  end if;
  update private.recovery_codes c set used_at = now()
   where c.user_id = caller and c.code_hash = private.recovery_code_hash(code) and c.used_at is null;
  get diagnostics used = row_count;
  insert into private.recovery_code_attempts (user_id, succeeded) values (caller, used > 0);
  delete from private.recovery_code_attempts a where a.user_id = caller and a.attempted_at < now() - interval '1 day';
  if used > 0 then
    perform private.record_activity(caller, 'recovery_code_used',
      'Recovery code used: two-factor sign-in turned off (' || (select count(*) from private.recovery_codes c
        where c.user_id = caller and c.used_at is null) || ' codes left)');
  end if;
  return used > 0;
end $$;
revoke execute on function public.redeem_recovery_code(text) from public, anon, service_role;
grant execute on function public.redeem_recovery_code(text) to authenticated;
