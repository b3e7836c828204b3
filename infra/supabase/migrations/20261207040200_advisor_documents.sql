-- A two-way vault (issue 51, item 3): an admin delivers a document into a client's sections (the filed Articles,
-- the EIN letter, the operating agreement). The file goes into the client's own folder of user-documents, so the
-- owner reads, downloads and deletes it as any of their documents; the row says who uploaded it (`uploaded_by`,
-- set by the server: "From your advisor" on the owner's screen), the delivery is written to the owner's account
-- activity (log_admin_action) and notifies them (kind document_delivered).
--   * storage: an admin may INSERT (never update or overwrite, never read: reads still go through `open-document`,
--     logged) an object into the folder of an existing user. A plain upload needs only INSERT, as on storage-api.
--   * business_documents: an admin may insert a row for a user when its file is in that user's folder.

-- No foreign key (a new relationship would change the generated types' existing lines, a major of shared-ui): the
-- server sets it, and a deleted admin's documents keep their id (still "From your advisor").
alter table public.business_documents add column if not exists uploaded_by uuid;
update public.business_documents set uploaded_by = user_id where uploaded_by is null;

-- Who uploaded: the caller, whatever the request says (the server's own roles keep what they write, e.g. seeds).
create or replace function private.business_documents_uploaded_by() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.uploaded_by := coalesce(auth.uid(), new.uploaded_by, new.user_id);
  else
    new.uploaded_by := old.uploaded_by;
  end if;
  return new;
end $$;
revoke execute on function private.business_documents_uploaded_by() from public, anon, authenticated;
drop trigger if exists business_documents_uploaded_by on public.business_documents;
create trigger business_documents_uploaded_by before insert or update on public.business_documents
  for each row execute function private.business_documents_uploaded_by();

drop policy if exists "Admins deliver business_documents to a user" on public.business_documents;
create policy "Admins deliver business_documents to a user" on public.business_documents for insert to authenticated
  with check ((select public.is_admin()) and split_part(file_url, '/', 1) = user_id::text);

drop policy if exists "Admins deliver into a user's user-documents folder" on storage.objects;
create policy "Admins deliver into a user's user-documents folder" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'user-documents' and (select public.is_admin())
    and exists (select 1 from public.users u where u.id::text = (storage.foldername(storage.objects.name))[1]));

-- The owner's notification of a delivered document (opens Business Documents on it).
create or replace function private.notify_document_delivered() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.uploaded_by is not null and new.uploaded_by <> new.user_id
     and exists (select 1 from public.users u where u.id = new.uploaded_by and u.role = 'admin') then
    perform private.notify(new.user_id, 'document_delivered', 'New document from your advisor: ' || new.document_name,
      coalesce(private.display_name(new.uploaded_by), 'Your advisor') || ' added "' || new.document_name || '" to ' ||
        case new.document_type
          when 'Standard_Corporate' then 'Standard Corporate'
          when 'Bank_Statements' then 'Financial Documents'
          when 'Press Releases' then 'Marketing & PR'
          when 'Miscellaneous Documents' then 'Additional Documents'
          else new.document_type end || ' in your Business Documents.',
      'documents', jsonb_build_object('focus', new.id));
  end if;
  return null;
end $$;
revoke execute on function private.notify_document_delivered() from public, anon, authenticated;
drop trigger if exists notify_document_delivered on public.business_documents;
create trigger notify_document_delivered after insert on public.business_documents
  for each row execute function private.notify_document_delivered();
