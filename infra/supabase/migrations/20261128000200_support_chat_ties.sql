-- Support Chat tied into what exists (issue 30): the top-bar search finds the messages a user can read (a
-- client their own conversations', an admin every client's), the admin overview counts open conversations and
-- the median first-response time this week, and Realtime Authorization lets only a conversation's participants
-- join its private channel.

create or replace function public.search_portal(query text, per_kind integer default 5)
returns table (kind text, id uuid, title text, context text, rank real)
language plpgsql stable security invoker
set search_path = public, extensions
set pg_trgm.word_similarity_threshold = 0.45
as $$
declare
  q text := lower(btrim(coalesce(query, '')));
  tsq tsquery;
  fuzzy boolean;
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to search.' using errcode = '42501';
  end if;
  if length(q) > 200 then
    raise exception 'Search for at most 200 characters.' using errcode = '22023';
  end if;
  if per_kind is null or per_kind < 1 or per_kind > 20 then
    raise exception 'per_kind must be between 1 and 20.' using errcode = '22023';
  end if;
  q := translate(q, chr(57344) || chr(57345), '');
  tsq := public.search_prefix_query(q);
  -- Trigrams need three characters; below that a typo cannot be told from noise.
  fuzzy := length(regexp_replace(q, '\W', '', 'g')) >= 3;
  if tsq is null and not fuzzy then
    return;
  end if;

  return query
  with hits as (
    select 'document'::text as kind, d.id, d.document_name as title, replace(d.document_type, '_', ' ') as line,
           d.document_name || ' ' || replace(coalesce(d.document_type, ''), '_', ' ') as doc
      from public.business_documents d where d.user_id = me
    union all
    select 'bank_account', b.id, coalesce(b.bank_name, ''), b.account_owner, coalesce(b.bank_name, '')
      from public.bank_accounts b where b.user_id = me
    union all
    select 'business_account', a.id, a.name, a.description, a.name || ' ' || coalesce(a.description, '')
      from public.business_accounts a where a.user_id = me
    union all
    select 'store_card', c.id, c.issuer, c.card_type, c.issuer
      from public.store_cards c where c.user_id = me
    union all
    select 'credit_card', c.id, c.issuer, c.card_type, c.issuer
      from public.credit_cards c where c.user_id = me
    union all
    select 'receivable', r.id, r.vendor_name, concat_ws(' · ', r.status, r.due_date::text), r.vendor_name
      from public.account_receivables r where r.user_id = me
    union all
    select 'purchase_order', p.id, p.vendor_name, concat_ws(' · ', p.status, p.order_date::text), p.vendor_name
      from public.purchase_orders p where p.user_id = me
    union all
    select 'social_account', s.id, s.platform, s.profile_url, s.platform
      from public.social_accounts s where s.user_id = me
    union all
    select 'task', t.id, t.task_name, t.task_status, t.task_name
      from public.tasks t where t.user_id = me
    union all
    select 'activity', a.id, a.title, a.status, a.title
      from public.activities a where a.user_id = me
    union all
    select 'owner_profile', o.user_id, o.business_name, o.business_website, o.business_name
      from public.owner_profiles o where o.user_id = me and coalesce(o.business_name, '') <> ''
    union all
    select 'loan', l.id, l.title, concat_ws(' · ', l.loan_amount, l.apr_range, l.term_length), l.title
      from public.loans l
    union all
    select 'training_video', v.id, v.title, v.description, v.title || ' ' || coalesce(v.description, '')
      from public.training_videos v
    union all
    select 'book', e.id, e.title, null, e.title
      from public.elite_books e
    union all
    select 'automation', m.id, coalesce(m.name, ''), m.description, coalesce(m.name, '') || ' ' || coalesce(m.description, '')
      from public.automations m
  ),
  -- Support Chat messages the caller can read (row-level security: their own conversations; an admin all),
  -- found through the body's full-text index; the title is the message, the line who wrote it and when.
  message_hits as (
    select 'message'::text as kind, m.id, left(regexp_replace(btrim(m.body), '\s+', ' ', 'g'), 120) as title,
           case when m.author_role = 'advisor' then 'Advisor' else coalesce(nullif(btrim(u.name), ''), u.email, 'Client') end
             || ' · ' || to_char(m.created_at, 'Mon FMDD, YYYY') as line,
           m.body as doc
      from public.conversation_messages m
      join public.conversations c on c.id = m.conversation_id
      left join public.users u on u.id = c.user_id
     where tsq is not null and to_tsvector('simple'::regconfig, m.body) @@ tsq
     order by m.created_at desc
     limit per_kind * 4
  ),
  searched as (
    select h.kind, h.id, h.title, h.line, public.search_plain_text(h.doc) as doc from hits h
    union all
    select h.kind, h.id, h.title, h.line, public.search_plain_text(h.doc) from message_hits h
  ),
  matched as (
    select s.*,
           coalesce(ts_rank(to_tsvector('simple', s.doc), tsq), 0)
             + case when fuzzy then word_similarity(q, s.doc) else 0 end as score
      from searched s
     where (tsq is not null and to_tsvector('simple', s.doc) @@ tsq) or (fuzzy and q <% s.doc)
    union all
    -- Admins: clients by name, e-mail or business name (search.clients checks the role and uses the indexes).
    select 'client', c.id, c.title, c.line, c.doc, c.score
      from search.clients(q, tsq, fuzzy, per_kind * 4) c
  ),
  ranked as (
    select m.*, row_number() over (partition by m.kind order by m.score desc, m.title, m.id) as n from matched m
  )
  select r.kind, r.id, public.search_mark(r.title, tsq, true), public.search_mark(r.line, tsq, false), r.score::real
    from ranked r
   where r.n <= per_kind
   order by max(r.score) over (partition by r.kind) desc, r.kind, r.score desc, r.n;
