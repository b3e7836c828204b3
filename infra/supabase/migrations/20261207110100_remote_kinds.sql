-- Search and notification kinds a remote owns (issue 47, part 3). A remote's own migration
-- (<remote>/supabase/migrations, applied by `npm run release -w <remote>`) adds its kinds as rows here, named with its
-- prefix (`mfe_credit_note`): the release tool applies it with `portal.remote` set to the remote, and the trigger below
-- refuses a row of another remote or of the platform. A row starts disabled; the release tool enables the kinds the
-- remote's live release (and canary) declares in its screens.ts (`searchKinds`, `notificationKinds`) after every
-- switch, and disables them on a rollback to a release that does not declare them (public.set_remote_kinds).

-- Notification kinds: `remote` null is the platform's (this folder's migrations).
alter table public.notification_kinds add column if not exists remote text;
alter table public.notification_kinds add column if not exists enabled boolean not null default true;
alter table public.notification_kinds drop constraint if exists notification_kinds_remote_prefix;
alter table public.notification_kinds add constraint notification_kinds_remote_prefix
  check (remote is null or (remote ~ '^[a-z][a-z0-9_]*$' and starts_with(kind, remote || '_')));

-- A remote's search kinds: each a function public.<fn>(query text, per_kind integer) returning
-- (id uuid, title text, context text, rank real), security invoker (row-level security decides what the caller finds).
create table if not exists public.remote_search_kinds (
  kind text primary key,
  remote text not null,
  fn text not null,
  enabled boolean not null default false,
  constraint remote_search_kinds_prefix check (
    remote ~ '^[a-z][a-z0-9_]*$' and starts_with(kind, remote || '_') and starts_with(fn, remote || '_'))
);
comment on table public.remote_search_kinds is
  'Search kinds remotes add in their own migrations; public.search_portal calls each enabled one as the caller.';
alter table public.remote_search_kinds enable row level security;
revoke all on table public.remote_search_kinds from anon, authenticated, service_role;
grant select on table public.remote_search_kinds to service_role;

-- A remote's migration may add, change or remove only its own rows, disabled until its release declares them.
create or replace function private.remote_kind_owner() returns trigger
language plpgsql set search_path = '' as $$
declare
  remote text := nullif(current_setting('portal.remote', true), '');
  row_remote text;
begin
  if remote is null then
    return coalesce(new, old);
  end if;
  row_remote := case when tg_op = 'DELETE' then old.remote else new.remote end;
  if row_remote is distinct from remote or (tg_op = 'UPDATE' and old.remote is distinct from remote) then
    raise exception '% may add only its own kinds to %, named %_<name> with remote = %', remote, tg_table_name, remote, remote
      using errcode = '42501';
  end if;
  if tg_op = 'INSERT' then
    new.enabled := false;
  end if;
  if tg_op = 'INSERT' and tg_table_name = 'remote_search_kinds' then
    if not exists (
      select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = new.fn and not p.prosecdef
         and p.oid = to_regprocedure(format('public.%I(text, integer)', new.fn))
    ) then
      raise exception 'search kind %: public.%(text, integer) must exist and be security invoker', new.kind, new.fn
        using errcode = '42883';
    end if;
  end if;
  return coalesce(new, old);
end $$;
revoke execute on function private.remote_kind_owner() from public, anon, authenticated;
drop trigger if exists remote_kind_owner on public.notification_kinds;
create trigger remote_kind_owner before insert or update or delete on public.notification_kinds
  for each row execute function private.remote_kind_owner();
drop trigger if exists remote_kind_owner on public.remote_search_kinds;
create trigger remote_kind_owner before insert or update or delete on public.remote_search_kinds
  for each row execute function private.remote_kind_owner();

-- A notification of a disabled kind (its remote rolled back to a release without it) is not written: the bell has
-- no screen to open it on.
create or replace function private.notification_screen() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  known public.notification_kinds;
begin
  select * into known from public.notification_kinds k where k.kind = new.kind;
  if not found then
    raise exception 'Unknown notification kind %', new.kind using errcode = '23503';
  end if;
  if not known.enabled then
    return null;
  end if;
  new.screen := case
    when known.admin_screen is not null and exists (select 1 from public.users u where u.id = new.user_id and u.role = 'admin')
      then known.admin_screen
    else known.screen
  end;
  return new;
end $$;
revoke execute on function private.notification_screen() from public, anon, authenticated;

