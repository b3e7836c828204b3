-- Ordered lists (training videos, books, automations): positions stay 1-based and contiguous.
-- Generic trigger functions; the column name is the trigger argument.

-- Before insert: a row without a position goes last (highest + 1, or 1 for an empty list).
-- Appends to one list are serialized so two concurrent creates never take the same position.
create or replace function public.ordered_list_append() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  col text := tg_argv[0];
  next_position integer;
begin
  if (to_jsonb(new) ->> col) is null then
    perform pg_advisory_xact_lock(hashtext(tg_table_schema || '.' || tg_table_name));
    execute format('select coalesce(max(%I), 0) + 1 from %I.%I', col, tg_table_schema, tg_table_name) into next_position;
    new := jsonb_populate_record(new, jsonb_build_object(col, next_position));
  end if;
  return new;
end $$;

-- After delete: close the gap (renumber 1..n keeping the order).
create or replace function public.ordered_list_close_gaps() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  col text := tg_argv[0];
begin
  execute format(
    'update %1$I.%2$I t set %3$I = r.n
       from (select id, row_number() over (order by %3$I, id)::integer as n from %1$I.%2$I) r
      where t.id = r.id and t.%3$I is distinct from r.n',
    tg_table_schema, tg_table_name, col);
  return null;
end $$;

-- At commit: positions must be exactly 1..n (with the unique constraint and position >= 1,
-- "count = max" means contiguous).
create or replace function public.ordered_list_check_contiguous() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  col text := tg_argv[0];
  n bigint;
  highest integer;
begin
  execute format('select count(*), coalesce(max(%I), 0) from %I.%I', col, tg_table_schema, tg_table_name) into n, highest;
  if n <> highest then
    raise exception 'The % of % must run from 1 to % without gaps (found a highest value of %).', col, tg_table_name, n, highest
      using errcode = '23514';
  end if;
  return null;
end $$;

-- Rewrites a whole list's order in one statement: ids[i] gets position i. Internal: called by the
-- reorder_* RPCs after their admin check.
create or replace function public.ordered_list_reorder(list regclass, col text, ids uuid[], label text) returns void
language plpgsql security definer set search_path = public as $$
declare
  total bigint;
  matched bigint;
begin
  if ids is null or cardinality(ids) = 0 then
    raise exception 'The new order of % is empty.', label using errcode = 'P0001';
  end if;
  if (select count(distinct x) from unnest(ids) as x) <> cardinality(ids) then
    raise exception 'The new order of % lists an item more than once.', label using errcode = 'P0001';
  end if;
  execute format('select count(*), count(*) filter (where id = any($1)) from %s', list) using ids into total, matched;
  if matched <> cardinality(ids) or total <> cardinality(ids) then
    raise exception 'The new order of % must list every item exactly once (% listed, % known, % exist).',
      label, cardinality(ids), matched, total using errcode = 'P0001';
  end if;
  execute format(
    'update %s t set %I = o.position from unnest($1) with ordinality as o(id, position) where t.id = o.id',
    list, col) using ids;
end $$;

revoke execute on function public.ordered_list_reorder(regclass, text, uuid[], text) from public, anon, authenticated;
