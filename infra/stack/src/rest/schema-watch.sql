-- The REST schema cache's change counter: an event trigger bumps a sequence on every DDL, so a cache
-- miss can tell cheaply whether the catalog changed since the last load (PostgREST's pgrst_ddl_watch,
-- without NOTIFY). Idempotent; runs after src/db/bootstrap.sql, which makes stack_platform.create_event_trigger.
-- Without the privilege to create event triggers it is skipped, and the cache then reloads on a miss at most
-- once per second.
create schema if not exists pgrst;
create sequence if not exists pgrst.schema_version;
create or replace function pgrst.bump_schema_version() returns event_trigger
  language plpgsql security definer set search_path = pg_catalog as $$
begin
  perform nextval('pgrst.schema_version');
end $$;
do $$
begin
  perform stack_platform.create_event_trigger('pgrst_ddl_watch', 'ddl_command_end', 'pgrst.bump_schema_version');
  perform stack_platform.create_event_trigger('pgrst_drop_watch', 'sql_drop', 'pgrst.bump_schema_version');
exception when insufficient_privilege or duplicate_object then
  null;
end $$;
