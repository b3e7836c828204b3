-- Support Chat (issue 30, DECISIONS 14): each client's conversation with the service and its advisor.
--   conversations           one open conversation per client (made by their first message), any number archived;
--                           advisor_id: the admin assigned (null until one takes it; a new conversation keeps the
--                           client's advisor)
--   conversation_messages   plain text (<= 4,000 characters) and/or attachments (files in `chat-attachments`);
--                           client_id: the id the sender's browser made, so a resent message is stored once
--   conversation_reads      how far each participant has read (sent / seen marks, unread counts, last seen)
--   advisor_cards           an admin's card (name, photo, working hours), edited by that admin
-- Writes go through functions (one request each): send_message, archive_conversation, take_conversation,
-- assign_conversation, mark_conversation_read. Row-level security: a client reads only their conversations,
-- admins all (public.is_admin(), so under the admin second-factor policy). A new message notifies its
-- recipients (the bell; e-mail only if still unread after 5 minutes, one per conversation per hour), the
-- top-bar search finds the messages a user can read, account activity records archive and assignment.

create table if not exists public.conversations (
  id uuid primary key default gen_random_uuid(),
  -- The client whose conversation it is.
  user_id uuid not null references public.users (id) on delete cascade,
  status text not null default 'open',
  advisor_id uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  archived_at timestamptz,
  archived_by uuid references public.users (id) on delete set null,
  constraint conversations_status_open_or_archived check (status in ('open', 'archived')),
  constraint conversations_archived_at_set_when_archived check ((status = 'archived') = (archived_at is not null))
);
create unique index if not exists conversations_one_open_per_client on public.conversations (user_id) where status = 'open';
create index if not exists conversations_user_id_created_at_idx on public.conversations (user_id, created_at desc);
create index if not exists conversations_last_message_at_idx on public.conversations (last_message_at desc nulls last);
create index if not exists conversations_advisor_id_idx on public.conversations (advisor_id) where advisor_id is not null;

create table if not exists public.conversation_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  author_id uuid references public.users (id) on delete set null,
  -- 'client' (the conversation's owner) or 'advisor' (an admin).
  author_role text not null,
  body text not null default '',
  -- [{ path, name, size, type }]: files in the chat-attachments bucket, under the client's folder.
  attachments jsonb not null default '[]'::jsonb,
  -- Made by the sender's browser: the same id sent twice is stored once (unique per author).
  client_id uuid not null,
  created_at timestamptz not null default clock_timestamp(),
  edited_at timestamptz,
  constraint conversation_messages_author_role_known check (author_role in ('client', 'advisor')),
  constraint conversation_messages_body_at_most_4000_characters check (char_length(body) <= 4000),
  constraint conversation_messages_body_or_attachment check (btrim(body) <> '' or jsonb_array_length(attachments) > 0),
  constraint conversation_messages_attachments_array check (jsonb_typeof(attachments) = 'array' and jsonb_array_length(attachments) <= 5),
  constraint conversation_messages_one_per_client_id unique (author_id, client_id)
);
create index if not exists conversation_messages_thread_idx on public.conversation_messages (conversation_id, created_at desc, id desc);
create index if not exists conversation_messages_search_idx on public.conversation_messages
  using gin (to_tsvector('simple'::regconfig, body));

create table if not exists public.conversation_reads (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

create table if not exists public.advisor_cards (
  user_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  name text not null,
  -- A path in chat-attachments under the admin's own folder ("<admin id>/..."), or null.
  photo_path text,
  working_hours text,
  updated_at timestamptz not null default now(),
  constraint advisor_cards_name_between_1_and_100_characters check (char_length(btrim(name)) between 1 and 100),
  constraint advisor_cards_working_hours_at_most_500_characters check (char_length(working_hours) <= 500),
  constraint advisor_cards_photo_in_own_folder check (photo_path is null or photo_path like user_id::text || '/%')
);

-- Who takes part: the conversation's client, or an admin (is_admin(): second factor when required).
create or replace function private.can_read_conversation(conversation uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.conversations c where c.id = conversation and c.user_id = auth.uid())
      or public.is_admin()
$$;
revoke execute on function private.can_read_conversation(uuid) from public, anon, authenticated;

alter table public.conversations enable row level security;
alter table public.conversation_messages enable row level security;
alter table public.conversation_reads enable row level security;
alter table public.advisor_cards enable row level security;

drop policy if exists "Clients read their conversations; admins read all" on public.conversations;
create policy "Clients read their conversations; admins read all" on public.conversations for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

drop policy if exists "Participants read the messages" on public.conversation_messages;
create policy "Participants read the messages" on public.conversation_messages for select to authenticated
  using ((select public.is_admin()) or exists (
    select 1 from public.conversations c where c.id = conversation_id and c.user_id = (select auth.uid())));
-- An author may correct their own message's text while the conversation is open; nobody else's.
drop policy if exists "Authors edit their own messages in an open conversation" on public.conversation_messages;
create policy "Authors edit their own messages in an open conversation" on public.conversation_messages for update to authenticated
  using (author_id = (select auth.uid()) and exists (
    select 1 from public.conversations c where c.id = conversation_id and c.status = 'open'))
  with check (author_id = (select auth.uid()));

drop policy if exists "Participants read the read marks" on public.conversation_reads;
create policy "Participants read the read marks" on public.conversation_reads for select to authenticated
  using ((select public.is_admin()) or exists (
    select 1 from public.conversations c where c.id = conversation_id and c.user_id = (select auth.uid())));

-- Cards: admins read all and write their own; a client reads the cards of their conversations' advisors.
drop policy if exists "Admins and their clients read advisor cards" on public.advisor_cards;
create policy "Admins and their clients read advisor cards" on public.advisor_cards for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()) or exists (
    select 1 from public.conversations c where c.advisor_id = advisor_cards.user_id and c.user_id = (select auth.uid())));
