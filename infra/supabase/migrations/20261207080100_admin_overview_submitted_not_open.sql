-- The admin overview counts a task the owner submitted (issue 51: Submitted, waiting for the advisor) as what it is:
-- the advisor's to confirm, not the owner's open work. A client's overdue tasks are those still Awaiting Completion
-- past their due date (shared-ui's dueLabel "Overdue", the same on the client's page and the owner's screens), and
-- "Furthest behind" lists the clients with work of their own still open (a client whose every remaining task is
-- submitted is waiting on the advisor, not behind). The admin home counts the submitted tasks separately ("To
-- confirm"). Same types, same order, same limits; create or replace keeps the grants (re-stated below all the same).

create or replace function public.get_admin_overview(behind_limit integer default 5, payments_limit integer default 5)
returns public.admin_overview_figures
language plpgsql stable security definer set search_path = public as $$
declare
  result public.admin_overview_figures;
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
           count(*) filter (where t.task_status = 'Awaiting Completion') as to_do,
           count(*) filter (where t.task_status = 'Awaiting Completion' and t.task_due_date < current_date) as overdue
      from public.tasks t join clients c on c.id = t.user_id
     group by t.user_id
  )
  select
    (select count(*) from clients),
    (select count(*) from clients where created_at >= date_trunc('week', now())),
    (select count(*) from clients where created_at >= date_trunc('month', now())),
    (select coalesce(round(avg(100.0 * completed / nullif(total, 0)), 1), 0) from progress),
    coalesce((
      select array_agg(row(b.id, b.name, b.email, b.created_at, b.completed, b.total, b.overdue, b.percent)::public.admin_overview_behind
                       order by b.overdue desc, b.percent asc, b.created_at asc)
        from (
          select c.id, c.name, c.email, c.created_at, p.completed, p.total, p.overdue,
                 round(100.0 * p.completed / nullif(p.total, 0), 1) as percent
            from progress p join clients c on c.id = p.user_id
           where p.to_do > 0
           order by p.overdue desc, (p.completed::numeric / nullif(p.total, 0)) asc, c.created_at asc
           limit greatest(behind_limit, 0)
        ) b), '{}'),
    (select count(*) from public.program_requests where status = 'new'),
    (select count(*) from public.conversations where status = 'open'),
    (select count(*) from public.conversations where status = 'open' and advisor_id is null),
    (select round(extract(epoch from percentile_cont(0.5) within group (order by w.answered - w.asked))::numeric, 1)
       from (
         select f.asked,
                (select min(a.created_at) from public.conversation_messages a
                  where a.conversation_id = f.conversation_id and a.author_role = 'advisor' and a.created_at >= f.asked) as answered
           from (select m.conversation_id, min(m.created_at) as asked from public.conversation_messages m
                  where m.author_role = 'client' group by m.conversation_id) f
          where f.asked >= date_trunc('week', now())
       ) w
      where w.answered is not null),
    coalesce((
      select array_agg(row(r.id, r.user_id, r.name, r.email, r.description, r.amount, r.date, r.status, r.included, r.created_at)::public.admin_overview_payment
                       order by r.date desc, r.created_at desc)
        from (
          select p.id, p.user_id, u.name, u.email, p.description, p.amount, p.date, p.status, p.included, p.created_at
            from public.payments p join public.users u on u.id = p.user_id
           order by p.date desc, p.created_at desc
           limit greatest(payments_limit, 0)
        ) r), '{}')
  into result;
  return result;
end $$;

revoke execute on function public.get_admin_overview(integer, integer) from public, anon;
grant execute on function public.get_admin_overview(integer, integer) to authenticated, service_role;
