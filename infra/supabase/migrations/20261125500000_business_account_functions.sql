-- A business presence account and its access details are one change for the user: saved by one function each
-- (one request, one transaction), instead of an insert, a second insert and a compensating delete from the
-- browser, or one request per detail. Both run as the caller (security invoker): row-level security decides.

-- The details keep the order they were typed in; the embed is ordered by it on the server.
alter table public.business_account_details add column if not exists position integer not null default 0;
update public.business_account_details d set position = ranked.n
from (
  select id, row_number() over (partition by business_account_id order by created_at, id) as n
  from public.business_account_details
) as ranked
where d.id = ranked.id;

-- A new account (Active) with its details ([{label, value}], in order); returns the account's id.
create or replace function public.add_business_account(
  account_name text, account_url text, account_description text, account_notes text, access_details jsonb
) returns uuid
language plpgsql set search_path = public as $$
declare
  new_id uuid;
begin
  insert into public.business_accounts (name, business_account_url, description, notes, status)
  values (btrim(account_name), nullif(btrim(account_url), ''), nullif(btrim(account_description), ''), nullif(btrim(account_notes), ''), 'Active')
  returning id into new_id;
  insert into public.business_account_details (business_account_id, label, value, position)
  select new_id, btrim(d.item ->> 'label'), coalesce(d.item ->> 'value', ''), d.n::integer
  from jsonb_array_elements(coalesce(access_details, '[]'::jsonb)) with ordinality as d(item, n);
  return new_id;
end $$;

-- The account's fields and each detail's new value (by label; labels are fixed once added).
create or replace function public.update_business_account(
  account_id uuid, account_name text, account_url text, account_description text, account_notes text, access_details jsonb
) returns void
language plpgsql set search_path = public as $$
begin
  update public.business_accounts
  set name = btrim(account_name), business_account_url = nullif(btrim(account_url), ''),
      description = nullif(btrim(account_description), ''), notes = nullif(btrim(account_notes), '')
  where id = account_id;
  if not found then
    raise exception 'This account no longer exists.' using errcode = 'P0001';
  end if;
  update public.business_account_details as detail
  set value = coalesce(d.value, '')
  from jsonb_to_recordset(coalesce(access_details, '[]'::jsonb)) as d(label text, value text)
  where detail.business_account_id = account_id and detail.label = d.label;
end $$;

revoke execute on function public.add_business_account(text, text, text, text, jsonb),
  public.update_business_account(uuid, text, text, text, text, jsonb) from public, anon;
grant execute on function public.add_business_account(text, text, text, text, jsonb),
  public.update_business_account(uuid, text, text, text, text, jsonb) to authenticated;
