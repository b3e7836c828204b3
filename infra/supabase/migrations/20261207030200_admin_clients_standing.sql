-- The admin's Clients list says where each client stands (issue 51 item 7, review m9) instead of a masked password:
-- build-out progress (tasks completed of their tasks), their open program request (else the newest one), their
-- advisor (the admin on their newest conversation, an open one first) and when they were last seen (the latest of
-- their sign-in and their sessions' refreshes). get-clients reads it for the rows of the page it lists
-- (`admin_list_clients` keeps its columns, so the list's sort, paging and search are unchanged). Admins only.
create or replace function public.admin_clients_standing(client_ids uuid[])
returns table (
  id uuid, tasks_completed integer, tasks_total integer,
  program text, program_status text, advisor text, last_seen_at timestamptz
)
language plpgsql stable security definer set search_path = public as $$
begin
  if not (public.is_admin() or public.is_service_role()) then
    raise exception 'Only an admin can see where clients stand.' using errcode = '42501';
  end if;
  if client_ids is null or cardinality(client_ids) > 1000 then
    raise exception 'client_ids must list at most 1000 clients.' using errcode = 'P0001';
  end if;
  return query
    select u.id,
           coalesce(t.completed, 0)::integer, coalesce(t.total, 0)::integer,
           r.program, r.status, adv.advisor,
           greatest(a.last_sign_in_at, s.refreshed)
      from public.users u
      left join auth.users a on a.id = u.id
      left join lateral (
        select count(*) filter (where k.task_status = 'Completed') as completed, count(*) as total
          from public.tasks k where k.user_id = u.id) t on true
      left join lateral (
        select q.program, q.status from public.program_requests q where q.user_id = u.id
         order by (q.status <> 'closed') desc, q.created_at desc limit 1) r on true
      left join lateral (
        select coalesce(nullif(btrim(v.name), ''), v.email) as advisor
          from public.conversations c join public.users v on v.id = c.advisor_id
         where c.user_id = u.id
         order by (c.status = 'open') desc, c.created_at desc limit 1) adv on true
      left join lateral (
        select max(coalesce(x.refreshed_at, x.updated_at)) as refreshed from auth.sessions x where x.user_id = u.id) s on true
     where u.id = any (client_ids) and u.role <> 'admin';
end $$;

revoke execute on function public.admin_clients_standing(uuid[]) from public, anon;
grant execute on function public.admin_clients_standing(uuid[]) to authenticated, service_role;
