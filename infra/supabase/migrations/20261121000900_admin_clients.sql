-- The admin's client list (used by the get-clients function): every non-admin user with whether
-- they have a password (never the password itself), sorted by one of the spec's four options, paged.

create or replace function public.admin_list_clients(sort text default 'date_desc', page integer default 1, per_page integer default 50)
returns table (
  id uuid, name text, email text, phone text, provider text, role text, created_at timestamptz,
  has_password boolean, total_count bigint
)
language plpgsql stable security definer set search_path = public as $$
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
  return query
    select u.id, u.name, u.email, u.phone, u.provider, u.role, u.created_at,
           coalesce(a.encrypted_password, '') <> '' as has_password,
           count(*) over () as total_count
      from public.users u
      left join auth.users a on a.id = u.id
     where u.role <> 'admin'
     order by
       case when sort = 'date_desc' then u.created_at end desc,
       case when sort = 'date_asc' then u.created_at end asc,
       case when sort = 'email_asc' then lower(u.email) end asc,
       case when sort = 'email_desc' then lower(u.email) end desc,
       u.id
     limit per_page offset (page - 1) * per_page;
end $$;

revoke execute on function public.admin_list_clients(text, integer, integer) from public, anon;
