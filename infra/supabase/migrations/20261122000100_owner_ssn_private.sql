-- The owner's SSN is written through the API but never read back whole (DECISIONS 5): the full value
-- goes to private.owner_ssns, which no API role can reach, and owner_profiles.owner_ssn keeps only the
-- masked last four digits (•••-••-1234). Sending the masked value back, or leaving the column out of an
-- update or upsert, keeps the stored SSN; an empty value in an update removes it.

create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;

create table if not exists private.owner_ssns (
  -- Deferred: the trigger below writes here before its profile row exists.
  user_id uuid primary key references public.owner_profiles (user_id) on delete cascade deferrable initially deferred,
  ssn text not null,
  updated_at timestamptz not null default now()
);
revoke all on private.owner_ssns from public;
revoke all on private.owner_ssns from anon, authenticated;

create or replace function public.owner_profiles_keep_ssn_private() returns trigger
language plpgsql security definer set search_path = pg_catalog, public, private as $$
declare
  digits text;
begin
  if tg_op = 'UPDATE' and new.owner_ssn is not distinct from old.owner_ssn then
    return new;
  end if;
  if new.owner_ssn is null or btrim(new.owner_ssn) = '' then
    -- An insert without an SSN may be an upsert about to update an existing profile: only an update clears.
    if tg_op = 'UPDATE' then
      delete from private.owner_ssns where user_id = new.user_id;
    end if;
    new.owner_ssn := null;
    return new;
  end if;
  if new.owner_ssn ~ '^•••-••-[0-9]{4}$' and exists (select 1 from private.owner_ssns where user_id = new.user_id) then
    return new;
  end if;
  digits := regexp_replace(new.owner_ssn, '[^0-9]', '', 'g');
  if length(digits) <> 9 then
    raise exception 'The SSN must have 9 digits.' using errcode = '23514';
  end if;
  insert into private.owner_ssns (user_id, ssn) values (new.user_id, digits)
    on conflict (user_id) do update set ssn = excluded.ssn, updated_at = now();
  new.owner_ssn := '•••-••-' || right(digits, 4);
  return new;
end $$;
revoke execute on function public.owner_profiles_keep_ssn_private() from public, anon, authenticated;

create or replace trigger owner_profiles_keep_ssn_private before insert or update on public.owner_profiles
  for each row execute function public.owner_profiles_keep_ssn_private();

-- Rows written before this migration: move their SSNs out too (the trigger then sees a masked value it knows).
insert into private.owner_ssns (user_id, ssn)
  select user_id, regexp_replace(owner_ssn, '[^0-9]', '', 'g') from public.owner_profiles
   where owner_ssn is not null and owner_ssn !~ '^•••-••-[0-9]{4}$' and length(regexp_replace(owner_ssn, '[^0-9]', '', 'g')) >= 4
  on conflict (user_id) do nothing;
update public.owner_profiles set owner_ssn = '•••-••-' || right(regexp_replace(owner_ssn, '[^0-9]', '', 'g'), 4)
 where owner_ssn is not null and owner_ssn !~ '^•••-••-[0-9]{4}$' and length(regexp_replace(owner_ssn, '[^0-9]', '', 'g')) >= 4;
