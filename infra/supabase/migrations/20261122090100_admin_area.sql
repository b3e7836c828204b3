-- The admin area (DECISIONS 12): the client list searched on the server, and the admin's overview.
-- Both check the caller themselves (security definer, admins and the service role only).

-- Clients list: the spec's four sorts, paging, and a search by name or e-mail. Replaces the
-- three-argument version (a different signature is a different function in Postgres).
drop function if exists public.admin_list_clients(text, integer, integer);

create or replace function public.admin_list_clients(
  sort text default 'date_desc', page integer default 1, per_page integer default 50, search text default null)
returns table (
  id uuid, name text, email text, phone text, provider text, role text, created_at timestamptz,
  has_password boolean, total_count bigint
)
language plpgsql stable security definer set search_path = public as $$
declare
  pattern text := null;
begin
  if not (public.is_admin() or public.is_service_role()) then
    raise exception 'Only an admin can list clients.' using errcode = '42501';
  end if;
  if sort is null or sort not in ('date_desc', 'date_asc', 'email_asc', 'email_desc') then
    raise exception 'Unknown sort "%": use date_desc, date_asc, email_asc or email_desc.', sort using errcode = 'P0001';
  end if;
  if page is null or page < 1 or per_page is null or per_page < 1 or per_page > 1000 then
    raise exception 'page must be 1 or more and per_page between 1 and 1000.' using errcode = 'P0001';
  end if;
  if search is not null and btrim(search) <> '' then
    -- A literal substring: the caller's % and _ are not wildcards.
    pattern := '%' || replace(replace(replace(lower(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
    select u.id, u.name, u.email, u.phone, u.provider, u.role, u.created_at,
           coalesce(a.encrypted_password, '') <> '' as has_password,
           count(*) over () as total_count
      from public.users u
      left join auth.users a on a.id = u.id
     where u.role <> 'admin'
       and (pattern is null or lower(u.email) like pattern or lower(coalesce(u.name, '')) like pattern)
     order by
       case when sort = 'date_desc' then u.created_at end desc,
       case when sort = 'date_asc' then u.created_at end asc,
       case when sort = 'email_asc' then lower(u.email) end asc,
       case when sort = 'email_desc' then lower(u.email) end desc,
       u.id
     limit per_page offset (page - 1) * per_page;
end $$;

revoke execute on function public.admin_list_clients(text, integer, integer, text) from public, anon;
grant execute on function public.admin_list_clients(text, integer, integer, text) to authenticated, service_role;

create index if not exists users_lower_email_idx on public.users (lower(email));
create index if not exists tasks_open_due_idx on public.tasks (user_id, task_due_date) where task_status <> 'Completed';

-- The admin's home: the figures of the overview in one call.
--   clients, new_this_week (since Monday), new_this_month (since the 1st), average_completion (0-100,
--   over clients with tasks), behind (up to `behind_limit` clients with overdue tasks or the least
--   progress), open_requests (status new), recent_payments (newest `payments_limit`).
create or replace function public.admin_overview(behind_limit integer default 5, payments_limit integer default 5)
returns jsonb
language plpgsql stable security definer set search_path = public as $$
declare
  result jsonb;
begin
  if not (public.is_admin() or public.is_service_role()) then
    raise exception 'Only an admin can see the overview.' using errcode = '42501';
  end if;
  with clients as (
    select u.id, u.name, u.email, u.created_at from public.users u where u.role <> 'admin'
  ), progress as (
    select t.user_id,
           count(*) as total,
           count(*) filter (where t.task_status = 'Completed') as completed,
           count(*) filter (where t.task_status <> 'Completed' and t.task_due_date < current_date) as overdue
      from public.tasks t join clients c on c.id = t.user_id
     group by t.user_id
  )
  select jsonb_build_object(
    'clients', (select count(*) from clients),
    'new_this_week', (select count(*) from clients where created_at >= date_trunc('week', now())),
    'new_this_month', (select count(*) from clients where created_at >= date_trunc('month', now())),
    'average_completion', (select coalesce(round(avg(100.0 * completed / nullif(total, 0)), 1), 0) from progress),
    'behind', coalesce((
      select jsonb_agg(b order by b.overdue desc, b.percent asc, b.created_at asc) from (
        select c.id, c.name, c.email, c.created_at, p.completed, p.total, p.overdue,
               round(100.0 * p.completed / nullif(p.total, 0), 1) as percent
          from progress p join clients c on c.id = p.user_id
         where p.completed < p.total
         order by p.overdue desc, (p.completed::numeric / nullif(p.total, 0)) asc, c.created_at asc
         limit greatest(behind_limit, 0)
      ) b), '[]'::jsonb),
    'open_requests', (select count(*) from public.program_requests where status = 'new'),
    'recent_payments', coalesce((
      select jsonb_agg(r order by r.date desc, r.created_at desc) from (
        select p.id, p.user_id, u.name, u.email, p.description, p.amount, p.date, p.status, p.included, p.created_at
          from public.payments p join public.users u on u.id = p.user_id
         order by p.date desc, p.created_at desc
         limit greatest(payments_limit, 0)
      ) r), '[]'::jsonb)
  ) into result;
  return result;
end $$;

revoke execute on function public.admin_overview(integer, integer) from public, anon;
grant execute on function public.admin_overview(integer, integer) to authenticated, service_role;
