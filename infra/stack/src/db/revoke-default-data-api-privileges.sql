-- Hosted Supabase today (changelog "Tables not exposed to Data and GraphQL API automatically": new projects since
-- 2026-05-30, every project since 2026-10-30): what the migration role creates in `public` gets no privilege for the
-- Data API roles; each migration grants its objects explicitly. The Supabase CLI's RevokeDefaultDataApiPrivilegesSql
-- (internal/db/start/start.go, the SQL Studio runs at project creation), for the stack's migration role
-- (hosted `postgres`) and, on a database whose migrations ran as its own user (migrate.ts, 'legacy-owner'), that
-- user. Applied once per database (step 'revoke-default-data-api-privileges') unless config.toml says
-- `[api] auto_expose_new_tables = true`. Functions keep PostgreSQL's own EXECUTE for PUBLIC, as on hosted.
do $$
declare
  owner text;
begin
  foreach owner in array array['stack_postgres', current_user] loop
    continue when not exists (select 1 from pg_roles where rolname = owner) or not pg_has_role(current_user, owner, 'MEMBER');
    execute format('alter default privileges for role %I in schema public revoke select, insert, update, delete on tables from anon, authenticated, service_role', owner);
    execute format('alter default privileges for role %I in schema public revoke usage, select on sequences from anon, authenticated, service_role', owner);
    execute format('alter default privileges for role %I in schema public revoke execute on functions from anon, authenticated, service_role', owner);
  end loop;
end $$;
