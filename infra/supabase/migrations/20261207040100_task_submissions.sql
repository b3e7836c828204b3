-- Tasks the owner can act on (issue 51, DECISIONS 18). A task's status runs
--   Awaiting Completion --(the owner: "I've done this", submit_task)--> Submitted
--   Submitted --(an admin: review_task 'complete')--> Completed
--   Submitted --(an admin: review_task 'return', with a note)--> Awaiting Completion
-- (an admin may still set Completed or Awaiting Completion directly, as before: DECISIONS 9).
-- The rules live here, not in the buttons: only the task's owner moves it to Submitted (a trigger refuses anyone
-- else, admins included), the submission's note and file change only with that move, and both sides' steps are
-- written to the owner's account activity and notify the other side.
-- Each task template may name the screen where the task is done (`action_screen`, a screen id of the portal, opened
-- through the composed screen table; an id no live remote declares opens nothing) and the link's words.

-- The status: one more value between the spec's two.
alter table public.tasks drop constraint if exists tasks_status_completed_or_awaiting_completion;
alter table public.tasks drop constraint if exists tasks_status_known;
alter table public.tasks add constraint tasks_status_known
  check (task_status in ('Awaiting Completion', 'Submitted', 'Completed'));

-- The owner's submission (kept after a return, so the admin's note reads against it) and the admin's answer.
alter table public.tasks add column if not exists submitted_at timestamptz;
alter table public.tasks add column if not exists submission_note text;
-- The document sent with it: a business document of the owner's. No foreign key (a new relationship would change the
-- generated types' existing lines, a major of shared-ui): submit_task checks it, and deleting the document clears it.
alter table public.tasks add column if not exists submission_document_id uuid;
alter table public.tasks add column if not exists review_note text;
alter table public.tasks add column if not exists reviewed_at timestamptz;
alter table public.tasks drop constraint if exists tasks_submission_note_length;
alter table public.tasks add constraint tasks_submission_note_length check (submission_note is null or char_length(submission_note) <= 2000);
alter table public.tasks drop constraint if exists tasks_review_note_length;
alter table public.tasks add constraint tasks_review_note_length check (review_note is null or char_length(review_note) <= 2000);
create index if not exists tasks_submitted_idx on public.tasks (user_id) where task_status = 'Submitted';
create index if not exists tasks_submission_document_id_idx on public.tasks (submission_document_id) where submission_document_id is not null;

-- Two new notification kinds (public.notification_kinds, issue 50): a submitted task opens the client's page (the
-- advisor's), a document an admin delivered opens the owner's Business Documents.
insert into public.notification_kinds (kind, screen, admin_screen) values
  ('task_submitted', 'client', null),
  ('document_delivered', 'documents', null)
on conflict (kind) do nothing;

-- Where a task is done: a screen id and the link's words (both or neither).
alter table public.task_templates add column if not exists action_screen text;
alter table public.task_templates add column if not exists action_label text;
alter table public.task_templates drop constraint if exists task_templates_action_screen_and_label;
alter table public.task_templates add constraint task_templates_action_screen_and_label
  check ((action_screen is null) = (action_label is null) and (action_screen is null or (btrim(action_screen) <> '' and btrim(action_label) <> '')));

update public.task_templates t set action_screen = v.screen, action_label = v.label
  from (values
    (4, 'documents', 'Upload your formation documents'),
    (5, 'documents', 'Upload the signed agreement'),
    (6, 'documents', 'Upload your EIN letter'),
    (7, 'bank', 'Add your bank account'),
    (13, 'website-template', 'Edit your website'),
    (14, 'documents', 'Upload your business license'),
    (20, 'business-presence', 'Add your D&B account'),
    (21, 'business-presence', 'Add your Experian account'),
    (22, 'business-presence', 'Add your Equifax account'),
    (24, 'documents', 'Upload your insurance certificate'),
    (30, 'capital-score', 'Record your PAYDEX score'),
    (32, 'store-credit', 'Add your store card'),
    (33, 'store-credit', 'Add your store card'),
    (35, 'revolving-credit', 'Add your business card'),
    (37, 'documents', 'Upload your financial statements'),
    (38, 'documents', 'Upload your business plan')
  ) as v (id, screen, label)
 where t.id = v.id and t.action_screen is null;

