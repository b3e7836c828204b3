-- Two small things a first hosted deploy meets (issue 48, "low" items).
--
-- 1. The scheduled jobs call their edge functions with the secret key as `apikey` too, where Supabase's docs for
--    calling functions from pg_cron put API keys (until now: `Authorization: Bearer` only). Same functions otherwise.
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
    headers := jsonb_build_object('Content-Type', 'application/json', 'apikey', service_key, 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000);
end $$;
revoke execute on function private.request_notification_mails() from public, anon, authenticated;

create or replace function private.request_document_files_removal() returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  names text[] := array(select private.orphan_document_files(500));
  project_url text;
  service_key text;
begin
  if cardinality(names) = 0 then
    return null;
  end if;
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'Vault secrets project_url and service_role_key are needed to remove document files (docs/deploy.md)';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/remove-document-files',
    headers := jsonb_build_object('Content-Type', 'application/json', 'apikey', service_key, 'Authorization', 'Bearer ' || service_key),
    body := jsonb_build_object('names', to_jsonb(names)),
    timeout_milliseconds := 60000);
end $$;
revoke execute on function private.request_document_files_removal() from public, anon, authenticated;

-- 2. The account-activity triggers on the auth schema's tables, each on its own: should a project refuse one (hosted
--    Supabase allows triggers on auth tables to `postgres`), the others still log (until now one refusal dropped all
--    three, in one exception block). The same triggers as migration 20261126030100.
do $$
begin
  drop trigger if exists account_activity_sign_in on auth.sessions;
  create trigger account_activity_sign_in after insert on auth.sessions for each row execute function private.log_sign_in();
exception when insufficient_privilege then
  raise warning 'account activity: no trigger on auth.sessions (%); sign-ins are not logged', sqlerrm;
end $$;
do $$
begin
  drop trigger if exists account_activity_user_change on auth.users;
  create trigger account_activity_user_change after update of encrypted_password, email on auth.users
    for each row execute function private.log_auth_user_change();
exception when insufficient_privilege then
  raise warning 'account activity: no trigger on auth.users (%); password and e-mail changes are not logged', sqlerrm;
end $$;
do $$
begin
  drop trigger if exists account_activity_factor_change on auth.mfa_factors;
  create trigger account_activity_factor_change after update or delete on auth.mfa_factors
    for each row execute function private.log_factor_change();
exception when insufficient_privilege then
  raise warning 'account activity: no trigger on auth.mfa_factors (%); authenticator changes are not logged', sqlerrm;
end $$;
