-- pg_net belongs in the `extensions` schema, as Supabase creates it (`create extension pg_net with schema
-- extensions`; the Security Advisor flags an extension in `public`). Migration 20261126040000 created it without a
-- schema, which on hosted Supabase puts it in `public` (the first schema of `postgres`'s search path). pg_net cannot
-- be moved (not relocatable), so it is made again in `extensions`: its functions keep their `net` schema and names
-- (`net.http_post`), and only requests still queued or answers kept from the last hours are lost (the
-- notification-mails job queues the next call within a minute; a mail not yet claimed stays pending).
-- The local stack creates it there itself when it can use it (src/db/optional-extensions.ts); its stand-in is no extension.
do $$
begin
  if exists (select 1 from pg_extension e join pg_namespace n on n.oid = e.extnamespace
              where e.extname = 'pg_net' and n.nspname <> 'extensions') then
    drop extension pg_net;
    create extension pg_net with schema extensions;
  end if;
end $$;
