-- The top bar's search, fast with 10,000 clients (issue 23): the admin's clients part of search_portal ran
-- under the users table's row-level security, where PostgreSQL may not use an index for a non-leakproof
-- operator (@@, <%): every search scanned and scored all 10,000 users (EXPLAIN ANALYZE: 90-380 ms).
-- search.clients runs as its owner (SECURITY DEFINER, so the GIN indexes on users and owner_profiles are used),
-- checks is_admin() itself and returns nothing to anyone else, and takes at most 4 x per_kind candidates from
-- each index before scoring them (a word every client shares, "client" or "example.com", no longer scores 10,000
-- rows, and a typo takes the nearest names from a GiST index). The caller's own records stay as they were:
-- RLS and the user_id indexes keep them to a few rows (EXPLAIN ANALYZE: 2-6 ms).
-- Measured on PostgreSQL with the bench's 10,000 clients, in psql: admin 30-380 ms before, 2-14 ms after.

-- Typos: a GiST trigram index hands out the nearest names first (ORDER BY <<-> LIMIT stops at the limit); the GIN
-- trigram index of 20261125400000 made the planner scan all users for a word no one has ("quill": 77 ms).
create index if not exists users_search_trgm_gist_idx on public.users
  using gist ((coalesce(name, '') || ' ' || coalesce(email, '')) extensions.gist_trgm_ops);
create index if not exists owner_profiles_business_name_trgm_gist_idx on public.owner_profiles
  using gist (coalesce(business_name, '') extensions.gist_trgm_ops);
-- The full-text indexes answer from the index alone: no pending list to scan linearly after a burst of
-- sign-ups (fastupdate; 9 ms for a word no one has right after 10,000 inserts). Users are written rarely.
alter index public.users_search_fts_idx set (fastupdate = off);
alter index public.owner_profiles_business_name_fts_idx set (fastupdate = off);
drop index if exists public.users_search_trgm_idx;
drop index if exists public.owner_profiles_business_name_trgm_idx;

-- Its own schema, out of the API (PostgREST serves public only) and out of the generated Database type:
-- search_portal (run as the caller) reaches it through USAGE, nobody can call it over HTTP.
create schema if not exists search;
revoke all on schema search from public;
grant usage on schema search to authenticated;

create or replace function search.clients(q text, tsq tsquery, fuzzy boolean, lim integer)
returns table (id uuid, title text, line text, doc text, score real)
language plpgsql stable security definer
set search_path = public, extensions
set pg_trgm.word_similarity_threshold = 0.45
as $$
begin
  if not public.is_admin() then
    return;
  end if;
  return query
  with exact as (
    (select x.id from public.users x
      where tsq is not null and to_tsvector('simple'::regconfig, coalesce(x.name, '') || ' ' || coalesce(x.email, '')) @@ tsq
      limit lim)
    union
    (select p.user_id from public.owner_profiles p
      where tsq is not null and to_tsvector('simple'::regconfig, coalesce(p.business_name, '')) @@ tsq
      limit lim)
  ),
  -- Typos only when the words themselves found no one: an e-mail typed whole finds that client, not the
  -- others whose addresses share half its trigrams.
  typos as (
    (select x.id from public.users x
      where fuzzy and q <% (coalesce(x.name, '') || ' ' || coalesce(x.email, ''))
      order by q <<-> (coalesce(x.name, '') || ' ' || coalesce(x.email, ''))
      limit lim)
    union
    (select p.user_id from public.owner_profiles p
      where fuzzy and q <% coalesce(p.business_name, '')
      order by q <<-> coalesce(p.business_name, '')
      limit lim)
  ),
  candidates as (
    select e.id from exact e
    union
    select t.id from typos t where not exists (select 1 from exact)
  ),
  found as (
    select u.id, coalesce(nullif(u.name, ''), u.email) as title, concat_ws(' · ', u.email, o.business_name) as line,
           coalesce(u.name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(o.business_name, '') as doc
      from candidates c
      join public.users u on u.id = c.id
      left join public.owner_profiles o on o.user_id = u.id
     where u.role <> 'admin'
  )
  select f.id, f.title, f.line, f.doc,
         (coalesce(ts_rank(to_tsvector('simple', f.doc), tsq), 0) + case when fuzzy then word_similarity(q, f.doc) else 0 end)::real
    from found f;
end $$;

revoke execute on function search.clients(text, tsquery, boolean, integer) from public, anon;
grant execute on function search.clients(text, tsquery, boolean, integer) to authenticated;

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
  searched as (
    select h.kind, h.id, h.title, h.line, public.search_plain_text(h.doc) as doc from hits h
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