-- Who may move a task, whatever the path (REST, a function, SQL as an API role):
--   * to Submitted: only the task's owner (submit_task); an admin gets 42501;
--   * the submission's columns change only with that move (an admin cannot write an owner's note);
--   * away from Submitted: only an admin (the owner has no update rights on tasks at all: row-level security).
-- The server's own roles (no auth.uid(): migrations, seeds, jobs) are not held to it.
create or replace function private.tasks_status_rules() returns trigger
language plpgsql set search_path = '' as $$
declare
  caller uuid := auth.uid();
  submitting boolean := new.task_status = 'Submitted' and old.task_status is distinct from 'Submitted';
begin
  if caller is null then
    return new;
  end if;
  if submitting and caller is distinct from new.user_id then
    raise exception 'Only the task''s owner can submit it.' using errcode = '42501';
  end if;
  -- (The one change allowed outside a submission: the document's id cleared when that document is deleted.)
  if not submitting and ((new.submitted_at, new.submission_note) is distinct from (old.submitted_at, old.submission_note)
       or (new.submission_document_id is distinct from old.submission_document_id and new.submission_document_id is not null)) then
    raise exception 'Only the task''s owner can submit it.' using errcode = '42501';
  end if;
  if old.task_status = 'Submitted' and new.task_status is distinct from 'Submitted'
     and not exists (select 1 from public.users u where u.id = caller and u.role = 'admin') then
    raise exception 'Only an admin can complete or return a submitted task.' using errcode = '42501';
  end if;
  return new;
end $$;
revoke execute on function private.tasks_status_rules() from public, anon, authenticated;
drop trigger if exists tasks_status_rules on public.tasks;
create trigger tasks_status_rules before update on public.tasks
  for each row execute function private.tasks_status_rules();

-- A deleted document is no longer a task's proof.
create or replace function private.tasks_forget_deleted_document() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.tasks set submission_document_id = null where submission_document_id = old.id;
  return null;
end $$;
revoke execute on function private.tasks_forget_deleted_document() from public, anon, authenticated;
drop trigger if exists tasks_forget_deleted_document on public.business_documents;
create trigger tasks_forget_deleted_document after delete on public.business_documents
  for each row execute function private.tasks_forget_deleted_document();

-- "I've done this": the owner submits one of their tasks, with an optional note and an optional document of theirs
-- (a business document they uploaded, e.g. the proof). One statement: the status, the note, the log entry and the
-- advisor's notification succeed together. Errors: 42501 not the owner, P0002 no such task, P0001 already
-- submitted or completed, 22023 a document that is not the owner's, 22001 a note over 2,000 characters.
create or replace function public.submit_task(task_id uuid, note text default null, document_id uuid default null)
returns public.tasks
language plpgsql volatile security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
  t public.tasks;
  clean_note text := nullif(btrim(coalesce(note, '')), '');
  advisor uuid;
  who text;
begin
  select * into t from public.tasks where id = task_id for update;
  if t.id is null or caller is null or (t.user_id <> caller and not exists (select 1 from public.users u where u.id = caller and u.role = 'admin')) then
    raise exception 'No such task.' using errcode = 'P0002';
  end if;
  if t.user_id <> caller then
    raise exception 'Only the task''s owner can submit it.' using errcode = '42501';
  end if;
  if t.task_status = 'Submitted' then
    raise exception 'This task is already waiting for your advisor.' using errcode = 'P0001';
  elsif t.task_status = 'Completed' then
    raise exception 'This task is already completed.' using errcode = 'P0001';
  end if;
  if clean_note is not null and char_length(clean_note) > 2000 then
    raise exception 'A note can have at most 2,000 characters.' using errcode = '22001';
  end if;
  if document_id is not null and not exists (select 1 from public.business_documents d where d.id = document_id and d.user_id = caller) then
    raise exception 'That document is not one of yours.' using errcode = '22023';
  end if;
  update public.tasks
     set task_status = 'Submitted', submitted_at = now(), submission_note = clean_note, submission_document_id = document_id
   where id = task_id
  returning * into t;
  perform private.record_activity(caller, 'task_submitted', 'Task “' || t.task_name || '” submitted for review',
    jsonb_build_object('table', 'tasks', 'id', t.id, 'note', clean_note, 'document_id', document_id));
  -- The client's advisor (the one of their latest conversation), else every admin.
  select c.advisor_id into advisor from public.conversations c
   where c.user_id = caller and c.advisor_id is not null order by c.created_at desc limit 1;
  select coalesce(nullif(btrim(u.name), ''), u.email) into who from public.users u where u.id = caller;
  insert into public.notifications (user_id, kind, title, body, screen, params)
  select u.id, 'task_submitted', 'Task submitted: ' || t.task_name,
         coalesce(who, 'A client') || ' says "' || t.task_name || '" is done' ||
           coalesce(': ' || left(clean_note, 200), '.') || ' Confirm it or send it back.',
         'client', jsonb_build_object('id', caller, 'focus', t.id)
    from public.users u
   where u.role = 'admin' and (advisor is null or u.id = advisor);
  return t;
end $$;
revoke execute on function public.submit_task(uuid, text, uuid) from public, anon;
grant execute on function public.submit_task(uuid, text, uuid) to authenticated, service_role;

-- An admin's answer to a submitted task: 'complete' (Completed) or 'return' (back to Awaiting Completion, with a
-- note the owner reads). Errors: 42501 not an admin, P0002 no such task, P0001 not submitted, 22023 a bad decision
-- or a return without a note. The status change is logged and notified by the tasks' triggers.
create or replace function public.review_task(task_id uuid, decision text, note text default null)
returns public.tasks
language plpgsql volatile security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
  t public.tasks;
  clean_note text := nullif(btrim(coalesce(note, '')), '');
