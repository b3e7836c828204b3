-- Support Chat: one live channel per conversation (issue 50 item 4). Messages, read marks and the conversation's
-- own changes (assignment, archive) are broadcast from the database by `realtime.broadcast_changes` triggers to the
-- private topic `conversation:<id>`; typing and presence are presence on that same channel. The admins' inbox hears
-- every conversation's new messages and changes on the private topic `support-inbox`. Who may receive is the
-- realtime.messages policies alone (Realtime Authorization), no longer the tables' row-level security through
-- postgres_changes: the tables leave the `supabase_realtime` publication, so the `chat-thread:<id>`,
-- `support-chat:<user>` and `support-inbox-changes:<user>` channels end (a subscription to them is refused).
--
-- Events (each payload: {id, record, old_record, operation, table, schema}, as hosted Realtime sends them):
--   conversation:<id>   message        a message stored (INSERT)
--                       read_mark      a participant's read mark (INSERT, UPDATE)
--                       conversation   the conversation assigned or archived (UPDATE; last_message_at alone is not sent:
--                                      the message says it)
--   support-inbox       message        every conversation's new message (admins only)
--                       conversation   a conversation started, assigned or archived (admins only)
-- Sending: the database alone broadcasts; participants only track presence (their typing too), so no one can slip a
-- made-up "message" into a conversation's channel.

create or replace function private.broadcast_support_chat() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  conversation uuid;
begin
  if tg_table_name = 'conversations' then
    -- A new message moves last_message_at: the message event carries it, the conversation's is not sent twice.
    if tg_op = 'UPDATE' and to_jsonb(new) - 'last_message_at' = to_jsonb(old) - 'last_message_at' then
      return null;
    end if;
    perform realtime.broadcast_changes('support-inbox', 'conversation', tg_op, tg_table_name, tg_table_schema, new, old);
    if tg_op = 'UPDATE' then
      perform realtime.broadcast_changes('conversation:' || new.id::text, 'conversation', tg_op, tg_table_name, tg_table_schema, new, old);
    end if;
    return null;
  end if;
  conversation := coalesce(new.conversation_id, old.conversation_id);
  if tg_table_name = 'conversation_messages' then
    perform realtime.broadcast_changes('conversation:' || conversation::text, 'message', tg_op, tg_table_name, tg_table_schema, new, old);
    if tg_op = 'INSERT' then
      perform realtime.broadcast_changes('support-inbox', 'message', tg_op, tg_table_name, tg_table_schema, new, old);
    end if;
  else
    perform realtime.broadcast_changes('conversation:' || conversation::text, 'read_mark', tg_op, tg_table_name, tg_table_schema, new, old);
  end if;
  return null;
end $$;
revoke execute on function private.broadcast_support_chat() from public, anon, authenticated;

drop trigger if exists broadcast_support_chat on public.conversations;
create trigger broadcast_support_chat after insert or update on public.conversations
  for each row execute function private.broadcast_support_chat();
drop trigger if exists broadcast_support_chat on public.conversation_messages;
create trigger broadcast_support_chat after insert on public.conversation_messages
  for each row execute function private.broadcast_support_chat();
drop trigger if exists broadcast_support_chat on public.conversation_reads;
create trigger broadcast_support_chat after insert or update on public.conversation_reads
  for each row execute function private.broadcast_support_chat();

-- No more postgres_changes on the chat's tables.
do $$
declare
  t text;
begin
  foreach t in array array['conversations', 'conversation_messages', 'conversation_reads'] loop
    if exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime drop table public.%I', t);
    end if;
  end loop;
end $$;

-- Realtime Authorization of the two topics:
--   conversation:<id>   receive broadcast and presence: its client and admins; send: presence only (typing included)
--   support-inbox       receive broadcast: admins; presence: admins and clients (whether the team is online);
--                       send: presence, admins only
do $$
begin
  if to_regclass('realtime.messages') is null or to_regprocedure('realtime.topic()') is null then
    raise notice 'realtime.messages or realtime.topic() is missing: Support Chat''s channel policies are not created';
    return;
  end if;
  execute 'drop policy if exists "Support Chat participants receive" on realtime.messages';
  execute $p$create policy "Support Chat participants receive" on realtime.messages for select to authenticated using (
    realtime.messages.extension in ('broadcast', 'presence') and (
      (split_part((select realtime.topic()), ':', 1) = 'conversation' and (select public.can_join_conversation_channel((select realtime.topic()))))
      or ((select realtime.topic()) = 'support-inbox' and ((select public.is_admin()) or realtime.messages.extension = 'presence'))))$p$;
  execute 'drop policy if exists "Support Chat participants send" on realtime.messages';
  execute $p$create policy "Support Chat participants send" on realtime.messages for insert to authenticated with check (
    realtime.messages.extension = 'presence' and (
      (split_part((select realtime.topic()), ':', 1) = 'conversation' and (select public.can_join_conversation_channel((select realtime.topic()))))
      or ((select realtime.topic()) = 'support-inbox' and (select public.is_admin()))))$p$;
end $$;
