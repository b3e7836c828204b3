-- Program requests with a status the owner can follow (issue 51 item 4, review M5, m11):
--   * a payment may be recorded against a request (`payments.program_request_id`), the same client's only; the
--     owner's My Account derives Requested / Contacted / Paid from the admin's status and those payments;
--   * one open request per client and program: a second one while the first is New or Contacted is refused by the
--     database (a unique partial index: 23505, PostgREST 409), whichever path it takes (request-program or REST).

-- The link is kept by the two triggers below rather than a foreign key (a new relationship would change the generated
-- types' published `Relationships` of payments, a breaking change of shared-ui's surface): the request must exist and
-- be the same client's, and deleting a request unlinks its payments (what `on delete set null` would do).
alter table public.payments add column if not exists program_request_id uuid;
create index if not exists payments_program_request_id_idx on public.payments (program_request_id)
  where program_request_id is not null;

-- A payment counts only toward its own client's request.
create or replace function public.payments_request_same_client() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.program_request_id is not null and not exists (
    select 1 from public.program_requests r where r.id = new.program_request_id and r.user_id = new.user_id) then
    raise exception 'The program request belongs to another client'
      using errcode = '23514', constraint = 'payments_program_request_same_client';
  end if;
  return new;
end $$;
revoke execute on function public.payments_request_same_client() from public, anon, authenticated;

drop trigger if exists payments_request_same_client on public.payments;
create trigger payments_request_same_client before insert or update of program_request_id, user_id on public.payments
  for each row execute function public.payments_request_same_client();

-- An admin deleting a request keeps its payments, unlinked. Security definer: whoever may delete the request.
create or replace function public.program_requests_unlink_payments() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.payments set program_request_id = null where program_request_id = old.id;
  return old;
end $$;
revoke execute on function public.program_requests_unlink_payments() from public, anon, authenticated;

drop trigger if exists program_requests_unlink_payments on public.program_requests;
create trigger program_requests_unlink_payments after delete on public.program_requests
  for each row execute function public.program_requests_unlink_payments();

-- Requests made before this rule: the newest open one of each client and program stays open, older duplicates close.
update public.program_requests r set status = 'closed'
 where r.status in ('new', 'contacted')
   and exists (select 1 from public.program_requests n
                where n.user_id = r.user_id and n.program = r.program and n.status in ('new', 'contacted')
                  and (n.created_at, n.id) > (r.created_at, r.id));

create unique index if not exists program_requests_one_open_per_program
  on public.program_requests (user_id, program) where status in ('new', 'contacted');
