-- An admin deletes a client's document as the screens do: the row first, then its file. Storage removes by
-- `delete ... returning`, which needs a select policy too, and admins no longer read clients' files (20261126070000:
-- every open goes through the logged `open-document` function). So an admin may see, and thereby remove, a file of
-- the user-documents bucket only once no document row points at it: the file of a document just deleted. A file
-- of a live document stays readable by its owner alone.
drop policy if exists "Admins see files no document points at (to remove them)" on storage.objects;
create policy "Admins see files no document points at (to remove them)" on storage.objects
  for select to authenticated using (
    bucket_id = 'user-documents'
    and (select public.is_admin())
    and not exists (select 1 from public.business_documents d where d.file_url = storage.objects.name)
    and not exists (select 1 from public.account_receivable_documents d where d.document_url = storage.objects.name)
    and not exists (select 1 from public.purchase_order_documents d where d.document_url = storage.objects.name));
