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

-- The document an admin opened (action 'opened') or downloaded ('downloaded'), logged for its owner with the
-- admin as actor; the caller's address and browser come from the function (the request it received).
-- Returns the object's path and name for the function to sign. An actor who is not an admin: 42501.
-- An admin's own document is not logged (not an action on a client's data).
create or replace function public.record_document_access(document_id uuid, actor uuid, action text,
  client_ip text default null, client_agent text default null)
returns table (owner_id uuid, file_url text, document_name text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  doc public.business_documents;
begin
  if action is null or action not in ('opened', 'downloaded') then
    raise exception 'action must be opened or downloaded' using errcode = '22023';
  end if;
  if actor is null or not exists (select 1 from public.users u where u.id = actor and u.role = 'admin') then
    raise exception 'Only admins open other users'' documents.' using errcode = '42501';
  end if;
  select * into doc from public.business_documents d where d.id = document_id;
  if doc.id is null then
    raise exception 'Document not found' using errcode = 'P0002';
  end if;
  -- The row is its owner's to write: never sign a file outside the owner's own folder.
  if split_part(doc.file_url, '/', 1) <> doc.user_id::text then
    raise exception 'This document''s file is not in its owner''s folder.' using errcode = '22023';
  end if;
  if doc.user_id <> actor then
    insert into public.account_activity (user_id, event, summary, actor_id, actor_email, ip, user_agent, details)
    values (doc.user_id, 'admin_document_' || action,
      'Document “' || doc.document_name || '” ' || action || ' by an admin',
      actor, (select u.email from public.users u where u.id = actor),
      nullif(btrim(client_ip), ''), nullif(btrim(client_agent), ''),
      jsonb_build_object('table', 'business_documents', 'id', doc.id, 'action', action));
  end if;
  return query select doc.user_id, doc.file_url, doc.document_name;
end $$;

revoke execute on function public.record_document_access(uuid, uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_document_access(uuid, uuid, text, text, text) to service_role;
