-- Every admin read of a client's file is logged (issue 31, item 3). Migration 20261126070100 let an admin see
-- (so download or sign) any file of the user-documents bucket that no document row points at, so an admin could
-- read a client's document without the "opened" entry: delete its row first, or pick a file no row points to
-- (an interrupted upload, an earlier deleted record). Now:
--   * admins read no client's file directly, row or no row: every admin read goes through `open-document`,
--     which logs it; admins no longer delete from the bucket either (the owner still reads and deletes their own);
--   * files no document row points at are removed by the server: the `document-files` job (pg_cron, every
--     5 minutes) sends them to the edge function `remove-document-files` through pg_net when there are any; the
--     function checks again that no document row points at each, and removes them through the Storage API
--     (hosted Storage forbids deleting its rows with SQL). A deleted document's file goes at the next run; a file no row
--     ever pointed at (an upload whose row was never written) once it is an hour old, so an upload in progress
--     is never taken from its row.

drop policy if exists "Admins see files no document points at (to remove them)" on storage.objects;
drop policy if exists "Owners delete their user-documents; admins delete any" on storage.objects;
drop policy if exists "Owners delete their user-documents" on storage.objects;
create policy "Owners delete their user-documents" on storage.objects
  for delete to authenticated using (
    bucket_id = 'user-documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Lookups by path (each document table's file column), for the clean-up's anti-join.
create index if not exists business_documents_file_url_idx on public.business_documents (file_url);
create index if not exists account_receivable_documents_document_url_idx on public.account_receivable_documents (document_url);
create index if not exists purchase_order_documents_document_url_idx on public.purchase_order_documents (document_url);

-- The paths of deleted documents' files, until the clean-up has removed them (no grace period for these).
create table if not exists private.deleted_document_files (
  name text primary key,
  deleted_at timestamptz not null default now()
);
revoke all on table private.deleted_document_files from public, anon, authenticated;

create or replace function private.remember_deleted_document_file() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  path text := to_jsonb(old) ->> case tg_table_name when 'business_documents' then 'file_url' else 'document_url' end;
begin
  if path is not null and btrim(path) <> '' then
    insert into private.deleted_document_files (name) values (path) on conflict (name) do update set deleted_at = excluded.deleted_at;
  end if;
  return null;
end $$;
revoke execute on function private.remember_deleted_document_file() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['business_documents', 'account_receivable_documents', 'purchase_order_documents'] loop
    execute format('drop trigger if exists remember_deleted_document_file on public.%I', t);
    execute format('create trigger remember_deleted_document_file after delete on public.%I
      for each row execute function private.remember_deleted_document_file()', t);
  end loop;
end $$;

-- Whether a file of the bucket is some document's.
create or replace function private.document_file_in_use(path text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.business_documents d where d.file_url = path)
      or exists (select 1 from public.account_receivable_documents d where d.document_url = path)
      or exists (select 1 from public.purchase_order_documents d where d.document_url = path)
$$;
revoke execute on function private.document_file_in_use(text) from public, anon, authenticated;

-- Up to `batch` files of user-documents that no document row points at: a deleted document's at once, any
-- other an hour after its upload. Forgets remembered paths that are gone or in use again.
create or replace function private.orphan_document_files(batch integer default 100) returns setof text
language plpgsql volatile security definer set search_path = '' as $$
begin
  delete from private.deleted_document_files f
   where private.document_file_in_use(f.name)
      or not exists (select 1 from storage.objects o where o.bucket_id = 'user-documents' and o.name = f.name);
  return query
  select o.name from storage.objects o
   where o.bucket_id = 'user-documents'
     and (o.created_at < now() - interval '1 hour' or exists (select 1 from private.deleted_document_files f where f.name = o.name))
     and not private.document_file_in_use(o.name)
   order by o.created_at
   limit least(greatest(coalesce(batch, 100), 1), 1000);
end $$;
revoke execute on function private.orphan_document_files(integer) from public, anon, authenticated;

-- The job: sends the function the files to remove (up to 500 a run), only when there are any (as the
-- notification mails' job calls its function only when something is pending).
create or replace function private.request_document_files_removal() returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  names text[] := array(select private.orphan_document_files(500));
  project_url text;
  service_key text;
begin
  if cardinality(names) = 0 then
    return null;
  end if;
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'Vault secrets project_url and service_role_key are needed to remove document files (docs/deploy.md)';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/remove-document-files',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := jsonb_build_object('names', to_jsonb(names)),
    timeout_milliseconds := 60000);
end $$;
revoke execute on function private.request_document_files_removal() from public, anon, authenticated;

select cron.schedule('document-files', '*/5 * * * *', 'select private.request_document_files_removal()');
