-- The privileges Supabase gives a new project database, applied ONCE when the stack creates the database
-- (before the first migration) and never again: migrations may revoke any of them, and a restart must
-- not undo that. Recorded as step 'create-database' in supabase_migrations.stack_setup.
grant anon, authenticated, service_role to authenticator;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;
-- Objects the migrations create in public: what hosted Supabase's default privileges give them
-- (row-level security and explicit revokes in the migrations narrow it).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The stack's own objects (bootstrap.sql) the API roles use.
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;

-- Hosted Supabase's `postgres` (here stack_postgres, bootstrap.sql), which runs the migrations and the seed:
-- what supabase/postgres grants it (init scripts, demote-postgres, grant_extensions_perms_for_postgres).
do $$ begin execute format('grant all on database %I to stack_postgres', current_database()); end $$;
grant all on schema public, extensions to stack_postgres;
grant usage on schema auth, storage to stack_postgres;
grant all on all tables in schema auth, storage, extensions to stack_postgres;
grant all on all sequences in schema auth, storage, extensions to stack_postgres;
grant all on all routines in schema auth, storage, extensions to stack_postgres;
alter default privileges for role stack_postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role stack_postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role stack_postgres in schema public grant all on sequences to anon, authenticated, service_role;
-- The auth and storage internals belong to their services' roles, as on hosted Supabase: a migration can
-- read and write their rows and add triggers (auth.users) and policies (storage.objects), never alter them.
do $$
declare
  r record;
begin
  for r in select c.oid::regclass as rel, n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname in ('auth', 'storage') and c.relkind in ('r', 'p', 'v') loop
    execute format('alter table %s owner to %I', r.rel, case r.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
  for r in select p.oid::regprocedure as fn, n.nspname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname in ('auth', 'storage') loop
    execute format('alter function %s owner to %I', r.fn, case r.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
end $$;
grant all on schema auth to supabase_auth_admin;
grant all on schema storage to supabase_storage_admin;
grant usage on schema extensions to supabase_auth_admin, supabase_storage_admin;
-- Migrations add tables to Realtime's publication (`alter publication supabase_realtime add table ...`).
alter publication supabase_realtime owner to stack_postgres;
-- The stack's pg_cron stand-in (bootstrap.sql), where it exists: scheduling jobs, as pg_cron lets `postgres`.
do $$
begin
  if to_regclass('cron.job') is null or exists (select 1 from pg_extension where extname = 'pg_cron') then return; end if;
  grant usage on schema cron to stack_postgres;
  grant all on all tables in schema cron to stack_postgres;
  grant all on all sequences in schema cron to stack_postgres;
  grant all on all routines in schema cron to stack_postgres;
end $$;
-- The stack's Vault and pg_net stand-ins (bootstrap.sql), where they exist: hosted Supabase's `postgres` reads
-- and writes Vault (`vault.create_secret`, `vault.decrypted_secrets`) and calls `net.http_post`.
do $$
begin
  if to_regnamespace('vault') is not null and not exists (select 1 from pg_extension where extname = 'supabase_vault') then
    grant usage on schema vault to stack_postgres;
    grant all on all tables in schema vault to stack_postgres;
    grant execute on all routines in schema vault to stack_postgres;
  end if;
  if to_regnamespace('net') is not null and not exists (select 1 from pg_extension where extname = 'pg_net') then
    grant usage on schema net to stack_postgres;
    grant all on all tables in schema net to stack_postgres;
    grant all on all sequences in schema net to stack_postgres;
    grant execute on all routines in schema net to stack_postgres;
  end if;
end $$;
