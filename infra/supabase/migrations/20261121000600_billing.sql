-- Payments (recorded by admins, read by their client) and build-out program requests.

create table if not exists public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  description text not null,
  amount numeric(12, 2) not null,
  date date not null,
  status text not null default 'pending',
  included boolean not null default false,
  created_at timestamptz not null default now(),
  constraint payments_description_required check (btrim(description) <> ''),
  constraint payments_amount_not_zero check (amount <> 0),
  constraint payments_status_completed_or_pending check (status in ('completed', 'pending'))
);
create index if not exists payments_user_id_date_idx on public.payments (user_id, date desc);
select public.apply_admin_managed_policies('payments');

create table if not exists public.program_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  program text not null,
  plan text,
  note text,
  status text not null default 'new',
  created_at timestamptz not null default now(),
  constraint program_requests_program_known check (program in (
    'Standard Business Build-Out Program', 'Advanced Business Build-Out Program',
    'Enterprise Plan Business Build-Out Program')),
  constraint program_requests_status_known check (status in ('new', 'contacted', 'closed'))
);
create index if not exists program_requests_user_id_idx on public.program_requests (user_id, created_at desc);

alter table public.program_requests enable row level security;
drop policy if exists "Owners read their program_requests; admins read all" on public.program_requests;
create policy "Owners read their program_requests; admins read all" on public.program_requests
  for select to authenticated using (user_id = auth.uid() or public.is_admin());
drop policy if exists "Owners create their own program_requests" on public.program_requests;
create policy "Owners create their own program_requests" on public.program_requests
  for insert to authenticated with check (user_id = auth.uid() and status = 'new');
drop policy if exists "Admins update program_requests" on public.program_requests;
create policy "Admins update program_requests" on public.program_requests
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
drop policy if exists "Admins delete program_requests" on public.program_requests;
create policy "Admins delete program_requests" on public.program_requests
  for delete to authenticated using (public.is_admin());