-- The release tool (service role): a remote's kinds enabled exactly as its live release and canary declare them.
-- Returns the declared kinds no migration of the remote registered (the release tool reports them).
create or replace function public.set_remote_kinds(remote text, search_kinds text[], notification_kinds text[])
returns text[]
language plpgsql security definer set search_path = '' as $$
declare
  missing text[];
begin
  if not public.is_service_role() then
    raise exception 'Only the release tool sets a remote''s kinds.' using errcode = '42501';
  end if;
  update public.remote_search_kinds k set enabled = k.kind = any(coalesce(search_kinds, '{}'))
   where k.remote = set_remote_kinds.remote and k.enabled is distinct from (k.kind = any(coalesce(search_kinds, '{}')));
  update public.notification_kinds k set enabled = k.kind = any(coalesce(notification_kinds, '{}'))
   where k.remote = set_remote_kinds.remote and k.enabled is distinct from (k.kind = any(coalesce(notification_kinds, '{}')));
  select coalesce(array_agg(d.kind order by d.kind), '{}') into missing from (
    select s.kind from unnest(coalesce(search_kinds, '{}')) s(kind)
     where not exists (select 1 from public.remote_search_kinds k where k.kind = s.kind and k.remote = set_remote_kinds.remote)
    union all
    select n.kind from unnest(coalesce(notification_kinds, '{}')) n(kind)
     where not exists (select 1 from public.notification_kinds k where k.kind = n.kind and k.remote = set_remote_kinds.remote)
  ) d;
  return missing;
end $$;
revoke execute on function public.set_remote_kinds(text, text[], text[]) from public, anon, authenticated;
grant execute on function public.set_remote_kinds(text, text[], text[]) to service_role;

-- The enabled remote search functions, for search_portal (which runs as the caller, who cannot read the registry).
create or replace function search.remote_kinds()
returns table (kind text, fn text)
language sql stable security definer set search_path = '' as $$
  select k.kind, k.fn from public.remote_search_kinds k
    join pg_proc p on p.oid = to_regprocedure(format('public.%I(text, integer)', k.fn))
   where k.enabled and not p.prosecdef
   order by k.kind
$$;
revoke execute on function search.remote_kinds() from public, anon;
grant execute on function search.remote_kinds() to authenticated;

-- The platform's hits (kinds cast to public.search_kind, as before), then each enabled remote kind's, at most per_kind
-- each, called as the caller (security invoker all the way: row-level security decides); a failing remote function
-- leaves its kind out (a warning) and never the search. Kinds in order of their best hit, as before.
create or replace function public.search_portal(query text, per_kind integer default 5)
returns table (kind text, id uuid, title text, context text, rank real)
language plpgsql stable security invoker set search_path = '' as $$
declare
  remote record;
  q text := translate(lower(btrim(coalesce(query, ''))), chr(57344) || chr(57345), '');
  tsq tsquery;
  hits jsonb;
  found_hits jsonb;
begin
  -- A stable function writes nothing (no temporary table): the hits are gathered as JSON.
  select coalesce(jsonb_agg(jsonb_build_object('kind', (h.kind::public.search_kind)::text, 'id', h.id, 'title', h.title,
                                               'context', h.context, 'rank', h.rank, 'n', h.n)), '[]')
    into hits
    from search.portal_hits(query, per_kind) with ordinality as h(kind, id, title, context, rank, n);
  if q <> '' then
    tsq := public.search_prefix_query(q);
    for remote in select r.kind, r.fn from search.remote_kinds() r loop
      begin
        execute format(
          'select coalesce(jsonb_agg(jsonb_build_object(''kind'', $1, ''id'', r.id,
                    ''title'', public.search_mark(r.title, $4, true), ''context'', public.search_mark(r.context, $4, false),
                    ''rank'', r.rank, ''n'', r.n)), ''[]'')
             from (select f.*, row_number() over (order by f.rank desc, f.title, f.id) as n
                     from (select * from public.%I($2, $3) limit $3) f) r', remote.fn)
          into found_hits
          using remote.kind, query, per_kind, tsq;
        hits := hits || found_hits;
      exception when others then
        raise warning 'search kind % (public.%) failed: %', remote.kind, remote.fn, sqlerrm;
      end;
    end loop;
  end if;
  return query
  select h.kind, h.id, h.title, h.context, h.rank
    from jsonb_to_recordset(hits) as h(kind text, id uuid, title text, context text, rank real, n bigint)
   order by max(h.rank) over (partition by h.kind) desc, h.kind, h.n;
end $$;
revoke execute on function public.search_portal(text, integer) from public, anon;
grant execute on function public.search_portal(text, integer) to authenticated;
