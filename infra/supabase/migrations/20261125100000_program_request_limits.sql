-- Program requests e-mail every admin, so they are bounded where every path to the table passes (the
-- request-program function and a direct REST insert alike): a plan or note of at most 2,000
-- characters, and at most 5 requests per client per hour (SQLSTATE PT429: PostgREST answers 429).
alter table public.program_requests drop constraint if exists program_requests_plan_length;
alter table public.program_requests add constraint program_requests_plan_length check (char_length(plan) <= 2000) not valid;
alter table public.program_requests drop constraint if exists program_requests_note_length;
alter table public.program_requests add constraint program_requests_note_length check (char_length(note) <= 2000) not valid;

create or replace function public.program_requests_rate_limit() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- One insert at a time per client, so two concurrent requests cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('program_requests:' || new.user_id::text, 0));
  if (select count(*) from public.program_requests
      where user_id = new.user_id and created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many program requests: at most 5 per hour'
      using errcode = 'PT429', hint = 'Try again in an hour';
  end if;
  return new;
end $$;
revoke execute on function public.program_requests_rate_limit() from public, anon, authenticated;

drop trigger if exists program_requests_rate_limit on public.program_requests;
create trigger program_requests_rate_limit before insert on public.program_requests
  for each row execute function public.program_requests_rate_limit();
