-- Support Chat that cannot be used to flood (issue 46 items 4 and 6). Numbers in infra/stack/README.md, "Support
-- Chat limits".
--   * A client sends at most 20 messages a minute and 200 an hour, and starts at most 5 conversations a day
--     (SQLSTATE PT429: HTTP 429, with the words the portal shows); a resend of a stored message (same client_id)
--     is not counted. Admins are not limited (second factor, trusted).
--   * One unread notification per conversation and recipient: a new message updates the unread one (its text and
--     time) instead of adding another; its e-mail stays one (claim_notification_mails: at most one per conversation
--     and recipient an hour, and none while the notification it would mail is still the one already mailed).
--   * A notification's title (the e-mail's subject) carries no text a client chose: "New Support Chat message" to
--     admins; "New message from <advisor card name>" or "Support team" to the client (never an e-mail address).
--   * A sent message is never changed (DECISIONS 15): authors no longer update messages; the database refuses
--     any change of a message's body, attachments, author or conversation.
--   * Attachments: a client's folder holds at most 100 MB (an upload past it is refused); a client deletes their
--     own file while no message holds it; files no message holds are removed by the `chat-files` job after a day.
--   * Advisor photos: a client reads only the photo of the card of their conversations' advisors, not the rest of
--     the advisor's folder.

-- Limits -------------------------------------------------------------------------------------------------------
create index if not exists conversation_messages_author_created_idx on public.conversation_messages (author_id, created_at desc);
create index if not exists conversations_user_created_idx on public.conversations (user_id, created_at desc);

create or replace function private.support_chat_rate_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  author uuid := (to_jsonb(new) ->> case when tg_table_name = 'conversations' then 'user_id' else 'author_id' end)::uuid;
begin
  if author is null or exists (select 1 from public.users u where u.id = author and u.role = 'admin') then
    return new;
  end if;
  -- One at a time per client, so concurrent sends cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('support_chat:' || author::text, 0));
  if tg_table_name = 'conversations' then
    if (select count(*) from public.conversations c where c.user_id = author and c.created_at > now() - interval '1 day') >= 5 then
      raise exception 'You have started 5 conversations today. Write in your open conversation, or start a new one tomorrow.'
        using errcode = 'PT429', hint = 'Try again tomorrow';
    end if;
  elsif (select count(*) from public.conversation_messages m where m.author_id = author and m.created_at > now() - interval '1 minute') >= 20 then
    raise exception 'You are sending messages too fast. Wait a minute, then send again.' using errcode = 'PT429', hint = 'Try again in a minute';
  elsif (select count(*) from public.conversation_messages m where m.author_id = author and m.created_at > now() - interval '1 hour') >= 200 then
    raise exception 'You have sent 200 messages this hour. Wait a while, then send again.' using errcode = 'PT429', hint = 'Try again in an hour';
  end if;
  return new;
end $$;
revoke execute on function private.support_chat_rate_limit() from public, anon, authenticated;
drop trigger if exists support_chat_rate_limit on public.conversation_messages;
create trigger support_chat_rate_limit before insert on public.conversation_messages
  for each row execute function private.support_chat_rate_limit();
drop trigger if exists support_chat_rate_limit on public.conversations;
create trigger support_chat_rate_limit before insert on public.conversations
  for each row execute function private.support_chat_rate_limit();

-- Names ----------------------------------------------------------------------------------------------------------
-- An advisor as clients see them: their card's name, else "Support team" (never an e-mail address).
create or replace function private.advisor_name(account uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select nullif(btrim(a.name), '') from public.advisor_cards a where a.user_id = account), 'Support team')
$$;
revoke execute on function private.advisor_name(uuid) from public, anon, authenticated;
-- Account activity (assignment) names advisors the same way.
create or replace function private.display_name(account uuid) returns text
language sql stable security definer set search_path = '' as $$
  select private.advisor_name(account)
$$;
revoke execute on function private.display_name(uuid) from public, anon, authenticated;

-- Notifications: one unread per conversation and recipient ---------------------------------------------------------
create or replace function private.notify_chat_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  convo public.conversations;
  preview text := coalesce(nullif(left(regexp_replace(btrim(new.body), '\s+', ' ', 'g'), 200), ''), 'Sent an attachment.');
  recipient uuid;
  -- An advisor's message goes to the client (their /support), a client's to the admins (the inbox).
  to_client boolean := new.author_role = 'advisor';
  heading text;
  link jsonb;
begin
  select * into convo from public.conversations c where c.id = new.conversation_id;
  if new.author_role = 'advisor' then
    heading := 'New message from ' || private.advisor_name(new.author_id);
    link := jsonb_build_object('conversation', convo.id);
  else
    heading := 'New Support Chat message';
    link := jsonb_build_object('id', convo.id, 'conversation', convo.id);
  end if;
  for recipient in
    select convo.user_id where new.author_role = 'advisor'
    union all
    select u.id from public.users u
     where new.author_role = 'client' and u.role = 'admin' and (convo.advisor_id is null or u.id = convo.advisor_id)
  loop
    update public.notifications n set body = preview, title = heading, created_at = now()
     where n.user_id = recipient and n.kind = 'chat_message' and n.read_at is null
       and n.params ->> 'conversation' = convo.id::text;
    if not found then
      insert into public.notifications (user_id, kind, title, body, screen, params, email_not_before)
      values (recipient, 'chat_message', heading, preview, case when to_client then 'support' else 'conversations' end,
              link, now() + interval '5 minutes');
    end if;
  end loop;
  return null;
