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
