-- Storage buckets and their policies.
--   business-documents  private; training media, automation files and emojis: signed-in users read, admins write.
--   book-covers         public; book cover images: anyone reads, admins write.
--   user-documents      private; each user's files under "<user id>/...": the owner reads and writes their
--                       own folder, admins read (and delete) everything. 10 MB, PDF/DOC/DOCX.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('business-documents', 'business-documents', false, 524288000, null),
  ('book-covers', 'book-covers', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']),
  ('user-documents', 'user-documents', false, 10485760, array[
    'application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do update set
  name = excluded.name, public = excluded.public,
  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- business-documents
drop policy if exists "Signed-in users read business-documents" on storage.objects;
create policy "Signed-in users read business-documents" on storage.objects
  for select to authenticated using (bucket_id = 'business-documents');
drop policy if exists "Admins upload to business-documents" on storage.objects;
create policy "Admins upload to business-documents" on storage.objects
  for insert to authenticated with check (bucket_id = 'business-documents' and public.is_admin());
drop policy if exists "Admins update business-documents" on storage.objects;
create policy "Admins update business-documents" on storage.objects
  for update to authenticated using (bucket_id = 'business-documents' and public.is_admin())
  with check (bucket_id = 'business-documents' and public.is_admin());
drop policy if exists "Admins delete from business-documents" on storage.objects;
create policy "Admins delete from business-documents" on storage.objects
  for delete to authenticated using (bucket_id = 'business-documents' and public.is_admin());

-- book-covers
drop policy if exists "Anyone reads book-covers" on storage.objects;
create policy "Anyone reads book-covers" on storage.objects
  for select to anon, authenticated using (bucket_id = 'book-covers');
drop policy if exists "Admins upload to book-covers" on storage.objects;
create policy "Admins upload to book-covers" on storage.objects
  for insert to authenticated with check (bucket_id = 'book-covers' and public.is_admin());
drop policy if exists "Admins update book-covers" on storage.objects;
create policy "Admins update book-covers" on storage.objects
  for update to authenticated using (bucket_id = 'book-covers' and public.is_admin())
  with check (bucket_id = 'book-covers' and public.is_admin());
drop policy if exists "Admins delete from book-covers" on storage.objects;
create policy "Admins delete from book-covers" on storage.objects
  for delete to authenticated using (bucket_id = 'book-covers' and public.is_admin());

-- user-documents: the first folder of the path is the owner's user id.
drop policy if exists "Owners read their user-documents folder; admins read all" on storage.objects;
create policy "Owners read their user-documents folder; admins read all" on storage.objects
  for select to authenticated using (
    bucket_id = 'user-documents' and ((storage.foldername(name))[1] = auth.uid()::text or public.is_admin()));
drop policy if exists "Owners upload into their user-documents folder" on storage.objects;
create policy "Owners upload into their user-documents folder" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'user-documents' and (storage.foldername(name))[1] = auth.uid()::text);
drop policy if exists "Owners update files in their user-documents folder" on storage.objects;
create policy "Owners update files in their user-documents folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'user-documents' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'user-documents' and (storage.foldername(name))[1] = auth.uid()::text);
drop policy if exists "Owners delete their user-documents; admins delete any" on storage.objects;
create policy "Owners delete their user-documents; admins delete any" on storage.objects
  for delete to authenticated using (
    bucket_id = 'user-documents' and ((storage.foldername(name))[1] = auth.uid()::text or public.is_admin()));