end $$;

revoke execute on function public.search_portal(text, integer) from public, anon;
grant execute on function public.search_portal(text, integer) to authenticated;

-- The admin's home gains open_conversations, unassigned_conversations and first_response_median_seconds (this
-- week, since Monday: for each conversation whose first client message is this week, the time from it to the
-- first advisor message after it; null when none was answered).
create or replace function public.admin_overview(behind_limit integer default 5, payments_limit integer default 5)
returns jsonb
language plpgsql stable security definer set search_path = public as $$
declare
  result jsonb;
begin
  if not (public.is_admin() or public.is_service_role()) then
    raise exception 'Only an admin can see the overview.' using errcode = '42501';
  end if;
  with clients as (
    select u.id, u.name, u.email, u.created_at from public.users u where u.role <> 'admin'
  ), progress as (
    select t.user_id,
           count(*) as total,
           count(*) filter (where t.task_status = 'Completed') as completed,
           count(*) filter (where t.task_status <> 'Completed' and t.task_due_date < current_date) as overdue
      from public.tasks t join clients c on c.id = t.user_id
     group by t.user_id
  )
  select jsonb_build_object(
    'clients', (select count(*) from clients),
    'new_this_week', (select count(*) from clients where created_at >= date_trunc('week', now())),
    'new_this_month', (select count(*) from clients where created_at >= date_trunc('month', now())),
    'average_completion', (select coalesce(round(avg(100.0 * completed / nullif(total, 0)), 1), 0) from progress),
    'behind', coalesce((
      select jsonb_agg(b order by b.overdue desc, b.percent asc, b.created_at asc) from (
        select c.id, c.name, c.email, c.created_at, p.completed, p.total, p.overdue,
               round(100.0 * p.completed / nullif(p.total, 0), 1) as percent
          from progress p join clients c on c.id = p.user_id
         where p.completed < p.total
         order by p.overdue desc, (p.completed::numeric / nullif(p.total, 0)) asc, c.created_at asc
         limit greatest(behind_limit, 0)
      ) b), '[]'::jsonb),
    'open_requests', (select count(*) from public.program_requests where status = 'new'),
    'open_conversations', (select count(*) from public.conversations where status = 'open'),
    'unassigned_conversations', (select count(*) from public.conversations where status = 'open' and advisor_id is null),
    'first_response_median_seconds', (
      select round(extract(epoch from percentile_cont(0.5) within group (order by w.answered - w.asked))::numeric, 1)
        from (
          select f.asked,
                 (select min(a.created_at) from public.conversation_messages a
                   where a.conversation_id = f.conversation_id and a.author_role = 'advisor' and a.created_at >= f.asked) as answered
            from (select m.conversation_id, min(m.created_at) as asked from public.conversation_messages m
                   where m.author_role = 'client' group by m.conversation_id) f
           where f.asked >= date_trunc('week', now())
        ) w
       where w.answered is not null),
    'recent_payments', coalesce((
      select jsonb_agg(r order by r.date desc, r.created_at desc) from (
        select p.id, p.user_id, u.name, u.email, p.description, p.amount, p.date, p.status, p.included, p.created_at
          from public.payments p join public.users u on u.id = p.user_id
         order by p.date desc, p.created_at desc
         limit greatest(payments_limit, 0)
      ) r), '[]'::jsonb)
  ) into result;
  return result;
