-- The credential vault (issue 24). Third-party passwords, account and routing numbers, the owner's SSN and
-- the secret access details of business presence accounts are encrypted at rest by the database itself:
--   * the key is a Supabase Vault secret (`credential_vault_key`, 32 random bytes): hosted Supabase keeps it
--     encrypted with a root key outside the database; the local stack emulates `vault` (bootstrap.sql). No API
--     role can read it: only SECURITY DEFINER functions owned by the migrations' role open it.
--   * authenticated encryption with pgcrypto (hosted: schema `extensions`; the stack loads it on PGlite too):
--     AES-256-CBC then HMAC-SHA-256 (encrypt-then-MAC) over version, IV, ciphertext and the record it belongs
--     to (table, record, field), with keys derived from the Vault key. A ciphertext moved to another record,
--     or altered, does not open.
--   * the API tables keep only the masked form the screens show ('••••••••' for a password, '••••1234' for an
--     account or routing number, '•••-••-1234' for the SSN); the ciphertext lives in private.sealed_secrets.
-- Saving is the ordinary insert/update of the row (one request): a BEFORE trigger seals the value the API
-- sent and writes the mask in its place; sending the mask back keeps the stored secret. The plaintext comes
-- back only from public.reveal_secret(), which checks that the caller owns the record (admins included:
-- they see that a secret exists, never its value) and, when the owner has a verified factor, that the session
-- is aal2; each reveal is written to the account activity log (next migration).
-- `npm run vault:rotate` (private.rotate_credential_key()) re-encrypts everything under a new key.

create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;

-- The key: created once (a rerun keeps it). Hosted Supabase has vault.create_secret from supabase_vault.
do $$
begin
  if not exists (select 1 from vault.secrets where name = 'credential_vault_key') then
    perform vault.create_secret(encode(extensions.gen_random_bytes(32), 'hex'), 'credential_vault_key',
      'Key of the credential vault (private.seal_secret); rotate with npm run vault:rotate');
  end if;
end $$;

create table if not exists private.sealed_secrets (
  record_table text not null,
  record_id uuid not null,
  field text not null,
  user_id uuid not null,
  ciphertext bytea not null,
  updated_at timestamptz not null default now(),
  primary key (record_table, record_id, field)
);
create index if not exists sealed_secrets_user_id_idx on private.sealed_secrets (user_id);
revoke all on table private.sealed_secrets from public, anon, authenticated, service_role;

create or replace function private.credential_key() returns bytea
language sql stable security definer set search_path = '' as $$
  select decode(s.decrypted_secret, 'hex') from vault.decrypted_secrets s where s.name = 'credential_vault_key'
$$;

-- HMAC-SHA-256 (RFC 2104) on core sha256(): the same bytes as pgcrypto's hmac(..., 'sha256'), without its OpenSSL
-- digest, which PGlite's build was seen failing to initialise now and then ("Cipher cannot be initialized").
create or replace function private.hmac_sha256(message bytea, key bytea) returns bytea
language plpgsql immutable set search_path = '' as $$
declare
  k bytea := case when length(key) > 64 then pg_catalog.sha256(key) else key end;
  ipad bytea;
  opad bytea;
