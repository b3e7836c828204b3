-- Content: readable by every signed-in user, written by admins only.
-- training_videos + video_resources, elite_books, automations, loans (Credit & Loans directory).

create table if not exists public.training_videos (
  id uuid primary key default gen_random_uuid(),
  display_order integer not null,
  title text not null,
  description text not null,
  duration text not null,
  video_url text not null,
  thumbnail_url text not null,
  is_downloadable boolean not null default false,
  created_at timestamptz not null default now(),
  constraint training_videos_title_required check (btrim(title) <> ''),
  constraint training_videos_description_required check (btrim(description) <> ''),
  constraint training_videos_duration_required check (btrim(duration) <> ''),
  constraint training_videos_display_order_from_1 check (display_order >= 1),
  constraint training_videos_display_order_unique unique (display_order) deferrable initially deferred
);

create table if not exists public.video_resources (
  id uuid primary key default gen_random_uuid(),
  video_id uuid not null references public.training_videos (id) on delete cascade,
  name text not null,
  url text not null,
  created_at timestamptz not null default now(),
  constraint video_resources_name_required check (btrim(name) <> ''),
  constraint video_resources_url_required check (btrim(url) <> '')
);
create index if not exists video_resources_video_id_idx on public.video_resources (video_id);

create table if not exists public.elite_books (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  path text not null,
  cover text,
  order_id integer not null,
  created_at timestamptz not null default now(),
  constraint elite_books_title_required check (btrim(title) <> ''),
  constraint elite_books_path_is_a_url check (path ~* '^https?://[^\s/]+'),
  constraint elite_books_order_id_from_1 check (order_id >= 1),
  constraint elite_books_order_id_unique unique (order_id) deferrable initially deferred
);

create table if not exists public.automations (
  id uuid primary key default gen_random_uuid(),
  name text,
  type text not null default 'Custom',
  description text,
  notes text,
  is_auto_sync boolean not null default false,
  is_notification boolean not null default false,
  automation_file_url text,
  emoji text not null default '⚙️',
  user_id uuid default auth.uid() references public.users (id) on delete set null,
  status text not null default 'active',
  display_order integer not null,
  "lastUpdated" timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint automations_display_order_from_1 check (display_order >= 1),
  constraint automations_display_order_unique unique (display_order) deferrable initially deferred
);

create table if not exists public.loans (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  apr_range text,
  loan_amount text,
  term_length text,
  apply_url text,
  created_at timestamptz not null default now(),
  constraint loans_title_required check (btrim(title) <> ''),
  constraint loans_apply_url_is_a_url check (apply_url is null or apply_url = '' or apply_url ~* '^https?://[^\s/]+')
);

-- Positions: append on create, close gaps on delete, 1..n checked at commit.
create or replace trigger training_videos_append before insert on public.training_videos
  for each row execute function public.ordered_list_append('display_order');
create or replace trigger training_videos_close_gaps after delete on public.training_videos
  for each statement execute function public.ordered_list_close_gaps('display_order');
drop trigger if exists training_videos_contiguous on public.training_videos;
create constraint trigger training_videos_contiguous after insert or update of display_order or delete on public.training_videos
  deferrable initially deferred for each row execute function public.ordered_list_check_contiguous('display_order');

create or replace trigger elite_books_append before insert on public.elite_books
  for each row execute function public.ordered_list_append('order_id');
create or replace trigger elite_books_close_gaps after delete on public.elite_books
  for each statement execute function public.ordered_list_close_gaps('order_id');
drop trigger if exists elite_books_contiguous on public.elite_books;
create constraint trigger elite_books_contiguous after insert or update of order_id or delete on public.elite_books
  deferrable initially deferred for each row execute function public.ordered_list_check_contiguous('order_id');

create or replace trigger automations_append before insert on public.automations
  for each row execute function public.ordered_list_append('display_order');
create or replace trigger automations_close_gaps after delete on public.automations
  for each statement execute function public.ordered_list_close_gaps('display_order');
drop trigger if exists automations_contiguous on public.automations;
create constraint trigger automations_contiguous after insert or update of display_order or delete on public.automations
  deferrable initially deferred for each row execute function public.ordered_list_check_contiguous('display_order');

-- "Last updated" follows every change of an automation.
create or replace function public.automations_touch() returns trigger
language plpgsql as $$
begin
  new."lastUpdated" := now();
  return new;
end $$;
create or replace trigger automations_touch before update on public.automations
  for each row execute function public.automations_touch();

-- Reorder RPCs (admin only): ids in their new order; positions become 1..n in one transaction.
create or replace function public.reorder_training_videos(ids uuid[]) returns void
language plpgsql security definer set search_path = public as $$
begin
  if not (public.is_admin() or public.is_service_role()) then
    raise exception 'Only an admin can reorder training videos.' using errcode = '42501';
  end if;
  perform public.ordered_list_reorder('public.training_videos', 'display_order', ids, 'training videos');
end $$;

create or replace function public.reorder_elite_books(ids uuid[]) returns void
language plpgsql security definer set search_path = public as $$
begin
  if not (public.is_admin() or public.is_service_role()) then
    raise exception 'Only an admin can reorder books.' using errcode = '42501';
  end if;
  perform public.ordered_list_reorder('public.elite_books', 'order_id', ids, 'books');
end $$;

create or replace function public.reorder_automations(ids uuid[]) returns void
language plpgsql security definer set search_path = public as $$
begin
  if not (public.is_admin() or public.is_service_role()) then
    raise exception 'Only an admin can reorder automations.' using errcode = '42501';
  end if;
  perform public.ordered_list_reorder('public.automations', 'display_order', ids, 'automations');
end $$;

revoke execute on function public.reorder_training_videos(uuid[]), public.reorder_elite_books(uuid[]),
  public.reorder_automations(uuid[]) from public, anon;

-- Row-level security: signed-in users read, admins write.
do $$
declare
  t text;
begin
  foreach t in array array['training_videos', 'video_resources', 'elite_books', 'automations', 'loans'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('drop policy if exists "Signed-in users read %1$s" on public.%1$I', t);
    execute format('create policy "Signed-in users read %1$s" on public.%1$I for select to authenticated using (true)', t);
    execute format('drop policy if exists "Admins create %1$s" on public.%1$I', t);
    execute format('create policy "Admins create %1$s" on public.%1$I for insert to authenticated with check (public.is_admin())', t);
    execute format('drop policy if exists "Admins update %1$s" on public.%1$I', t);
    execute format('create policy "Admins update %1$s" on public.%1$I for update to authenticated using (public.is_admin()) with check (public.is_admin())', t);
    execute format('drop policy if exists "Admins delete %1$s" on public.%1$I', t);
    execute format('create policy "Admins delete %1$s" on public.%1$I for delete to authenticated using (public.is_admin())', t);
  end loop;
end $$;
