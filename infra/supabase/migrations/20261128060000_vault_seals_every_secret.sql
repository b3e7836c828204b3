-- The credential vault seals every secret (issue 31, item 6; migration 20261126030000 made the vault):
--   * a business account's access details are sealed whatever their label: a label is the owner's free text
--     ("Login", "Recovery e-mail", "Backup codes"), and a secret under a label the pattern missed stayed in plain
--     text in the API table, its dumps and backups;
--   * a value sent back is kept as stored only when it equals the stored mask exactly: before, any value holding a
--     `•` was taken for the mask, so a new password containing one was silently dropped and the old one kept.
-- The mask a row holds is what the screens show; sending it back unchanged (an edit of another field, or an upsert
-- of the whole row) keeps the sealed secret; anything else is sealed as the new secret. An upsert that meets an
-- existing row runs this trigger twice (BEFORE INSERT, then BEFORE UPDATE with the row the insert trigger made): the
-- mask the first run wrote counts as stored for the second (a transaction-local note).

create or replace function private.seal_row_secrets() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  row_json jsonb := to_jsonb(new);
  stored_json jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else null end;
  rec_id uuid := (row_json ->> tg_argv[0])::uuid;
  owner_id uuid := coalesce((row_json ->> 'user_id')::uuid, auth.uid());
  spec text;
  col text;
  kind text;
  val text;
  changes jsonb := '{}'::jsonb;
  note text;
  i integer;
begin
  if tg_table_name = 'business_account_details' then
    select a.user_id into owner_id from public.business_accounts a where a.id = (row_json ->> 'business_account_id')::uuid;
  end if;
  -- An insert that meets an existing row (an upsert) compares with that row's masks.
  if tg_op = 'INSERT' and rec_id is not null then
    execute format('select to_jsonb(t) from public.%I t where t.%I = $1', tg_table_name, tg_argv[0]) into stored_json using rec_id;
  end if;
  for i in 1 .. tg_nargs - 1 loop
    spec := tg_argv[i];
    col := split_part(spec, ':', 1);
    kind := split_part(spec, ':', 2);
    val := row_json ->> col;
    note := 'credential_vault.sealed_' || md5(tg_table_name || '/' || rec_id::text || '/' || col);
    -- Kept only when it is exactly the stored mask (or the one this statement's insert trigger just wrote) and a
    -- sealed value stands behind it.
    if val is not null and (val = (stored_json ->> col) or val = nullif(current_setting(note, true), ''))
       and exists (select 1 from private.sealed_secrets s where s.record_table = tg_table_name and s.record_id = rec_id and s.field = col) then
      continue;
    end if;
    if val is null or btrim(val) = '' then
      -- An insert without the value (an upsert of other columns) must not drop the stored one.
      if tg_op = 'INSERT' then continue; end if;
      delete from private.sealed_secrets s where s.record_table = tg_table_name and s.record_id = rec_id and s.field = col;
      if kind = 'ssn' then changes := changes || jsonb_build_object(col, null); end if;
      continue;
    end if;
    if kind = 'ssn' then
      val := regexp_replace(val, '[^0-9]', '', 'g');
      if length(val) <> 9 then
        raise exception 'The SSN must have 9 digits.' using errcode = '23514';
      end if;
    end if;
    insert into private.sealed_secrets as s (record_table, record_id, field, user_id, ciphertext)
    values (tg_table_name, rec_id, col, owner_id, private.seal_with(val, private.secret_context(tg_table_name, rec_id, col), private.credential_key()))
    on conflict (record_table, record_id, field) do update set ciphertext = excluded.ciphertext, user_id = excluded.user_id, updated_at = now();
    changes := changes || jsonb_build_object(col, private.secret_mask(kind, val));
    if tg_op = 'INSERT' then perform set_config(note, private.secret_mask(kind, val), true); end if;
  end loop;
  if changes <> '{}'::jsonb then
    new := jsonb_populate_record(new, changes);
  end if;
  return new;
end $$;
revoke execute on function private.seal_row_secrets() from public;

-- The details the label pattern let through, sealed now (an update to itself runs the trigger: no sealed value
-- stands behind them, so they are sealed). Their old row versions stay in the table file until vacuumed
-- (docs/deploy.md: `vacuum full public.business_account_details` once after `supabase db push`).
update public.business_account_details d set value = value
 where d.value is not null and btrim(d.value) <> ''
   and not exists (select 1 from private.sealed_secrets s
                    where s.record_table = 'business_account_details' and s.record_id = d.id and s.field = 'value');
