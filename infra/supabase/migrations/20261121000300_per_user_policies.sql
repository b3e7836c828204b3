-- Policy helpers for per-user tables (each row owned by user_id). Used by the later migrations.

-- Owner: reads and writes their own rows (user_id = auth.uid()); admins read every row.
create or replace function public.apply_owner_policies(tbl text) returns void
language plpgsql set search_path = public as $$
begin
  execute format('alter table public.%I enable row level security', tbl);
  execute format('drop policy if exists "Owners read their %1$s; admins read all" on public.%1$I', tbl);
  execute format('create policy "Owners read their %1$s; admins read all" on public.%1$I for select to authenticated
    using (user_id = auth.uid() or public.is_admin())', tbl);
  execute format('drop policy if exists "Owners create their own %1$s" on public.%1$I', tbl);
  execute format('create policy "Owners create their own %1$s" on public.%1$I for insert to authenticated
    with check (user_id = auth.uid())', tbl);
  execute format('drop policy if exists "Owners update their own %1$s" on public.%1$I', tbl);
  execute format('create policy "Owners update their own %1$s" on public.%1$I for update to authenticated
    using (user_id = auth.uid()) with check (user_id = auth.uid())', tbl);
  execute format('drop policy if exists "Owners delete their own %1$s" on public.%1$I', tbl);
  execute format('create policy "Owners delete their own %1$s" on public.%1$I for delete to authenticated
    using (user_id = auth.uid())', tbl);
end $$;

-- Admin-managed per-user data: the owner reads; admins read and write.
create or replace function public.apply_admin_managed_policies(tbl text) returns void
language plpgsql set search_path = public as $$
begin
  execute format('alter table public.%I enable row level security', tbl);
  execute format('drop policy if exists "Owners read their %1$s; admins read all" on public.%1$I', tbl);
  execute format('create policy "Owners read their %1$s; admins read all" on public.%1$I for select to authenticated
    using (user_id = auth.uid() or public.is_admin())', tbl);
  execute format('drop policy if exists "Admins create %1$s" on public.%1$I', tbl);
  execute format('create policy "Admins create %1$s" on public.%1$I for insert to authenticated with check (public.is_admin())', tbl);
  execute format('drop policy if exists "Admins update %1$s" on public.%1$I', tbl);
  execute format('create policy "Admins update %1$s" on public.%1$I for update to authenticated
    using (public.is_admin()) with check (public.is_admin())', tbl);
  execute format('drop policy if exists "Admins delete %1$s" on public.%1$I', tbl);
  execute format('create policy "Admins delete %1$s" on public.%1$I for delete to authenticated using (public.is_admin())', tbl);
end $$;

-- Child rows (details, attached documents) belong to whoever owns the parent row.
create or replace function public.apply_child_policies(tbl text, parent text, fk text) returns void
language plpgsql set search_path = public as $$
declare
  owned text := format('exists (select 1 from public.%I p where p.id = %I and p.user_id = auth.uid())', parent, fk);
begin
  execute format('alter table public.%I enable row level security', tbl);
  execute format('drop policy if exists "Owners of the %2$s read its %1$s; admins read all" on public.%1$I', tbl, parent);
  execute format('create policy "Owners of the %2$s read its %1$s; admins read all" on public.%1$I for select to authenticated
    using (%3$s or public.is_admin())', tbl, parent, owned);
  execute format('drop policy if exists "Owners of the %2$s create its %1$s" on public.%1$I', tbl, parent);
  execute format('create policy "Owners of the %2$s create its %1$s" on public.%1$I for insert to authenticated
    with check (%3$s)', tbl, parent, owned);
  execute format('drop policy if exists "Owners of the %2$s update its %1$s" on public.%1$I', tbl, parent);
  execute format('create policy "Owners of the %2$s update its %1$s" on public.%1$I for update to authenticated
    using (%3$s) with check (%3$s)', tbl, parent, owned);
  execute format('drop policy if exists "Owners of the %2$s delete its %1$s" on public.%1$I', tbl, parent);
  execute format('create policy "Owners of the %2$s delete its %1$s" on public.%1$I for delete to authenticated
    using (%3$s)', tbl, parent, owned);
end $$;

revoke execute on function public.apply_owner_policies(text), public.apply_admin_managed_policies(text),
  public.apply_child_policies(text, text, text) from public, anon, authenticated;

-- Keeps updated_at current on tables that have it.
create or replace function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end $$;
