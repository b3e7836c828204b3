-- The bell's live channel is private (issue 46 item 6: id-named topics are private channels under policies). A
-- notification stored or changed is broadcast from the database by a `realtime.broadcast_changes` trigger to the
-- private topic `notifications:<user id>`, which only that user may join (the realtime.messages policy below);
-- nobody sends on it but the database. `public.notifications` leaves the `supabase_realtime` publication: the public
-- postgres_changes subscriptions on it (any topic name, into which anyone could push broadcast and presence) end.
--
-- Events on notifications:<user id> (payload {id, record, old_record, operation, table, schema}, as hosted sends them):
--   notification   INSERT  a new notification (the bell counts, announces and toasts it)
--                  UPDATE  a notification changed (read in another tab: the count follows)

create or replace function private.broadcast_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.broadcast_changes('notifications:' || new.user_id::text, 'notification', tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end $$;
revoke execute on function private.broadcast_notification() from public, anon, authenticated;

drop trigger if exists broadcast_notification on public.notifications;
create trigger broadcast_notification after insert or update on public.notifications
  for each row execute function private.broadcast_notification();

do $$
begin
  if exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications') then
    alter publication supabase_realtime drop table public.notifications;
  end if;
end $$;

-- Realtime Authorization of notifications:<user id>: its user receives the broadcasts; no one may send (no insert
-- policy) or see presence there.
do $$
begin
  if to_regclass('realtime.messages') is null or to_regprocedure('realtime.topic()') is null then
    raise notice 'realtime.messages or realtime.topic() is missing: the bell''s channel policy is not created';
    return;
  end if;
  execute 'drop policy if exists "Notification bell receives its own" on realtime.messages';
  execute $p$create policy "Notification bell receives its own" on realtime.messages for select to authenticated using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) = 'notifications:' || (select auth.uid())::text)$p$;
end $$;