begin
  if caller is null or not exists (select 1 from public.users u where u.id = caller and u.role = 'admin') then
    raise exception 'Only an admin can complete or return a submitted task.' using errcode = '42501';
  end if;
  if decision is null or decision not in ('complete', 'return') then
    raise exception 'decision must be complete or return' using errcode = '22023';
  end if;
  if decision = 'return' and clean_note is null then
    raise exception 'Say what is missing: a returned task needs a note.' using errcode = '22023';
  end if;
  if clean_note is not null and char_length(clean_note) > 2000 then
    raise exception 'A note can have at most 2,000 characters.' using errcode = '22001';
  end if;
  select * into t from public.tasks where id = task_id for update;
  if t.id is null then
    raise exception 'No such task.' using errcode = 'P0002';
  end if;
  if t.task_status <> 'Submitted' then
    raise exception 'This task is not waiting for review.' using errcode = 'P0001';
  end if;
  update public.tasks
     set task_status = case decision when 'complete' then 'Completed' else 'Awaiting Completion' end,
         review_note = clean_note, reviewed_at = now()
   where id = task_id
  returning * into t;
  return t;
end $$;
revoke execute on function public.review_task(uuid, text, text) from public, anon;
grant execute on function public.review_task(uuid, text, text) to authenticated, service_role;

