-- Account activity (issue 24): an append-only log of what happens to an account, written only by the
-- database (triggers and SECURITY DEFINER functions) or by the auth server, never by the browser.
--   * sign-ins (a new auth session: time, IP, browser; failed password sign-ins where the auth server
--     reports them: the local stack calls private.record_sign_in_failure),
--   * password, e-mail and authenticator changes (triggers on auth.users and auth.mfa_factors),
--   * each secret revealed (public.reveal_secret, which lives here because it writes the log),
--   * every admin action on a client's data (tasks, payments, documents, profile).
-- The owner reads their entries, admins every client's; no API role may insert, update, delete or truncate.

create table if not exists public.account_activity (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  -- clock_timestamp(): entries written by one transaction keep their order (newest first reads occurred_at desc).
  occurred_at timestamptz not null default clock_timestamp(),
  event text not null,
  summary text not null,
  actor_id uuid,
  actor_email text,
  ip text,
  user_agent text,
  details jsonb not null default '{}'::jsonb
);
create index if not exists account_activity_user_id_occurred_at_idx on public.account_activity (user_id, occurred_at desc);
alter table public.account_activity enable row level security;
revoke all on table public.account_activity from public, anon, authenticated, service_role;
-- Readable by anon as every table (row-level security gives it nothing); never writable through the API.
grant select on table public.account_activity to anon, authenticated, service_role;
drop policy if exists "Owners read their activity; admins read all" on public.account_activity;
create policy "Owners read their activity; admins read all" on public.account_activity for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- The caller's address and browser, from the request PostgREST (or the stack) is running.
create or replace function private.request_header(name text) returns text
language sql stable set search_path = '' as $$
  select nullif(btrim(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb ->> name), '')
$$;

create or replace function private.record_activity(account uuid, event text, summary text, details jsonb default '{}'::jsonb,
  ip text default null, user_agent text default null) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  actor uuid := auth.uid();
begin
  if not exists (select 1 from public.users u where u.id = account) then return; end if;
  insert into public.account_activity (user_id, event, summary, actor_id, actor_email, ip, user_agent, details)
  values (account, event, summary, actor, (select u.email from public.users u where u.id = actor),
    coalesce(ip, private.request_header('cf-connecting-ip'), private.request_header('x-real-ip'),
      nullif(btrim(split_part(coalesce(private.request_header('x-forwarded-for'), ''), ',', 1)), '')),
    coalesce(user_agent, private.request_header('user-agent')), coalesce(details, '{}'::jsonb));
end $$;

