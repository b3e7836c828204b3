-- Supabase's SQL environment, recreated for the local stack: roles, schemas, the auth and storage tables
-- and functions. Idempotent and privilege-free: it runs at every start, so it must never grant or revoke
-- anything (a restart changes no privilege). The privileges Supabase gives a new database are in
-- create-database.sql, applied once when the database is created, before the migrations.
-- Roles are cluster-wide on PostgreSQL, so each is created only when missing.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin nologin noinherit; end if;
end $$;
-- The role migrations and the seed run as (src/db/migrate.ts): the stand-in for hosted Supabase's `postgres`, which
-- is NOT a superuser there (supabase/postgres, migration demote-postgres: NOSUPERUSER CREATEDB CREATEROLE
-- BYPASSRLS, granted anon, authenticated and service_role). The machine's own `postgres` stays as it is (other
-- databases on the server rely on it); this role cannot log in: the stack switches to it for each migration.
-- It is a member of supabase_auth_admin and supabase_storage_admin, the owners of the auth and storage tables, so
-- that a migration can add and drop policies and triggers on them (hosted Supabase allows exactly that, through
-- supautils' policy_grants and drop_trigger_grants); the guard below refuses every other change there.
do $$
declare
  member text;
begin
  if not exists (select 1 from pg_roles where rolname = 'stack_postgres') then
    create role stack_postgres nologin nosuperuser inherit createdb createrole bypassrls;
  end if;
  foreach member in array array['anon', 'authenticated', 'service_role', 'supabase_auth_admin', 'supabase_storage_admin'] loop
    if not pg_has_role('stack_postgres', member, 'MEMBER') then execute format('grant %I to stack_postgres', member); end if;
  end loop;
exception when duplicate_object or unique_violation then
  null; -- another stack on the same server created it at the same moment
end $$;

-- What hosted Supabase refuses its `postgres` role in the auth and storage schemas (they belong to GoTrue and
-- storage-api): creating, altering or dropping anything there except policies and triggers on their tables
-- (supautils' policy_grants and drop_trigger_grants). Superusers (the stack's own services) pass.
create schema if not exists stack_platform;
create or replace function stack_platform.refuse_platform_ddl() returns event_trigger
language plpgsql set search_path = pg_catalog as $$
declare
  c record;
begin
  if (select rolsuper from pg_roles where rolname = current_user) then return; end if;
  for c in select * from pg_event_trigger_ddl_commands() loop
    if c.schema_name in ('auth', 'storage', 'realtime') and c.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER') then
      raise exception '% %: the % schema belongs to Supabase''s own service; hosted Supabase refuses this to the postgres role (policies and triggers only)',
        c.command_tag, c.object_identity, c.schema_name using errcode = '42501';
    end if;
  end loop;
end $$;
create or replace function stack_platform.refuse_platform_drop() returns event_trigger
language plpgsql set search_path = pg_catalog as $$
declare
  o record;
begin
  if (select rolsuper from pg_roles where rolname = current_user) then return; end if;
  for o in select * from pg_event_trigger_dropped_objects() loop
    if o.schema_name in ('auth', 'storage', 'realtime') and o.object_type not in ('policy', 'trigger') then
      raise exception 'DROP % %: the % schema belongs to Supabase''s own service; hosted Supabase refuses this to the postgres role (policies and triggers only)',
        upper(o.object_type), o.object_identity, o.schema_name using errcode = '42501';
    end if;
  end loop;
end $$;
-- An event trigger made once (CREATE EVENT TRIGGER has no IF NOT EXISTS); also used by src/rest/schema-watch.sql,
-- which runs after this file.
create or replace function stack_platform.create_event_trigger(trigger_name text, on_event text, fn regproc) returns void
language plpgsql set search_path = pg_catalog as $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = trigger_name) then
    execute format('create event trigger %I on %I execute function %s()', trigger_name, on_event, fn);
  end if;
