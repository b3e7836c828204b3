-- The local Vault's privileges (bootstrap.sql), as the platform's Vault setup gives them: the migrations' role
-- (hosted `postgres`) and `service_role` read and write it; anon and authenticated have nothing. Applied once per
-- database (src/db/migrate.ts), so an operator's later revoke stays.
do $$
begin
  if to_regnamespace('vault') is null or exists (select 1 from pg_extension where extname = 'supabase_vault') then return; end if;
  grant usage on schema vault to stack_postgres, service_role;
  grant all on all tables in schema vault to stack_postgres;
  grant execute on all routines in schema vault to stack_postgres;
  grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
  grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid),
    vault._root_key(), vault._hmac(bytea, bytea), vault._decrypt(text, uuid, bytea), vault._encrypt(text, uuid, bytea) to service_role;
end $$;