drop policy if exists "Admins write their own advisor card" on public.advisor_cards;
create policy "Admins write their own advisor card" on public.advisor_cards for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_admin()));
drop policy if exists "Admins update their own advisor card" on public.advisor_cards;
create policy "Admins update their own advisor card" on public.advisor_cards for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_admin()))
  with check (user_id = (select auth.uid()) and (select public.is_admin()));

revoke all on public.conversations, public.conversation_messages, public.conversation_reads, public.advisor_cards from anon, authenticated;
-- anon as every table has it (row-level security gives it nothing).
grant select on public.conversations, public.conversation_messages, public.conversation_reads, public.advisor_cards to anon, authenticated;
grant update (body) on public.conversation_messages to authenticated;
grant insert (user_id, name, photo_path, working_hours), update (name, photo_path, working_hours) on public.advisor_cards to authenticated;

create or replace function private.touch_edited() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_table_name = 'advisor_cards' then
    new.updated_at := now();
  elsif new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end $$;
revoke execute on function private.touch_edited() from public, anon, authenticated;
drop trigger if exists conversation_messages_edited on public.conversation_messages;
create trigger conversation_messages_edited before update on public.conversation_messages
  for each row execute function private.touch_edited();
drop trigger if exists advisor_cards_updated on public.advisor_cards;
create trigger advisor_cards_updated before update on public.advisor_cards
  for each row execute function private.touch_edited();

-- Attachments: the chat-attachments bucket (private; PDF and images, 10 MB, as documents), one folder per
-- client ("<client id>/..."): the client and admins read and write a client's folder. An admin's advisor-card
-- photo lives in the admin's own folder, readable by the clients the admin advises.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('chat-attachments', 'chat-attachments', false, 10485760, array['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Clients and admins read chat attachments" on storage.objects;
create policy "Clients and admins read chat attachments" on storage.objects for select to authenticated using (
  bucket_id = 'chat-attachments' and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (select public.is_admin())
    or exists (select 1 from public.conversations c
                where c.user_id = (select auth.uid()) and c.advisor_id::text = (storage.foldername(name))[1])));
