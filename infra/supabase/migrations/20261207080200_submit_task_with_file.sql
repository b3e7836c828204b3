-- "I've done this" with a file is one request (issue 51: one change for the user, one call): the file goes to the
-- owner's folder first (the upload kit's TUS upload, as every upload), then submit_task_with_file records it as one
-- of the owner's Additional Documents and submits the task with it, in one transaction: a refused submission (not
-- the owner's task, already submitted, a note too long) leaves no document row behind.
-- The path must name an object already uploaded to the caller's own folder of user-documents
-- (`<their id>/<object>`, objectPath's form): nobody registers another user's file, or a file that is not there.
-- submit_task stays as it is (a note alone, or a document the owner already has; the mfe-setup release live until
-- this one replaces it calls it). Errors as submit_task's, and 22023 for a path outside the caller's folder, a path
-- with no uploaded object or a name over 255 characters.
create or replace function public.submit_task_with_file(task_id uuid, file_path text, file_name text default null, note text default null)
returns public.tasks
language plpgsql volatile security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
  clean_name text := nullif(btrim(coalesce(file_name, '')), '');
  document uuid;
begin
  if caller is null then
    raise exception 'No such task.' using errcode = 'P0002';
  end if;
  if file_path is null or split_part(file_path, '/', 1) <> caller::text or file_path !~ '^[0-9a-f-]{36}/[^/]+$'
     or file_path like '%..%' then
    raise exception 'That file is not in your folder.' using errcode = '22023';
  end if;
  if not exists (select 1 from storage.objects o where o.bucket_id = 'user-documents' and o.name = file_path) then
    raise exception 'That file has not been uploaded.' using errcode = '22023';
  end if;
  clean_name := coalesce(clean_name, regexp_replace(split_part(file_path, '/', 2), '^[0-9]+_', ''));
  if char_length(clean_name) > 255 then
    raise exception 'A file name can have at most 255 characters.' using errcode = '22023';
  end if;
  insert into public.business_documents (user_id, document_type, document_name, file_url)
  values (caller, 'Miscellaneous Documents', clean_name, file_path)
  returning id into document;
  -- submit_task's checks, log and notification (a refusal there undoes the document row too).
  return public.submit_task(task_id, note, document);
end $$;
revoke execute on function public.submit_task_with_file(uuid, text, text, text) from public, anon;
grant execute on function public.submit_task_with_file(uuid, text, text, text) to authenticated, service_role;