begin
  k := k || pg_catalog.decode(pg_catalog.repeat('00', 64 - length(k)), 'hex');
  ipad := k;
  opad := k;
  for i in 0..63 loop
    ipad := pg_catalog.set_byte(ipad, i, pg_catalog.get_byte(k, i) # 54);
    opad := pg_catalog.set_byte(opad, i, pg_catalog.get_byte(k, i) # 92);
  end loop;
  return pg_catalog.sha256(opad || pg_catalog.sha256(ipad || message));
end $$;
revoke all on function private.hmac_sha256(bytea, bytea) from public;

-- version 1: 0x01 | IV (16) | AES-256-CBC(PKCS#7) ciphertext | HMAC-SHA-256(version | IV | ciphertext | context) (32)
create or replace function private.seal_with(plaintext text, context text, key bytea) returns bytea
language plpgsql volatile set search_path = '' as $$
declare
  iv bytea := extensions.gen_random_bytes(16);
  body bytea;
begin
  if key is null then raise exception 'The credential vault key is missing.' using errcode = '55000'; end if;
  body := '\x01'::bytea || iv || extensions.encrypt_iv(convert_to(plaintext, 'UTF8'),
    private.hmac_sha256('credential-vault:enc'::bytea, key), iv, 'aes-cbc/pad:pkcs');
  return body || private.hmac_sha256(body || convert_to(context, 'UTF8'), private.hmac_sha256('credential-vault:mac'::bytea, key));
end $$;

create or replace function private.open_with(sealed bytea, context text, key bytea) returns text
language plpgsql stable set search_path = '' as $$
declare
  n integer := length(sealed);
  body bytea;
begin
  if key is null then raise exception 'The credential vault key is missing.' using errcode = '55000'; end if;
  if sealed is null or n < 1 + 16 + 16 + 32 or get_byte(sealed, 0) <> 1 then
    raise exception 'This secret cannot be read.' using errcode = '22023';
  end if;
  body := substring(sealed from 1 for n - 32);
  if private.hmac_sha256(body || convert_to(context, 'UTF8'), private.hmac_sha256('credential-vault:mac'::bytea, key))
     <> substring(sealed from n - 31) then
    raise exception 'This secret cannot be read.' using errcode = '22023';
  end if;
  return convert_from(extensions.decrypt_iv(substring(body from 18), private.hmac_sha256('credential-vault:enc'::bytea, key),
    substring(body from 2 for 16), 'aes-cbc/pad:pkcs'), 'UTF8');
end $$;

create or replace function private.secret_context(record_table text, record_id uuid, field text) returns text
language sql immutable set search_path = '' as $$ select record_table || '/' || record_id::text || '/' || field $$;

-- Whether an access detail's label names a secret (as mfe-setup's isSecretLabel decides what to mask).
create or replace function private.is_secret_label(label text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(label, '') ~* '(pass(word|code|phrase)?|pwd|\mpin\M|secret|token|api[[:space:]_-]?key|security[[:space:]]+(answer|question|code)|\mssn\M|social[[:space:]]+security)'
$$;

-- The masked form a screen shows for a sealed value.
create or replace function private.secret_mask(kind text, plaintext text) returns text
language sql immutable set search_path = '' as $$
  select case
    when kind = 'ssn' then '•••-••-' || right(regexp_replace(plaintext, '[^0-9]', '', 'g'), 4)
    when kind = 'number' and regexp_replace(plaintext, '[^0-9]', '', 'g') <> '' then '••••' || right(regexp_replace(plaintext, '[^0-9]', '', 'g'), 4)
    else '••••••••'
  end
$$;

-- BEFORE INSERT OR UPDATE: seals each listed column ('column:kind', kind password | number | ssn | detail)
-- of the row whose key column is tg_argv[0], and leaves its mask in the row. A value that still holds the
-- mask (sent back unchanged) keeps the stored secret; an empty one removes it.
create or replace function private.seal_row_secrets() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  row_json jsonb := to_jsonb(new);
  old_json jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else null end;
  rec_id uuid := (row_json ->> tg_argv[0])::uuid;
  owner_id uuid := coalesce((row_json ->> 'user_id')::uuid, auth.uid());
  spec text;
  col text;
  kind text;
  val text;
  changes jsonb := '{}'::jsonb;
  i integer;
begin
  if tg_table_name = 'business_account_details' then
    select a.user_id into owner_id from public.business_accounts a where a.id = (row_json ->> 'business_account_id')::uuid;
  end if;
  for i in 1 .. tg_nargs - 1 loop
    spec := tg_argv[i];
    col := split_part(spec, ':', 1);
    kind := split_part(spec, ':', 2);
    val := row_json ->> col;
    if kind = 'detail' and not private.is_secret_label(row_json ->> 'label') then
      continue;
    end if;
    if tg_op = 'UPDATE' and val is not distinct from (old_json ->> col)
       and exists (select 1 from private.sealed_secrets s where s.record_table = tg_table_name and s.record_id = rec_id and s.field = col) then
      continue;
    end if;
    if val is not null and position('•' in val) > 0
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
  end loop;
  if changes <> '{}'::jsonb then
    new := jsonb_populate_record(new, changes);
  end if;
  return new;
end $$;

-- AFTER DELETE: the row's secrets go with it.
create or replace function private.drop_row_secrets() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from private.sealed_secrets s where s.record_table = tg_table_name and s.record_id = (to_jsonb(old) ->> tg_argv[0])::uuid;
  return old;
end $$;

revoke execute on function private.credential_key(), private.seal_with(text, text, bytea), private.open_with(bytea, text, bytea),
  private.secret_context(text, uuid, text), private.is_secret_label(text), private.secret_mask(text, text),
  private.seal_row_secrets(), private.drop_row_secrets() from public;

-- The SSN had its own private table and trigger (20261122000100): now sealed like the rest.
drop trigger if exists owner_profiles_keep_ssn_private on public.owner_profiles;
drop function if exists public.owner_profiles_keep_ssn_private();

do $$
declare
  t record;
begin
  for t in select * from (values
    ('store_cards', 'id', array['account_number:number', 'password:password']),
    ('credit_cards', 'id', array['account_number:number', 'password:password']),
    ('social_accounts', 'id', array['password:password']),
    ('bank_accounts', 'id', array['account_number:number', 'routing_number:number']),
    ('business_account_details', 'id', array['value:detail']),
    ('owner_profiles', 'user_id', array['owner_ssn:ssn'])
  ) as v(tbl, key_col, specs) loop
    execute format('drop trigger if exists %I on public.%I', t.tbl || '_seal_secrets', t.tbl);
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.seal_row_secrets(%s)',
      t.tbl || '_seal_secrets', t.tbl, (select string_agg(quote_literal(a), ', ') from unnest(array[t.key_col] || t.specs) a));
    execute format('drop trigger if exists %I on public.%I', t.tbl || '_drop_secrets', t.tbl);
    execute format('create trigger %I after delete on public.%I for each row execute function private.drop_row_secrets(%L)',
      t.tbl || '_drop_secrets', t.tbl, t.key_col);
  end loop;
end $$;

-- Existing plaintext (and the demo seed, loaded after the migrations) is sealed by the trigger: an update
-- that sets each column to itself runs it. The SSNs come from their old private table.
update public.store_cards set account_number = account_number, password = password
 where coalesce(position('•' in account_number), 0) = 0 and coalesce(position('•' in password), 0) = 0 and (account_number is not null or password is not null);
update public.credit_cards set account_number = account_number, password = password
 where coalesce(position('•' in account_number), 0) = 0 and coalesce(position('•' in password), 0) = 0 and (account_number is not null or password is not null);
update public.social_accounts set password = password where position('•' in password) = 0;
update public.bank_accounts set account_number = account_number, routing_number = routing_number
 where coalesce(position('•' in account_number), 0) = 0 and coalesce(position('•' in routing_number), 0) = 0 and (account_number is not null or routing_number is not null);
update public.business_account_details set value = value where private.is_secret_label(label) and position('•' in value) = 0;
do $$
begin
  if to_regclass('private.owner_ssns') is not null then
    insert into private.sealed_secrets (record_table, record_id, field, user_id, ciphertext)
    select 'owner_profiles', o.user_id, 'owner_ssn', o.user_id,
           private.seal_with(o.ssn, private.secret_context('owner_profiles', o.user_id, 'owner_ssn'), private.credential_key())
      from private.owner_ssns o
    on conflict do nothing;
    drop table private.owner_ssns;
  end if;
end $$;
update public.owner_profiles set owner_ssn = owner_ssn where owner_ssn is not null and position('•' in owner_ssn) = 0;

-- Rotation: a new key, every secret re-encrypted under it, in one transaction (all or nothing). Returns how
-- many secrets were re-encrypted. Not callable through the API: `npm run vault:rotate` (the database's
-- owner) or the SQL editor on hosted Supabase.
create or replace function private.rotate_credential_key() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  old_key bytea := private.credential_key();
  new_key bytea := extensions.gen_random_bytes(32);
  vault_id uuid;
  n integer;
begin
  select s.id into vault_id from vault.decrypted_secrets s where s.name = 'credential_vault_key';
  if vault_id is null then raise exception 'The credential vault key is missing.' using errcode = '55000'; end if;
  lock table private.sealed_secrets in exclusive mode;
  update private.sealed_secrets s
     set ciphertext = private.seal_with(private.open_with(s.ciphertext, private.secret_context(s.record_table, s.record_id, s.field), old_key),
                                        private.secret_context(s.record_table, s.record_id, s.field), new_key),
         updated_at = now();
  get diagnostics n = row_count;
  perform vault.update_secret(vault_id, encode(new_key, 'hex'));
  return n;
end $$;
revoke execute on function private.rotate_credential_key() from public;
