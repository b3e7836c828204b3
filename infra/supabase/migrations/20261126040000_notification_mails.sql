-- E-mail by preference: each notification is e-mailed to a recipient whose "Email Notifications" switch
-- (notification_preferences.email_enabled; no row = on) is on, once. The database keeps each one's mail
-- state; the edge function `send-notification-mails` claims pending ones, sends them through the mail
-- provider and marks them sent. pg_cron calls it every minute through pg_net (hosted Supabase; the local
-- stack provides the same `net` and `vault` functions and runs the job), so reminders are mailed even
-- when the client never opens the portal.

alter table public.notifications
  add column if not exists email_status text not null default 'pending',
  add column if not exists email_status_at timestamptz,
  add column if not exists email_attempts integer not null default 0;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'notifications_email_status_known') then
    alter table public.notifications add constraint notifications_email_status_known
      check (email_status in ('pending', 'sending', 'sent', 'skipped', 'failed'));
    -- What was written before e-mail existed is not mailed now.
    update public.notifications set email_status = 'skipped', email_status_at = now();
  end if;
end $$;
create index if not exists notifications_email_pending_idx on public.notifications (created_at)
  where email_status in ('pending', 'sending');
-- Recipients may read their notifications' mail state (select on the table) but never change it: their one
-- updatable column stays read_at.

-- Claims up to `batch` notifications to mail: pending ones, and ones claimed over 10 minutes ago and never
-- marked (a sender that died). Those of recipients with e-mail off (or no address) are skipped for good.
-- `for update skip locked`: two senders at once never claim the same row.
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
  return query
  with picked as (
    select n.id from public.notifications n
     where n.email_status = 'pending'
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

-- Marks claimed mails: `sent` ones for good; `failed` ones back to pending (given up after 5 attempts).
create or replace function public.finish_notification_mails(sent uuid[], failed uuid[] default '{}')
returns void language sql security definer set search_path = '' as $$
  update public.notifications n
     set email_status = case when n.id = any (sent) then 'sent' when n.email_attempts >= 5 then 'failed' else 'pending' end,
         email_status_at = now()
   where n.email_status = 'sending' and (n.id = any (sent) or n.id = any (failed));
$$;

-- The "Email Notifications" switch, turned off by the one-click unsubscribe (no session: the edge function
-- `unsubscribe` checks the signed token and calls this with the service role). False: no such user.
create or replace function public.unsubscribe_notification_mails(recipient uuid)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.users where id = recipient) then
    return false;
  end if;
  insert into public.notification_preferences (user_id, email_enabled) values (recipient, false)
  on conflict (user_id) do update set email_enabled = false;
  return true;
end $$;

revoke execute on function public.claim_notification_mails(integer) from public, anon, authenticated;
revoke execute on function public.finish_notification_mails(uuid[], uuid[]) from public, anon, authenticated;
revoke execute on function public.unsubscribe_notification_mails(uuid) from public, anon, authenticated;
grant execute on function public.claim_notification_mails(integer) to service_role;
grant execute on function public.finish_notification_mails(uuid[], uuid[]) to service_role;
grant execute on function public.unsubscribe_notification_mails(uuid) to service_role;

-- pg_cron calls the sender through pg_net, with the project's URL and secret key from Vault (names
-- `project_url` and `service_role_key`, docs/deploy.md): Supabase's documented way to schedule a function.
-- Nothing pending: no call.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end $$;
create or replace function private.request_notification_mails() returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from public.notifications where email_status in ('pending', 'sending')) then
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

select cron.schedule('notification-mails', '* * * * *', 'select private.request_notification_mails()');