end $$;

revoke execute on function public.admin_overview(integer, integer) from public, anon;
grant execute on function public.admin_overview(integer, integer) to authenticated, service_role;

-- Whether the caller takes part in the conversation of a channel topic 'conversation:<id>' (its client, or an
-- admin): the channel policies below call it. Security definer, reads only that one row; a malformed topic is false.
create or replace function public.can_join_conversation_channel(topic text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  wanted text := substr(coalesce(topic, ''), 14);
begin
  if coalesce(topic, '') not like 'conversation:%' or wanted !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return false;
  end if;
  return exists (select 1 from public.conversations c where c.id = wanted::uuid and (c.user_id = auth.uid() or public.is_admin()));
end $$;
revoke execute on function public.can_join_conversation_channel(text) from public, anon;
grant execute on function public.can_join_conversation_channel(text) to authenticated;

-- Realtime Authorization (hosted Realtime, and the local stack): a private channel is joined only where these
-- policies on realtime.messages let the user receive (select) or send (insert) for its topic.
--   conversation:<id>   broadcast (typing) and presence of a conversation: its client and admins
--   support-inbox       presence of the admins at the inbox: admins send and receive; clients receive the
--                       presence only (to show whether the support team is online)
-- realtime.messages exists on every hosted project; a database without it (an older local stack) skips this.
do $$
begin
  if to_regclass('realtime.messages') is null or to_regprocedure('realtime.topic()') is null then
    raise notice 'realtime.messages or realtime.topic() is missing: Support Chat''s channel policies are not created';
    return;
  end if;
  -- Hosted Supabase ships realtime.messages with row-level security on and refuses ALTER TABLE to postgres.
  if not (select relrowsecurity from pg_class where oid = 'realtime.messages'::regclass) then
    execute 'alter table realtime.messages enable row level security';
  end if;
  execute 'drop policy if exists "Support Chat participants receive" on realtime.messages';
  execute $p$create policy "Support Chat participants receive" on realtime.messages for select to authenticated using (
    realtime.messages.extension in ('broadcast', 'presence') and (
      (split_part((select realtime.topic()), ':', 1) = 'conversation' and (select public.can_join_conversation_channel((select realtime.topic()))))
      or ((select realtime.topic()) = 'support-inbox' and ((select public.is_admin()) or realtime.messages.extension = 'presence'))))$p$;
  execute 'drop policy if exists "Support Chat participants send" on realtime.messages';
  execute $p$create policy "Support Chat participants send" on realtime.messages for insert to authenticated with check (
    realtime.messages.extension in ('broadcast', 'presence') and (
      (split_part((select realtime.topic()), ':', 1) = 'conversation' and (select public.can_join_conversation_channel((select realtime.topic()))))
      or ((select realtime.topic()) = 'support-inbox' and (select public.is_admin()))))$p$;
end $$;
