-- Automation requests get a status the admin moves forward (new → in_progress → done), so a client
-- sees where their request stands. The owner creates and edits their own request but never its
-- status; admins read every request and update it.

alter table public.request_automations add column if not exists status text not null default 'new';
do $$ begin
  alter table public.request_automations add constraint request_automations_status_known
    check (status in ('new', 'in_progress', 'done'));
exception when duplicate_object then null;
end $$;
create index if not exists request_automations_created_at_idx on public.request_automations (created_at desc);

create or replace function public.request_automations_status_by_admin() returns trigger
language plpgsql as $$
begin
  if public.is_admin() or public.is_service_role() then
    return new;
  end if;
  if tg_op = 'INSERT' and new.status <> 'new' then
    raise exception 'A new automation request starts as new.' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    raise exception 'Only an admin can change the status of a request.' using errcode = '42501';
  end if;
  return new;
end $$;
revoke execute on function public.request_automations_status_by_admin() from public, anon, authenticated;

drop trigger if exists request_automations_status_by_admin on public.request_automations;
create trigger request_automations_status_by_admin before insert or update on public.request_automations
  for each row execute function public.request_automations_status_by_admin();

drop policy if exists "Admins update request_automations" on public.request_automations;
create policy "Admins update request_automations" on public.request_automations
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