-- A failed password sign-in for an existing account (the local stack's auth server calls it).
create or replace function private.record_sign_in_failure(account_email text, client_ip text, client_agent text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  account uuid;
begin
  select u.id into account from auth.users u where lower(u.email) = lower(btrim(account_email)) limit 1;
  if account is null then return; end if;
  perform private.record_activity(account, 'sign_in_failed', 'Sign-in failed: wrong password', '{}'::jsonb, client_ip, client_agent);
end $$;

-- Sign-ins: every new auth session (password, link, Google, sign-up).
create or replace function private.log_sign_in() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_activity(new.user_id, 'sign_in', 'Signed in', '{}'::jsonb, new.ip::text, new.user_agent);
  return new;
end $$;

-- Password and e-mail changes.
create or replace function private.log_auth_user_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.encrypted_password is distinct from old.encrypted_password then
    perform private.record_activity(new.id, 'password_changed', 'Password changed');
  end if;
  if new.email is distinct from old.email then
    perform private.record_activity(new.id, 'email_changed', 'E-mail changed to ' || coalesce(new.email, '(none)'),
      jsonb_build_object('from', old.email, 'to', new.email));
  end if;
  return new;
end $$;

-- Authenticator apps: added when verified, removed when a verified one is deleted.
create or replace function private.log_factor_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.status = 'verified' and old.status is distinct from 'verified' then
    perform private.record_activity(new.user_id, 'factor_added', 'Authenticator app added: ' || coalesce(nullif(new.friendly_name, ''), 'unnamed'));
  elsif tg_op = 'DELETE' and old.status = 'verified' then
    perform private.record_activity(old.user_id, 'factor_removed', 'Authenticator app removed: ' || coalesce(nullif(old.friendly_name, ''), 'unnamed'));
  end if;
  return null;
end $$;

-- The auth schema's own tables: hosted Supabase lets a project add triggers to them; should a project refuse
-- it, the migration still applies and those entries are missing (docs/deploy.md).
do $$
begin
  drop trigger if exists account_activity_sign_in on auth.sessions;
  create trigger account_activity_sign_in after insert on auth.sessions for each row execute function private.log_sign_in();
  drop trigger if exists account_activity_user_change on auth.users;
  create trigger account_activity_user_change after update of encrypted_password, email on auth.users
    for each row execute function private.log_auth_user_change();
  drop trigger if exists account_activity_factor_change on auth.mfa_factors;
  create trigger account_activity_factor_change after update or delete on auth.mfa_factors
    for each row execute function private.log_factor_change();
exception when insufficient_privilege then
  raise warning 'account activity: no trigger on the auth schema (%); sign-ins and auth changes are not logged', sqlerrm;
end $$;

-- Admin actions on a client's data: written when the caller is an admin acting on someone else's rows.
create or replace function private.log_admin_action() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  actor uuid := auth.uid();
  r jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  o jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  account uuid;
  what text;
  verb text := case tg_op when 'INSERT' then 'added' when 'DELETE' then 'removed' else 'edited' end;
begin
  if actor is null or not exists (select 1 from public.users u where u.id = actor and u.role = 'admin') then
    return null;
  end if;
  account := coalesce((r ->> 'user_id')::uuid, case when tg_table_name = 'users' then (r ->> 'id')::uuid end);
  if account is null or account = actor then return null; end if;
  what := case tg_table_name
    when 'tasks' then 'Task “' || (r ->> 'task_name') || '”'
    when 'payments' then 'Payment “' || (r ->> 'description') || '” (' || to_char((r ->> 'amount')::numeric, 'FM$999,999,999,990.00') || ')'
    when 'business_documents' then 'Document “' || coalesce(r ->> 'name', r ->> 'document_name', r ->> 'title', 'document') || '”'
    when 'owner_profiles' then 'Business profile'
    when 'users' then 'Profile'
    else tg_table_name end;
  if tg_table_name = 'tasks' and tg_op = 'UPDATE' and (r ->> 'task_status') is distinct from (o ->> 'task_status') then
    perform private.record_activity(account, 'admin_task_status', what || ' marked ' || (r ->> 'task_status') || ' by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> 'id', 'from', o ->> 'task_status', 'to', r ->> 'task_status'));
  elsif tg_table_name = 'payments' and tg_op = 'UPDATE' and (r ->> 'status') is distinct from (o ->> 'status') then
    perform private.record_activity(account, 'admin_payment', what || ' marked ' || (r ->> 'status') || ' by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> 'id', 'from', o ->> 'status', 'to', r ->> 'status'));
  else
    perform private.record_activity(account, 'admin_' || tg_table_name, what || ' ' || verb || ' by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> case when tg_table_name in ('users', 'owner_profiles') then 'user_id' else 'id' end));
  end if;
  return null;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array['tasks', 'payments', 'business_documents', 'owner_profiles', 'users'] loop
    execute format('drop trigger if exists account_activity_admin_action on public.%I', t);
    execute format('create trigger account_activity_admin_action after insert or update or delete on public.%I
      for each row execute function private.log_admin_action()', t);
  end loop;
end $$;

-- The one way to read a sealed secret (20261126030000): the owner only, at aal2 when they have a verified
-- authenticator; each reveal is logged.
create or replace function public.reveal_secret(secret_table text, secret_id uuid, secret_field text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
  sealed private.sealed_secrets;
  plaintext text;
  what text;
  field_label text;
begin
  select * into sealed from private.sealed_secrets s
   where s.record_table = secret_table and s.record_id = secret_id and s.field = secret_field;
  if caller is null or sealed.user_id is null or sealed.user_id <> caller then
    raise exception 'Only the owner can reveal this.' using errcode = '42501';
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = caller and f.status = 'verified')
     and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Enter a code from your authenticator app to reveal this.' using errcode = '42501';
  end if;
  plaintext := private.open_with(sealed.ciphertext, private.secret_context(sealed.record_table, sealed.record_id, sealed.field), private.credential_key());
  what := case secret_table
    when 'store_cards' then 'store card “' || (select c.issuer from public.store_cards c where c.id = secret_id) || '”'
    when 'credit_cards' then 'revolving card “' || (select c.issuer from public.credit_cards c where c.id = secret_id) || '”'
    when 'social_accounts' then 'social account “' || (select a.platform from public.social_accounts a where a.id = secret_id) || '”'
    when 'bank_accounts' then 'bank account “' || coalesce((select a.bank_name from public.bank_accounts a where a.id = secret_id), '') || '”'
    when 'business_account_details' then 'business account “' || (select a.name from public.business_account_details d
      join public.business_accounts a on a.id = d.business_account_id where d.id = secret_id) || '”'
    else 'owner profile' end;
  field_label := case secret_field
    when 'password' then 'Password'
    when 'account_number' then 'Account number'
    when 'routing_number' then 'Routing number'
    when 'owner_ssn' then 'SSN'
    when 'value' then coalesce((select d.label from public.business_account_details d where d.id = secret_id), 'Value')
    else secret_field end;
  perform private.record_activity(caller, 'secret_revealed', field_label || ' of ' || coalesce(what, 'a record') || ' revealed',
    jsonb_build_object('table', secret_table, 'id', secret_id, 'field', secret_field));
  return plaintext;
end $$;

revoke execute on function private.request_header(text), private.record_activity(uuid, text, text, jsonb, text, text),
  private.record_sign_in_failure(text, text, text), private.log_sign_in(), private.log_auth_user_change(),
  private.log_factor_change(), private.log_admin_action() from public;
revoke execute on function public.reveal_secret(text, uuid, text) from public, anon, service_role;
grant execute on function public.reveal_secret(text, uuid, text) to authenticated;