-- The client's notification of an admin's change: a confirmation, a return (with the admin's note), or a plain
-- status change as before.
create or replace function public.notify_task_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.task_status is distinct from old.task_status and new.user_id is distinct from auth.uid() then
    perform private.notify(new.user_id, case when new.is_compliance then 'compliance_task_status' else 'task_status' end,
      case
        when old.task_status = 'Submitted' and new.task_status = 'Completed' then 'Task confirmed: '
        when old.task_status = 'Submitted' then 'Task returned: '
        when new.task_status = 'Completed' then 'Task completed: '
        else 'Task reopened: ' end || new.task_name,
      case
        when old.task_status = 'Submitted' and new.task_status = 'Completed' then
          'Your advisor confirmed "' || new.task_name || '": it is completed on your business build-out.'
        when old.task_status = 'Submitted' then
          'Your advisor sent "' || new.task_name || '" back' || coalesce(': ' || left(new.review_note, 300), '.')
        else 'Your team marked "' || new.task_name || '" as ' || new.task_status || ' on your business build-out.' end,
      case when new.is_compliance then 'compliance' else 'home' end,
      jsonb_build_object('focus', new.id));
  end if;
  return null;
end $$;
revoke execute on function public.notify_task_status() from public, anon, authenticated;

-- The admin's side in the owner's account activity: a confirmation and a return say so (with the note).
create or replace function private.log_admin_action() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  actor uuid := auth.uid();
  r jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  o jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  account uuid;
  what text;
  verb text := case tg_op when 'INSERT' then 'added' when 'DELETE' then 'removed' else 'edited' end;
begin
  if actor is null or not exists (select 1 from public.users u where u.id = actor and u.role = 'admin') then
    return null;
  end if;
  account := coalesce((r ->> 'user_id')::uuid, case when tg_table_name = 'users' then (r ->> 'id')::uuid end);
  if account is null or account = actor then return null; end if;
  what := case tg_table_name
    when 'tasks' then 'Task “' || (r ->> 'task_name') || '”'
    when 'payments' then 'Payment “' || (r ->> 'description') || '” (' || to_char((r ->> 'amount')::numeric, 'FM$999,999,999,990.00') || ')'
    when 'business_documents' then 'Document “' || coalesce(r ->> 'name', r ->> 'document_name', r ->> 'title', 'document') || '”'
    when 'owner_profiles' then 'Business profile'
    when 'users' then 'Profile'
    else tg_table_name end;
  if tg_table_name = 'tasks' and tg_op = 'UPDATE' and (o ->> 'task_status') = 'Submitted' and (r ->> 'task_status') = 'Completed' then
    perform private.record_activity(account, 'admin_task_confirmed', what || ' confirmed as Completed by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> 'id', 'from', o ->> 'task_status', 'to', r ->> 'task_status'));
  elsif tg_table_name = 'tasks' and tg_op = 'UPDATE' and (o ->> 'task_status') = 'Submitted' and (r ->> 'task_status') = 'Awaiting Completion' then
    perform private.record_activity(account, 'admin_task_returned',
      what || ' returned by an admin' || coalesce(': ' || left(r ->> 'review_note', 300), ''),
      jsonb_build_object('table', tg_table_name, 'id', r ->> 'id', 'from', o ->> 'task_status', 'to', r ->> 'task_status', 'note', r ->> 'review_note'));
  elsif tg_table_name = 'tasks' and tg_op = 'UPDATE' and (r ->> 'task_status') is distinct from (o ->> 'task_status') then
    perform private.record_activity(account, 'admin_task_status', what || ' marked ' || (r ->> 'task_status') || ' by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> 'id', 'from', o ->> 'task_status', 'to', r ->> 'task_status'));
  elsif tg_table_name = 'payments' and tg_op = 'UPDATE' and (r ->> 'status') is distinct from (o ->> 'status') then
    perform private.record_activity(account, 'admin_payment', what || ' marked ' || (r ->> 'status') || ' by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> 'id', 'from', o ->> 'status', 'to', r ->> 'status'));
  elsif tg_table_name = 'business_documents' and tg_op = 'INSERT' then
    perform private.record_activity(account, 'admin_document_delivered', what || ' delivered by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> 'id', 'document_type', r ->> 'document_type'));
  else
    perform private.record_activity(account, 'admin_' || tg_table_name, what || ' ' || verb || ' by an admin',
      jsonb_build_object('table', tg_table_name, 'id', r ->> case when tg_table_name in ('users', 'owner_profiles') then 'user_id' else 'id' end));
  end if;
  return null;
end $$;
revoke execute on function private.log_admin_action() from public, anon, authenticated;

-- Reminders are for tasks the owner still has to do: a submitted task is waiting for the advisor.
create or replace function private.send_compliance_reminders() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  written integer;
begin
  with due as (
    insert into public.notifications (user_id, kind, title, body, screen, dedupe_key)
    select t.user_id, 'compliance_due', 'Due ' || to_char(t.task_due_date, 'Mon FMDD') || ': ' || t.task_name,
           '"' || t.task_name || '" is due on ' || to_char(t.task_due_date, 'FMDay, Mon FMDD, YYYY') || ' (in ' || (t.task_due_date - current_date) ||
           case when t.task_due_date - current_date = 1 then ' day).' else ' days).' end,
           'compliance', 'compliance_due:' || t.id || ':' || t.task_due_date
      from public.tasks t
     where t.is_compliance and t.task_status = 'Awaiting Completion'
       and t.task_due_date between current_date and current_date + 7
    on conflict (user_id, dedupe_key) do nothing
    returning 1
  ), overdue as (
    insert into public.notifications (user_id, kind, title, body, screen, dedupe_key)
    select t.user_id, 'compliance_overdue', 'Overdue: ' || t.task_name,
           '"' || t.task_name || '" was due on ' || to_char(t.task_due_date, 'FMDay, Mon FMDD, YYYY') || ' and is not completed yet.',
           'compliance', 'compliance_overdue:' || t.id || ':' || t.task_due_date
      from public.tasks t
     where t.is_compliance and t.task_status = 'Awaiting Completion' and t.task_due_date < current_date
    on conflict (user_id, dedupe_key) do nothing
    returning 1
  )
  select (select count(*) from due) + (select count(*) from overdue) into written;
  return written;
end $$;
revoke execute on function private.send_compliance_reminders() from public, anon, authenticated;