drop policy if exists "Clients and admins upload chat attachments" on storage.objects;
create policy "Clients and admins upload chat attachments" on storage.objects for insert to authenticated with check (
  bucket_id = 'chat-attachments' and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())));

-- Notifications of new messages: kind chat_message; e-mailed only once email_not_before has passed and the
-- notification is still unread (claim_notification_mails below).
alter table public.notifications add column if not exists email_not_before timestamptz;
alter table public.notifications drop constraint if exists notifications_kind_known;
alter table public.notifications add constraint notifications_kind_known check (kind in (
  'task_status', 'payment_recorded', 'payment_updated', 'program_request_answered', 'compliance_due',
  'compliance_overdue', 'training_video', 'elite_book', 'capital_score_tier', 'paydex_tier',
  'new_client', 'new_program_request', 'new_automation_request', 'canary_rolled_back', 'chat_message'));
create index if not exists notifications_chat_conversation_idx on public.notifications (user_id, (params ->> 'conversation'))
  where kind = 'chat_message';

create or replace function private.display_name(account uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select nullif(btrim(a.name), '') from public.advisor_cards a where a.user_id = account),
                  (select coalesce(nullif(btrim(u.name), ''), u.email) from public.users u where u.id = account))
$$;
revoke execute on function private.display_name(uuid) from public, anon, authenticated;

create or replace function private.notify_chat_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  convo public.conversations;
  preview text := coalesce(nullif(left(regexp_replace(btrim(new.body), '\s+', ' ', 'g'), 200), ''), 'Sent an attachment.');
  title text := 'New message from ' || coalesce(private.display_name(new.author_id), 'Support team');
begin
  select * into convo from public.conversations c where c.id = new.conversation_id;
  if new.author_role = 'advisor' then
    insert into public.notifications (user_id, kind, title, body, screen, params, email_not_before)
    values (convo.user_id, 'chat_message', title, preview, 'support',
      jsonb_build_object('conversation', convo.id), now() + interval '5 minutes');
  else
    insert into public.notifications (user_id, kind, title, body, screen, params, email_not_before)
    select u.id, 'chat_message', title, preview, 'conversations',
           jsonb_build_object('id', convo.id, 'conversation', convo.id), now() + interval '5 minutes'
      from public.users u
     where u.role = 'admin' and (convo.advisor_id is null or u.id = convo.advisor_id);
  end if;
  return null;
end $$;
revoke execute on function private.notify_chat_message() from public, anon, authenticated;
drop trigger if exists notify_chat_message on public.conversation_messages;
create trigger notify_chat_message after insert on public.conversation_messages
  for each row execute function private.notify_chat_message();

-- The attachments a sender may attach: files already uploaded to the client's folder, as {path, name, size, type}.
create or replace function private.chat_attachments(conversation_owner uuid, attachments jsonb) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  item jsonb;
  result jsonb := '[]'::jsonb;
  path text;
  file_name text;
  file_type text;
  file_size bigint;
begin
  if attachments is null or attachments = 'null'::jsonb then
    return result;
  end if;
  if jsonb_typeof(attachments) <> 'array' or jsonb_array_length(attachments) > 5 then
    raise exception 'Attach at most 5 files.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(attachments) loop
    path := item ->> 'path';
    file_name := btrim(coalesce(item ->> 'name', ''));
    file_type := item ->> 'type';
    if jsonb_typeof(item) <> 'object' or path is null or path not like conversation_owner::text || '/%' or path like '%..%' then
      raise exception 'An attachment must be a file uploaded to the conversation''s folder.' using errcode = '22023';
    end if;
    if file_name = '' or char_length(file_name) > 255 then
      raise exception 'An attachment needs a name of at most 255 characters.' using errcode = '22023';
    end if;
    if file_type is null or file_type not in ('application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp') then
      raise exception 'Attach a PDF or an image.' using errcode = '22023';
    end if;
    select coalesce((o.metadata ->> 'size')::bigint, 0) into file_size
      from storage.objects o where o.bucket_id = 'chat-attachments' and o.name = path;
    if not found then
      raise exception 'Upload the attachment before sending it.' using errcode = '22023';
    end if;
    result := result || jsonb_build_array(jsonb_build_object('path', path, 'name', file_name, 'size', file_size, 'type', file_type));
  end loop;
  return result;