end $$;
do $$
begin
  perform stack_platform.create_event_trigger('stack_platform_ddl', 'ddl_command_end', 'stack_platform.refuse_platform_ddl');
  perform stack_platform.create_event_trigger('stack_platform_drop', 'sql_drop', 'stack_platform.refuse_platform_drop');
end $$;
-- Supabase's statement timeouts for API requests (the stack applies them per request as PostgREST
-- does: src/db/role-timeouts.ts). Set only while a role has no setting of its own, so a migration's
-- `alter role ... set statement_timeout` survives restarts (0 disables it).
do $$
declare
  r record;
begin
  for r in select * from (values ('anon', '3s'), ('authenticated', '8s'), ('authenticator', '8s')) as t(name, timeout) loop
    if not exists (
      select 1 from pg_db_role_setting s join pg_roles x on x.oid = s.setrole
      where x.rolname = r.name and s.setdatabase = 0 and exists (select 1 from unnest(s.setconfig) c where c like 'statement_timeout=%')
    ) then
      execute format('alter role %I set statement_timeout = %L', r.name, r.timeout);
    end if;
  end loop;
end $$;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;

-- auth: the tables GoTrue keeps.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- GoTrue's token columns, as on hosted Supabase: GoTrue reads confirmation_token, recovery_token,
-- email_change_token_new and email_change into non-null strings, so a user inserted by SQL (the seed)
-- must set them to '' (they have no default there either). The stack keeps its tokens in one_time_tokens.
alter table auth.users add column if not exists email_change_token_new varchar(255);
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists phone_change text default '';
alter table auth.users add column if not exists phone_change_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

-- GoTrue's assurance levels (migration 20221003041349_add_mfa_schema): a session's current level is one of them.
do $$
begin
  if to_regtype('auth.aal_level') is null then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end $$;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- What the session is verified to now (aal2 after a factor's code, aal1 again when that factor is removed),
  -- as GoTrue keeps it (20221003041400_add_aal_and_factor_id_to_sessions): the database's checks read it.
  aal auth.aal_level not null default 'aal1',
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null constraint one_time_tokens_token_type_check check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change_token_current')),
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Databases made before the e-mail change needed two links kept the old list of token types.
do $$
begin
  if not exists (select 1 from pg_constraint where conrelid = 'auth.one_time_tokens'::regclass and pg_get_constraintdef(oid) like '%email_change_token_current%') then
    alter table auth.one_time_tokens drop constraint if exists one_time_tokens_token_type_check;
    delete from auth.one_time_tokens where token_type = 'email_change_token';
    alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
      check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change_token_current'));
  end if;
end $$;

create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge_method text,
  code_challenge text,
  provider_type text not null,
  redirect_to text,
  authentication_method text not null,
  provider_access_token text,
  provider_refresh_token text,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- auth service (src/auth): how each session signed in (the amr claim survives refreshes), and lookups it makes often.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);
-- two-factor sign-in (src/auth/mfa): GoTrue's factors and challenges. last_totp_step is the stack's own:
-- the time step of the last accepted code, so a code is never accepted twice.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  secret text,
  phone text,
  last_challenged_at timestamptz,
  last_totp_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null
);
-- GoTrue's OAuth 2.1 server (src/auth/oauth-server): the clients an admin registers, as GoTrue's migrations leave
-- auth.oauth_clients (only a SHA-256 of each secret; redirect_uris and grant_types comma-joined). The stack deletes a
-- client's row where GoTrue sets deleted_at: it keeps no authorizations that would still point at it.
do $$
begin
  if to_regtype('auth.oauth_registration_type') is null then
    create type auth.oauth_registration_type as enum ('dynamic', 'manual');
  end if;
  if to_regtype('auth.oauth_client_type') is null then
    create type auth.oauth_client_type as enum ('public', 'confidential');
  end if;
