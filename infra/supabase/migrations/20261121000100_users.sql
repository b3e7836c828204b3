-- Users: one public.users row per auth user, the portal's roles, and the role in the JWT.
-- Roles: admin, client (every new sign-up), user. Only an admin or the service role changes a role.

create table if not exists public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  name text,
  phone text,
  role text not null default 'client',
  provider text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_role_is_admin_client_or_user check (role in ('admin', 'client', 'user'))
);
create index if not exists users_role_created_at_idx on public.users (role, created_at);
alter table public.users enable row level security;

-- True when the caller (auth.uid()) is an admin. Security definer so policies on public.users can use
-- it without recursing through those same policies.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.users where id = auth.uid() and role = 'admin')
$$;

-- True for the service role (server-side code holding the service key).
create or replace function public.is_service_role() returns boolean
language sql stable as $$
  select coalesce(auth.role() = 'service_role', false)
$$;

-- A new auth user: give the role to the token (raw_app_meta_data.role) before the row is stored.
-- A role in app_metadata can only come from the service role (admin createUser); sign-ups cannot set it.
create or replace function public.auth_user_before_insert() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  wanted text := new.raw_app_meta_data ->> 'role';
begin
  if wanted is null or wanted not in ('admin', 'client', 'user') then
    wanted := 'client';
  end if;
  new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', wanted);
  return new;
end $$;

-- ... and its public.users row.
create or replace function public.auth_user_after_insert() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into public.users (id, email, name, phone, role, provider, created_at)
  values (
    new.id,
    new.email,
    coalesce(new.raw_user_meta_data ->> 'name', new.raw_user_meta_data ->> 'full_name'),
    coalesce(new.raw_user_meta_data ->> 'phone', new.phone),
    new.raw_app_meta_data ->> 'role',
    coalesce(new.raw_app_meta_data ->> 'provider', 'email'),
    new.created_at
  )
  on conflict (id) do nothing;
  return new;
end $$;

-- An auth user changed: keep the role in app_metadata (an auth server that rewrites app_metadata
-- must not drop it), and accept a new role given there by the service role.
create or replace function public.auth_user_before_update() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  current_role_ text;
begin
  if (new.raw_app_meta_data ->> 'role') is null or (new.raw_app_meta_data ->> 'role') not in ('admin', 'client', 'user') then
    select role into current_role_ from public.users where id = new.id;
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
      || jsonb_build_object('role', coalesce(current_role_, 'client'));
  end if;
  return new;
end $$;

-- ... and keep public.users in step with e-mail, metadata and role.
create or replace function public.auth_user_after_update() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.users u set
    email = new.email,
    name = coalesce(new.raw_user_meta_data ->> 'name', new.raw_user_meta_data ->> 'full_name', u.name),
    phone = coalesce(new.raw_user_meta_data ->> 'phone', new.phone, u.phone),
    role = new.raw_app_meta_data ->> 'role',
    updated_at = now()
  where u.id = new.id
    and (u.email is distinct from new.email
      or u.name is distinct from coalesce(new.raw_user_meta_data ->> 'name', new.raw_user_meta_data ->> 'full_name', u.name)
      or u.phone is distinct from coalesce(new.raw_user_meta_data ->> 'phone', new.phone, u.phone)
      or u.role is distinct from (new.raw_app_meta_data ->> 'role'));
  return new;
end $$;

create or replace trigger on_auth_user_before_insert before insert on auth.users
  for each row execute function public.auth_user_before_insert();
create or replace trigger on_auth_user_created after insert on auth.users
  for each row execute function public.auth_user_after_insert();
create or replace trigger on_auth_user_before_update before update on auth.users
  for each row execute function public.auth_user_before_update();
create or replace trigger on_auth_user_updated after update on auth.users
  for each row
  when (old.email is distinct from new.email
    or old.raw_user_meta_data is distinct from new.raw_user_meta_data
    or old.phone is distinct from new.phone
    or old.raw_app_meta_data is distinct from new.raw_app_meta_data)
  execute function public.auth_user_after_update();

-- Guard on public.users: through the API (roles anon/authenticated) nobody but an admin changes a
-- role, and nobody changes id, e-mail, provider or created_at (they follow auth.users).
-- Security invoker on purpose: current_user is the caller's role.
create or replace function public.users_guard_update() returns trigger
language plpgsql as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.role is distinct from old.role and not public.is_admin() then
      raise exception 'Only an admin can change a role.' using errcode = '42501';
    end if;
    if new.id is distinct from old.id or new.email is distinct from old.email
      or new.provider is distinct from old.provider or new.created_at is distinct from old.created_at then
      raise exception 'The id, e-mail, provider and creation date of a user follow the sign-in account and cannot be changed here.'
        using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  return new;
end $$;

-- A role changed on public.users: put it into the token's app_metadata too.
create or replace function public.users_sync_role_to_auth() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update auth.users
     set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', new.role)
   where id = new.id and (raw_app_meta_data ->> 'role') is distinct from new.role;
  return new;
end $$;

create or replace trigger users_guard_update before update on public.users
  for each row execute function public.users_guard_update();
create or replace trigger users_sync_role_to_auth after update of role on public.users
  for each row when (old.role is distinct from new.role) execute function public.users_sync_role_to_auth();

drop policy if exists "Users read their own row; admins read every row" on public.users;
create policy "Users read their own row; admins read every row" on public.users
  for select to authenticated using (id = auth.uid() or public.is_admin());
drop policy if exists "Users update their own row; admins update every row" on public.users;
create policy "Users update their own row; admins update every row" on public.users
  for update to authenticated using (id = auth.uid() or public.is_admin()) with check (id = auth.uid() or public.is_admin());
-- No insert policy (rows come from the auth trigger) and no delete policy (deleting the auth user cascades).

revoke execute on function public.auth_user_before_insert(), public.auth_user_after_insert(),
  public.auth_user_before_update(), public.auth_user_after_update(), public.users_sync_role_to_auth()
  from anon, authenticated;