end $$;
revoke execute on function private.chat_attachments(uuid, jsonb) from public, anon, authenticated;

-- Sends a message: one request. A client's message goes to their open conversation (made if there is none);
-- an admin answers a given conversation. The same client_id from the same sender returns the stored message
-- (a resend lands once). An archived conversation takes no new message.
create or replace function public.send_message(body text, client_id uuid, attachments jsonb default '[]'::jsonb,
  conversation_id uuid default null)
returns public.conversation_messages
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := auth.uid();
  my_role text;
  convo public.conversations;
  stored public.conversation_messages;
  files jsonb;
begin
  select u.role into my_role from public.users u where u.id = me;
  if me is null or my_role is null then
    raise exception 'Sign in to send a message.' using errcode = '42501';
  end if;
  if send_message.client_id is null then
    raise exception 'client_id is required.' using errcode = '22004';
  end if;
  if char_length(coalesce(send_message.body, '')) > 4000 then
    raise exception 'A message can have at most 4,000 characters.' using errcode = '22001';
  end if;
  select * into stored from public.conversation_messages m where m.author_id = me and m.client_id = send_message.client_id;
  if found then
    return stored;
  end if;

  if my_role = 'admin' then
    if not public.is_admin() then
      raise exception 'Enter a code from your authenticator app to answer clients.' using errcode = '42501';
    end if;
    select * into convo from public.conversations c where c.id = send_message.conversation_id;
    if not found then
      raise exception 'No such conversation.' using errcode = 'P0002';
    end if;
  elsif send_message.conversation_id is not null then
    select * into convo from public.conversations c where c.id = send_message.conversation_id and c.user_id = me;
    if not found then
      raise exception 'No such conversation.' using errcode = 'P0002';
    end if;
  else
    select * into convo from public.conversations c where c.user_id = me and c.status = 'open';
    if not found then
      insert into public.conversations (user_id, advisor_id)
      values (me, (select c.advisor_id from public.conversations c
                     join public.users a on a.id = c.advisor_id and a.role = 'admin'
                    where c.user_id = me order by c.created_at desc limit 1))
      on conflict (user_id) where status = 'open' do nothing
      returning * into convo;
      if convo.id is null then
        select * into convo from public.conversations c where c.user_id = me and c.status = 'open';
      end if;
    end if;
  end if;
  if convo.status = 'archived' then
    raise exception 'This conversation is archived: a new message starts a new conversation.' using errcode = 'P0001';
  end if;

  files := private.chat_attachments(convo.user_id, send_message.attachments);
  insert into public.conversation_messages (conversation_id, author_id, author_role, body, attachments, client_id)
  values (convo.id, me, case when my_role = 'admin' then 'advisor' else 'client' end, coalesce(send_message.body, ''), files,
          send_message.client_id)
  on conflict on constraint conversation_messages_one_per_client_id do nothing
  returning * into stored;
  if stored.id is null then
    select * into stored from public.conversation_messages m where m.author_id = me and m.client_id = send_message.client_id;
    return stored;
  end if;
  update public.conversations c set last_message_at = stored.created_at where c.id = convo.id;
  -- Writing is reading up to one's own message.
  insert into public.conversation_reads (conversation_id, user_id, last_read_at) values (convo.id, me, stored.created_at)
  on conflict on constraint conversation_reads_pkey do update set last_read_at = greatest(public.conversation_reads.last_read_at, excluded.last_read_at);
  return stored;
end $$;