end $$;
revoke execute on function private.notify_chat_message() from public, anon, authenticated;

-- A sent message is a record (DECISIONS 15) -------------------------------------------------------------------------
drop policy if exists "Authors edit their own messages in an open conversation" on public.conversation_messages;
revoke update on public.conversation_messages from anon, authenticated;
revoke update (body) on public.conversation_messages from anon, authenticated;
create or replace function private.refuse_message_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.body is distinct from old.body or new.attachments is distinct from old.attachments
     or new.author_id is distinct from old.author_id or new.author_role is distinct from old.author_role
     or new.conversation_id is distinct from old.conversation_id or new.created_at is distinct from old.created_at then
    raise exception 'A sent message cannot be changed: send a new message instead.' using errcode = '42501';
  end if;
  return new;
end $$;
revoke execute on function private.refuse_message_change() from public, anon, authenticated;
drop trigger if exists conversation_messages_edited on public.conversation_messages;
drop trigger if exists refuse_message_change on public.conversation_messages;
create trigger refuse_message_change before update on public.conversation_messages
  for each row execute function private.refuse_message_change();

-- Attachments -------------------------------------------------------------------------------------------------------
-- Whether a file of chat-attachments is held: by a message, or as an advisor card's photo.
create or replace function private.chat_file_in_use(path text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.conversation_messages m where m.attachments @> jsonb_build_array(jsonb_build_object('path', path)))
      or exists (select 1 from public.advisor_cards a where a.photo_path = path)
$$;
revoke execute on function private.chat_file_in_use(text) from public, anon, authenticated;
create index if not exists conversation_messages_attachments_idx on public.conversation_messages using gin (attachments jsonb_path_ops);

-- For the storage policies (run as the caller): the bytes in the caller's own folder of chat-attachments, and
-- whether one of the caller's own files is held (a file of another folder counts as held).
create or replace function public.my_chat_folder_bytes() returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce(sum(coalesce((o.metadata ->> 'size')::bigint, 0)), 0)::bigint from storage.objects o
   where o.bucket_id = 'chat-attachments' and (storage.foldername(o.name))[1] = auth.uid()::text
$$;
create or replace function public.my_chat_file_in_use(path text) returns boolean
language sql stable security definer set search_path = '' as $$
  select (storage.foldername(path))[1] is distinct from auth.uid()::text or private.chat_file_in_use(path)
$$;
revoke execute on function public.my_chat_folder_bytes(), public.my_chat_file_in_use(text) from public, anon;
grant execute on function public.my_chat_folder_bytes(), public.my_chat_file_in_use(text) to authenticated;

drop policy if exists "Clients and admins upload chat attachments" on storage.objects;
create policy "Clients and admins upload chat attachments" on storage.objects for insert to authenticated with check (
  bucket_id = 'chat-attachments' and (
    (select public.is_admin())
    or ((storage.foldername(name))[1] = (select auth.uid())::text
        and (select public.my_chat_folder_bytes()) < 100 * 1024 * 1024)));

drop policy if exists "Clients delete their unsent chat attachments" on storage.objects;
create policy "Clients delete their unsent chat attachments" on storage.objects for delete to authenticated using (
  bucket_id = 'chat-attachments' and (storage.foldername(name))[1] = (select auth.uid())::text
  and not public.my_chat_file_in_use(name));

-- A client reads their own folder, and the current photo of their conversations' advisors; admins all.
drop policy if exists "Clients and admins read chat attachments" on storage.objects;
create policy "Clients and admins read chat attachments" on storage.objects for select to authenticated using (
  bucket_id = 'chat-attachments' and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (select public.is_admin())
    or exists (select 1 from public.conversations c join public.advisor_cards a on a.user_id = c.advisor_id
                where c.user_id = (select auth.uid()) and a.photo_path = storage.objects.name)));

-- Unsent uploads go: files of chat-attachments no message or card holds, a day after their upload, are sent to
-- remove-document-files (which checks again and removes them through the Storage API) by the `chat-files` job.
create or replace function private.orphan_chat_files(batch integer default 100) returns setof text
language sql stable security definer set search_path = '' as $$
  select o.name from storage.objects o
   where o.bucket_id = 'chat-attachments' and o.created_at < now() - interval '1 day' and not private.chat_file_in_use(o.name)
   order by o.created_at
   limit least(greatest(coalesce(batch, 100), 1), 1000)
$$;
revoke execute on function private.orphan_chat_files(integer) from public, anon, authenticated;

-- The names of those still unsent (the function asks before removing): for the service role only.
create or replace function public.chat_files_in_use(names text[]) returns setof text
language sql stable security definer set search_path = '' as $$
  select n from unnest(names) n where private.chat_file_in_use(n)
$$;
revoke execute on function public.chat_files_in_use(text[]) from public, anon, authenticated;
grant execute on function public.chat_files_in_use(text[]) to service_role;

create or replace function private.request_chat_files_removal() returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  names text[] := array(select private.orphan_chat_files(500));
  project_url text;
  service_key text;
begin
  if cardinality(names) = 0 then
    return null;
  end if;
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'Vault secrets project_url and service_role_key are needed to remove chat files (docs/deploy.md)';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/remove-document-files',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := jsonb_build_object('bucket', 'chat-attachments', 'names', to_jsonb(names)),
    timeout_milliseconds := 60000);
end $$;
revoke execute on function private.request_chat_files_removal() from public, anon, authenticated;

select cron.schedule('chat-files', '17 * * * *', 'select private.request_chat_files_removal()');