end $$;
create table if not exists auth.oauth_clients (
  id uuid not null primary key,
  client_secret_hash text,
  registration_type auth.oauth_registration_type not null,
  redirect_uris text not null,
  grant_types text not null,
  client_name text constraint oauth_clients_client_name_length check (char_length(client_name) <= 1024),
  client_uri text constraint oauth_clients_client_uri_length check (char_length(client_uri) <= 2048),
  logo_uri text constraint oauth_clients_logo_uri_length check (char_length(logo_uri) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  client_type auth.oauth_client_type not null default 'confidential',
  token_endpoint_auth_method text not null
    check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none'))
);
alter table auth.sessions add column if not exists factor_id uuid;
-- Data folders made before the column had GoTrue's type.
do $$
begin
  if (select c.data_type from information_schema.columns c
       where c.table_schema = 'auth' and c.table_name = 'sessions' and c.column_name = 'aal') = 'text' then
    alter table auth.sessions alter column aal drop default;
    alter table auth.sessions alter column aal type auth.aal_level using aal::auth.aal_level;
    alter table auth.sessions alter column aal set default 'aal1';
  end if;
end $$;
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id, token_type);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id, authentication_method);
create unique index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select nullif(current_setting('request.jwt.claims', true), '')::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select auth.jwt() ->> 'role'
$$;
create or replace function auth.email() returns text language sql stable as $$
  select auth.jwt() ->> 'email'
$$;

-- storage: buckets and objects, with row-level security deciding every operation.
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[] language sql immutable as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;
create or replace function storage.filename(name text) returns text language sql immutable as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;
create or replace function storage.extension(name text) returns text language sql immutable as $$
  select case when storage.filename(name) like '%.%' then reverse(split_part(reverse(storage.filename(name)), '.', 1)) else '' end
$$;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);
-- The stack's own once-per-database steps (create-database.sql), like schema_migrations for migrations.
create table if not exists supabase_migrations.stack_setup (
  step text primary key,
  applied_at timestamptz not null default now()
);

-- Realtime: hosted Supabase creates the publication `supabase_realtime` (empty) in every project; migrations
-- add the tables to stream with `alter publication supabase_realtime add table ...`. Hosted Realtime reads
-- the WAL; the stack captures the same changes with a row trigger on each published table (kept in step with
-- the publication by src/realtime/publication.ts) into a queue it drains (src/realtime/change-feed.ts).
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
-- Realtime Authorization: hosted Realtime's own objects in every project (supabase/realtime, lib/realtime/tenants/
-- repo/migrations): realtime.messages, on which the project's RLS policies say who may receive (SELECT) and send
-- (INSERT) broadcast and presence on a topic, and realtime.topic(), the topic being checked. Owned by
-- supabase_realtime_admin; the migrations' role may add policies there (hosted: supautils' policy_grants), nothing
-- else (the guard above). Hosted partitions the table by day; the stack's checks never keep a row, so it is one table.
-- Its privileges are given once, with the table (a restart changes no privilege).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit noreplication;
  end if;
exception when duplicate_object or unique_violation then
  null; -- another stack on the same server created it at the same moment
end $$;
create schema if not exists realtime;
do $$
begin
  if to_regclass('realtime.messages') is not null then return; end if;
  create table realtime.messages (
    topic text not null,
    extension text not null,
    payload jsonb,
    event text,
    private boolean default false,
    updated_at timestamp without time zone not null default now(),
    inserted_at timestamp without time zone not null default now(),
    id uuid not null default gen_random_uuid(),
    binary_payload bytea,
    primary key (id, inserted_at),
    constraint messages_payload_exclusive check (payload is null or binary_payload is null)
  );
  create index messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic);
  alter table realtime.messages enable row level security;
  grant usage on schema realtime to anon, authenticated, service_role;
  grant select, insert, update on realtime.messages to anon, authenticated, service_role;
  alter table realtime.messages owner to supabase_realtime_admin;
  if exists (select 1 from pg_roles where rolname = 'stack_postgres') then
    grant usage on schema realtime to stack_postgres;
    grant supabase_realtime_admin to stack_postgres;
  end if;