-- Archives a conversation (its client, or an admin): it stays readable and takes no new message.
create or replace function public.archive_conversation(conversation_id uuid) returns public.conversations
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  convo public.conversations;
begin
  select * into convo from public.conversations c where c.id = archive_conversation.conversation_id
    and (c.user_id = auth.uid() or public.is_admin()) for update;
  if not found then
    raise exception 'No such conversation.' using errcode = 'P0002';
  end if;
  if convo.status = 'archived' then
    return convo;
  end if;
  update public.conversations c set status = 'archived', archived_at = now(), archived_by = auth.uid()
   where c.id = convo.id returning * into convo;
  perform private.record_activity(convo.user_id, 'conversation_archived',
    case when convo.user_id = auth.uid() then 'Support conversation archived' else 'Support conversation archived by an admin' end,
    jsonb_build_object('conversation', convo.id));
  return convo;
end $$;

-- Assigns a conversation's client to an advisor (an admin): the caller takes it (take_conversation) or an
-- admin hands it to another admin (assign_conversation). Gives the advisor a card if they have none.
create or replace function public.assign_conversation(conversation_id uuid, advisor_id uuid) returns public.conversations
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  convo public.conversations;
  previous uuid;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can assign a conversation.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users u where u.id = assign_conversation.advisor_id and u.role = 'admin') then
    raise exception 'An advisor must be an admin.' using errcode = '22023';
  end if;
  select * into convo from public.conversations c where c.id = assign_conversation.conversation_id for update;
  if not found then
    raise exception 'No such conversation.' using errcode = 'P0002';
  end if;
  previous := convo.advisor_id;
  if previous is not distinct from assign_conversation.advisor_id then
    return convo;
  end if;
  insert into public.advisor_cards (user_id, name)
  select u.id, left(coalesce(nullif(btrim(u.name), ''), split_part(u.email, '@', 1), 'Advisor'), 100)
    from public.users u where u.id = assign_conversation.advisor_id
  on conflict (user_id) do nothing;
  update public.conversations c set advisor_id = assign_conversation.advisor_id where c.id = convo.id returning * into convo;
  perform private.record_activity(convo.user_id, 'conversation_assigned',
    'Support advisor: ' || coalesce(private.display_name(convo.advisor_id), 'an admin')
      || case when previous is null then '' else ' (was ' || coalesce(private.display_name(previous), 'another admin') || ')' end,
    jsonb_build_object('conversation', convo.id, 'from', previous, 'to', convo.advisor_id));
  return convo;
end $$;

create or replace function public.take_conversation(conversation_id uuid) returns public.conversations
language sql volatile security definer set search_path = '' as $$
  select * from public.assign_conversation(take_conversation.conversation_id, auth.uid())
$$;

-- Marks a conversation read up to `through` (default: now) for the caller; its chat notifications too.
create or replace function public.mark_conversation_read(conversation_id uuid, through timestamptz default null)
returns public.conversation_reads
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := auth.uid();
  mark public.conversation_reads;
  upto timestamptz := least(coalesce(mark_conversation_read.through, now()), now());
begin
  if me is null or not private.can_read_conversation(mark_conversation_read.conversation_id) then
    raise exception 'No such conversation.' using errcode = 'P0002';
  end if;
  insert into public.conversation_reads as r (conversation_id, user_id, last_read_at)
  values (mark_conversation_read.conversation_id, me, upto)
  on conflict on constraint conversation_reads_pkey do update set last_read_at = greatest(r.last_read_at, excluded.last_read_at)
  returning * into mark;
  update public.notifications n set read_at = now()
   where n.user_id = me and n.kind = 'chat_message' and n.read_at is null
     and n.params ->> 'conversation' = mark_conversation_read.conversation_id::text and n.created_at <= mark.last_read_at;
  return mark;
end $$;

