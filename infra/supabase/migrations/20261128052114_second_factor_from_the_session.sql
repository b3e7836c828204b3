-- The second factor, checked against the session, not only the token (issue 31, item 5). public.is_admin() and
-- public.reveal_secret() trusted the access token's `aal` claim: a token minted at aal2 kept working for its whole
-- life (an hour by default) after its authenticator was removed or its session signed out. The auth server keeps
-- each session's current level on auth.sessions.aal (GoTrue: aal1 after sign-in, aal2 once a factor is verified in
-- it, back to aal1 when that factor is removed) and deletes the row at sign-out; the token names its session
-- (`session_id`). So the checks now also read the session: an admin is an admin only while their session exists
-- (and, under the admin second-factor policy, is at aal2 in the token and in the session); a reveal needs a live
-- session, at aal2 in both when the owner has an authenticator. Notifications sent to admins (they name clients)
-- reach them under the same rule.

-- The caller's session as the auth server keeps it now: its level ('aal1', 'aal2'), or null when the token's
-- session is gone (signed out, expired) or the token names none. auth.sessions.aal is GoTrue's auth.aal_level.
create or replace function private.session_level() returns text
language sql stable set search_path = '' as $$
  select s.aal::text
    from auth.sessions s
   where s.id = (select case when j ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                             then (j ->> 'session_id')::uuid end
                   from (select auth.jwt() as j) claims)
     and s.user_id = auth.uid()
     and (s.not_after is null or s.not_after > now())
$$;
revoke execute on function private.session_level() from public, anon, authenticated;

-- Whether the caller's session is verified with a second factor now: the token says aal2 and so does the session.
create or replace function private.session_at_aal2() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2' and coalesce(private.session_level(), '') = 'aal2'
$$;
revoke execute on function private.session_at_aal2() from public, anon, authenticated;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.users u where u.id = auth.uid() and u.role = 'admin')
    and private.session_level() is not null
    and (
      private.session_at_aal2()
      or not coalesce((select p.admin_requires_aal2 from private.security_policy p where p.id = 1), false)
    )
$$;

create or replace function public.set_admin_requires_second_factor(required boolean) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.users u where u.id = auth.uid() and u.role = 'admin') or not private.session_at_aal2() then
    raise exception 'Only an admin signed in with an authenticator code can change this.' using errcode = '42501';
  end if;
  if required is null then
    raise exception 'required must be true or false.' using errcode = '22004';
  end if;
  update private.security_policy set admin_requires_aal2 = required, updated_at = now(), updated_by = auth.uid() where id = 1;
  return required;
end $$;

-- Notifications: a recipient reads (and marks read) their own; an admin's (new clients, requests, canaries: they
-- name clients) only while they are an admin under the policy, as for every other admin read. (Whether the
-- recipient has the admin role is read from their own users row, which row-level security lets them read.)
drop policy if exists "Recipients read their notifications" on public.notifications;
create policy "Recipients read their notifications" on public.notifications for select to authenticated
  using (user_id = (select auth.uid()) and ((select public.is_admin()) or not exists (select 1 from public.users u where u.id = (select auth.uid()) and u.role = 'admin')));
drop policy if exists "Recipients mark their notifications read" on public.notifications;
create policy "Recipients mark their notifications read" on public.notifications for update to authenticated
  using (user_id = (select auth.uid()) and ((select public.is_admin()) or not exists (select 1 from public.users u where u.id = (select auth.uid()) and u.role = 'admin')))
  with check (user_id = (select auth.uid()));

-- The one way to read a sealed secret: as in 20261126030100, with the session checked too.
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
  if private.session_level() is null then
    raise exception 'Your session has ended: sign in again to reveal this.' using errcode = '42501';
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = caller and f.status = 'verified') and not private.session_at_aal2() then
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
revoke execute on function public.reveal_secret(text, uuid, text) from public, anon, service_role;
grant execute on function public.reveal_secret(text, uuid, text) to authenticated;
