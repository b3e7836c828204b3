-- Admins open clients' documents only through the `open-document` edge function, which logs each open or
-- download in the client's account activity (issue 24: "every admin action on the client's data ...
-- documents opened or downloaded"). Until now an admin could sign or download any object of the private
-- user-documents bucket directly, and nothing recorded it.
--   * storage: the owner still reads their own folder directly; admins no longer read other users' objects.
--     Storage deletes by `delete ... returning`, which needs the select policy too, so an admin's removal of
--     a client's file now removes nothing: deleting a client's document row leaves its file unreachable
--     (no row points at it, no admin may read it; the owner still can, by its path).
--   * public.record_document_access: the function's log entry, callable by service_role only (the function
--     holds that key after verifying the caller itself); it re-checks that the actor is an admin.

drop policy if exists "Owners read their user-documents folder; admins read all" on storage.objects;
drop policy if exists "Owners read their user-documents folder" on storage.objects;
create policy "Owners read their user-documents folder" on storage.objects
  for select to authenticated using (
    bucket_id = 'user-documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- A document of the user-documents bucket: a business document, or a receivable's or purchase order's file.
-- For an actor who is its owner: its path and name, nothing logged. For an admin (role admin) on someone else's:
-- logged for the owner with the admin as actor ('opened' inline, 'downloaded' saved), then its path and name.
-- The function decides who may ask (the row readable by the caller under row-level security, which includes
-- the admin second-factor policy); this re-checks owner-or-admin. Anyone else: 42501. Unknown row: P0002.
-- A row pointing outside its owner's folder (rows are their owner's to write): 22023, never signed.
create or replace function public.record_document_access(document_table text, document_id uuid, actor uuid, action text,
  client_ip text default null, client_agent text default null)
returns table (owner_id uuid, file_url text, document_name text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  owner uuid;
  path text;
  name text;
  parent text;
begin
  if action is null or action not in ('opened', 'downloaded') then
    raise exception 'action must be opened or downloaded' using errcode = '22023';
  end if;
  if document_table = 'business_documents' then
    select d.user_id, d.file_url, d.document_name into owner, path, name from public.business_documents d where d.id = document_id;
  elsif document_table = 'account_receivable_documents' then
    select r.user_id, d.document_url, d.document_name, 'receivable “' || r.vendor_name || '”' into owner, path, name, parent
      from public.account_receivable_documents d join public.account_receivables r on r.id = d.account_receivable_id where d.id = document_id;
  elsif document_table = 'purchase_order_documents' then
    select o.user_id, d.document_url, d.document_name, 'purchase order “' || o.vendor_name || '”' into owner, path, name, parent
      from public.purchase_order_documents d join public.purchase_orders o on o.id = d.purchase_order_id where d.id = document_id;
  else
    raise exception 'Unknown document table %', document_table using errcode = '22023';
  end if;
  if owner is null then
    raise exception 'Document not found' using errcode = 'P0002';
  end if;
  if actor is null or (actor <> owner and not exists (select 1 from public.users u where u.id = actor and u.role = 'admin')) then
    raise exception 'Only its owner or an admin opens this document.' using errcode = '42501';
  end if;
  if split_part(path, '/', 1) <> owner::text then
    raise exception 'This document''s file is not in its owner''s folder.' using errcode = '22023';
  end if;
  if actor <> owner then
    insert into public.account_activity (user_id, event, summary, actor_id, actor_email, ip, user_agent, details)
    values (owner, 'admin_document_' || action,
      'Document “' || name || '”' || coalesce(' of ' || parent, '') || ' ' || action || ' by an admin',
      actor, (select u.email from public.users u where u.id = actor),
      nullif(btrim(client_ip), ''), nullif(btrim(client_agent), ''),
      jsonb_build_object('table', document_table, 'id', document_id, 'action', action));
  end if;
  return query select owner, path, name;
end $$;

revoke execute on function public.record_document_access(text, uuid, uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_document_access(text, uuid, uuid, text, text, text) to service_role;