-- Unread messages per conversation for the caller (messages of others after the caller's read mark).
create or replace function public.conversation_unread_counts()
returns table (conversation_id uuid, unread bigint)
language sql stable security invoker set search_path = '' as $$
  select m.conversation_id, count(*)
    from public.conversation_messages m
    left join public.conversation_reads r on r.conversation_id = m.conversation_id and r.user_id = auth.uid()
   where m.author_id is distinct from auth.uid() and (r.last_read_at is null or m.created_at > r.last_read_at)
     and (m.author_role = 'client' or exists (select 1 from public.conversations c where c.id = m.conversation_id and c.user_id = auth.uid()))
   group by m.conversation_id
$$;

revoke execute on function public.send_message(text, uuid, jsonb, uuid), public.archive_conversation(uuid),
  public.assign_conversation(uuid, uuid), public.take_conversation(uuid), public.mark_conversation_read(uuid, timestamptz),
  public.conversation_unread_counts() from public, anon;
grant execute on function public.send_message(text, uuid, jsonb, uuid), public.archive_conversation(uuid),
  public.assign_conversation(uuid, uuid), public.take_conversation(uuid), public.mark_conversation_read(uuid, timestamptz),
  public.conversation_unread_counts() to authenticated;

-- Streamed live (postgres_changes, row-level security per subscriber): new messages, assignment and archive,
-- read marks (the "seen" marks).
do $$
declare
  t text;
begin
  foreach t in array array['conversations', 'conversation_messages', 'conversation_reads'] loop
    if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;

-- E-mail for chat notifications: only once still unread 5 minutes later (email_not_before), only the newest of a
-- conversation's waiting ones, and at most one per conversation and recipient per hour. The rest are skipped.
create or replace function public.claim_notification_mails(batch integer default 50)
returns table (id uuid, user_id uuid, email text, name text, title text, body text, screen text, params jsonb)
language plpgsql security definer set search_path = '' as $$
begin
  update public.notifications n set email_status = 'skipped', email_status_at = now()
   where n.email_status = 'pending'
     and not exists (
       select 1 from public.users u
         left join public.notification_preferences p on p.user_id = u.id
        where u.id = n.user_id and coalesce(p.email_enabled, true) and coalesce(btrim(u.email), '') <> '');
  update public.notifications n set email_status = 'skipped', email_status_at = now()
   where n.email_status = 'pending' and n.kind = 'chat_message'
     and (n.read_at is not null
       or exists (select 1 from public.notifications o
                   where o.user_id = n.user_id and o.kind = 'chat_message' and o.id <> n.id
                     and o.params ->> 'conversation' = n.params ->> 'conversation'
                     and ((o.email_status = 'pending' and o.created_at > n.created_at)
                       or (o.email_status in ('sending', 'sent') and o.email_status_at > now() - interval '1 hour'))));
  return query
  with picked as (
    select n.id from public.notifications n
     where (n.email_status = 'pending' and (n.email_not_before is null or n.email_not_before <= now()))
        or (n.email_status = 'sending' and n.email_status_at < now() - interval '10 minutes')
     order by n.created_at
     limit least(greatest(coalesce(batch, 50), 1), 200)
     for update skip locked
  )
  update public.notifications n set email_status = 'sending', email_status_at = now(), email_attempts = n.email_attempts + 1
    from picked, public.users u
   where n.id = picked.id and u.id = n.user_id
  returning n.id, n.user_id, u.email, u.name, n.title, n.body, n.screen, n.params;
end $$;
revoke execute on function public.claim_notification_mails(integer) from public, anon, authenticated;
grant execute on function public.claim_notification_mails(integer) to service_role;

-- The job asks the sender only when a mail is due (a chat notification waits its 5 minutes without calls).
create or replace function private.request_notification_mails() returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from public.notifications
                  where (email_status = 'pending' and (email_not_before is null or email_not_before <= now()))
                     or email_status = 'sending') then
    return null;
  end if;
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'Vault secrets project_url and service_role_key are needed to send notification mails (docs/deploy.md)';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-notification-mails',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000);
end $$;
revoke execute on function private.request_notification_mails() from public, anon, authenticated;
