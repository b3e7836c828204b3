-- Admins and the second factor. One row of settings, kept in the database (not config.toml, which the
-- Supabase CLI would reject): when admin_requires_aal2 is on, being an admin counts only in a session
-- verified with an authenticator code (the access token's aal claim is aal2). public.is_admin() is what
-- every admin policy (RLS) and every admin function checks, so turning it on covers all admin reads of
-- clients' data and all admin functions at once; an admin's own rows (user_id = auth.uid()) stay theirs.
-- Off here (the demo and local runs); production turns it on (docs/deploy.md).
create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;

create table if not exists private.security_policy (
  id smallint primary key default 1 check (id = 1),
  admin_requires_aal2 boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid
);
insert into private.security_policy (id) values (1) on conflict (id) do nothing;
revoke all on table private.security_policy from public, anon, authenticated;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.users where id = auth.uid() and role = 'admin')
    and (
      coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not coalesce((select p.admin_requires_aal2 from private.security_policy p where p.id = 1), false)
    )
$$;

-- Whether admins must use their authenticator (any signed-in user may ask: the screens explain it).
create or replace function public.admin_requires_second_factor() returns boolean
language sql stable security definer set search_path = public as $$
  select coalesce((select p.admin_requires_aal2 from private.security_policy p where p.id = 1), false)
$$;

-- Changing it takes an admin in a session verified with an authenticator code, whatever its value now.
create or replace function public.set_admin_requires_second_factor(required boolean) returns boolean
language plpgsql volatile security definer set search_path = public as $$
begin
  if not exists (select 1 from public.users where id = auth.uid() and role = 'admin')
     or coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Only an admin signed in with an authenticator code can change this.' using errcode = '42501';
  end if;
  if required is null then
    raise exception 'required must be true or false.' using errcode = '22004';
  end if;
  update private.security_policy set admin_requires_aal2 = required, updated_at = now(), updated_by = auth.uid() where id = 1;
  return required;
end $$;

revoke execute on function public.admin_requires_second_factor() from public, anon;
revoke execute on function public.set_admin_requires_second_factor(boolean) from public, anon;
grant execute on function public.admin_requires_second_factor() to authenticated, service_role;
grant execute on function public.set_admin_requires_second_factor(boolean) to authenticated, service_role;