end $$;
create or replace function realtime.topic() returns text
language sql stable as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
-- Broadcast from the database, as hosted Realtime's (supabase/realtime priv/repo/tenant_schema/realtime/functions):
-- realtime.send inserts the message into realtime.messages (its payload gains an `id`), and
-- realtime.broadcast_changes, called from a row trigger, sends {record, old_record, operation, table, schema} to a
-- topic. Hosted Realtime reads those inserts from the WAL and broadcasts each to the topic's subscribers (a private
-- message to private channels whose read policies allow broadcast); the stack captures them the same way as the
-- published tables' changes (stack_realtime.capture_broadcast below) and src/realtime/database-broadcast.ts sends them.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true) returns void
language plpgsql as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end $$;
create or replace function realtime.broadcast_changes(topic_name text, event_name text, operation text, table_name text,
  table_schema text, new record, old record, level text default 'ROW'::text) returns void
language plpgsql as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end $$;
create schema if not exists stack_realtime;
create table if not exists stack_realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default now()
);
create or replace function stack_realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into stack_realtime.changes (schema_name, table_name, action, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  perform pg_notify('stack_realtime', '');
  return null;
end $$;
-- A broadcast inserted into realtime.messages (realtime.send) is queued for delivery with the row changes, in commit
-- order; Realtime Authorization's probe rows (no payload, always rolled back) are not.
create or replace function stack_realtime.capture_broadcast() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into stack_realtime.changes (schema_name, table_name, action, record)
  values ('realtime', 'messages', 'INSERT',
          jsonb_build_object('id', new.id, 'topic', new.topic, 'event', new.event, 'private', new.private, 'payload', new.payload));
  perform pg_notify('stack_realtime', '');
  return null;
end $$;
drop trigger if exists stack_realtime_broadcast on realtime.messages;
create trigger stack_realtime_broadcast after insert on realtime.messages
  for each row when (new.extension = 'broadcast' and new.payload is not null) execute function stack_realtime.capture_broadcast();
-- Adds the capture trigger to every published table that lacks it and removes it from tables no longer published.
create or replace function stack_realtime.sync_triggers() returns void
language plpgsql set search_path = '' as $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as entity from pg_publication_tables p
    join pg_class c on c.relname = p.tablename join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
    where p.pubname = 'supabase_realtime'
      and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'stack_realtime_capture')
  loop
    execute format('create trigger stack_realtime_capture after insert or update or delete on %s for each row execute function stack_realtime.capture()', t.entity);
  end loop;
  for t in
    select g.tgrelid::regclass as entity from pg_trigger g
    join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where g.tgname = 'stack_realtime_capture'
      and not exists (select 1 from pg_publication_tables p where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger stack_realtime_capture on %s', t.entity);
  end loop;
end $$;

-- Scheduled jobs, pg_cron style. Hosted Supabase has the pg_cron extension; where it cannot be used (PGlite, a
-- PostgreSQL without it, or with it installed but not preloaded: src/db/optional-extensions.ts, which creates the
-- extension before this file when it can be used) the stack provides the same `cron` schema and functions, and
-- runs due jobs itself (src/cron).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then return; end if;
  create schema if not exists cron;
  create table if not exists cron.job (
    jobid bigserial primary key,
    schedule text not null,
    command text not null,
    nodename text not null default 'localhost',
    nodeport integer not null default 5432,
    database text not null default current_database(),
    username text not null default current_user,
    active boolean not null default true,
    jobname text unique
  );
  create table if not exists cron.job_run_details (
    jobid bigint,
    runid bigserial primary key,
    job_pid integer,
    database text,
    username text,
    command text,
    status text,
    return_message text,
    start_time timestamptz,
    end_time timestamptz
  );
  create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
  language sql as $f$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
    returning jobid
  $f$;
  create or replace function cron.schedule(schedule text, command text) returns bigint
  language sql as $f$
    insert into cron.job (schedule, command) values (schedule, command) returning jobid
  $f$;
  create or replace function cron.unschedule(job_name text) returns boolean
  language plpgsql as $f$
  begin
    delete from cron.job where jobname = job_name;
    if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
    return true;
  end $f$;
  create or replace function cron.unschedule(job_id bigint) returns boolean
  language plpgsql as $f$
  begin
    delete from cron.job where jobid = job_id;
    if not found then raise exception 'could not find valid entry for job %', job_id; end if;
    return true;
  end $f$;
end $$;

-- Supabase Vault, as hosted projects have it (the supabase_vault extension): named secrets in `vault.secrets`,
-- read back through `vault.decrypted_secrets`, written with `vault.create_secret` / `vault.update_secret`.
-- Where the extension cannot be used (PGlite, a plain PostgreSQL) the stack provides the same names, and, as hosted
-- Vault does, stores each secret encrypted (base64 in `secret`, its IV in `nonce`) under a root key that is not in
-- the database: hosted Vault's C functions read theirs from the server's key file (`vault.getkey_script`); the
-- stack gives its key to each of its sessions at connect (the setting `stack_vault.root_key`, from
-- DATA_DIR/vault-root-key or VAULT_ROOT_KEY: src/vault/root-key.ts). So a dump, a backup or a copy of the database
-- folder holds ciphertext only. AES-256-CBC then HMAC-SHA-256 over IV, ciphertext and the secret's id (a
-- ciphertext moved to another secret does not open). Privileges (vault-grants.sql, once per database) as the
-- platform's Vault setup gives them: the migrations' role and `service_role`; anon and authenticated nothing.
-- The stack writes `project_url` and `service_role_key` at each start (the notification mails' cron job reads them).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'supabase_vault') then return; end if;
  create schema if not exists vault;
  create table if not exists vault.secrets (
    id uuid primary key default gen_random_uuid(),
    name text unique,
    description text not null default '',
    secret text not null,
    key_id uuid,
    nonce bytea,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  -- The root key: the stack's own sessions are given it at connect; any other connection (the Supabase CLI's
  -- `db push`, psql, a SQL editor) reads it, as hosted Vault reads its key file, from the file the stack keeps on the
  -- database server beside (not in) the database: DATA_DIR/vault-root-key copied there at each start into the
  -- server's data directory, the database naming only the file (setting stack_vault.root_key_file; src/vault/root-key.ts,
  -- shareVaultRootKeyWithServer; PostgreSQL only: PGlite has only the stack's sessions).
  -- Security definer so that its owner (the superuser that runs this file) reads the file for those allowed to
  -- call it (vault-grants.sql: the migrations' role and service_role).
  create or replace function vault._root_key() returns bytea
  language plpgsql stable security definer set search_path = '' as $f$
  declare
    hex text := nullif(current_setting('stack_vault.root_key', true), '');
    file text := nullif(current_setting('stack_vault.root_key_file', true), '');
  begin
    if hex is null and file ~ '^stack-vault-root-key\.[0-9a-f]{16}$' and (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
      hex := pg_catalog.btrim(pg_catalog.pg_read_file(file, 0, 200, true), E' \n');
    end if;
    if hex is null or hex !~ '^[0-9a-f]{64}$' then
      raise exception 'The Vault root key is not set on this session (the stack sets it from DATA_DIR/vault-root-key or VAULT_ROOT_KEY, and on PostgreSQL keeps a copy on the database server for other connections: start the stack once on this database).'
        using errcode = '55000';
    end if;
    return decode(hex, 'hex');
  end $f$;
  -- HMAC-SHA-256 (RFC 2104) on core sha256() (pgcrypto's hmac() was seen failing to initialise on PGlite).
  create or replace function vault._hmac(message bytea, key bytea) returns bytea
  language plpgsql immutable set search_path = '' as $f$
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
  end $f$;
  create or replace function vault._encrypt(plaintext text, secret_id uuid, iv bytea) returns text
  language plpgsql volatile set search_path = '' as $f$
  declare
    k bytea := vault._root_key();
    body bytea := extensions.encrypt_iv(convert_to(plaintext, 'UTF8'), vault._hmac('vault:enc'::bytea, k), iv, 'aes-cbc/pad:pkcs');
  begin
    return encode(body || vault._hmac(iv || body || convert_to(secret_id::text, 'UTF8'), vault._hmac('vault:mac'::bytea, k)), 'base64');
  end $f$;
  create or replace function vault._decrypt(secret text, secret_id uuid, iv bytea) returns text
  language plpgsql stable set search_path = '' as $f$
  declare
    k bytea := vault._root_key();
    raw bytea := decode(secret, 'base64');
    n integer := length(raw);
  begin
    if iv is null or n < 48 or vault._hmac(iv || substring(raw from 1 for n - 32) || convert_to(secret_id::text, 'UTF8'), vault._hmac('vault:mac'::bytea, k))
       <> substring(raw from n - 31) then
      raise exception 'Vault secret % cannot be read with this root key (DATA_DIR/vault-root-key or VAULT_ROOT_KEY).', secret_id
        using errcode = '22023';
    end if;
    return convert_from(extensions.decrypt_iv(substring(raw from 1 for n - 32), vault._hmac('vault:enc'::bytea, k), iv, 'aes-cbc/pad:pkcs'), 'UTF8');
  end $f$;
  -- Secrets an earlier stack kept as written (no IV): encrypted now, under this session's root key.
  update vault.secrets s set nonce = n.iv, secret = vault._encrypt(s.secret, s.id, n.iv)
    from (select id, extensions.gen_random_bytes(16) as iv from vault.secrets where nonce is null) n
   where s.id = n.id;
  create or replace view vault.decrypted_secrets as
    select id, name, description, secret, vault._decrypt(secret, id, nonce) as decrypted_secret, key_id, nonce, created_at, updated_at
      from vault.secrets;
  create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
  returns uuid language plpgsql security definer set search_path = '' as $f$
  declare
    new_id uuid := gen_random_uuid();
    iv bytea := extensions.gen_random_bytes(16);
  begin
    insert into vault.secrets (id, secret, name, description, key_id, nonce)
    values (new_id, vault._encrypt(new_secret, new_id, iv), new_name, coalesce(new_description, ''), new_key_id, iv);
    return new_id;
  end $f$;
  create or replace function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null, new_key_id uuid default null)
  returns void language plpgsql security definer set search_path = '' as $f$
  declare
    iv bytea := extensions.gen_random_bytes(16);
  begin
    update vault.secrets s
       set secret = case when new_secret is null then s.secret else vault._encrypt(new_secret, s.id, iv) end,
           nonce = case when new_secret is null then s.nonce else iv end,
           name = coalesce(new_name, s.name), description = coalesce(new_description, s.description),
           key_id = coalesce(new_key_id, s.key_id), updated_at = now()
     where s.id = secret_id;
  end $f$;
  revoke all on schema vault from public;
  revoke all on all tables in schema vault from public;
  revoke all on all functions in schema vault from public;
end $$;

-- pg_net, as far as the portal uses it: `net.http_post(url, body, params, headers, timeout_milliseconds)`
-- queues a request (returns its id) that is sent after the transaction commits; the answer lands in
-- `net._http_response`. Where the pg_net extension is not available the stack provides the same names and
-- sends the queue itself (src/cron/http-queue.ts, after each job run and every few seconds).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_net') then return; end if;
  create schema if not exists net;
  revoke all on schema net from public;
  create table if not exists net.http_request_queue (
    id bigserial primary key,
    method text not null,
    url text not null,
    headers jsonb not null,
    body bytea,
    timeout_milliseconds integer not null
  );
  create table if not exists net._http_response (
    id bigint,
    status_code integer,
    content_type text,
    headers jsonb,
    content text,
    timed_out boolean,
    error_msg text,
    created timestamptz not null default now()
  );
  create or replace function net.http_post(url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds integer default 5000)
  returns bigint language sql as $f$
    insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
    values ('POST',
      url || coalesce('?' || nullif((select string_agg(key || '=' || value, '&') from jsonb_each_text(params)), ''), ''),
      headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
    returning id
  $f$;
  revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
end $$;
