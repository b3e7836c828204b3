-- The top bar's search (issue 23): one function, run as the caller (SECURITY INVOKER), so row-level
-- security decides what anyone can find. It searches the caller's own records (not every client's, even
-- for an admin: an admin looking for "Chase" means their clients, below, not 10,000 bank accounts), the
-- content every signed-in user reads, and for admins the clients by name, e-mail and business.
--
-- Matching: Postgres full-text search over the 'simple' configuration (no stemming, so names and issuers
-- match as typed) with every word a prefix ("cha" finds Chase), or pg_trgm word similarity for typos
-- ("chasr"). Only the columns named below are ever searched: no account or routing number, password,
-- username, SSN or other stored credential is part of any searched text, so none can match.
-- Highlights: ts_headline wraps the matched words in U+E000 ... U+E001 (private-use characters, removed
-- from the stored text first): the UI splits on them and renders text, never HTML.

create extension if not exists pg_trgm with schema extensions;

-- The clients an admin finds among 10,000: both ways of matching use an index.
create index if not exists users_search_fts_idx on public.users
  using gin (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(email, '')));
create index if not exists users_search_trgm_idx on public.users
  using gin ((coalesce(name, '') || ' ' || coalesce(email, '')) extensions.gin_trgm_ops);
create index if not exists owner_profiles_business_name_fts_idx on public.owner_profiles
  using gin (to_tsvector('simple'::regconfig, coalesce(business_name, '')));
create index if not exists owner_profiles_business_name_trgm_idx on public.owner_profiles
  using gin (coalesce(business_name, '') extensions.gin_trgm_ops);

-- Text as searched and shown: markers removed, HTML tags dropped, blanks collapsed.
create or replace function public.search_plain_text(value text) returns text
language sql immutable parallel safe set search_path = public as $$
  select btrim(regexp_replace(regexp_replace(translate(coalesce(value, ''), chr(57344) || chr(57345), ''), '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g'))
$$;

-- The caller's words as a prefix query ('cha':* & 'bank':*), at most 8 words; null when none.
-- Words come from the text search parser itself, so quotes and & | ! : * in the input are never syntax.
create or replace function public.search_prefix_query(query text) returns tsquery
language sql immutable parallel safe set search_path = public as $$
  select to_tsquery('simple', string_agg('''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || ''':*', ' & '))
    from (select lexeme from unnest(to_tsvector('simple', coalesce(query, ''))) limit 8) w
$$;

-- One line with the matched words marked.
create or replace function public.search_mark(value text, tsq tsquery, whole boolean) returns text
language sql immutable parallel safe set search_path = public as $$
  select case
    when tsq is null or public.search_plain_text(value) = '' then left(public.search_plain_text(value), 160)
    else ts_headline('simple', public.search_plain_text(value), tsq,
      'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) ||
      case when whole then ', HighlightAll=true' else ', MaxWords=18, MinWords=6, MaxFragments=1' end)
  end
$$;

-- The helpers run as the caller inside search_portal, so signed-in users keep EXECUTE (pure functions).
revoke execute on function public.search_plain_text(text), public.search_prefix_query(text),
  public.search_mark(text, tsquery, boolean) from public, anon;
grant execute on function public.search_plain_text(text), public.search_prefix_query(text),
  public.search_mark(text, tsquery, boolean) to authenticated;

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
    -- Admins: clients by name, e-mail (both in one indexed text) or business name. RLS lets only admins
    -- read other users' rows; the role check keeps a client from finding themselves as "a client".
    select 'client', u.id, coalesce(nullif(u.name, ''), u.email), concat_ws(' · ', u.email, o.business_name),
           coalesce(u.name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(o.business_name, ''),
           coalesce(ts_rank(to_tsvector('simple', coalesce(u.name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(o.business_name, '')), tsq), 0)
             + case when fuzzy then word_similarity(q, coalesce(u.name, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(o.business_name, '')) else 0 end
      from public.users u
      left join public.owner_profiles o on o.user_id = u.id
     where (select public.is_admin()) and u.role <> 'admin'
       and u.id in (
         select x.id from public.users x
          where (tsq is not null and to_tsvector('simple'::regconfig, coalesce(x.name, '') || ' ' || coalesce(x.email, '')) @@ tsq)
             or (fuzzy and q <% (coalesce(x.name, '') || ' ' || coalesce(x.email, '')))
         union
         select p.user_id from public.owner_profiles p
          where (tsq is not null and to_tsvector('simple'::regconfig, coalesce(p.business_name, '')) @@ tsq)
             or (fuzzy and q <% coalesce(p.business_name, ''))
       )
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
