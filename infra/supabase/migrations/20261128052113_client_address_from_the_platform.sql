-- Audit entries carry the real client address (issue 31, item 4). The activity log took the first of
-- CF-Connecting-IP, X-Real-IP and X-Forwarded-For from the request, and a caller can send any of them: the IP next
-- to a secret reveal or an admin action was whatever they wrote. It now reads only the header the platform sets
-- itself: CF-Connecting-IP (hosted Supabase: Cloudflare, in front of every project, sets it to the address that
-- connected and replaces one a client sent; the local stack sets it at its one entry, infra/stack/src/server.ts,
-- dropping the caller's forwarding headers). X-Forwarded-For is not read: on hosted Supabase a client's own
-- value stays in front of the address the platform appends (docs/deploy.md).

create or replace function private.request_client_ip() returns text
language sql stable set search_path = '' as $$
  select private.request_header('cf-connecting-ip')
$$;
revoke execute on function private.request_client_ip() from public, anon, authenticated;

create or replace function private.record_activity(account uuid, event text, summary text, details jsonb default '{}'::jsonb,
  ip text default null, user_agent text default null) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  actor uuid := auth.uid();
begin
  if not exists (select 1 from public.users u where u.id = account) then return; end if;
  insert into public.account_activity (user_id, event, summary, actor_id, actor_email, ip, user_agent, details)
  values (account, event, summary, actor, (select u.email from public.users u where u.id = actor),
    coalesce(ip, private.request_client_ip()),
    coalesce(user_agent, private.request_header('user-agent')), coalesce(details, '{}'::jsonb));
end $$;
revoke execute on function private.record_activity(uuid, text, text, jsonb, text, text) from public;
